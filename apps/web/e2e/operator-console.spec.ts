import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { authMessages } from '@sudsy/domain/auth-messages';
import {
  operatorActionLabels,
  operatorCliActor,
  operatorTexts,
  suspensionCancellationReason,
} from '@sudsy/domain/operator';
import { reportsConsoleTexts } from '@sudsy/domain/moderation-console';
import { accountActionTexts, operatorAccountTexts, operatorTabLabels } from '@sudsy/domain/operator-accounts';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi, type TestUser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { bookThroughApi, quoteThroughApi, requestQuoteThroughApi } from './support/marketplace';
import { adminCreate, createOperator } from './support/operator';
import { createPayingOwner } from './support/payments';
import { places } from './support/places';
import { productUrl } from './support/ports';
import { enableTwoFactorThroughApi } from './support/two-factor';
import { createWasherWithProfile, signedInPage } from './support/washers';

// The operator console (docs/product.md, "Operators"): an account becomes an operator only by the
// tool on the operator's machine, opens the console only with two-factor on, and to anyone else the
// console is a page that does not exist.

test('an owner made an operator by the tool reads the audit log once two-factor is on', async ({ page }) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  expect(await adminCreate(owner.email)).toContain(`${owner.email} is now an operator.`);

  // Before two-factor: the way to Security, no log.
  await signInThroughApi(page, owner);
  await page.goto('/operator');
  await expect(page.getByText(operatorTexts.twoFactorRequired)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Security' })).toHaveAttribute('href', '/profile?tab=security');
  await expect(page.getByRole('table')).toHaveCount(0);

  await enableTwoFactorThroughApi(page, owner);
  await page.goto('/operator');
  await expect(page.getByRole('heading', { level: 1, name: operatorTexts.consoleTitle })).toBeVisible();
  const log = page.getByRole('region', { name: operatorTexts.auditTitle });
  // The tool's grant, newest first among whatever other journeys have logged.
  const granted = log.getByRole('table').getByRole('row').filter({ hasText: owner.email });
  await expect(granted).toHaveCount(1);
  await expect(granted).toContainText(operatorActionLabels['operator.granted']);
  await expect(granted).toContainText(operatorCliActor);
  await expectNoSeriousViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousViolations(page);

  // On a phone: the same entry as a card, and nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  const card = log.getByRole('listitem').filter({ hasText: owner.email });
  await expect(card.getByRole('heading', { name: operatorActionLabels['operator.granted'] })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The reported reviews' tab, however many other journeys reported: its section, accessible, on the phone.
  await page.getByRole('tab', { name: operatorTabLabels.reports }).click();
  await expect(page.getByRole('heading', { name: reportsConsoleTexts.title })).toBeVisible();
  await expect(page).toHaveURL(/[?&]tab=reports/);
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('tab', { name: operatorTabLabels.audit }).click();

  const exportCsv = log.getByRole('link', { name: operatorTexts.exportCsv });
  await expect(exportCsv).toHaveAttribute('href', '/api/operator/audit.csv');
  const csv = await page.request.get('/api/operator/audit.csv');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  const row = (await csv.text()).split('\r\n').find((line) => line.includes(owner.email));
  expect(row).toContain(`,${operatorCliActor},operator.granted,user:`);
});

test('to a signed-in owner who is not an operator, /operator is the page that does not exist', async ({
  sharedSession,
}) => {
  const { page } = await sharedSession('owner');
  await page.goto('/operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText(operatorTexts.consoleTitle)).toHaveCount(0);
  expect((await page.request.get('/api/operator/audit.csv')).status()).toBe(404);
});

/** What the sign-in answers `user` now, in a browser context of its own: its status and message. */
async function signInAnswer(user: TestUser): Promise<{ status: number; message: string | undefined }> {
  const api = await playwrightRequest.newContext({ baseURL: productUrl });
  try {
    const response = await api.post('/api/auth/sign-in/email', {
      headers: { Origin: productUrl },
      data: { email: user.email, password: user.password, accountType: user.role },
    });
    const body = (await response.json()) as { error?: { message?: string }; message?: string };
    return { status: response.status(), message: body.error?.message ?? body.message };
  } finally {
    await api.dispose();
  }
}

/** Both themes, as the audit of a page in each. */
async function expectNoSeriousViolationsInBothThemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousViolations(page);
  }
}

test('an operator suspends a booked washer: the job is cancelled, the washer is gone and cannot sign in, until lifted', async ({
  page,
  browser,
}) => {
  const name = `Suspended Suds ${randomBytes(3).toString('hex')}`;
  const [operator, washer, owner] = await Promise.all([
    createOperator(page),
    createWasherWithProfile(name, { place: places.bookingJourney, workRadiusMiles: 20 }),
    createPayingOwner(),
  ]);
  const requestId = await requestQuoteThroughApi(owner, washer.id, places.bookingJourney);
  await quoteThroughApi(washer, requestId);
  const booking = await bookThroughApi(owner, requestId, washer.id);
  const reason = `Three owners reported damage (${randomBytes(3).toString('hex')})`;

  await page.goto('/operator');
  await page.getByRole('tab', { name: operatorTabLabels.accounts }).click();
  await expect(page).toHaveURL(/\?tab=accounts$/);
  await page.getByRole('searchbox', { name: operatorAccountTexts.searchLabel }).fill(washer.email);
  await page.keyboard.press('Enter');
  const results = page.getByRole('list', { name: operatorAccountTexts.resultsLabel });
  await results.getByRole('button', { name: new RegExp(name) }).click();
  const detail = page.getByRole('region', { name });
  await expect(detail).toContainText(operatorAccountTexts.active);
  await expectNoSeriousViolationsInBothThemes(page);

  await detail.getByRole('button', { name: operatorAccountTexts.suspend }).click();
  const dialog = page.getByRole('dialog', { name: accountActionTexts.suspend.title(name) });
  await expect(dialog).toContainText(accountActionTexts.suspend.description);
  await expectNoSeriousViolationsInBothThemes(page);
  await dialog.getByRole('textbox', { name: accountActionTexts.reasonLabel }).fill(reason);
  await dialog.getByRole('button', { name: accountActionTexts.suspend.confirm }).click();
  await expect(dialog).toHaveCount(0);
  await expect(detail).toContainText(reason);
  await expect(detail.getByRole('button', { name: operatorAccountTexts.reinstate })).toBeVisible();

  // The owner's appointment is cancelled by Sudsy; the washer's page and sign-in are gone.
  const ownerPage = await signedInPage(browser, owner);
  await ownerPage.goto(`/appointments/${booking.appointmentId}`);
  await expect(ownerPage.getByRole('note')).toContainText(suspensionCancellationReason);
  await ownerPage.goto(`/providers/${washer.id}`);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Provider not found' })).toBeVisible();
  expect((await ownerPage.request.get(`/api/washers/${washer.id}`)).status()).toBe(404);
  expect(await signInAnswer(washer)).toEqual({ status: 403, message: authMessages.accountSuspended });

  // On a phone: the account in place of the list, Back to it, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(results).toHaveCount(0);
  await page.getByRole('button', { name: operatorAccountTexts.back }).click();
  await expect(results.getByRole('button', { name: new RegExp(name) })).toContainText('Suspended');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('tab', { name: operatorTabLabels.audit }).click();
  const suspended = page
    .getByRole('region', { name: operatorTexts.auditTitle })
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: reason });
  await expect(suspended).toContainText(operatorActionLabels['account.suspended']);
  await expect(suspended).toContainText(operator.email);

  // Lifted: the washer signs in again.
  await page.getByRole('tab', { name: operatorTabLabels.accounts }).click();
  await results.getByRole('button', { name: new RegExp(name) }).click();
  await detail.getByRole('button', { name: operatorAccountTexts.reinstate }).click();
  const lift = page.getByRole('dialog', { name: accountActionTexts.reinstate.title(name) });
  await lift.getByRole('textbox', { name: accountActionTexts.reasonLabel }).fill('Reports were about another washer');
  await lift.getByRole('button', { name: accountActionTexts.reinstate.confirm }).click();
  await expect(detail.getByRole('button', { name: operatorAccountTexts.suspend })).toBeVisible();
  expect((await signInAnswer(washer)).status).toBe(200);
});
