import { formatCents } from '@sudsy/domain/money';
import { payoutsSummaryTexts as texts, type PayoutsSummary } from '@sudsy/domain/payouts-summary';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInThroughApi } from './support/accounts';
import { asUser } from './support/api';
import { expect, test } from './support/fixtures';
import { completeThroughApi } from './support/marketplace';

// What a washer was paid through Sudsy (docs/payments.md, "Payouts"): a job captured and tipped
// shows on the profile's Payouts tab with its price, fee, tip and net, pending; a payout from the
// local provider's page then moves it to the bank, and the bank's return of it moves it back.

const money = (cents: number) => formatCents(cents, { always2: true });

test('a captured and tipped job shows on the Payouts tab, pending, paid out, then returned by the bank', async ({
  page,
  startedBooking,
}) => {
  const { washer, owner, booking, accountId } = startedBooking;
  const price = booking.priceCents ?? 0;
  const fee = Math.round(price / 10);
  const tip = 1500;
  const net = price - fee + tip;

  await completeThroughApi(washer, booking.appointmentId);
  await asUser(owner, async (api) => {
    const paymentPath = `/api/appointments/${booking.appointmentId}/payment`;
    // The capture follows the completion's event.
    await expect
      .poll(async () => ((await (await api.get(paymentPath)).json()) as { payment: { status: string } }).payment.status)
      .toBe('captured');
    const tipped = await api.post(`/api/appointments/${booking.appointmentId}/tip`, { data: { amountCents: tip } });
    expect(tipped.status(), await tipped.text()).toBe(200);
  });

  await signInThroughApi(page, washer);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(/tab=payouts/);
  const figure = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(figure(texts.pending)).toHaveText(money(net));
  await expect(figure(texts.paidOut)).toHaveText(money(0));

  const jobs = page.getByRole('table', { name: 'Jobs paid through Sudsy, newest first' });
  const row = jobs.getByRole('row').filter({ has: page.getByRole('link', { name: /^Job of / }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    'Job',
    money(price),
    `−${money(fee)}`,
    money(tip),
    '—',
    money(net),
    /^Pending until /,
  ]);
  await expect(page.getByRole('img', { name: /^Net per month over the last 12 months: / })).toHaveAccessibleName(
    `Net per month over the last 12 months: ${formatCents(net)} from 1 job.`,
  );
  await expect(page.getByRole('region', { name: texts.payoutsTitle })).toContainText(texts.noPayouts);
  await expectNoSeriousViolations(page);

  // Payday on the local provider: its page pays the account's balance out to the washer's bank.
  await page.goto('/dev/payments');
  await page.getByRole('row').filter({ hasText: accountId }).getByRole('button', { name: 'Pay out' }).click();
  await expect(page).toHaveURL(/\/dev\/payments$/);
  // The payout.paid event reaches the webhook in the background.
  await expect
    .poll(async () => ((await (await page.request.get('/api/payouts/summary')).json()) as PayoutsSummary).paidOutCents)
    .toBe(net);

  await page.goto('/profile?tab=payouts');
  await expect(figure(texts.paidOut)).toHaveText(money(net));
  await expect(figure(texts.pending)).toHaveText(money(0));
  const payouts = page.getByRole('region', { name: texts.payoutsTitle });
  await expect(payouts.getByRole('listitem')).toHaveCount(1);
  await expect(payouts.getByRole('listitem')).toContainText(money(net));
  await expect(row.getByRole('cell').last()).toHaveText('Paid out');

  // The washer's bank returns the payout: the money is back in the balance, the payout says so.
  await page.goto('/dev/payments');
  await page.getByRole('row').filter({ hasText: accountId }).getByRole('button', { name: 'Return payout' }).click();
  await expect
    .poll(async () => ((await (await page.request.get('/api/payouts/summary')).json()) as PayoutsSummary).paidOutCents)
    .toBe(0);
  await page.goto('/profile?tab=payouts');
  await expect(figure(texts.paidOut)).toHaveText(money(0));
  await expect(payouts.getByRole('listitem')).toContainText(texts.payoutFailed);
  await expect(row.getByRole('cell').last()).not.toHaveText('Paid out');

  // On a phone the jobs are a list of cards, and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  const cards = page.getByRole('list', { name: 'Jobs paid through Sudsy, newest first' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText(`Net${money(net)}`);
  await expect(jobs).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page);
});
