import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { accountDeletedToast, accountDeletionMessages, accountMessages } from '@sudsy/domain/account';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi, type TestUser } from './support/accounts';
import { e2ePorts } from './support/ports';

const baseURL = `http://localhost:${e2ePorts.product}`;

async function openYourData(page: Page, user: TestUser) {
  await signInThroughApi(page, user);
  await page.goto('/profile?tab=security');
  const card = page.getByRole('region', { name: accountDeletionMessages.exportTitle });
  await expect(card).toBeVisible();
  return card;
}

test('an owner downloads their data as a JSON file that holds their account and no secret', async ({ page }) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  const card = await openYourData(page, owner);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sudsy-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const data = JSON.parse(text) as { account: { email: string }; sessions: unknown[] };
  expect(data.account.email).toBe(owner.email.toLowerCase());
  expect(data.sessions.length).toBeGreaterThan(0);
  expect(text).not.toMatch(/scrypt|"password"|"token"/);
});

test('an owner deletes the account with the password: a wrong one is refused, then the owner is signed out for good', async ({
  page,
}) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  const card = await openYourData(page, owner);
  await card.getByRole('button', { name: accountDeletionMessages.title }).click();
  const dialog = page.getByRole('dialog', { name: accountDeletionMessages.title });
  await expect(dialog.getByText(accountDeletionMessages.explanation)).toBeVisible();
  await expectNoSeriousViolations(page);

  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: accountDeletionMessages.title }).click();
  await expect(dialog.getByText(accountMessages.wrongPassword)).toBeVisible();

  await dialog.getByLabel('Password').fill(owner.password);
  await dialog.getByRole('button', { name: accountDeletionMessages.title }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: accountDeletedToast.title })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('link', { name: /log in|sign in/i }).first()).toBeVisible();

  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { Origin: baseURL },
    data: { email: owner.email, password: owner.password, accountType: owner.role },
  });
  expect(signIn.status()).toBeGreaterThanOrEqual(400);
});
