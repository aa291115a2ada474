import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { disputeCardTexts, type Dispute, type DisputeResponse } from '@sudsy/domain/disputes';
import type { Role } from '@sudsy/domain/roles';
import { renderApp } from '@/test/render-app';
import { detail, fakeApi } from '../testing/fake-appointments-api';

const completed = detail({ status: 'completed', completedAt: '2030-06-03T18:00:00.000Z' });

const dispute = (fields: Partial<Dispute> = {}): Dispute => ({
  id: '00000000-0000-4000-8000-000000000001',
  appointmentId: '00000000-0000-4000-8000-0000000000a1',
  status: 'awaiting_washer',
  problem: 'The wheels were still muddy.',
  askedCents: 3_000,
  photos: [],
  openedAt: '2030-06-04T09:00:00.000Z',
  dueAt: '2030-06-06T09:00:00.000Z',
  answer: null,
  offerAccepted: null,
  escalation: null,
  resolution: null,
  refundCents: null,
  decisionReason: null,
  resolvedAt: null,
  paidThroughSudsy: true,
  paidCents: 9_500,
  ...fields,
});

/**
 * The appointments API with a1 completed, and its dispute answered from `state` (read at each call);
 * a write's answer becomes the next state when `after` gives one.
 */
function withDispute(role: Role, state: { now: DisputeResponse }, after?: (body: unknown) => DisputeResponse) {
  const sent = fakeApi(role, {
    appointment: completed,
    answer: ({ body }) => {
      if (after) state.now = after(body);
      return Response.json(state.now, { status: 200 });
    },
  });
  const answered = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost:3000').pathname;
    if ((init?.method ?? 'GET') === 'GET' && path === '/api/appointments/a1/dispute') return Response.json(state.now);
    return answered(input, init);
  });
  return sent;
}

describe('the dispute card', () => {
  it('lets the owner report a problem within the window, checked as the server checks it', async () => {
    const state = { now: { dispute: null, openUntil: '2030-06-06T18:00:00.000Z', paidCents: 9_500 } };
    const sent = withDispute('owner', state, (body) => ({
      dispute: dispute({ problem: (body as { problem: string }).problem, askedCents: 2_000 }),
      openUntil: null,
      paidCents: 9_500,
    }));
    const { user } = renderApp('/appointments/a1');
    const card = await screen.findByRole('region', { name: disputeCardTexts.reportTitle });
    await user.click(within(card).getByRole('button', { name: disputeCardTexts.report }));
    const dialog = await screen.findByRole('dialog', { name: disputeCardTexts.reportTitle });
    await user.type(within(dialog).getByLabelText(disputeCardTexts.problemLabel), 'Wheels muddy');
    await user.type(within(dialog).getByLabelText(disputeCardTexts.amountLabel), '100');
    await user.click(within(dialog).getByRole('button', { name: disputeCardTexts.send }));
    expect(within(dialog).getByText('You can ask back at most $95, what the job was paid.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(within(dialog).getByLabelText(disputeCardTexts.amountLabel));
    await user.type(within(dialog).getByLabelText(disputeCardTexts.amountLabel), '20');
    await user.click(within(dialog).getByRole('button', { name: disputeCardTexts.send }));
    const reported = await screen.findByRole('region', { name: disputeCardTexts.title });
    expect(within(reported).getByText('Waiting for the washer to answer.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/appointments/a1/dispute',
        body: { problem: 'Wheels muddy', amountCents: 2_000 },
      },
    ]);
  });

  it('lets the washer contest a report, with words to the owner', async () => {
    const state = { now: { dispute: dispute(), openUntil: null, paidCents: 9_500 } };
    const sent = withDispute('washer', state, () => ({
      dispute: dispute({
        status: 'with_operator',
        escalation: 'contested',
        dueAt: null,
        answer: {
          kind: 'contest',
          message: 'Clean when I left.',
          redoDate: null,
          redoTime: null,
          offerCents: null,
          at: '2030-06-04T10:00:00.000Z',
        },
      }),
      openUntil: null,
      paidCents: 9_500,
    }));
    const { user } = renderApp('/appointments/a1');
    const card = await screen.findByRole('region', { name: disputeCardTexts.title });
    expect(within(card).getByText("The owner's report")).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: disputeCardTexts.sendAnswer }));
    expect(within(card).getByText('Choose how you answer.')).toBeInTheDocument();
    await user.click(within(card).getByRole('radio', { name: disputeCardTexts.contest }));
    await user.type(within(card).getByLabelText(disputeCardTexts.messageLabel), 'Clean when I left.');
    await user.click(within(card).getByRole('button', { name: disputeCardTexts.sendAnswer }));
    expect(await within(card).findByText(/Sudsy is looking at it/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/appointments/a1/dispute/answer',
        body: { kind: 'contest', message: 'Clean when I left.' },
      },
    ]);
  });

  it("lets the owner accept the washer's refund offer, and shows both sides the outcome", async () => {
    const offered = dispute({
      status: 'awaiting_owner',
      answer: {
        kind: 'refund',
        message: 'Sorry!',
        redoDate: null,
        redoTime: null,
        offerCents: 1_500,
        at: '2030-06-04T10:00:00.000Z',
      },
    });
    const state = { now: { dispute: offered, openUntil: null, paidCents: 9_500 } };
    const sent = withDispute('owner', state, () => ({
      dispute: {
        ...offered,
        status: 'resolved',
        resolution: 'refund',
        refundCents: 1_500,
        offerAccepted: true,
        dueAt: null,
      },
      openUntil: null,
      paidCents: 8_000,
    }));
    const { user } = renderApp('/appointments/a1');
    const card = await screen.findByRole('region', { name: disputeCardTexts.title });
    expect(within(card).getByText('Offers a $15 refund')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: disputeCardTexts.accept }));
    expect(
      await within(card).findByText("Settled: the washer's refund of $15, refunded to the card that paid."),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/appointments/a1/dispute/offer', body: { accept: true } }]);
  });

  it('offers nothing to report once the window has closed', async () => {
    withDispute('owner', { now: { dispute: null, openUntil: null, paidCents: 9_500 } });
    renderApp('/appointments/a1');
    expect(await screen.findByRole('region', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: disputeCardTexts.reportTitle })).not.toBeInTheDocument();
  });
});
