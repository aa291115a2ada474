import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { accountMessages, accountToasts } from '@sudsy/domain/account';
import { authMessages } from '@sudsy/domain/auth-messages';
import { dashboardPathFor, roleLabels } from '@sudsy/domain/roles';
import { secretOf, totpCode } from '../../server/src/test/totp';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, sessionOf, signInThroughApi, type TestUser } from './support/accounts';
import { e2ePorts } from './support/ports';
import { enableTwoFactorThroughApi } from './support/two-factor';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const baseURL = `http://localhost:${e2ePorts.product}`;
const firefoxOnLinux = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

async function openSecurity(page: Page, user: TestUser): Promise<void> {
  await signInThroughApi(page, user);
  await page.goto('/profile?tab=security');
  await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
}

/** Signs the same account in from another browser, as another device would. */
async function signInElsewhere(user: TestUser) {
  const other = await playwrightRequest.newContext({ baseURL, userAgent: firefoxOnLinux });
  const response = await other.post('/api/auth/sign-in/email', {
    headers: { Origin: baseURL },
    data: { email: user.email, password: user.password, accountType: user.role },
  });
  expect(response.status()).toBe(200);
  return other;
}

/** What a QR code on the page says, read from a screenshot of it as a phone's camera would. */
async function scanQrCode(code: Locator): Promise<string | null> {
  const png = PNG.sync.read(await code.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

async function signInThroughForm(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await page.getByRole('radio', { name: roleLabels[user.role] }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('an owner changes the password: all three fields first, then each rule', async ({ page }) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  await openSecurity(page, owner);
  const card = page.getByRole('region', { name: 'Change Password' });
  const update = card.getByRole('button', { name: 'Update Password' });
  await expect(update).toBeDisabled();
  await card.getByLabel('Current Password').fill('not-my-password');
  await card.getByLabel('New Password', { exact: true }).fill('short');
  await expect(update).toBeDisabled();
  await card.getByLabel('Confirm New Password').fill('short');
  await expect(update).toBeEnabled();
  await expectNoSeriousViolations(page);

  await update.click();
  await expect(card.getByText(authMessages.passwordTooShort)).toBeVisible();
  await card.getByLabel('New Password', { exact: true }).fill('fresh-suds-77');
  await card.getByLabel('Confirm New Password').fill('fresh-suds-78');
  await update.click();
  await expect(card.getByText(authMessages.passwordsDontMatch)).toBeVisible();
  await card.getByLabel('Confirm New Password').fill('fresh-suds-77');
  await update.click();
  await expect(card.getByText(accountMessages.wrongCurrentPassword)).toBeVisible();

  await card.getByLabel('Current Password').fill(owner.password);
  await update.click();
  await expect(toast(page, accountToasts.passwordUpdated.title)).toBeVisible();
  await expect(card.getByLabel('Current Password')).toHaveValue('');
  // This device stays signed in; the new password is the one that works.
  expect(await sessionOf(page)).not.toBeNull();
  const check = await playwrightRequest.newContext({ baseURL });
  const oldOne = await check.post('/api/auth/sign-in/email', {
    headers: { Origin: baseURL },
    data: { email: owner.email, password: owner.password, accountType: 'owner' },
  });
  expect(oldOne.status()).toBe(401);
  const newOne = await check.post('/api/auth/sign-in/email', {
    headers: { Origin: baseURL },
    data: { email: owner.email, password: 'fresh-suds-77', accountType: 'owner' },
  });
  expect(newOne.status()).toBe(200);
  await check.dispose();
});

test('a washer sees their devices and signs another one out at once', async ({ page }) => {
  const washer = await createVerifiedUser({ role: 'washer' });
  const laptop = await signInElsewhere(washer);
  const tablet = await signInElsewhere(washer);
  await openSecurity(page, washer);

  // Opening the verification link signed the account in too: that is one more device.
  const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(4);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  const firefox = devices.filter({ hasText: 'Firefox 121 on Linux' });
  await expect(firefox).toHaveCount(2);
  await expectNoSeriousViolations(page);

  await firefox.first().getByRole('button', { name: 'Sign out Firefox 121 on Linux' }).click();
  await expect(toast(page, 'Device Signed Out')).toBeVisible();
  await expect(devices).toHaveCount(3);
  await expect(firefox).toHaveCount(1);
  const stillIn = [
    await (await laptop.get('/api/auth/get-session')).json(),
    await (await tablet.get('/api/auth/get-session')).json(),
  ];
  expect(stillIn.filter((session) => session === null)).toHaveLength(1);

  await page.getByRole('button', { name: 'Sign out all other devices' }).click();
  await expect(toast(page, 'Signed Out Other Devices')).toBeVisible();
  await expect(devices).toHaveCount(1);
  expect(await (await laptop.get('/api/auth/get-session')).json()).toBeNull();
  expect(await (await tablet.get('/api/auth/get-session')).json()).toBeNull();
  expect(await sessionOf(page)).not.toBeNull();
  await Promise.all([laptop.dispose(), tablet.dispose()]);
});

test('two-factor authentication is set up with the password and the app’s first code', async ({ page }) => {
  const washer = await createVerifiedUser({ role: 'washer' });
  await openSecurity(page, washer);
  const card = page.getByRole('region', { name: 'Two-Factor Authentication' });
  await expect(card).toContainText('Off');

  await card.getByRole('button', { name: 'Enable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enable Two-Factor Authentication' });
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(accountMessages.wrongPassword)).toBeVisible();
  await dialog.getByLabel('Password').fill(washer.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const uri = await dialog.getByRole('link', { name: /Open in your authenticator app/ }).getAttribute('href');
  const secret = secretOf(uri ?? '');
  await expect(dialog.getByTestId('two-factor-secret')).toHaveText(secret.replace(/(.{4})(?=.)/g, '$1 '));
  await expect(dialog.getByRole('list', { name: '2. Save your backup codes' }).getByRole('listitem')).toHaveCount(10);
  await expectNoSeriousViolations(page);
  await dialog.getByLabel('Code from your app').fill('000000');
  await dialog.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(dialog.getByText(accountMessages.wrongCode)).toBeVisible();
  await dialog.getByLabel('Code from your app').fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(toast(page, 'Two-Factor Authentication Enabled')).toBeVisible();
  await expect(card).toContainText('On');
});

test('the two-factor set-up shows a QR code that scans as the otpauth link beside it', async ({ page }) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  await openSecurity(page, owner);
  await page.getByRole('region', { name: 'Two-Factor Authentication' }).getByRole('button', { name: 'Enable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enable Two-Factor Authentication' });
  await dialog.getByLabel('Password').fill(owner.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const qrCode = dialog.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qrCode).toBeVisible();
  const uri = await dialog.getByRole('link', { name: /Open in your authenticator app/ }).getAttribute('href');
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(await scanQrCode(qrCode)).toBe(uri);
  await expectNoSeriousViolations(page);
});

test('with two-factor on, signing in asks for the app’s code, until the user turns it off', async ({ page }) => {
  const washer = await createVerifiedUser({ role: 'washer' });
  const secret = await enableTwoFactorThroughApi(page, washer);
  await page.context().clearCookies();

  await signInThroughForm(page, washer);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  expect(await sessionOf(page)).toBeNull();
  await expectNoSeriousViolations(page);
  await code.fill(totpCode(secret, Date.now() - 5 * 60_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. Please try again.')).toBeVisible();
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`${dashboardPathFor('washer')}$`));

  await page.goto('/profile?tab=security');
  const card = page.getByRole('region', { name: 'Two-Factor Authentication' });
  await card.getByRole('button', { name: 'Disable' }).click();
  const disable = page.getByRole('dialog', { name: 'Disable Two-Factor Authentication' });
  await disable.getByLabel('Password').fill(washer.password);
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(toast(page, 'Two-Factor Authentication Disabled')).toBeVisible();
  await expect(card).toContainText('Off');
  const plain = await playwrightRequest.newContext({ baseURL });
  const signIn = await plain.post('/api/auth/sign-in/email', {
    headers: { Origin: baseURL },
    data: { email: washer.email, password: washer.password, accountType: 'washer' },
  });
  expect(await signIn.json()).not.toHaveProperty('twoFactorRedirect');
  await plain.dispose();
});
