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

test('a washer keeps an insurance number and skills; a skill needs a name and starts at beginner', async ({ page }) => {
  await openSkillsTab(page);

  const insurance = page.getByRole('region', { name: 'Insurance Information' });
  await insurance.getByLabel('Insurance Number').fill('POL-884 21');
  await insurance.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, credentialToasts.insuranceUpdated.title)).toBeVisible();

  await page.getByRole('button', { name: 'Add Skill' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Skill' });
  await expect(dialog.getByRole('combobox', { name: 'Proficiency' })).toHaveText('Beginner');
  await dialog.getByRole('button', { name: 'Add Skill' }).click();
  await expect(dialog.getByText(credentialMessages.skillNameRequired)).toBeVisible();
  await dialog.getByLabel('Skill', { exact: true }).fill('Ceramic coating');
  await dialog.getByRole('button', { name: 'Add Skill' }).click();
  await expect(toast(page, credentialToasts.skillAdded.title)).toBeVisible();
  await page.getByRole('button', { name: 'Add Skill' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Skill' });
  await dialog.getByLabel('Skill', { exact: true }).fill('Paint correction');
  await dialog.getByRole('combobox', { name: 'Proficiency' }).click();
  await page.getByRole('option', { name: 'Expert', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Skill' }).click();
  const skills = page.getByRole('table', { name: 'Skills' });
  await expect(skills.getByRole('row', { name: /Ceramic coating/ })).toContainText('Beginner');
  await expect(skills.getByRole('row', { name: /Paint correction/ })).toContainText('Expert');
  await skills.getByRole('button', { name: 'Remove Ceramic coating' }).click();
  await expect(toast(page, credentialToasts.skillRemoved.title)).toBeVisible();
  await expect(skills.getByRole('row', { name: /Ceramic coating/ })).toHaveCount(0);
});

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

test('the public page shows skills and certifications to all, and the policy number only to the washer here', async ({
  page,
  visitorPage,
}) => {
  const { washerId } = await openSkillsTab(page);
  const answers = [
    await page.request.put('/api/washer-credentials/insurance', {
      headers: { Origin: baseURL },
      data: { insuranceNumber: 'POL-884 21' },
    }),
    await page.request.post('/api/washer-credentials/skills', {
      headers: { Origin: baseURL },
      data: { name: 'Paint correction', level: 'expert' },
    }),
    await page.request.post('/api/washer-credentials/certifications', {
      headers: { Origin: baseURL },
      data: { name: 'IDA Certified Detailer', issuer: 'International Detailing Association', issueDate: '2024-03-01' },
    }),
  ];
  for (const answer of answers) expect(answer.ok(), await answer.text()).toBe(true);

  await page.goto(`/providers/${washerId}`);
  const section = page.getByRole('region', { name: 'Skills & Credentials' });
  await expect(section).toContainText('Paint correction');
  await expect(section).toContainText('IDA Certified Detailer');
  await expect(section).toContainText('POL-884 21');

  await visitorPage.goto(`/providers/${washerId}`);
  const seen = visitorPage.getByRole('region', { name: 'Skills & Credentials' });
  await expect(seen).toContainText('Paint correction');
  await expect(seen).toContainText('The policy number is shown to customers with a booking.');
  await expect(seen).not.toContainText('POL-884 21');
});

test('an owner has no Skills & Certifications tab', async ({ page }) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  await signInThroughApi(page, owner);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Preferences' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Skills & Certifications' })).toHaveCount(0);
});
