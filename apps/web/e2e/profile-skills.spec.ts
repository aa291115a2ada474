import type { Locator, Page } from '@playwright/test';
import { defaultWasherProfile } from '@sudsy/domain/washer-profile';
import { credentialMessages, credentialToasts } from '@sudsy/domain/washer-credentials';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { e2ePorts } from './support/ports';

const baseURL = `http://localhost:${e2ePorts.product}`;

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function openSkillsTab(page: Page) {
  const washer = await createVerifiedUser({ role: 'washer' });
  await signInThroughApi(page, washer);
  // A public page needs a saved business profile.
  const saved = await page.request.put('/api/washer-profile', {
    headers: { Origin: baseURL },
    data: { ...defaultWasherProfile(), businessName: `Credentials Crew ${Date.now()}` },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await page.getByRole('tab', { name: 'Skills & Certifications' }).click();
  await expect(page.getByRole('region', { name: 'Insurance Information' })).toBeVisible();
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  return { washer, washerId: session.user.id };
}

async function addCertification(page: Page, fields: Record<string, string>): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Add Certification' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Add Certification' }).click();
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Add Certification' }).click();
  return dialog;
}

// The insurance number and skills, who sees the policy number on the public page, and an owner's
// tabs are proven by the skills tab's and the credentials section's component tests against the
// answers the washer-credentials API tests pin down (and profile-account.spec.ts lists an owner's
// tabs); this journey audits the tab and its dialog in a real browser.
test('a washer adds a certification (required fields, expiry after issue, web links only) and removes it', async ({
  page,
}) => {
  await openSkillsTab(page);

  const dialog = await addCertification(page, {});
  await expect(dialog.getByText(credentialMessages.certificationRequired).first()).toBeVisible();
  await addCertification(page, {
    Certification: 'IDA Certified Detailer',
    Issuer: 'International Detailing Association',
    'Issue Date': '2024-03-01',
    'Expiry Date (optional)': '2023-03-01',
    'Verification URL (optional)': 'javascript:alert(1)',
  });
  await expect(dialog.getByText(credentialMessages.expiryBeforeIssue)).toBeVisible();
  await expect(dialog.getByText(credentialMessages.verificationUrl)).toBeVisible();
  await expectNoSeriousViolations(page);
  await addCertification(page, {
    'Expiry Date (optional)': '2027-03-01',
    'Verification URL (optional)': 'https://ida.example/verify/1',
  });
  await expect(toast(page, credentialToasts.certificationAdded.title)).toBeVisible();
  const certifications = page.getByRole('table', { name: 'Certifications' });
  await expect(certifications.getByRole('row', { name: /IDA Certified Detailer/ })).toContainText('Mar 1, 2024');
  await expect(certifications.getByRole('row', { name: /IDA Certified Detailer/ })).toContainText('Mar 1, 2027');
  await expectNoSeriousViolations(page);

  await certifications.getByRole('button', { name: 'Remove IDA Certified Detailer' }).click();
  await expect(toast(page, credentialToasts.certificationRemoved.title)).toBeVisible();
  await expect(page.getByText('No certifications added yet')).toBeVisible();
});
