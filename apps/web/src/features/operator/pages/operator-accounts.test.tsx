import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  accountLookupQuerySchema,
  operatorReasonSchema,
  suspensionMessages,
  type OperatorAccount,
} from '@sudsy/domain/operator';
import { accountActionTexts, operatorAccountTexts, operatorTabLabels } from '@sudsy/domain/operator-accounts';
import { renderApp, sessionFor } from '@/test/render-app';

const accountsPath = '/api/operator/accounts';
const tooShort = accountLookupQuerySchema.shape.email.safeParse('ab').error?.issues[0]?.message ?? '';
const noReason = operatorReasonSchema.safeParse({ reason: ' ' }).error?.issues[0]?.message ?? '';

const washer: OperatorAccount = {
  id: 'user-washer-1',
  name: 'Shine Crew',
  email: 'shine@example.com',
  role: 'washer',
  createdAt: '2030-03-02T15:00:00.000Z',
  operator: false,
  suspension: null,
};
const owner: OperatorAccount = {
  id: 'user-owner-1',
  name: 'Olivia Owner',
  email: 'olivia@example.com',
  role: 'owner',
  createdAt: '2030-01-10T15:00:00.000Z',
  operator: true,
  suspension: null,
};

type Refusal = { status: number; code: string; message: string };

/**
 * The console's API for a signed-in operator: an empty log, the accounts of `known` found by part
 * of their email (400 below 3 characters, as the server says it), and the suspension routes, which
 * answer `refusal` when given and otherwise change the account.
 */
function mockAccountsApi(known: OperatorAccount[], { refusal }: { refusal?: Refusal } = {}) {
  const accounts = new Map(known.map((account) => [account.id, account]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:3000');
    if (url.pathname === '/api/auth/get-session') return Response.json(sessionFor('owner'));
    if (url.pathname === '/api/operator/audit') return Response.json({ entries: [], nextCursor: null });
    if (url.pathname === accountsPath) {
      const email = url.searchParams.get('email') ?? '';
      if (email.trim().length < 3)
        return Response.json(
          { error: { code: 'invalid_input', message: 'Some fields are not valid.', fields: { email: tooShort } } },
          { status: 400 },
        );
      return Response.json({ accounts: [...accounts.values()].filter((account) => account.email.includes(email)) });
    }
    const change = /^\/api\/operator\/accounts\/([^/]+)\/(suspension|reinstatement)$/.exec(url.pathname);
    if (change && init?.method === 'POST') {
      if (refusal) return Response.json({ error: refusal }, { status: refusal.status });
      const id = decodeURIComponent(change[1]!);
      const { reason } = JSON.parse(String(init.body)) as { reason: string };
      const changed: OperatorAccount = {
        ...accounts.get(id)!,
        suspension: change[2] === 'suspension' ? { at: '2030-05-14T14:30:00.000Z', reason } : null,
      };
      accounts.set(id, changed);
      return Response.json(changed);
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof mockAccountsApi>, path: string) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(path));

/** Opens the Accounts tab and searches for `text` with Enter. */
async function searchFor(user: ReturnType<typeof renderApp>['user'], text: string) {
  const field = await screen.findByRole('searchbox', { name: operatorAccountTexts.searchLabel });
  await user.clear(field);
  await user.type(field, `${text}{Enter}`);
}

describe('the operator console, Accounts', () => {
  it('keeps the tab in the address, finds accounts by part of the email, and shows the one chosen beside the list', async () => {
    const fetchMock = mockAccountsApi([washer, owner]);
    const { user, router } = renderApp('/operator');
    const tab = await screen.findByRole('tab', { name: operatorTabLabels.accounts });
    expect(screen.getByRole('tab', { name: operatorTabLabels.audit })).toHaveAttribute('aria-selected', 'true');
    await user.click(tab);
    expect(router.state.location.search).toBe('?tab=accounts');
    expect(screen.getByRole('region', { name: operatorAccountTexts.title })).toBeVisible();
    expect(screen.getByText(operatorAccountTexts.prompt)).toBeVisible();

    await searchFor(user, 'example');
    const list = await screen.findByRole('list', { name: operatorAccountTexts.resultsLabel });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Shine Crew');
    expect(rows[0]).toHaveTextContent('shine@example.com');
    expect(rows[0]).toHaveTextContent('Car Washer');
    expect(rows[1]).toHaveTextContent('Car Owner');
    expect(rows[1]).toHaveTextContent(operatorAccountTexts.badges.operator);
    expect(calls(fetchMock, accountsPath)).toEqual([`${accountsPath}?email=example`]);
    expect(screen.getByText(operatorAccountTexts.choose)).toBeVisible();

    await user.click(rows[0]!);
    const detail = screen.getByRole('region', { name: 'Shine Crew' });
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(list).toBeVisible();
    expect(detail).toHaveTextContent(`${operatorAccountTexts.facts.joined}Mar 2, 2030`);
    expect(detail).toHaveTextContent(`${operatorAccountTexts.facts.status}${operatorAccountTexts.active}`);
    expect(within(detail).getByRole('button', { name: operatorAccountTexts.suspend })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=accounts&email=example&account=user-washer-1');

    // An operator cannot be suspended: the detail says how instead of offering it.
    await user.click(rows[1]!);
    const operator = screen.getByRole('region', { name: 'Olivia Owner' });
    expect(operator).toHaveTextContent(suspensionMessages.operator);
    expect(within(operator).queryByRole('button', { name: operatorAccountTexts.suspend })).not.toBeInTheDocument();
  });

  it('refuses too short a search with the domain message, and says when no account matches', async () => {
    const fetchMock = mockAccountsApi([washer]);
    const { user } = renderApp('/operator?tab=accounts');
    await searchFor(user, 'ab');
    const field = screen.getByRole('searchbox', { name: operatorAccountTexts.searchLabel });
    expect(field).toHaveAccessibleDescription(new RegExp(`^${tooShort}`));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, accountsPath)).toEqual([]);

    await searchFor(user, 'nobody@');
    expect(await screen.findByText(operatorAccountTexts.noMatch)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's refusal of a search under the field", async () => {
    mockAccountsApi([washer]);
    renderApp('/operator?tab=accounts&email=ab');
    const field = await screen.findByRole('searchbox', { name: operatorAccountTexts.searchLabel });
    expect(await screen.findByText(tooShort)).toBeVisible();
    expect(field).toHaveValue('ab');
    expect(field).toHaveAccessibleDescription(new RegExp(`^${tooShort}`));
  });

  it('asks for a reason, then suspends: the detail and the list say Suspended with the reason', async () => {
    const fetchMock = mockAccountsApi([washer]);
    const { user } = renderApp('/operator?tab=accounts&email=shine&account=user-washer-1');
    const detail = await screen.findByRole('region', { name: 'Shine Crew' });
    await user.click(within(detail).getByRole('button', { name: operatorAccountTexts.suspend }));

    const dialog = screen.getByRole('dialog', { name: accountActionTexts.suspend.title('Shine Crew') });
    expect(dialog).toHaveTextContent(accountActionTexts.suspend.description);
    const confirm = within(dialog).getByRole('button', { name: accountActionTexts.suspend.confirm });
    await user.click(confirm);
    const reason = within(dialog).getByRole('textbox', { name: accountActionTexts.reasonLabel });
    // The form validates after the click has returned: wait for its verdict, not a moment.
    await waitFor(() => expect(reason).toHaveAccessibleDescription(new RegExp(`^${noReason}`)));
    expect(calls(fetchMock, `${accountsPath}/`)).toEqual([]);

    await user.type(reason, 'Three owners reported damage');
    await user.click(confirm);
    expect(await screen.findByText(accountActionTexts.suspend.done)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetchMock, `${accountsPath}/`)).toEqual([`${accountsPath}/user-washer-1/suspension`]);
    expect(detail).toHaveTextContent(`${operatorAccountTexts.facts.status}${operatorAccountTexts.suspended}`);
    expect(detail).toHaveTextContent('Three owners reported damage');
    expect(within(detail).getByRole('button', { name: operatorAccountTexts.reinstate })).toBeVisible();
    const row = within(screen.getByRole('list', { name: operatorAccountTexts.resultsLabel })).getByRole('button');
    expect(row).toHaveTextContent('Suspended May 14, 2030');

    // Lifted again: the same detail, active.
    await user.click(within(detail).getByRole('button', { name: operatorAccountTexts.reinstate }));
    const lift = screen.getByRole('dialog', { name: accountActionTexts.reinstate.title('Shine Crew') });
    expect(within(lift).getByRole('textbox', { name: accountActionTexts.reasonLabel })).toHaveValue('');
    await user.type(within(lift).getByRole('textbox'), 'Reports were about another washer');
    await user.click(within(lift).getByRole('button', { name: accountActionTexts.reinstate.confirm }));
    expect(await within(detail).findByRole('button', { name: operatorAccountTexts.suspend })).toBeVisible();
    expect(detail).toHaveTextContent(operatorAccountTexts.active);
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    mockAccountsApi([washer], {
      refusal: { status: 409, code: 'already_suspended', message: suspensionMessages.alreadySuspended },
    });
    const { user } = renderApp('/operator?tab=accounts&email=shine&account=user-washer-1');
    const detail = await screen.findByRole('region', { name: 'Shine Crew' });
    await user.click(within(detail).getByRole('button', { name: operatorAccountTexts.suspend }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: accountActionTexts.suspend.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(suspensionMessages.alreadySuspended);
    expect(dialog).toBeVisible();
  });

  it('on a phone, the chosen account replaces the list, and Back returns to it', async () => {
    window.innerWidth = 375;
    mockAccountsApi([washer, owner]);
    const { user, router } = renderApp('/operator?tab=accounts&email=example');
    const list = await screen.findByRole('list', { name: operatorAccountTexts.resultsLabel });
    expect(screen.queryByText(operatorAccountTexts.choose)).not.toBeInTheDocument();
    await user.click(within(list).getAllByRole('button')[0]!);

    const heading = screen.getByRole('heading', { level: 3, name: 'Shine Crew' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('list', { name: operatorAccountTexts.resultsLabel })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: operatorAccountTexts.back }));
    const again = screen.getByRole('list', { name: operatorAccountTexts.resultsLabel });
    expect(within(again).getAllByRole('button')[0]).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Shine Crew' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=accounts&email=example');
  });
});
