import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';

// The appointment pages before any booking, and for an appointment that is not the user's.

test('a new owner’s appointments are empty on every tab, and a stranger’s appointment is not found', async ({
  page,
}) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  await signInThroughApi(page, owner);
  await page.goto('/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Scheduled (0)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No scheduled appointments')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Completed (0)' }).click();
  await expect(page.getByText('No completed appointments')).toBeVisible();

  await page.goto('/appointments/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View all appointments' })).toHaveAttribute('href', '/appointments');
  await expectNoSeriousViolations(page);
});

test('the appointment pages ask a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/appointments');
  await expect(page).toHaveURL(/\/login/);
});

test('on a phone, a washer’s empty list still reads well', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const washer = await createVerifiedUser({ role: 'washer' });
  await signInThroughApi(page, washer);
  await page.goto('/appointments');
  await expect(page.getByText('Jobs appear here when customers accept your quotes.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule' }).last()).toBeVisible();
  await expectNoSeriousViolations(page);
});
