import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { bucketEarnings } from '@sudsy/domain/earnings';
import type { PayoutAccount } from '@sudsy/domain/payouts';
import { payoutsSummaryTexts as texts, type PayoutsSummary } from '@sudsy/domain/payouts-summary';
import { AppProviders } from '@/app/providers';
import { createTestQueryClient, mockApi, renderApp, sessionFor } from '@/test/render-app';
import { json } from '../testing/fake-endpoint';
import { PayoutsTab } from './payouts-tab';

const account: PayoutAccount = { mode: 'local', status: 'enabled', feePercent: 10 };
const monthly = bucketEarnings(
  [
    { serviceDate: '2030-06-10', priceCents: 10_050 },
    { serviceDate: '2030-05-20', priceCents: 7200 },
  ],
  '2030-06-12',
).monthly;

const summary: PayoutsSummary = {
  mode: 'local',
  pendingCents: 10_050,
  availableCents: 0,
  paidOutCents: 7200,
  jobsTotal: 2,
  jobs: [
    {
      appointmentId: 'a1',
      date: '2030-06-10',
      lateFee: false,
      priceCents: 9500,
      feeCents: 950,
      tipCents: 1500,
      refundedCents: 0,
      netCents: 10_050,
      status: 'pending',
      availableOn: '2030-06-12T18:00:00.000Z',
    },
    {
      appointmentId: 'a2',
      date: '2030-05-20',
      lateFee: false,
      priceCents: 10_000,
      feeCents: 800,
      tipCents: 0,
      refundedCents: 2000,
      netCents: 7200,
      status: 'paid_out',
      availableOn: '2030-05-22T18:00:00.000Z',
    },
  ],
  payouts: [{ id: 'po_1', date: '2030-05-25', amountCents: 7200, status: 'paid' }],
  monthly,
};

/** The payouts endpoints at the network edge: the summary answers each of `answers` in turn (the last kept). */
function fakePayouts(answers: (PayoutsSummary | null)[]) {
  let read = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/payouts/summary') {
        const answer = answers[Math.min(read, answers.length - 1)];
        read += 1;
        return answer ? json(answer) : json({ error: { code: 'internal', message: 'Server down' } }, 500);
      }
      if (path === '/api/payouts/account') return json({ ...account, mode: answers[0]?.mode ?? 'local' });
      if (path === '/api/auth/get-session') return json(null);
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
}

function renderTab() {
  const router = createMemoryRouter([{ path: '/profile', element: <PayoutsTab /> }], { initialEntries: ['/profile'] });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup({ delay: null }) };
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('the Payouts tab', () => {
  it('shows the balance, the net per month, each job’s money and the payouts', async () => {
    fakePayouts([summary]);
    renderTab();
    expect(screen.getByText('Loading your earnings through Sudsy...').closest('[role=status]')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Jobs paid through Sudsy, newest first' });
    expect(figure(texts.pending)).toHaveTextContent('$100.50');
    expect(figure(texts.available)).toHaveTextContent('$0.00');
    expect(figure(texts.paidOut)).toHaveTextContent('$72.00');

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Job', 'Price', 'Fee', 'Tip', 'Refunds', 'Net', 'Status']);
    const first = within(table).getByRole('row', { name: /Jun 10, 2030/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Job',
      '$95.00',
      '−$9.50',
      '$15.00',
      '—',
      '$100.50',
      expect.stringMatching(/^Pending until Jun 1[23]$/),
    ]);
    expect(within(first).getByRole('link', { name: 'Job of Jun 10, 2030' })).toHaveAttribute(
      'href',
      '/appointments/a1',
    );
    const second = within(table).getByRole('row', { name: /May 20, 2030/ });
    expect(second).toHaveTextContent('−$20.00');
    expect(second).toHaveTextContent('Paid out');

    // The same jobs as cards for a phone (CSS shows one of the two).
    const list = screen.getByRole('list', { name: 'Jobs paid through Sudsy, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const chart = await screen.findByRole('img', {
      name: 'Net per month over the last 12 months: $172.50 from 2 jobs.',
    });
    expect(chart).toBeInTheDocument();
    const payouts = screen.getByRole('region', { name: texts.payoutsTitle });
    expect(payouts).toHaveTextContent('May 25, 2030');
    expect(payouts).toHaveTextContent('$72.00');
    // The payouts' setup stays beside them.
    expect(await screen.findByRole('region', { name: 'Payouts' })).toHaveTextContent('Payouts on');
  });

  it('lists a payout the bank returned as such, its money back in the balance rather than paid out', async () => {
    const [pending, returnedJob] = summary.jobs;
    fakePayouts([
      {
        ...summary,
        availableCents: 7200,
        paidOutCents: 2500,
        jobs: [pending!, { ...returnedJob!, status: 'available' }],
        payouts: [
          { id: 'po_2', date: '2030-06-01', amountCents: 2500, status: 'paid' },
          { id: 'po_1', date: '2030-05-25', amountCents: 7200, status: 'failed' },
        ],
      },
    ]);
    renderTab();
    const payouts = await screen.findByRole('region', { name: texts.payoutsTitle });
    expect(figure(texts.available)).toHaveTextContent('$72.00');
    expect(figure(texts.paidOut)).toHaveTextContent('$25.00');
    const [paid, returned] = within(payouts).getAllByRole('listitem');
    expect(returned).toHaveTextContent(`May 25, 2030${texts.payoutFailed}$72.00`);
    expect(paid).toHaveTextContent(/^Jun 1, 2030\$25\.00$/);
    expect(within(payouts).getAllByText(texts.payoutFailed)).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'Jobs paid through Sudsy, newest first' });
    expect(within(table).getByRole('row', { name: /May 20, 2030/ })).toHaveTextContent('Available');
  });

  it('says the first job paid through Sudsy will show here when there is none yet', async () => {
    fakePayouts([{ ...summary, pendingCents: 0, paidOutCents: 0, jobs: [], jobsTotal: 0, payouts: [], monthly }]);
    renderTab();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: texts.payoutsTitle })).toHaveTextContent(texts.noPayouts);
  });

  it('says the washer is paid directly at the job when payments are off', async () => {
    fakePayouts([{ ...summary, mode: 'off', pendingCents: 0, paidOutCents: 0, jobs: [], jobsTotal: 0, payouts: [] }]);
    renderTab();
    expect(await screen.findByText(texts.paymentsOff)).toBeInTheDocument();
    expect(screen.queryByText(texts.pending)).not.toBeInTheDocument();
  });

  it('offers Retry when the summary cannot be read', async () => {
    fakePayouts([null]);
    const { user } = renderTab();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent(texts.loadFailed);
    expect(failed).toHaveTextContent('Server down');
    fakePayouts([summary]);
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe("the profile's Payouts tab", () => {
  it('is a washer’s, opened from the address, and no owner’s', async () => {
    mockApi(sessionFor('washer'));
    renderApp('/profile?tab=payouts');
    expect(await screen.findByRole('tab', { name: 'Payouts', selected: true })).toBeInTheDocument();
    expect(await screen.findByText(texts.loadFailed)).toBeInTheDocument();
  });

  it('is not offered to an owner', async () => {
    mockApi(sessionFor('owner'));
    renderApp('/profile?tab=payouts');
    expect(await screen.findByRole('tab', { name: 'Account Information', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Payouts' })).not.toBeInTheDocument();
  });
});
