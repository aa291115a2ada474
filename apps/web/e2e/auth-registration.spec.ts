import { expect, test, type Page } from '@playwright/test';
import { authToasts } from '@sudsy/domain/auth-messages';
import { roleLabels } from '@sudsy/domain/roles';
import { newUser, sessionOf, type TestUser } from './support/accounts';
import { expectNoSeriousViolations } from './support/accessibility';
import { linkFrom, readLatestMail } from './support/mailbox';

/** Registers through the form at `path`, which must have preselected the user's role. */
async function register(page: Page, user: TestUser, path = '/register') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  await expect(page.getByRole('radio', { name: roleLabels[user.role] })).toBeChecked();
  await page.getByLabel(user.role === 'washer' ? 'Business Name' : 'Full Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registration Successful' })).toBeVisible();
  await expect(page.getByText(authToasts.accountCreated.title)).toBeVisible();
}

// Signing in before confirming, a broken verification link and an email already in use are
// proven by the login and register pages' component tests against the answers the verification
// and sign-up API tests pin down; these journeys follow real mailed links in a real browser.
test('an owner registers, has the mail sent again from the success screen, confirms from it, lands on the customer dashboard and logs out', async ({
  page,
}) => {
  const owner = newUser({ role: 'owner' });
  await register(page, owner);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  await expectNoSeriousViolations(page);
  expect((await readLatestMail(owner.email)).subject).toMatch(/confirm/i);

  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText(authToasts.verificationSent.title)).toBeVisible();
  const second = await readLatestMail(owner.email, { count: 2 });
  expect(second.subject).toMatch(/confirm/i);
  await page.goto(linkFrom(second));
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  await page.getByRole('button', { name: `Account: ${owner.name}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await sessionOf(page)).toBeNull();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a washer registers from ?role=washer, confirms, lands on the provider dashboard and logs out from the menu', async ({
    page,
  }) => {
    const washer = newUser({ role: 'washer' });
    await register(page, washer, '/register?role=washer');

    await page.goto(linkFrom(await readLatestMail(washer.email)));
    await expect(page).toHaveURL(/\/provider\/dashboard$/);

    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog', { name: 'Provider Menu' });
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionOf(page)).toBeNull();
  });
});
