import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { profileDecisionTexts, reportedProfilesConsoleTexts } from '@sudsy/domain/message-moderation-console';
import { profileReportReasons, type ReportedProfile } from '@sudsy/domain/profile-moderation';
import { AppProviders } from '@/app/providers';
import { createTestQueryClient } from '@/test/render-app';
import { ReportedProfilesSection } from './reported-profiles-section';

const shady = (suspended: boolean): ReportedProfile => ({
  washer: {
    id: 'washer-1',
    businessName: 'Shady Suds',
    bio: 'Best in town, trust us.',
    accountName: 'Sam Shady',
    email: 'sam@example.com',
    suspended,
  },
  reports: [
    {
      id: '00000000-0000-4000-8000-000000000201',
      reason: 'fake-business',
      details: 'No such company',
      reporter: { id: 'owner-1', name: 'Olivia Owner' },
      at: '2030-05-11T09:00:00.000Z',
    },
  ],
});

type Call = { method: string; path: string; body: unknown };

function fakeQueue(queue: ReportedProfile[]) {
  const calls: Call[] = [];
  let current = queue;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (method === 'GET' && path === '/api/operator/reports')
        return Response.json({ reviews: [], messages: [], profiles: current });
      if (method === 'POST' && path === '/api/operator/reports/profiles/washer-1/decision') {
        current = [];
        return Response.json({ reviews: [], messages: [], profiles: current });
      }
      if (path === '/api/auth/get-session') return Response.json(null);
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }),
  );
  return calls;
}

function renderSection() {
  const router = createMemoryRouter([{ path: '/operator', element: <ReportedProfilesSection /> }], {
    initialEntries: ['/operator'],
  });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

describe('Reported profiles in the operator console', () => {
  it('shows the profile, its account and reports, points to Accounts to suspend, and keeps it', async () => {
    const calls = fakeQueue([shady(false)]);
    const user = renderSection();
    const list = await screen.findByRole('list', { name: reportedProfilesConsoleTexts.listLabel });
    const card = within(list).getByRole('article', { name: 'Shady Suds' });
    expect(within(card).getByRole('link', { name: 'Shady Suds' })).toHaveAttribute('href', '/providers/washer-1');
    expect(within(card).getByText('Best in town, trust us.')).toBeVisible();
    expect(within(card).getByText(reportedProfilesConsoleTexts.account('Sam Shady', 'sam@example.com'))).toBeVisible();
    expect(within(card).getByText(profileReportReasons['fake-business'])).toBeVisible();
    expect(within(card).getByRole('link', { name: reportedProfilesConsoleTexts.openAccounts })).toHaveAttribute(
      'href',
      '/operator?tab=accounts',
    );
    expect(within(card).queryByRole('button', { name: profileDecisionTexts.suspended.button })).toBeNull();

    await user.click(within(card).getByRole('button', { name: profileDecisionTexts.keep.button }));
    const dialog = await screen.findByRole('dialog', { name: profileDecisionTexts.keep.title('Shady Suds') });
    await user.type(within(dialog).getByRole('textbox'), 'A registered business');
    await user.click(within(dialog).getByRole('button', { name: profileDecisionTexts.keep.confirm }));
    expect(await screen.findByText(reportedProfilesConsoleTexts.empty)).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/operator/reports/profiles/washer-1/decision',
        body: { decision: 'keep', reason: 'A registered business' },
      },
    ]);
  });

  it('offers to close the reports as suspended once the washer is suspended', async () => {
    fakeQueue([shady(true)]);
    renderSection();
    const card = await screen.findByRole('article', { name: /Shady Suds/ });
    expect(within(card).getByRole('button', { name: profileDecisionTexts.suspended.button })).toBeVisible();
    expect(within(card).queryByRole('link', { name: reportedProfilesConsoleTexts.openAccounts })).toBeNull();
  });
});
