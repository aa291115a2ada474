import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { smsConfirmTexts } from '@sudsy/domain/sms';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';

// Without TWILIO_* the server keeps its texts in the dev outbox: the owner reads the code at
// /dev/mailbox as they would on their phone, and replies STOP from there.

test.use({ viewport: { width: 375, height: 812 } });

test('an owner turns SMS on, confirms the number with the texted code, and STOP turns it off', async ({
  page,
  context,
}) => {
  const owner = await createVerifiedUser({ role: 'owner' });
  const phone = `+1415${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  await signInThroughApi(page, owner);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByRole('button', { name: 'Configure Push Notifications' }).click();
  const dialog = page.getByRole('dialog', { name: 'Push Notifications' });
  await dialog.getByRole('switch', { name: 'SMS notifications' }).click();
  await dialog.getByLabel('Phone Number').fill(phone);
  await dialog.getByRole('checkbox', { name: /I agree to receive SMS notifications/ }).click();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();

  // The dialog stays on the code: texts go only to a confirmed number.
  await expect(dialog.getByText(smsConfirmTexts.sentTo(phone))).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText(smsConfirmTexts.notConfirmed);
  await expect(dialog.getByRole('button', { name: /Send a new code \(\d+ s\)/ })).toBeDisabled();
  await expectNoSeriousViolations(page);

  const phoneView = await context.newPage();
  await phoneView.goto(`/dev/mailbox?to=${encodeURIComponent(owner.email)}#texts`);
  const text = phoneView.locator('article.text').filter({ hasText: `Text to ${phone}` });
  const code = /your code is (\d{6})/.exec((await text.locator('pre').textContent()) ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);

  const codeField = dialog.getByLabel(smsConfirmTexts.codeLabel);
  // A thumb's size on the phone: the code field and both buttons.
  for (const target of [
    codeField,
    dialog.getByRole('button', { name: smsConfirmTexts.confirm }),
    dialog.getByRole('button', { name: /Send a new code/ }),
  ])
    expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await codeField.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('That code is not the one we texted');
  await codeField.fill(code ?? '');
  await dialog.getByRole('button', { name: smsConfirmTexts.confirm }).click();
  await expect(dialog.getByRole('status')).toContainText(`${phone}: ${smsConfirmTexts.confirmed}`);
  await expect(codeField).toBeHidden();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The phone replies STOP: SMS is off on the account page.
  await phoneView.reload();
  await phoneView
    .getByRole('button', { name: `Reply STOP from ${phone}` })
    .first()
    .click();
  await expect(phoneView.getByRole('heading', { name: 'Texts' })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByRole('button', { name: 'Configure Push Notifications' }).click();
  await expect(dialog.getByRole('switch', { name: 'SMS notifications' })).not.toBeChecked();
});
