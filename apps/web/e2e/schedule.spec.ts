import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';

async function openScheduleAsNewWasher(page: Page): Promise<void> {
  const washer = await createVerifiedUser({ role: 'washer' });
  await signInThroughApi(page, washer);
  await page.goto('/provider/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Weekly working hours' })).toBeVisible();
}

// Editing the hours and blocking time (the refusals, the overlap, the removal) are proven by the
// schedule page's component tests against the answers the working-hours and blocks API tests pin
// down, and the page's fit at every size by layout-walk.spec.ts; a real browser is needed here
// for the audit of the page and its dialogs, and for whole days off picked on the range calendar
// and saved through the real server.
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
      const dialog = page.getByRole('dialog', { name: 'Block Time Off' });
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolations(page);

      // Whole days off: a first and a last day on the range calendar, listed as one item.
      await dialog.getByRole('checkbox', { name: 'All day' }).click();
      const days = dialog.getByRole('grid').locator('button:not([disabled])');
      await days.nth(1).click();
      await days.nth(3).click();
      await expect(dialog.getByText(/ – /)).toBeVisible();
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: 'Block Time' }).click();
      await expect(dialog).toBeHidden();
      const blocks = page.getByRole('list', { name: 'Upcoming blocked time' });
      await expect(blocks.getByRole('listitem')).toHaveCount(1);
      await expect(blocks).toContainText(' – ');
      await expect(blocks).toContainText('· All day');
    });
  });
}
