import { bookingPaymentTexts } from '@sudsy/domain/job-payment';
import { feeOnPartCents } from '@sudsy/domain/payment-fees';
import { payoutsSummaryTexts } from '@sudsy/domain/payouts-summary';
import { expectNoSeriousViolations } from './support/accessibility';
import { createVerifiedUser, signInThroughApi } from './support/accounts';
import { asUser } from './support/api';
import { expect, test } from './support/fixtures';
import { completeThroughApi } from './support/marketplace';
import { createPayingOwner, saveCard } from './support/payments';
import { places } from './support/places';
import { addVehicleThroughApi } from './support/request-details';
import { bookSoonBetween, newBoiseWasher } from './support/started-bookings';
import { workAllWeek } from './support/washers';
import { chooseFirstFreeStart } from './support/book-now';

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
  // The same net waits on the washer's Payouts tab until the provider pays it out.
  await page.goto('/profile?tab=payouts');
  await expect(
    page.locator('dt', { hasText: payoutsSummaryTexts.pending }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(dollars(price - fee + tip));
  await page.goto(`/appointments/${booking.appointmentId}`);

  // A goodwill refund of $10: both sides then read it in the summary.
  await payment.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund the customer' });
  await refund.getByLabel('Amount in dollars').fill('10');
  await refund.getByLabel('Reason (optional)').fill('Missed a spot on the bumper');
  await expectNoSeriousViolations(page);
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(payment).toContainText(`Paid: ${dollars(price)} and a ${dollars(tip)} tip; $10.00 refunded.`);

  // The local provider's books: the price and the tip transferred to the washer's account, the
  // refund reversed from the price's transfer, and Sudsy's fee on the price alone, the refund's
  // share of it given back.
  await page.goto('/dev/payments');
  const section = (title: string) => page.locator('section', { has: page.getByRole('heading', { name: title }) });
  const refundedFee = feeOnPartCents(1000, price, fee);
  const transfers = section('Transfers').getByRole('row').filter({ hasText: accountId });
  // Newest first or not, one row each: [transfer, amount, reversed, destination, charge].
  await expect(transfers).toHaveCount(2);
  const rows = await Promise.all(
    (await transfers.all()).map(async (row) => (await row.getByRole('cell').allTextContents()).slice(1, 3)),
  );
  expect(rows.sort()).toEqual(
    [
      [dollars(price), dollars(1000)],
      [dollars(tip), dollars(0)],
    ].sort(),
  );
  const fees = section('Application fees').getByRole('row').filter({ hasText: accountId });
  await expect(fees).toHaveCount(1);
  await expect(fees.getByRole('cell').nth(1)).toHaveText(dollars(fee));
  await expect(fees.getByRole('cell').nth(2)).toHaveText(dollars(refundedFee));
});

test('an owner adds a card and books instantly: a job within a day is held at once', async ({ page }) => {
  const [washer, owner] = await Promise.all([newBoiseWasher(), createVerifiedUser({ role: 'owner' })]);
  // Open every day from 06:00 with an hour's notice: the first free slot is always within a day.
  await workAllWeek(washer);
  await asUser(washer, async (api) => {
    const saved = await api.put('/api/washer-profile/instant-booking', { data: { enabled: true, noticeHours: 1 } });
    expect(saved.status(), await saved.text()).toBe(200);
  });
  await addVehicleThroughApi(owner);

  await signInThroughApi(page, owner);
  await page.goto('/profile');
  const cards = page.getByRole('region', { name: 'Payment Methods' });
  await cards.getByRole('button', { name: 'Add Payment Method' }).click();
  const addCard = page.getByRole('dialog', { name: 'Add Payment Method' });
  await addCard.getByLabel('Card number').fill('4242 4242 4242 4242');
  await addCard.getByLabel('Expiry').fill('12 / 40');
  await addCard.getByLabel('Security code').fill('123');
  await addCard.getByRole('button', { name: 'Save card' }).click();
  await expect(cards.getByRole('list', { name: 'Saved cards' })).toContainText('Visa ending in 4242Default');

  await page.goto(`/providers/${washer.id}`);
  await page.getByRole('button', { name: 'Book now' }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${washer.name}` });
  await expect(dialog).toContainText(bookingPaymentTexts.paidWith('Visa ending in 4242'));
  await dialog.getByRole('combobox', { name: 'Service address' }).fill(places.bookingJourney.zip);
  await page.getByRole('option', { name: places.bookingJourney.label }).click();
  await chooseFirstFreeStart(dialog);
  await dialog.getByRole('button', { name: /^Book for \$/ }).click();

  await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}$/);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('is held on your card and will be charged when the job is done.');
  await expect(payment).toContainText('Card: Visa ending in 4242');
  await expectNoSeriousViolations(page);
});

test('a declined card is told on the appointment, and a new default card holds on Try again', async ({ page }) => {
  const [washer, owner] = await Promise.all([newBoiseWasher(), createVerifiedUser({ role: 'owner' })]);
  await saveCard(owner, '4000 0000 0000 9995');
  // Three hours ahead: held at once (inside a day), and the card can still be fixed for an hour. A
  // job starting now is past its fix deadline, and the minute's sweep may cancel it mid-journey.
  const { booking } = await bookSoonBetween(washer, owner, { ahead: 3 * 3_600_000 });

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
  // Three hours ahead, like the declined card above: a job starting now is past its fix deadline.
  const { booking } = await bookSoonBetween(washer, owner, { ahead: 3 * 3_600_000 });

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
