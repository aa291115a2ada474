import { randomBytes } from 'node:crypto';
import { operatorActionLabels } from '@sudsy/domain/operator';
import { operatorTabLabels } from '@sudsy/domain/operator-accounts';
import { verificationConsoleTexts, verificationTexts, verifiedBadgeTexts } from '@sudsy/domain/verification';
import { expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { photoOf } from './support/marketplace';
import { createOperator } from './support/operator';
import { places } from './support/places';
import { createWasherWithProfile, signedInPage } from './support/washers';
import { inAYear, sendForReviewThroughApi } from './support/verification';

// Washer verification (docs/product.md, "Washer verification"): a washer sends their ID and
// insurance, an operator approves them, and owners see the Verified badge and can search for
// verified washers only.

const place = places.verification;
test('a washer sends their ID and insurance with its expiry for review', async ({ browser }) => {
  const name = `Vetted Valet ${randomBytes(3).toString('hex')}`;
  const washer = await createWasherWithProfile(name, { place, workRadiusMiles: 25 });

  // The washer: both documents, the expiry, then Send for review.
  const washerPage = await signedInPage(browser, washer);
  await washerPage.goto('/profile?tab=skills');
  const card = washerPage.getByRole('region', { name: verificationTexts.title });
  await expect(card.getByText(verificationTexts.states.not_submitted.badge)).toBeVisible();
  await washerPage
    .getByTestId('upload-id-document')
    .setInputFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: await photoOf({ r: 200, g: 180, b: 160 }) });
  await expect(card.getByRole('button', { name: 'Replace ID document' })).toBeVisible();
  await washerPage.getByTestId('upload-insurance-certificate').setInputFiles({
    name: 'insurance.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n'),
  });
  await expect(card.getByRole('button', { name: 'Replace insurance certificate' })).toBeVisible();
  await card.getByLabel(verificationTexts.expiryLabel).fill(inAYear());
  await card.getByRole('button', { name: verificationTexts.saveExpiry }).click();
  await expect(card.getByRole('button', { name: verificationTexts.submit })).toBeEnabled();
  await card.getByRole('button', { name: verificationTexts.submit }).click();
  await expect(card.getByText(verificationTexts.states.pending.badge)).toBeVisible();
  await expectNoSeriousViolations(washerPage);
});

test('an operator approves a washer’s documents: the washer reads Verified, owners find the badge', async ({
  page,
  browser,
}) => {
  const name = `Vetted Valet ${randomBytes(3).toString('hex')}`;
  const other = `Unchecked Suds ${randomBytes(3).toString('hex')}`;
  const [washer] = await Promise.all([
    createWasherWithProfile(name, { place, workRadiusMiles: 25 }),
    createWasherWithProfile(other, { place, workRadiusMiles: 25, northDegrees: 0.02 }),
  ]);
  await sendForReviewThroughApi(washer);
  const washerPage = await signedInPage(browser, washer);
  const card = washerPage.getByRole('region', { name: verificationTexts.title });

  // The operator: the queue, the submission, Approve.
  await createOperator(page);
  await page.goto('/operator?tab=verification');
  await expect(page.getByRole('tab', { name: operatorTabLabels.verification })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const queue = page.getByRole('list', { name: verificationConsoleTexts.title });
  await queue.getByRole('button', { name: new RegExp(name) }).click();
  const detail = page.getByRole('region', { name });
  await expect(detail.getByRole('img', { name: `ID document of ${name}` })).toBeVisible();
  await expect(
    detail.getByRole('link', { name: verificationConsoleTexts.download('insurance certificate') }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await detail.getByRole('button', { name: verificationConsoleTexts.approve }).click();
  await page
    .getByRole('alertdialog', { name: verificationConsoleTexts.approveTitle })
    .getByRole('button', { name: verificationConsoleTexts.approve })
    .click();
  await expect(detail.getByRole('button', { name: verificationConsoleTexts.approve })).toHaveCount(0);
  await expect(queue.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);

  // The audit log has the approval, about the washer.
  await page.getByRole('tab', { name: operatorTabLabels.audit }).click();
  const entry = page
    .getByRole('region', { name: 'Audit log' })
    .getByRole('row')
    .filter({ hasText: `user:${washer.id}` });
  await expect(entry).toContainText(operatorActionLabels['verification.approved']);

  // A phone: the queue, then the detail in its place.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/operator?tab=verification');
  await expect(page.getByRole('region', { name: verificationConsoleTexts.title })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The washer reads Verified.
  await washerPage.goto('/profile?tab=skills');
  await expect(card.getByRole('img', { name: /^Verified/ })).toBeVisible();

  // An owner (a visitor too) sees the badge, and Verified only finds this washer and not the other.
  const owner = await browser.newPage();
  await owner.goto(`/providers?services=express-wash&address=${place.zip}&verified=1`);
  await owner.getByRole('button', { name: 'Find Providers' }).click();
  const results = owner.getByRole('list', { name: 'Providers' });
  const found = results.getByRole('listitem').filter({ has: owner.getByRole('heading', { level: 3, name }) });
  await expect(found.getByRole('img', { name: new RegExp(`^${verifiedBadgeTexts.label}`) })).toBeVisible();
  await expect(results.getByRole('heading', { level: 3, name: other })).toHaveCount(0);
  await expectNoSeriousViolations(owner);
  await owner.goto(`/providers/${washer.id}`);
  await expect(owner.getByRole('img', { name: new RegExp(`^${verifiedBadgeTexts.label}`) })).toBeVisible();
  await expectNoSeriousViolations(owner);
});
