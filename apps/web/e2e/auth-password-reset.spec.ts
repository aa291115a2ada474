import { expect, test, type Page } from '@playwright/test';
import { authMessages, authToasts } from '@sudsy/domain/auth-messages';
import { createVerifiedUser, newUser } from './support/accounts';
import { linkFrom, readLatestMail, readMails } from './support/mailbox';

async function requestReset(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(authToasts.resetEmailSent.title)).toBeVisible();
  await expect(page.getByText(authToasts.resetEmailSent.description)).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function expectInvalidLink(page: Page) {
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidResetLink);
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  await expect(page.getByLabel('New Password')).toHaveCount(0);
}

async function submitNewPassword(page: Page, newPassword: string) {
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
}

/** Asks for a reset for `email`, opens the mailed link and sets `newPassword`; answers the link. */
async function resetThroughMail(page: Page, email: string, newPassword: string): Promise<string> {
  await requestReset(page, email);
  const link = linkFrom(await readLatestMail(email, { subject: /reset/i }));
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await submitNewPassword(page, newPassword);
  await expect(page.getByText(authToasts.passwordUpdated.description)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  return link;
}

test('forgot password: the mailed link sets a new password, which then signs in instead of the old one', async ({
  page,
}) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  const newPassword = 'fresh-suds-2468';
  await resetThroughMail(page, owner.email, newPassword);

  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidCredentials);
  // Still on the login form, with the owner's account type chosen.
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test('a mailed reset link works once', async ({ page }) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  const link = await resetThroughMail(page, owner.email, 'fresh-suds-1357');
  await page.goto(link);
  await expectInvalidLink(page);
});

test('an invalid reset link shows the invalid-link text, whether the server or the form finds out', async ({
  page,
}) => {
  await page.goto('/api/auth/reset-password/not-a-real-token?callbackURL=%2Freset-password');
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN$/);
  await expectInvalidLink(page);

  await page.goto('/reset-password?token=not-a-real-token');
  await submitNewPassword(page, 'fresh-suds-2468');
  await expectInvalidLink(page);
});

test('asking for a reset of an unknown email answers the same, and sends nothing', async ({ page }) => {
  const stranger = newUser({ role: 'owner' });
  await requestReset(page, stranger.email);
  expect(await readMails(stranger.email)).toEqual([]);
});

test('an empty forgot-password email asks for one with a toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('region', { name: /notifications/i }).getByText(authMessages.enterEmail)).toBeVisible();
});
