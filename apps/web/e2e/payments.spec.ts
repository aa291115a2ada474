import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';
import { asUser } from './support/api';
import { expect, test } from './support/fixtures';
import { completeThroughApi } from './support/marketplace';
import { createPayingOwner, saveCard } from './support/payments';
import { bookSoonBetween, newBoiseWasher } from './support/started-bookings';

// The money of one job on the local provider (docs/payments.md): the owner's card held at booking
// (the job is within a day), captured when the washer completes it, a 15% tip, the washer's net,
// the receipt, and the provider's transfer and application fee.

test('a job is held at booking, captured at completion, tipped 15%, and paid out to the washer less the fee', async ({
  page,
  startedBooking,
}) => {
  const { washer, owner, booking, accountId } = startedBooking;
  const price = booking.priceCents ?? 0;

  await signInThroughApi(page, owner);
  await page.goto(`/appointments/${booking.appointmentId}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('is held on your card and will be charged when the job is done.');
  await expect(payment).toContainText('Card: Visa ending in 4242');

  await completeThroughApi(washer, booking.appointmentId);
  await page.reload();
  const tipForm = payment.getByRole('form', { name: 'Add a tip' });
  await expect(tipForm.getByRole('radio', { name: /^15% · / })).toBeChecked();
  await expectNoSeriousViolations(page);
  const tip = Math.max(100, Math.round((price * 15) / 100));
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  await tipForm.getByRole('button', { name: `Add ${dollars(tip)} tip` }).click();
  await expect(payment).toContainText(`Paid ${dollars(price)} and a ${dollars(tip)} tip.`);
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByRole('table', { name: /^Payment/ })).toContainText(`Tip${dollars(tip)}`);

  const fee = Math.round(price / 10);
  await signInThroughApi(page, washer);
  await page.goto(`/appointments/${booking.appointmentId}`);
  await expect(payment.getByText('You earn').locator('xpath=following-sibling::dd[1]')).toHaveText(
    dollars(price - fee + tip),
  );
  await expectNoSeriousViolations(page);

  // A goodwill refund of $10: both sides then read it in the summary.
  await payment.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund the customer' });
  await refund.getByLabel('Amount in dollars').fill('10');
  await refund.getByLabel('Reason (optional)').fill('Missed a spot on the bumper');
  await expectNoSeriousViolations(page);
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(payment).toContainText(`Paid: ${dollars(price)} and a ${dollars(tip)} tip; $10.00 refunded.`);

  const books = (await (await page.request.get('/api/dev/payments')).json()) as {
    transfers: { amountCents: number; destination: string }[];
    applicationFees: { amountCents: number; account: string }[];
  };
  const toWasher = books.transfers.filter((transfer) => transfer.destination === accountId);
  expect(toWasher.map((transfer) => transfer.amountCents).sort((a, b) => a - b)).toEqual(
    [price, tip].sort((a, b) => a - b),
  );
  expect(books.applicationFees.filter((applied) => applied.account === accountId)).toMatchObject([
    { amountCents: fee },
  ]);
});

test('a declined card is told on the appointment, and a new default card holds on Try again', async ({ page }) => {
  const [washer, owner] = await Promise.all([newBoiseWasher(), createVerifiedUser({ role: 'owner' })]);
  await saveCard(owner, '4000 0000 0000 9995');
  const { booking } = await bookSoonBetween(washer, owner);

  await signInThroughApi(page, owner);
  await page.goto(`/appointments/${booking.appointmentId}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Your card has insufficient funds.');
  await expect(payment).toContainText('Action needed');
  await expectNoSeriousViolations(page);

  await saveCard(owner, '4242 4242 4242 4242');
  await asUser(owner, async (api) => {
    const { cards } = (await (await api.get('/api/payment-methods')).json()) as {
      cards: { id: string; last4: string }[];
    };
    const good = cards.find((card) => card.last4 === '4242');
    expect((await api.put(`/api/payment-methods/${good?.id}/default`)).status()).toBe(204);
  });
  await payment.getByRole('button', { name: 'Try again' }).click();
  await expect(payment).toContainText('is held on your card');
  await expect(payment).toContainText('Card: Visa ending in 4242');
});

test('a bank that asks the owner to confirm gets Confirm payment, and the hold follows', async ({ page }) => {
  const [washer, owner] = await Promise.all([newBoiseWasher(), createVerifiedUser({ role: 'owner' })]);
  await saveCard(owner, '4000 0027 6000 3184');
  const { booking } = await bookSoonBetween(washer, owner);

  await signInThroughApi(page, owner);
  await page.goto(`/appointments/${booking.appointmentId}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Your bank asks you to confirm the hold');
  await expectNoSeriousViolations(page);
  await payment.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(payment).toContainText('is held on your card');
});

test('an owner who cancels inside the notice is charged half; a washer’s cancellation releases the hold', async ({
  page,
}) => {
  const [washer, owner] = await Promise.all([newBoiseWasher(), createPayingOwner()]);
  const late = await bookSoonBetween(washer, owner);
  const price = late.booking.priceCents ?? 0;

  await signInThroughApi(page, owner);
  await page.goto(`/appointments/${late.booking.appointmentId}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('is held on your card');
  await asUser(owner, async (api) => {
    const cancelled = await api.post(`/api/appointments/${late.booking.appointmentId}/cancel`, {
      data: { reason: '' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  });
  await page.reload();
  await expect(payment).toContainText(`Late cancellation fee charged: $${(Math.round(price / 2) / 100).toFixed(2)}.`);
  await expectNoSeriousViolations(page);

  const byWasher = await bookSoonBetween(washer, owner);
  await page.goto(`/appointments/${byWasher.booking.appointmentId}`);
  await expect(payment).toContainText('is held on your card');
  await asUser(washer, async (api) => {
    const path = `/api/appointments/${byWasher.booking.appointmentId}/cancel`;
    const cancelled = await api.post(path, { data: { reason: 'The van broke down' } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  });
  await page.reload();
  await expect(payment).toContainText('Nothing was charged: the hold was released.');
});
