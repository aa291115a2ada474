import { expect, test, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { accountMessages, accountToasts, personalInfoMessages } from '@sudsy/domain/account';
import { authToasts } from '@sudsy/domain/auth-messages';
import { galleryMessages } from '@sudsy/domain/gallery';
import { paymentMethodTexts } from '@sudsy/domain/payment-methods';
import { payoutTexts } from '@sudsy/domain/payouts';
import { localCardMessages } from '@sudsy/domain/test-cards';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, newUser, signInThroughApi, type TestUser } from './support/accounts';
import { linkFrom, readLatestMail } from './support/mailbox';
import { places } from './support/places';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const personalInfo = (page: Page) => page.getByRole('region', { name: 'Personal Information' });
const statistics = (page: Page) => page.getByRole('region', { name: 'Account Statistics' });
const cheyenne = places.noWashers;
// A 1×1 PNG: the smallest real image the server's checks accept.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openProfile(page: Page, user: TestUser): Promise<void> {
  await signInThroughApi(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(personalInfo(page).getByText(user.email)).toBeVisible();
}

test('an owner sees their tabs and real statistics, saves a card, and edits personal information with every rule', async ({
  page,
}) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  await openProfile(page, owner);

  await expect(page.getByRole('tab')).toHaveText(['Account Information', 'Security', 'Preferences']);
  await expect(page.getByRole('complementary', { name: 'Your account' })).toContainText('Car Owner');
  await expect(statistics(page)).toContainText(`Member Since${format(new Date(), 'MMMM yyyy')}`);
  await expect(statistics(page)).toContainText('Requests Made0');
  await expect(statistics(page)).not.toContainText('Average Rating');
  // A card saved through the local provider's form (Stripe's test numbers), listed by brand and last four.
  const payments = page.getByRole('region', { name: 'Payment Methods' });
  await expect(payments).toContainText(accountMessages.noPaymentMethods);
  await payments.getByRole('button', { name: 'Add Payment Method' }).click();
  const addCard = page.getByRole('dialog', { name: 'Add Payment Method' });
  await expect(addCard).toContainText(paymentMethodTexts.localNotice);
  await addCard.getByLabel('Card number').fill('4000 0000 0000 1234');
  await addCard.getByLabel('Expiry').fill('12 / 40');
  await addCard.getByLabel('Security code').fill('123');
  await addCard.getByRole('button', { name: 'Save card' }).click();
  await expect(addCard.getByText(localCardMessages.typo)).toBeVisible();
  await expectNoSeriousViolations(page);
  await addCard.getByLabel('Card number').fill('4242 4242 4242 4242');
  await addCard.getByRole('button', { name: 'Save card' }).click();
  await expect(addCard).toBeHidden();
  await expect(payments.getByRole('list', { name: 'Saved cards' })).toContainText('Visa ending in 4242Default');

  // Every rule, in the spec's words.
  const card = personalInfo(page);
  await card.getByRole('button', { name: 'Edit' }).click();
  await card.getByLabel('Full Name').fill(' J ');
  await card.getByLabel('Email').fill('not-an-email');
  await card.getByLabel('Phone').fill('555-1234');
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card.getByText(personalInfoMessages.nameTooShort)).toBeVisible();
  await expect(card.getByText(personalInfoMessages.invalidEmail)).toBeVisible();
  await expect(card.getByText(personalInfoMessages.invalidPhone)).toBeVisible();
  await expectNoSeriousViolations(page);

  // Cancel restores what is stored.
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText(owner.name)).toBeVisible();
  await expect(card.getByText(owner.email)).toBeVisible();

  // Phone numbers are formatted as they are typed.
  await card.getByRole('button', { name: 'Edit' }).click();
  const phone = card.getByLabel('Phone');
  await phone.fill('');
  await phone.pressSequentially('15551234567');
  await expect(phone).toHaveValue('1-555-123-4567');
  await phone.fill('');
  await phone.pressSequentially('5551234567');
  await expect(phone).toHaveValue('(555) 123-4567');
  await card.getByLabel('Full Name').fill('Jordan Rivers');
  await card.getByRole('combobox', { name: 'Address' }).fill(cheyenne.zip);
  await page.getByRole('option', { name: cheyenne.label }).click();
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, accountToasts.profileUpdated.title)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(card).toContainText('Jordan Rivers');
  await expect(card).toContainText('(555) 123-4567');
  await expect(card).toContainText(cheyenne.label);
  // The header greets the new name, and everything is still there after a reload.
  await expect(page.getByRole('button', { name: 'Account: Jordan Rivers' })).toBeVisible();
  await page.reload();
  await expect(personalInfo(page)).toContainText('(555) 123-4567');
  await expect(personalInfo(page)).toContainText(cheyenne.label);
});

test('a new email takes effect only once the link mailed to it is opened', async ({ page }) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  await openProfile(page, owner);
  const newEmail = newUser({ role: 'owner' }).email;

  const card = personalInfo(page);
  await card.getByRole('button', { name: 'Edit' }).click();
  await card.getByLabel('Email').fill(newEmail);
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, accountToasts.profileUpdated.title)).toContainText(newEmail);
  await expect(card.getByRole('status')).toContainText(`We sent a confirmation link to ${newEmail}`);
  await expect(card).toContainText(owner.email);

  const mail = await readLatestMail(newEmail, { subject: /new email/i });
  await page.goto(linkFrom(mail));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(toast(page, 'Email Updated')).toBeVisible();
  await expect(personalInfo(page)).toContainText(newEmail);
});

test('a washer sees Skills & Certifications and jobs statistics, updates the profile photo and logs out', async ({
  page,
}) => {
  const washer = await createVerifiedUser({ role: 'washer' });
  await openProfile(page, washer);

  await expect(page.getByRole('tab')).toHaveText([
    'Account Information',
    'Security',
    'Preferences',
    'Skills & Certifications',
    'Payouts',
  ]);
  await expect(page.getByRole('complementary', { name: 'Your account' })).toContainText('Car Washer');
  await expect(statistics(page)).toContainText('Jobs Completed0');
  await expect(statistics(page)).toContainText('Average RatingNo ratings yet');
  await expect(page.getByRole('region', { name: 'Payment Methods' })).toHaveCount(0);

  // The washer's personal information follows the same rules.
  const card = personalInfo(page);
  await card.getByRole('button', { name: 'Edit' }).click();
  await card.getByLabel('Phone').fill('12345');
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card.getByText(personalInfoMessages.invalidPhone)).toBeVisible();
  await card.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Update Profile Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Profile Photo' });
  await expectNoSeriousViolations(page);
  await dialog
    .getByLabel('Photo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(dialog.getByRole('alert')).toHaveText(galleryMessages.onlyImages);
  await dialog.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, accountToasts.photoUpdated.title)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    /^\/api\/files\/avatars\//,
  );

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, authToasts.loggedOut.title)).toBeVisible();
});

test('a washer sets up payouts through the local onboarding and sees them on', async ({ page }) => {
  const washer = await createVerifiedUser({ role: 'washer' });
  await openProfile(page, washer);
  const payouts = page.getByRole('region', { name: payoutTexts.title });
  await expect(payouts).toContainText("Sudsy keeps 10% of each job's price; tips go to you in full.");
  await expectNoSeriousViolations(page);
  // In the narrow column beside Personal Information at 1280 px, nothing sticks out of the card.
  expect(await payouts.evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);

  await payouts.getByRole('button', { name: payoutTexts.setUp }).click();
  await expect(page).toHaveURL(/\/dev\/payments\/onboarding\/acct_/);
  await page.getByRole('button', { name: 'Finish onboarding' }).click();

  // Back on the profile: the status read again, told in a toast, the query taken off the address.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(toast(page, payoutTexts.toastEnabled)).toBeVisible();
  await expect(payouts).toContainText(payoutTexts.enabled);
  await expect(payouts.getByRole('button')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // On a phone the card fits the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(payouts).toContainText(payoutTexts.enabled);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a signed-out visitor is sent to log in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
});
