import { expect, test } from '@playwright/test';
import { authMessages, roleMismatchMessage } from '@sudsy/domain/auth-messages';
import { roleLabels, type Role } from '@sudsy/domain/roles';
import { createVerifiedUser, login, sessionOf, signInThroughApi } from './support/accounts';

const other = { owner: 'washer', washer: 'owner' } as const satisfies Record<Role, Role>;

for (const role of ['owner', 'washer'] as const) {
  test(`a ${role} signs in on the login page and lands on their dashboard, which a reload keeps`, async ({ page }) => {
    const user = await createVerifiedUser({ role });
    await login(page, user);
    await page.reload();
    await expect(page.getByRole('button', { name: `Account: ${user.name}` })).toBeVisible();
  });

  test(`a ${role} choosing the other account type sees the mismatch and stays signed out`, async ({ page }) => {
    const user = await createVerifiedUser({ role });
    await page.goto('/login');
    await page.getByRole('radio', { name: roleLabels[other[role]] }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByRole('alert')).toHaveText(roleMismatchMessage(role));
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionOf(page)).toBeNull();
  });
}

test('a wrong password says the credentials are invalid', async ({ page }) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(`${owner.password}-wrong`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidCredentials);
});

test('a signed-in user opening the login or registration page is sent to their dashboard', async ({ page }) => {
  const washer = await createVerifiedUser({ role: 'washer' });
  await signInThroughApi(page, washer);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
});
