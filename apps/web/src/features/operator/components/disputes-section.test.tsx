import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { disputeConsoleTexts, type DisputeCase, type DisputeSummary } from '@sudsy/domain/disputes';
import { AppProviders } from '@/app/providers';
import { createTestQueryClient } from '@/test/render-app';
import { DisputesSection } from './disputes-section';

const disputeId = '00000000-0000-4000-8000-000000000001';

const summary: DisputeSummary = {
  id: disputeId,
  appointmentId: '00000000-0000-4000-8000-0000000000a1',
  owner: { id: 'owner-1', name: 'Olivia Owner' },
  washer: { id: 'washer-1', name: 'Mission Suds' },
  serviceDate: '2030-06-03',
  askedCents: 3_000,
  paidCents: 9_500,
  escalation: 'contested',
  waitingSince: '2030-06-04T10:00:00.000Z',
};

const waiting: DisputeCase = {
  dispute: {
    id: disputeId,
    appointmentId: summary.appointmentId,
    status: 'with_operator',
    problem: 'The wheels were still muddy.',
    askedCents: 3_000,
    photos: [],
    openedAt: '2030-06-04T09:00:00.000Z',
    dueAt: null,
    answer: {
      kind: 'contest',
      message: 'They were clean when I left.',
      redoDate: null,
      redoTime: null,
      offerCents: null,
      at: '2030-06-04T10:00:00.000Z',
    },
    offerAccepted: null,
    escalation: 'contested',
    resolution: null,
    refundCents: null,
    decisionReason: null,
    resolvedAt: null,
    paidThroughSudsy: true,
    paidCents: 9_500,
  },
  summary,
  job: {
    vehicle: '2021 Toyota Camry (Silver)',
    address: '500 Congress Ave, Austin, TX 78701',
    services: ['express-wash'],
    serviceDate: '2030-06-03',
    startTime: '10:00',
    completedAt: '2030-06-03T18:00:00.000Z',
  },
  jobPhotos: [{ id: 'after', label: 'After (at completion)', url: '/after', thumbUrl: '/after-thumb' }],
  checklist: [
    { key: 'express-wash:0', label: 'Express Wash: Rinse', done: true },
    { key: 'express-wash:1', label: 'Express Wash: Wheels', done: false },
  ],
  messages: [{ id: 'm1', from: 'owner', content: 'Wheels?', at: '2030-06-03T19:00:00.000Z' }],
};

const decided: DisputeCase = {
  ...waiting,
  dispute: {
    ...waiting.dispute,
    status: 'resolved',
    resolution: 'operator',
    refundCents: 2_000,
    decisionReason: 'The photos show muddy wheels.',
    resolvedAt: '2030-06-05T10:00:00.000Z',
    paidCents: 7_500,
  },
};

/** The console's disputes at the network edge; the decision's body is kept. */
function fakeDisputes(queue: DisputeSummary[]) {
  const sent: unknown[] = [];
  let shown = waiting;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/operator/disputes') return Response.json({ disputes: queue });
      if (path === `/api/operator/disputes/${disputeId}/decision`) {
        sent.push(JSON.parse(String(init?.body)));
        shown = decided;
        return Response.json(decided);
      }
      if (path === `/api/operator/disputes/${disputeId}`) return Response.json(shown);
      if (path === '/api/auth/get-session') return Response.json(null);
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }),
  );
  return sent;
}

function renderSection() {
  const router = createMemoryRouter([{ path: '/operator', element: <DisputesSection /> }], {
    initialEntries: ['/operator?tab=disputes'],
  });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

describe('the Disputes section', () => {
  it('says so when no dispute waits', async () => {
    fakeDisputes([]);
    renderSection();
    expect(await screen.findByText(disputeConsoleTexts.empty)).toBeInTheDocument();
  });

  it("opens a case with both sides' words, the checklist and the messages, and decides a partial refund", async () => {
    const sent = fakeDisputes([summary]);
    const user = renderSection();
    const list = await screen.findByRole('list', { name: disputeConsoleTexts.listLabel });
    await user.click(within(list).getByRole('button', { name: /Olivia Owner · Mission Suds/ }));
    const detail = await screen.findByRole('article');
    expect(within(detail).getByText('The wheels were still muddy.')).toBeInTheDocument();
    expect(within(detail).getByText('Contests the report')).toBeInTheDocument();
    expect(within(detail).getByText('They were clean when I left.')).toBeInTheDocument();
    expect(within(detail).getByRole('img', { name: 'After (at completion)' })).toBeInTheDocument();
    expect(within(detail).getByText('Not done:')).toBeInTheDocument();
    expect(within(detail).getByText('Wheels?')).toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: disputeConsoleTexts.decide }));
    const dialog = await screen.findByRole('dialog', { name: disputeConsoleTexts.decideTitle });
    await user.type(within(dialog).getByLabelText(disputeConsoleTexts.refundLabel), '100');
    await user.click(within(dialog).getByRole('button', { name: disputeConsoleTexts.confirm }));
    expect(within(dialog).getByText('You can refund at most $95, what the job was paid.')).toBeInTheDocument();
    expect(within(dialog).getByText('Say why, for both sides to read.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(within(dialog).getByLabelText(disputeConsoleTexts.refundLabel));
    await user.type(within(dialog).getByLabelText(disputeConsoleTexts.refundLabel), '20');
    await user.type(within(dialog).getByLabelText(disputeConsoleTexts.reasonLabel), 'The photos show muddy wheels.');
    await user.click(within(dialog).getByRole('button', { name: disputeConsoleTexts.confirm }));
    expect(
      await within(await screen.findByRole('article')).findByText(
        'Decided by Sudsy: $20, refunded to the card that paid.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ refundCents: 2_000, reason: 'The photos show muddy wheels.' }]);
  });
});
