import { expect, test, type Page } from '@playwright/test';
import { addMonths, format, setDate } from 'date-fns';
import { scheduleToasts } from '@sudsy/domain/schedule-messages';
import { expectNoSeriousViolations } from './support/accessibility';
import { choose } from './support/select';
import { createVerifiedUser, signInThroughApi } from './support/accounts';

async function openScheduleAsNewWasher(page: Page): Promise<void> {
  const washer = await createVerifiedUser({ role: 'washer' });
  await signInThroughApi(page, washer);
  await page.goto('/provider/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Weekly working hours' })).toBeVisible();
}

const strip = (page: Page) => page.getByRole('list', { name: 'Weekly working hours' });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a washer edits working hours: an unfinished slot is refused, a valid week is saved and kept', async ({
  page,
}) => {
  await openScheduleAsNewWasher(page);
  // A new washer starts with every day but Sunday.
  await expect(strip(page).getByRole('listitem').filter({ hasText: 'Sunday' })).toContainText('Unavailable');
  await expect(strip(page).getByRole('listitem').filter({ hasText: 'Saturday' })).toContainText('10:00 AM – 3:00 PM');

  await page.getByRole('button', { name: 'Edit Working Hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Working Hours' });
  await expect(dialog).toBeVisible();

  // Monday runs to 22:00, so the slot added after it starts and ends at 22:00: not a valid slot.
  await choose(page, 'Monday end time', '10:00 PM', dialog);
  await dialog.getByRole('button', { name: 'Add slot on Monday' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Monday slot 2 start time' })).toHaveText('10:00 PM');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Invalid time slot')).toContainText('End time must be after start time on Monday');
  await expect(dialog.getByText('End time must be after start time on Monday')).toBeVisible();
  await expect(dialog).toBeVisible();

  // The pickers offer no end at or before the start.
  await dialog.getByRole('combobox', { name: 'Monday slot 1 start time' }).click();
  await expect(page.getByRole('option', { name: '10:00 PM', exact: true })).toHaveAttribute('data-disabled');
  await page.keyboard.press('Escape');

  await dialog.getByRole('button', { name: 'Remove Monday slot 2' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove Monday slot 1' })).toHaveCount(0);
  await dialog.getByRole('switch', { name: 'Sunday' }).click();
  await choose(page, 'Sunday start time', '10:00 AM', dialog);
  await choose(page, 'Sunday end time', '2:00 PM', dialog);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  await expect(toast(page, scheduleToasts.workingHoursUpdated.title)).toContainText(
    scheduleToasts.workingHoursUpdated.description,
  );
  await expect(dialog).toBeHidden();
  await expect(strip(page).getByRole('listitem').filter({ hasText: 'Monday' })).toContainText('9:00 AM – 10:00 PM');
  await expect(strip(page).getByRole('listitem').filter({ hasText: 'Sunday' })).toContainText('10:00 AM – 2:00 PM');

  await page.reload();
  await expect(strip(page).getByRole('listitem').filter({ hasText: 'Monday' })).toContainText('9:00 AM – 10:00 PM');
  await expect(strip(page).getByRole('listitem').filter({ hasText: 'Sunday' })).toContainText('10:00 AM – 2:00 PM');
});

test('a washer blocks time, is refused an overlapping block, and removes the block', async ({ page }) => {
  await openScheduleAsNewWasher(page);
  // The 15th of next month is always ahead, whatever today is.
  const day = setDate(addMonths(new Date(), 1), 15);
  const blocked = page.getByRole('list', { name: 'Upcoming blocked time' });

  async function openBlockDialog() {
    await page.getByRole('button', { name: 'Block Time Off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block Time Off' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  async function pickDay(dialog: ReturnType<Page['getByRole']>) {
    await dialog.getByRole('button', { name: /next month/i }).click();
    await dialog.getByRole('button', { name: format(day, 'PPPP') }).click();
    await expect(dialog.getByText(format(day, 'EEEE, MMMM d, yyyy'))).toBeVisible();
  }

  let dialog = await openBlockDialog();
  await dialog.getByRole('button', { name: 'Block Time', exact: true }).click();
  await expect(toast(page, scheduleToasts.missingDate.title)).toContainText(scheduleToasts.missingDate.description);
  await pickDay(dialog);
  await dialog.getByRole('button', { name: 'Block Time', exact: true }).click();
  await expect(toast(page, scheduleToasts.missingStartTime.title)).toContainText(
    scheduleToasts.missingStartTime.description,
  );

  await choose(page, 'Start time', '9:00 AM', dialog);
  await choose(page, 'Duration', '2 hours', dialog);
  await expect(dialog.getByLabel('End time')).toHaveValue('11:00 AM');
  await dialog.getByLabel(/Reason/).fill('Dentist');
  await dialog.getByRole('button', { name: 'Block Time', exact: true }).click();
  await expect(toast(page, scheduleToasts.timeBlocked.title)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(blocked.getByRole('listitem')).toHaveCount(1);
  await expect(blocked).toContainText('Dentist');
  await expect(blocked).toContainText('9:00 AM – 11:00 AM');

  // 10:00–11:00 lies inside the block: refused, and the dialog stays for another try.
  dialog = await openBlockDialog();
  await pickDay(dialog);
  await choose(page, 'Start time', '10:00 AM', dialog);
  await dialog.getByRole('button', { name: 'Block Time', exact: true }).click();
  await expect(toast(page, scheduleToasts.conflict.title)).toContainText(scheduleToasts.conflict.description);
  await expect(dialog).toBeVisible();
  // Touching the block is fine.
  await choose(page, 'Start time', '11:00 AM', dialog);
  await dialog.getByRole('button', { name: 'Block Time', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(blocked.getByRole('listitem')).toHaveCount(2);

  await blocked.getByRole('button', { name: /^Remove Dentist/ }).click();
  await expect(toast(page, scheduleToasts.timeBlockRemoved.title)).toBeVisible();
  await expect(blocked.getByRole('listitem')).toHaveCount(1);
  await expect(blocked).not.toContainText('Dentist');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Upcoming blocked time' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Upcoming blocked time' })).toContainText('Blocked time');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the schedule page and its dialogs have no serious accessibility violation', async ({ page }) => {
      await openScheduleAsNewWasher(page);
      await expect(page.getByText('No appointments today.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Your calendar link' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Edit Working Hours' }).click();
      await expect(page.getByRole('dialog', { name: 'Set Working Hours' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Block Time Off' }).click();
      await expect(page.getByRole('dialog', { name: 'Block Time Off' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

test('the schedule fits a phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openScheduleAsNewWasher(page);
  await expect(page.getByRole('textbox', { name: 'Your calendar link' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
