import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobPaymentView } from '@sudsy/domain/job-payment';
import { renderApp } from '@/test/render-app';
import { fakeApi } from '../testing/fake-appointments-api';

const payment = (fields: Partial<JobPaymentView> = {}): JobPaymentView => ({
  status: 'held',
  amountCents: 9_500,
  feeCents: null,
  earnedCents: null,
  holdAt: '2030-06-02T17:00:00.000Z',
  fixBy: '2030-06-03T15:00:00.000Z',
  card: 'Visa ending in 4242',
  failure: null,
  clientSecret: null,
  confirmWith: null,
  capturedCents: 0,
  tipCents: 0,
  tipUntil: null,
  refundedCents: 0,
  refundableCents: null,
  summary: '$95.00 is held on your card and will be charged when the job is done.',
  ...fields,
});

async function openPayment() {
  const { user } = renderApp('/appointments/a1');
  const card = await screen.findByRole('region', { name: 'Payment' });
  return { user, card };
}

describe('Payment card', () => {
  it('shows the owner what is held, on which card', async () => {
    fakeApi('owner', { payment: payment() });
    const { card } = await openPayment();
    expect(within(card).getByText('Held')).toBeInTheDocument();
    expect(within(card).getByText(payment().summary)).toBeInTheDocument();
    expect(within(card).getByText('Card: Visa ending in 4242')).toBeInTheDocument();
  });

  it('shows the washer the fee and what they earn', async () => {
    fakeApi('washer', { payment: payment({ feeCents: 950, earnedCents: 8_550, card: null }) });
    const { card } = await openPayment();
    const share = within(card).getByText('You earn').closest('dl')!;
    expect(share.textContent).toBe('Price$95.00Sudsy fee−$9.50You earn$85.50');
  });

  it('lets the owner tip a paid job, 15% by default or an amount they type, checked as the server does', async () => {
    const paid = payment({
      status: 'captured',
      capturedCents: 9_500,
      tipUntil: '2030-06-05T18:00:00.000Z',
      summary: 'Paid $95.00.',
    });
    const sent = fakeApi('owner', {
      payment: paid,
      answer: () =>
        Response.json({
          payment: { ...paid, tipCents: 2_000, tipUntil: null, summary: 'Paid $95.00 and a $20.00 tip.' },
        }),
    });
    const { user, card } = await openPayment();
    const form = within(card).getByRole('form', { name: 'Add a tip' });
    expect(within(form).getByRole('radio', { name: '15% · $14.25' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: 'Other' }));
    await user.type(within(form).getByLabelText('Tip in dollars'), '0.50');
    await user.click(within(form).getByRole('button', { name: 'Add $0.50 tip' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter a tip of at least $1.');
    expect(sent).toEqual([]);
    await user.clear(within(form).getByLabelText('Tip in dollars'));
    await user.type(within(form).getByLabelText('Tip in dollars'), '20');
    await user.click(within(form).getByRole('button', { name: 'Add $20.00 tip' }));
    expect(await within(card).findByText('Paid $95.00 and a $20.00 tip.')).toBeInTheDocument();
    expect(within(card).queryByRole('form', { name: 'Add a tip' })).not.toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/appointments/a1/tip', body: { amountCents: 2_000 } }]);
  });

  it('lets the washer refund part of a paid job, no more than is left', async () => {
    const paid = payment({
      status: 'captured',
      capturedCents: 9_500,
      tipCents: 1_500,
      feeCents: 950,
      earnedCents: 10_050,
      refundableCents: 11_000,
      card: null,
      summary: 'Paid: $95.00 and a $15.00 tip.',
    });
    const after = {
      ...paid,
      refundedCents: 2_000,
      refundableCents: 9_000,
      summary: 'Paid: $95.00 and a $15.00 tip; $20.00 refunded.',
    };
    const sent = fakeApi('washer', { payment: paid, answer: () => Response.json({ payment: after }) });
    const { user, card } = await openPayment();
    await user.click(within(card).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the customer' });
    await user.type(within(dialog).getByLabelText('Amount in dollars'), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('You can refund at most $110.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Amount in dollars'));
    await user.type(within(dialog).getByLabelText('Amount in dollars'), '20');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Missed a spot');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(card).findByText(after.summary)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/appointments/a1/refund', body: { amountCents: 2_000, reason: 'Missed a spot' } },
    ]);
  });

  it('lets an owner whose card failed try again, and shows the hold that follows', async () => {
    const failed = payment({
      status: 'hold_failed',
      failure: 'Your card has insufficient funds.',
      summary: 'We could not hold $95.00 on your card.',
    });
    const sent = fakeApi('owner', {
      payment: failed,
      answer: () => Response.json({ payment: payment() }),
    });
    const { user, card } = await openPayment();
    expect(within(card).getByText('Action needed')).toBeInTheDocument();
    expect(within(card).getByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Manage cards' })).toHaveAttribute(
      'href',
      '/profile#payment-methods',
    );
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Held')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/appointments/a1/payment/retry', body: null }]);
  });

  it('asks the owner to confirm a payment their bank challenges (the local test bank)', async () => {
    const asked = payment({
      status: 'authentication_required',
      clientSecret: 'pi_1_secret_2',
      confirmWith: { mode: 'local' },
      summary: 'Your bank asks you to confirm the hold of $95.00.',
    });
    const sent = fakeApi('owner', { payment: asked, answer: () => Response.json({ payment: payment() }) });
    const { user, card } = await openPayment();
    await user.click(within(card).getByRole('button', { name: 'Confirm payment' }));
    expect(await within(card).findByText('Held')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/dev/payments/appointments/a1/authenticate', body: { approve: true } },
    ]);
  });

  it('is not shown for a job paid at the job', async () => {
    fakeApi('owner', { payment: null });
    renderApp('/appointments/a1');
    expect(await screen.findByRole('region', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
  });
});
