import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  auditPageSize,
  operatorActionLabels,
  operatorCliActor,
  operatorTexts,
  type AuditEntry,
} from '@sudsy/domain/operator';
import { fakePage } from '@/test/fake-page';
import { renderApp, sessionFor } from '@/test/render-app';

const auditPath = '/api/operator/audit';

function entry(n: number, fields: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    at: new Date(Date.UTC(2030, 4, 14, 14, 30) - n * 60_000).toISOString(),
    actor: 'ops@sudsy.example',
    action: 'campaign.queued',
    subject: `Campaign ${n}`,
    reason: null,
    before: null,
    after: null,
    ...fields,
  };
}

const granted = entry(0, {
  actor: operatorCliActor,
  action: 'operator.granted',
  subject: 'olivia@example.com',
  reason: 'Joins the support team',
  before: { operator: false },
  after: { operator: true, email: 'olivia@example.com' },
});

type Answer = { status: number; code?: string; message?: string };

/**
 * The console's API at the network edge for a signed-in owner: the log of `entries` paged as the
 * server pages it, or the refusal `answer` gives. Returns the mock to read the calls.
 */
function mockConsoleApi(entries: AuditEntry[], answer?: Answer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost:3000');
    if (url.pathname === '/api/auth/get-session') return Response.json(sessionFor('owner'));
    if (url.pathname === auditPath && !answer) {
      const page = fakePage(entries, url.searchParams.get('cursor'), auditPageSize, (item) => item.id);
      return Response.json({ entries: page.items, nextCursor: page.nextCursor });
    }
    const { status = 404, code = 'not_found', message = 'Not found.' } = answer ?? {};
    return Response.json({ error: { code, message } }, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const auditCalls = (fetchMock: ReturnType<typeof mockConsoleApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(auditPath));

describe('operator console', () => {
  it('lists the log newest first with each action as its sentence, before and after, and the CSV export', async () => {
    mockConsoleApi([granted, entry(1)]);
    renderApp('/operator');
    expect(await screen.findByRole('heading', { level: 1, name: operatorTexts.consoleTitle })).toBeVisible();
    const section = screen.getByRole('region', { name: operatorTexts.auditTitle });
    expect(within(section).getByText(operatorTexts.auditDescription)).toBeVisible();

    const table = within(section).getByRole('table', { name: `${operatorTexts.auditTitle}, newest first` });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(Object.values(operatorTexts.columns));
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(operatorActionLabels['operator.granted']);
    expect(first).toHaveTextContent(operatorCliActor);
    expect(first).toHaveTextContent('olivia@example.com');
    expect(first).toHaveTextContent('Joins the support team');
    // The arrow is the eye's; a screen reader hears 'to'.
    expect(first).toHaveTextContent(/operator: false →\s*to true/);
    expect(first).toHaveTextContent(/email: — →\s*to olivia@example\.com/);
    expect(within(first!).getByRole('rowheader').querySelector('time')).toHaveAttribute('datetime', granted.at);
    expect(second).toHaveTextContent(operatorActionLabels['campaign.queued']);
    // No reason and no state recorded: a dash for each.
    expect(within(second!).getAllByText('—')).toHaveLength(2);

    // The phone's cards carry the same facts, each headed by what was done.
    const cards = within(section).getByRole('list', { name: `${operatorTexts.auditTitle}, newest first` });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([operatorActionLabels['operator.granted'], operatorActionLabels['campaign.queued']]);

    const exportCsv = within(section).getByRole('link', { name: operatorTexts.exportCsv });
    expect(exportCsv).toHaveAttribute('href', '/api/operator/audit.csv');
    expect(exportCsv).toHaveAttribute('download');
    expect(within(section).queryByRole('button', { name: operatorTexts.showOlder })).not.toBeInTheDocument();
  });

  it('loads the next page with its cursor on Show older', async () => {
    const entries = Array.from({ length: auditPageSize + 3 }, (_, n) => entry(n));
    const fetchMock = mockConsoleApi(entries);
    const { user } = renderApp('/operator');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(auditPageSize + 1);
    expect(screen.getByText(`Showing the latest ${auditPageSize} entries`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: operatorTexts.showOlder }));
    expect(await within(table).findByText(`Campaign ${auditPageSize + 2}`)).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(auditPageSize + 4);
    expect(auditCalls(fetchMock)).toEqual([
      auditPath,
      `${auditPath}?cursor=${encodeURIComponent(entries[auditPageSize - 1]!.id)}`,
    ]);
    expect(screen.queryByRole('button', { name: operatorTexts.showOlder })).not.toBeInTheDocument();
    expect(screen.getByText(`Showing all ${auditPageSize + 3} entries`)).toBeVisible();
  });

  it('says so when there is no entry yet', async () => {
    mockConsoleApi([]);
    renderApp('/operator');
    expect(await screen.findByText(operatorTexts.empty)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is the 404 page, word for word, to anyone who is not an operator', async () => {
    mockConsoleApi([], { status: 404 });
    renderApp('/operator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(operatorTexts.consoleTitle)).not.toBeInTheDocument();
  });

  it('sends an operator without two-factor to Security', async () => {
    mockConsoleApi([], { status: 403, code: 'two_factor_required', message: operatorTexts.twoFactorRequired });
    renderApp('/operator');
    expect(await screen.findByText(operatorTexts.twoFactorRequired)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open Security' })).toHaveAttribute('href', '/profile?tab=security');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers Try again when the log could not be read, and shows it once it can', async () => {
    mockConsoleApi([granted], { status: 500, code: 'internal', message: 'Something broke.' });
    const { user } = renderApp('/operator');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(operatorTexts.loadFailed);
    mockConsoleApi([granted]);
    await user.click(within(alert).getByRole('button', { name: operatorTexts.retry }));
    expect(await screen.findByRole('table')).toHaveTextContent(operatorActionLabels['operator.granted']);
  });
});
