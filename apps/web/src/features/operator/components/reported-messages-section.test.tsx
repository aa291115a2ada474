import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { messageReportReasons, type ReportedMessage } from '@sudsy/domain/message-moderation';
import { messageDecisionTexts, reportedMessagesConsoleTexts } from '@sudsy/domain/message-moderation-console';
import { AppProviders } from '@/app/providers';
import { createTestQueryClient } from '@/test/render-app';
import { ReportedMessagesSection } from './reported-messages-section';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const decisionPath = `/api/operator/reports/messages/${uuid(2)}/decision`;

const cashOnly: ReportedMessage = {
  message: {
    id: uuid(2),
    content: 'Pay me cash, skip the app fee.',
    createdAt: '2030-05-10T15:01:00.000Z',
    sender: { id: 'washer-1', name: 'Mission Suds' },
    receiver: { id: 'owner-1', name: 'Olivia Owner' },
  },
  context: [
    { id: uuid(1), senderId: 'owner-1', content: 'Is 10 am fine?', createdAt: '2030-05-10T15:00:00.000Z' },
    {
      id: uuid(2),
      senderId: 'washer-1',
      content: 'Pay me cash, skip the app fee.',
      createdAt: '2030-05-10T15:01:00.000Z',
    },
    {
      id: uuid(3),
      senderId: 'owner-1',
      content: 'I would rather pay in the app.',
      createdAt: '2030-05-10T15:02:00.000Z',
    },
  ],
  reports: [
    {
      id: uuid(201),
      reason: 'off-platform-payment',
      details: 'Asks for cash',
      reporter: { id: 'owner-1', name: 'Olivia Owner' },
      at: '2030-05-11T09:00:00.000Z',
    },
  ],
};

type Call = { method: string; path: string; body: unknown };

/** The queue at the network edge: GET answers it; a decision answers it without the message. */
function fakeQueue(queue: ReportedMessage[]) {
  const calls: Call[] = [];
  let current = queue;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (method === 'GET' && path === '/api/operator/reports')
        return Response.json({ reviews: [], messages: current });
      if (method === 'POST' && path === decisionPath) {
        current = [];
        return Response.json({ reviews: [], messages: current });
      }
      if (path === '/api/auth/get-session') return Response.json(null);
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }),
  );
  return calls;
}

function renderSection() {
  const router = createMemoryRouter([{ path: '/operator', element: <ReportedMessagesSection /> }], {
    initialEntries: ['/operator'],
  });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

describe('Reported messages in the operator console', () => {
  it('shows the message among its conversation, with its reports, and removes it with a reason', async () => {
    const calls = fakeQueue([cashOnly]);
    const user = renderSection();
    const list = await screen.findByRole('list', { name: reportedMessagesConsoleTexts.listLabel });
    const card = within(list).getByRole('article', { name: 'Mission Suds to Olivia Owner' });
    const conversation = within(card).getByRole('list', {
      name: reportedMessagesConsoleTexts.contextLabel('Mission Suds', 'Olivia Owner'),
    });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Is 10 am fine?'),
      expect.stringContaining(`Mission Suds · ${reportedMessagesConsoleTexts.reported}`),
      expect.stringContaining('I would rather pay in the app.'),
    ]);
    expect(within(card).getByText(messageReportReasons['off-platform-payment'])).toBeVisible();
    expect(within(card).getByText(reportedMessagesConsoleTexts.reportedBy('Olivia Owner'))).toBeVisible();

    await user.click(within(card).getByRole('button', { name: /^Remove message… from Mission Suds$/ }));
    const dialog = await screen.findByRole('dialog', { name: messageDecisionTexts.hide.title('Mission Suds') });
    await user.type(within(dialog).getByRole('textbox'), 'Asks to pay outside Sudsy');
    await user.click(within(dialog).getByRole('button', { name: messageDecisionTexts.hide.confirm }));
    expect(await screen.findByText(reportedMessagesConsoleTexts.empty)).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: decisionPath, body: { decision: 'hide', reason: 'Asks to pay outside Sudsy' } },
    ]);
  });
});
