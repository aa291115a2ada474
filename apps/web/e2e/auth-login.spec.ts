import { expect, test } from '@playwright/test';
import { createVerifiedUser, login } from './support/accounts';

// The login page's refusals (wrong password, the other account type, a signed-in visitor) are
// proven by its component tests (features/auth/pages/login-page.test.tsx) against the server's
// answers, which the sign-in API tests (apps/server/src/auth/sign-in.test.ts) pin down. What only a
// browser shows: the session cookie the real sign-in sets, kept across a reload.
test('an owner signs in on the login page and lands on their dashboard, which a reload keeps', async ({ page }) => {
  const user = await createVerifiedUser({ role: 'owner' });
  await login(page, user);
  await page.reload();
  await expect(page.getByRole('button', { name: `Account: ${user.name}` })).toBeVisible();
});
