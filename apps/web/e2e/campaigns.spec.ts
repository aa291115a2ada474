import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { campaignTexts } from '@sudsy/domain/campaigns';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';
import { readLatestMail } from './support/mailbox';
import { sendCampaign } from './support/operator';

async function marketingDialog(page: Page) {
  await page.goto('/profile?tab=preferences');
  await page.getByRole('button', { name: 'Configure Marketing Communications' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marketing Communications' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an owner who turned Special offers on gets the operator’s campaign, and its link turns the switch off without signing in', async ({
  page,
  browser,
}) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  await signInThroughApi(page, owner);
  let dialog = await marketingDialog(page);
  await dialog.getByRole('switch', { name: 'Special offers' }).click();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();

  const subject = `Spring shine ${randomBytes(3).toString('hex')}: 20% off`;
  const printed = await sendCampaign(
    `Topic: special-offer\nAudience: owners\nSubject: ${subject}\n\nEvery wash booked this week is 20% off.\n`,
  );
  expect(printed).toContain(`"${subject}" to owners with "Special offers" on`);
  const mail = await readLatestMail(owner.email, { subject: new RegExp(subject.slice(0, 18)) });
  expect(mail.text).toContain('Every wash booked this week is 20% off.');
  const link = /https?:\/\/\S+\/unsubscribe\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no unsubscribe link in:\n${mail.text}`);

  // Opened from the mail in a browser that is not signed in.
  const visitor = await browser.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: campaignTexts.pageTitle })).toBeVisible();
  await expect(visitor.getByText(/^Stop "Special offers" emails to .•••@/)).toBeVisible();
  await expectNoSeriousViolations(visitor);
  await visitor.getByRole('button', { name: campaignTexts.button }).click();
  await expect(visitor.getByText(campaignTexts.done('Special offers'))).toBeVisible();
  await visitor.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousViolations(visitor);
  await visitor.close();

  dialog = await marketingDialog(page);
  await expect(dialog.getByRole('switch', { name: 'Special offers' })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Event invitations' })).toBeChecked();
});
