import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  verificationConsoleTexts as texts,
  verificationMessages,
  type VerificationSubmission,
} from '@sudsy/domain/verification';
import { AppProviders } from '@/app/providers';
import { createTestQueryClient } from '@/test/render-app';
import { VerificationSection } from './verification-section';

const pending: VerificationSubmission = {
  washer: { id: 'washer-1', name: 'Mission Suds', email: 'mission@example.com' },
  state: 'pending',
  insuranceExpiresOn: '2031-03-01',
  submittedAt: '2030-05-10T15:00:00.000Z',
  decidedAt: null,
  rejectReason: null,
  documents: [
    {
      kind: 'id-document',
      contentType: 'image/jpeg',
      uploadedAt: '2030-05-10T14:00:00.000Z',
      url: '/api/operator/verifications/washer-1/documents/id-document',
    },
    {
      kind: 'insurance-certificate',
      contentType: 'application/pdf',
      uploadedAt: '2030-05-10T14:30:00.000Z',
      url: '/api/operator/verifications/washer-1/documents/insurance-certificate',
    },
  ],
};

type Call = { method: string; path: string; body: unknown };

/** The Verification tab's endpoints at the network edge: a queue of one, decided as asked. */
function fakeVerifications() {
  const calls: Call[] = [];
  let current = pending;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (path === '/api/operator/verifications')
        return Response.json({
          submissions:
            current.state === 'pending'
              ? [
                  {
                    washer: current.washer,
                    insuranceExpiresOn: current.insuranceExpiresOn,
                    submittedAt: current.submittedAt,
                  },
                ]
              : [],
        });
      if (path === '/api/operator/verifications/washer-1') return Response.json(current);
      if (method === 'POST' && path.endsWith('/approval')) {
        current = { ...current, state: 'verified', decidedAt: '2030-05-11T09:00:00.000Z' };
        return Response.json(current);
      }
      if (path === '/api/auth/get-session') return Response.json(null);
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }),
  );
  return calls;
}

function renderSection() {
  const router = createMemoryRouter([{ path: '/operator', element: <VerificationSection /> }], {
    initialEntries: ['/operator?tab=verification'],
  });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup({ delay: null }), router };
}

describe('Verification in the operator console', () => {
  it('opens a washer from the queue on a phone, shows the photo and the PDF as a download, and approves', async () => {
    window.innerWidth = 375;
    const calls = fakeVerifications();
    const { user, router } = renderSection();
    const queue = await screen.findByRole('list', { name: texts.title });
    await user.click(within(queue).getByRole('button', { name: /Mission Suds/ }));
    expect(new URLSearchParams(router.state.location.search).get('washer')).toBe('washer-1');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Mission Suds' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('img', { name: 'ID document of Mission Suds' })).toHaveAttribute(
      'src',
      pending.documents[0]?.url,
    );
    expect(screen.getByRole('link', { name: texts.download('insurance certificate') })).toHaveAttribute('download');

    await user.click(screen.getByRole('button', { name: texts.approve }));
    const dialog = await screen.findByRole('alertdialog', { name: texts.approveTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.approve }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/washer-1/approval'))).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: texts.approve })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: texts.back }));
    expect(await screen.findByText(texts.empty)).toBeVisible();
  });

  it('asks the washer-facing reason before rejecting', async () => {
    const calls = fakeVerifications();
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: /Mission Suds/ }));
    await user.click(await screen.findByRole('button', { name: texts.reject }));
    const dialog = await screen.findByRole('dialog', { name: texts.rejectTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.rejectConfirm }));
    expect(await within(dialog).findByText(verificationMessages.rejectReasonRequired)).toBeVisible();
    expect(calls.some((call) => call.path.endsWith('/rejection'))).toBe(false);
  });
});
