import { formatCents } from '@sudsy/domain/money';
import { escapeHtml } from '../../platform/mail/templates';
import type { LocalBooks } from './books';
import { pageFrame } from './page-frame';

type Cell = string | number | null;

const money = (cents: number) => escapeHtml(formatCents(cents, { always2: true }));
const code = (text: string | null) => (text === null ? '' : `<code>${escapeHtml(text)}</code>`);
const text = (value: Cell) => (value === null ? '' : escapeHtml(String(value)));

/** A section with a table, or a line saying it is empty. Cells arrive escaped. */
function table(title: string, headings: string[], rows: Cell[][]): string {
  const body =
    rows.length === 0
      ? '<p class="note">None yet.</p>'
      : `<table>
  <thead><tr>${headings.map((heading) => `<th>${escapeHtml(heading)}</th>`).join('')}</tr></thead>
  <tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell ?? ''}</td>`).join('')}</tr>`).join('\n')}</tbody>
</table>`;
  return `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

/** A button posting a form to one of these pages' paths, as a browser navigation. */
const postButton = (path: string, label: string) =>
  `<form method="post" action="${escapeHtml(path)}"><button type="submit">${escapeHtml(label)}</button></form>`;

const payoutButton = (account: LocalBooks['accounts'][number]) =>
  account.payoutsEnabled && account.balanceCents > 0
    ? postButton(`/dev/payments/payouts/${encodeURIComponent(account.id)}`, 'Pay out')
    : '';

/** The washer's bank sending a paid payout back, as Stripe's test bank accounts can. */
const returnPayoutButton = (payout: LocalBooks['payouts'][number]) =>
  payout.status === 'paid'
    ? postButton(`/dev/payments/payouts/${encodeURIComponent(payout.id)}/return`, 'Return payout')
    : '';

/** The local payment provider's books as one page, everything escaped. */
export function paymentsPage(books: LocalBooks): string {
  const sections = [
    table(
      'Customers and their cards',
      ['Customer', 'Email', 'Card', 'Expires', 'Test outcome'],
      books.customers.flatMap((customer) =>
        (customer.cards.length > 0 ? customer.cards : [null]).map((card) => [
          code(customer.id),
          text(customer.email),
          card ? `${text(card.brand)} •••• ${text(card.last4)} ${code(card.id)}` : 'No card',
          card ? text(`${String(card.expMonth).padStart(2, '0')}/${card.expYear}`) : '',
          card ? text(card.outcome) : '',
        ]),
      ),
    ),
    table(
      "Washers' connected accounts",
      ['Account', 'Email', 'Onboarding', 'Balance', ''],
      books.accounts.map((account) => [
        code(account.id),
        text(account.email),
        account.payoutsEnabled ? 'Payouts enabled' : 'Not finished',
        money(account.balanceCents),
        payoutButton(account),
      ]),
    ),
    table(
      'Payments',
      ['Payment', 'Status', 'Amount', 'Held', 'Captured', 'Fee', 'Destination', 'Declined', 'Metadata'],
      books.paymentIntents.map((intent) => [
        code(intent.id),
        text(intent.status),
        money(intent.amountCents),
        money(intent.amountCapturableCents),
        money(intent.amountReceivedCents),
        money(intent.applicationFeeCents),
        code(intent.destination),
        text(intent.declineCode),
        text(
          Object.entries(intent.metadata)
            .map(([key, value]) => `${key}=${value}`)
            .join(' '),
        ),
      ]),
    ),
    table(
      'Transfers',
      ['Transfer', 'Amount', 'Reversed', 'Destination', 'Charge'],
      books.transfers.map((transfer) => [
        code(transfer.id),
        money(transfer.amountCents),
        money(transfer.amountReversedCents),
        code(transfer.destination),
        code(transfer.charge),
      ]),
    ),
    table(
      'Application fees',
      ['Fee', 'Amount', 'Refunded', 'Account', 'Charge'],
      books.applicationFees.map((fee) => [
        code(fee.id),
        money(fee.amountCents),
        money(fee.amountRefundedCents),
        code(fee.account),
        code(fee.charge),
      ]),
    ),
    table(
      'Refunds',
      ['Refund', 'Amount', 'Payment', 'Transfer reversed', 'Fee refunded'],
      books.refunds.map((refund) => [
        code(refund.id),
        money(refund.amountCents),
        code(refund.paymentIntent),
        money(refund.transferReversalCents),
        money(refund.feeRefundCents),
      ]),
    ),
    table(
      'Payouts',
      ['Payout', 'Amount', 'Account', 'Status', 'Failure', ''],
      books.payouts.map((payout) => [
        code(payout.id),
        money(payout.amountCents),
        code(payout.account),
        text(payout.status),
        text(payout.failureCode),
        returnPayoutButton(payout),
      ]),
    ),
    table(
      'Webhook events',
      ['Event', 'Type', 'Delivery', 'Attempts', 'Last answer'],
      books.events.map((event) => [
        code(event.id),
        text(event.type),
        text(event.delivery),
        text(event.attempts),
        text(event.lastError ?? event.lastStatus),
      ]),
    ),
  ];
  return pageFrame(
    'Local payments',
    `<p class="note">PAYMENTS=local: these payments are simulated with Stripe's test cards and move no money. Newest first.</p>
  ${sections.join('\n  ')}`,
  );
}
