import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { moderationMessages, type ReportedReview } from '@sudsy/domain/moderation';
import { reportsConsoleTexts, reviewDecisionTexts } from '@sudsy/domain/moderation-console';
import { operatorReasonSchema } from '@sudsy/domain/operator';
import { reviewReportReasons } from '@sudsy/domain/review';
import { AppProviders } from '@/app/providers';
import { createTestQueryClient } from '@/test/render-app';
import { ReportsSection } from './reports-section';

const queuePath = '/api/operator/reports';
const decisionPath = (reviewId: string) => `/api/operator/reports/reviews/${reviewId}/decision`;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const missionSuds: ReportedReview = {
  review: {
    id: uuid(1),
    appointmentId: uuid(101),
    rating: 1,
    comment: 'Call me on 555-0100, this washer is a scam!!!',
    reply: 'We are sorry, please message us through Sudsy.',
    createdAt: '2030-05-10T15:00:00.000Z',
    washer: { id: 'washer-1', name: 'Mission Suds' },
    author: { id: 'owner-1', name: 'Olivia Owner' },
  },
  reports: [
    {
      id: uuid(201),
      reason: 'personal-information',
      details: 'It has a phone number in it.',
      reporter: { id: 'washer-1', name: 'Sam Washer' },
      at: '2030-05-11T09:00:00.000Z',
    },
    {
      id: uuid(202),
      reason: 'offensive',
      details: '',
      reporter: { id: 'owner-2', name: 'Oscar Owner' },
      at: '2030-05-12T09:00:00.000Z',
    },
  ],
};

const bayShine: ReportedReview = {
  review: {
    id: uuid(2),
    appointmentId: uuid(102),
    rating: 5,
    comment: 'Best wash in town, visit bayshine.example for 50% off',
    reply: null,
    createdAt: '2030-05-11T15:00:00.000Z',
    washer: { id: 'washer-2', name: 'Bay Shine' },
    author: { id: 'owner-3', name: 'Otto Owner' },
  },
  reports: [
    {
      id: uuid(203),
      reason: 'spam',
      details: '',
      reporter: { id: 'washer-3', name: 'Wanda Washer' },
      at: '2030-05-13T09:00:00.000Z',
    },
  ],
};

type Call = { method: string; path: string; body: unknown };

/**
 * The queue's endpoints at the network edge: GET answers the queue as it stands; a decision
 * answers `decide` (by default the queue without the decided review). Returns the calls made.
 */
function fakeReports(queue: ReportedReview[], decide?: (reviewId: string) => Response) {
  const calls: Call[] = [];
  let current = queue;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (method === 'GET' && path === queuePath) return Response.json({ reviews: current });
      const decided = current.find((reported) => path === decisionPath(reported.review.id));
      if (method === 'POST' && decided) {
        if (decide) return decide(decided.review.id);
        current = current.filter((reported) => reported !== decided);
        return Response.json({ reviews: current });
      }
      if (path === '/api/auth/get-session') return Response.json(null);
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }),
  );
  return calls;
}

function renderSection() {
  const router = createMemoryRouter(
    [
      { path: '/operator', element: <ReportsSection /> },
      { path: '/providers/:id', element: <p>Washer page</p> },
    ],
    { initialEntries: ['/operator'] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup({ delay: null }), router };
}

const section = () => screen.getByRole('region', { name: reportsConsoleTexts.title });
const card = (washer: string) => screen.getByRole('article', { name: washer });
const decisions = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('Reported reviews in the operator console', () => {
  it('shows each reported review, longest waiting first, with its reports, reasons and reporters', async () => {
    fakeReports([missionSuds, bayShine]);
    const { user, router } = renderSection();
    expect(within(section()).getByRole('status')).toHaveTextContent(reportsConsoleTexts.loading);
    const list = await screen.findByRole('list', { name: reportsConsoleTexts.listLabel });
    expect(within(section()).getByText(reportsConsoleTexts.description)).toBeVisible();
    expect(within(section()).getByText(reportsConsoleTexts.waiting(2))).toBeVisible();
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Mission Suds', 'Bay Shine']);

    const mission = card('Mission Suds');
    expect(within(mission).getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible();
    const comment = within(mission).getByText(missionSuds.review.comment);
    expect(comment).toHaveAttribute('dir', 'auto');
    expect(within(mission).getByText(missionSuds.review.reply!)).toHaveAttribute('dir', 'auto');
    expect(within(mission).getByText('Olivia Owner')).toBeVisible();
    const reports = within(mission).getByRole('list', { name: reportsConsoleTexts.reportsLabel('Mission Suds') });
    const [first, second] = within(reports).getAllByRole('listitem');
    expect(first).toHaveTextContent(reviewReportReasons['personal-information']);
    expect(first).toHaveTextContent('It has a phone number in it.');
    expect(first).toHaveTextContent(reportsConsoleTexts.reportedBy('Sam Washer'));
    expect(first!.querySelector('time')).toHaveAttribute('datetime', missionSuds.reports[0]!.at);
    expect(second).toHaveTextContent(reviewReportReasons.offensive);
    expect(second).toHaveTextContent(reportsConsoleTexts.reportedBy('Oscar Owner'));
    expect(within(card('Bay Shine')).getByText(reviewReportReasons.spam)).toBeVisible();
    expect(within(card('Bay Shine')).getByText(reportsConsoleTexts.reportedBy('Wanda Washer'))).toBeVisible();

    // Each button names the washer; the washer's name opens their public page.
    expect(within(mission).getByRole('button', { name: 'Hide review… of Mission Suds' })).toBeVisible();
    expect(within(mission).getByRole('button', { name: 'Keep review… of Mission Suds' })).toBeVisible();
    await user.click(within(mission).getByRole('link', { name: 'Mission Suds' }));
    expect(router.state.location.pathname).toBe('/providers/washer-1');
  });

  it('asks for a reason before hiding, and posts nothing without one', async () => {
    const calls = fakeReports([missionSuds]);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Hide review… of Mission Suds' }));
    const dialog = screen.getByRole('dialog', { name: reviewDecisionTexts.hide.title('Mission Suds') });
    expect(dialog).toHaveTextContent(reviewDecisionTexts.hide.description);
    await user.click(within(dialog).getByRole('button', { name: reviewDecisionTexts.hide.confirm }));
    const required = operatorReasonSchema.safeParse({ reason: '' }).error!.issues[0]!.message;
    expect(await within(dialog).findByText(required)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: reviewDecisionTexts.reasonLabel })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(decisions(calls)).toEqual([]);
  });

  it('hides the review with the reason given, and the card leaves the queue', async () => {
    const calls = fakeReports([missionSuds, bayShine]);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Hide review… of Mission Suds' }));
    const dialog = screen.getByRole('dialog', { name: reviewDecisionTexts.hide.title('Mission Suds') });
    await user.type(
      within(dialog).getByRole('textbox', { name: reviewDecisionTexts.reasonLabel }),
      'Shares a phone number.',
    );
    await user.click(within(dialog).getByRole('button', { name: reviewDecisionTexts.hide.confirm }));

    expect(await screen.findByText(reviewDecisionTexts.hide.done)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Mission Suds' })).not.toBeInTheDocument();
    expect(card('Bay Shine')).toBeVisible();
    expect(within(section()).getByText(reportsConsoleTexts.waiting(1))).toBeVisible();
    expect(decisions(calls)).toEqual([
      {
        method: 'POST',
        path: decisionPath(missionSuds.review.id),
        body: { decision: 'hide', reason: 'Shares a phone number.' },
      },
    ]);
    // The answer is the queue: not asked for again. The focus moves on to the next review.
    expect(calls.filter((call) => call.method === 'GET' && call.path === queuePath)).toHaveLength(1);
    expect(card('Bay Shine')).toHaveFocus();
  });

  it('keeps a review with the reason given, and says so when the queue is then empty', async () => {
    const calls = fakeReports([bayShine]);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Keep review… of Bay Shine' }));
    const dialog = screen.getByRole('dialog', { name: reviewDecisionTexts.keep.title('Bay Shine') });
    expect(dialog).toHaveTextContent(reviewDecisionTexts.keep.description);
    await user.type(within(dialog).getByRole('textbox', { name: reviewDecisionTexts.reasonLabel }), 'An opinion.');
    await user.click(within(dialog).getByRole('button', { name: reviewDecisionTexts.keep.confirm }));

    expect(await within(section()).findByText(reportsConsoleTexts.empty)).toBeVisible();
    expect(decisions(calls).map((call) => call.body)).toEqual([{ decision: 'keep', reason: 'An opinion.' }]);
  });

  it('says in the dialog when the review was decided already, and reads the queue again on closing', async () => {
    const calls = fakeReports([missionSuds], () =>
      Response.json(
        { error: { code: 'nothing_to_decide', message: moderationMessages.nothingToDecide } },
        { status: 409 },
      ),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Hide review… of Mission Suds' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: reviewDecisionTexts.reasonLabel }), 'Spam.');
    await user.click(within(dialog).getByRole('button', { name: reviewDecisionTexts.hide.confirm }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(moderationMessages.nothingToDecide);
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: reviewDecisionTexts.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.path === queuePath)).toHaveLength(2),
    );
  });

  it('says so when nothing waits', async () => {
    fakeReports([]);
    renderSection();
    expect(await within(section()).findByText(reportsConsoleTexts.empty)).toBeVisible();
    expect(within(section()).getByText(reportsConsoleTexts.emptyHelp)).toBeVisible();
    expect(within(section()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers Retry when the queue could not be read, and shows it once it can', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'internal', message: 'Something broke.' } }, { status: 500 })),
    );
    const { user } = renderSection();
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent(reportsConsoleTexts.loadFailed);
    expect(alert).toHaveTextContent('Something broke.');
    fakeReports([bayShine]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Bay Shine' })).toBeVisible();
  });
});
