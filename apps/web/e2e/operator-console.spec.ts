import { operatorActionLabels, operatorCliActor, operatorTexts } from '@sudsy/domain/operator';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { adminCreate } from './support/operator';
import { enableTwoFactorThroughApi } from './support/two-factor';

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
