import { expect, test, type Page } from '@playwright/test';
import { authMessages, authToasts } from '@sudsy/domain/auth-messages';
import { createVerifiedUser } from './support/accounts';
import { linkFrom, readLatestMail } from './support/mailbox';

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

// An unknown email, an empty one and a made-up token are proven by the login and reset pages'
// component tests against the answers the password-reset API tests pin down; this journey follows
// the real mailed link.
test('forgot password: the mailed link sets a new password once, which then signs in instead of the old one', async ({
  page,
}) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  const newPassword = 'fresh-suds-2468';
  const link = await resetThroughMail(page, owner.email, newPassword);
  await page.goto(link);
  await expectInvalidLink(page);

  await page.goto('/login');

  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidCredentials);
  // Still on the login form, with the owner's account type chosen.
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});
