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
// down, and the page's fit on a phone by no-sideways-scroll.spec.ts; a real browser is needed here
// for the audit of the page and its dialogs.
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
