import { expect, test, type Page } from '@playwright/test';
import { authMessages, authToasts } from '@sudsy/domain/auth-messages';
import { roleLabels } from '@sudsy/domain/roles';
import { newUser, sessionOf, signUpThroughApi, type TestUser } from './support/accounts';
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

test('an owner registers, confirms the email from the mail, lands on the customer dashboard and logs out', async ({
  page,
}) => {
  const owner = newUser({ role: 'owner' });
  await register(page, owner);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');

  const mail = await readLatestMail(owner.email);
  expect(mail.subject).toMatch(/confirm/i);
  await page.goto(linkFrom(mail));
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

test('the success screen resends the verification mail, and the new link works', async ({ page }) => {
  const owner = newUser({ role: 'owner' });
  await register(page, owner);
  await expectNoSeriousViolations(page);
  await readLatestMail(owner.email);

  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText(authToasts.verificationSent.title)).toBeVisible();
  const second = await readLatestMail(owner.email, { count: 2 });
  await page.goto(linkFrom(second));
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test('signing in before confirming shows the check-your-email information and mails a fresh link', async ({
  page,
  request,
}) => {
  const washer = newUser({ role: 'washer' });
  await signUpThroughApi(request, washer);
  await readLatestMail(washer.email);

  await page.goto('/login');
  await page.getByRole('radio', { name: 'Car Washer' }).click();
  await page.getByLabel('Email').fill(washer.email);
  await page.getByLabel('Password', { exact: true }).fill(washer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  const info = page.getByRole('alert').filter({ hasText: authMessages.checkYourEmail });
  await expect(info).toBeVisible();
  await expect(info).toHaveAttribute('data-variant', 'info');
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionOf(page)).toBeNull();
  await readLatestMail(washer.email, { count: 2 });
});

test('a broken verification link leads to the login page, which explains how to get a new one', async ({
  page,
  request,
}) => {
  const owner = newUser({ role: 'owner' });
  await signUpThroughApi(request, owner);
  const link = new URL(linkFrom(await readLatestMail(owner.email)));
  link.searchParams.set('token', 'not-a-real-token');

  await page.goto(link.toString());
  await expect(page).toHaveURL(/\/login\?verification=invalid$/);
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
});

test('registering an email that has an account says so on the email field', async ({ page, request }) => {
  const owner = newUser({ role: 'owner' });
  await signUpThroughApi(request, owner);
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill('another-suds-9');
  await page.getByLabel('Confirm Password').fill('another-suds-9');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(authMessages.emailInUse);
});
