import { disputeCardTexts, disputeConsoleTexts } from '@sudsy/domain/disputes';
import { operatorActionLabels } from '@sudsy/domain/operator';
import { operatorTabLabels } from '@sudsy/domain/operator-accounts';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { completeThroughApi, photoOf } from './support/marketplace';
import { createOperator } from './support/operator';

// A dispute from report to decision (docs/product.md, "Disputes"): the owner of a paid, completed
// job reports a problem with a photo, the washer contests it, an operator decides a partial refund
// in the console, and both sides read the outcome; the receipt shows the refund.

test('an owner reports a problem, the washer contests it, and an operator decides a partial refund', async ({
  page,
  startedBooking,
}) => {
  const { washer, owner, booking } = startedBooking;
  const jobPage = `/appointments/${booking.appointmentId}`;
  await completeThroughApi(washer, booking.appointmentId);

  await signInThroughApi(page, owner);
  await page.goto(jobPage);
  const offer = page.getByRole('region', { name: disputeCardTexts.reportTitle });
  await offer.getByRole('button', { name: disputeCardTexts.report }).click();
  const dialog = page.getByRole('dialog', { name: disputeCardTexts.reportTitle });
  await dialog.getByLabel(disputeCardTexts.problemLabel).fill('The wheels were still muddy.');
  await dialog.getByLabel(disputeCardTexts.amountLabel).fill('20');
  await dialog.getByLabel('Choose photos of the problem').setInputFiles({
    name: 'wheels.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoOf({ r: 90, g: 70, b: 40 }),
  });
  await expect(dialog.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: disputeCardTexts.send }).click();
  const card = page.getByRole('region', { name: disputeCardTexts.title });
  await expect(card).toContainText('Waiting for the washer to answer.');
  await expect(card.getByRole('img', { name: 'Photo 1 of the problem' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await signInThroughApi(page, washer);
  await page.goto(jobPage);
  await expect(card).toContainText('Waiting for your answer.');
  await card.getByRole('radio', { name: disputeCardTexts.contest }).check();
  await card.getByLabel(disputeCardTexts.messageLabel).fill('They were clean when I left.');
  await expectNoSeriousViolations(page);
  await card.getByRole('button', { name: disputeCardTexts.sendAnswer }).click();
  await expect(card).toContainText('Sudsy is looking at it and will decide.');

  await createOperator(page);
  await page.goto('/operator');
  await page.getByRole('tab', { name: operatorTabLabels.disputes }).click();
  await expect(page).toHaveURL(/\?tab=disputes$/);
  const queue = page.getByRole('list', { name: disputeConsoleTexts.listLabel });
  await queue
    .getByRole('button', { name: new RegExp(washer.name) })
    .first()
    .click();
  const detail = page.getByRole('article');
  await expect(detail).toContainText('The wheels were still muddy.');
  await expect(detail).toContainText('They were clean when I left.');
  await expect(detail.getByRole('img', { name: "Owner's photo 1" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await detail.getByRole('button', { name: disputeConsoleTexts.decide }).click();
  const decide = page.getByRole('dialog', { name: disputeConsoleTexts.decideTitle });
  await decide.getByLabel(disputeConsoleTexts.refundLabel).fill('15');
  await decide.getByLabel(disputeConsoleTexts.reasonLabel).fill('The photo shows muddy wheels.');
  await expectNoSeriousViolations(page);
  await decide.getByRole('button', { name: disputeConsoleTexts.confirm }).click();
  await expect(detail).toContainText('Decided by Sudsy: $15, refunded to the card that paid.');
  await page.getByRole('tab', { name: operatorTabLabels.audit }).click();
  await expect(page.getByText(operatorActionLabels['dispute.decided']).first()).toBeVisible();

  for (const side of [owner, washer]) {
    await signInThroughApi(page, side);
    await page.goto(jobPage);
    await expect(card).toContainText('Decided by Sudsy: $15, refunded to the card that paid.');
    await expect(card).toContainText('The photo shows muddy wheels.');
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expect(receipt.getByRole('table', { name: /^Payment/ })).toContainText(/Refunded\s*[−-]\$15\.00/);
    await expectNoSeriousViolations(page);
  }
});
