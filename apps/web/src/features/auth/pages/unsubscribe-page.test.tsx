import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { campaignTexts, type UnsubscribeResponse } from '@sudsy/domain/campaigns';
import { renderApp } from '@/test/render-app';

const token = 'user1.special-offer.c2lnbmF0dXJl';
const path = `/api/unsubscribe/${token}`;
const on: UnsubscribeResponse = {
  topic: 'special-offer',
  label: 'Special offers',
  email: 's•••@example.com',
  subscribed: true,
};

/** The unsubscribe API at the network edge: the link's state, and POST turning it off. */
function mockUnsubscribeApi(state: UnsubscribeResponse | 'invalid') {
  let current = state;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/auth/get-session') return Response.json(null);
    if (String(input) !== path || current === 'invalid')
      return Response.json({ error: { code: 'invalid_unsubscribe_link', message: 'x' } }, { status: 404 });
    if (init?.method === 'POST') current = { ...current, subscribed: false };
    return Response.json(current);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('unsubscribe page', () => {
  it('names the emails and the masked address, and one press turns them off without signing in', async () => {
    const fetchMock = mockUnsubscribeApi(on);
    const { user } = renderApp(`/unsubscribe/${token}`);
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(campaignTexts.confirm('Special offers', 's•••@example.com'))).toBeVisible();
    // Opening the page changed nothing: only the press posts.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
    await user.click(within(main).getByRole('button', { name: campaignTexts.button }));
    expect(await within(main).findByRole('status')).toHaveTextContent(campaignTexts.done('Special offers'));
    expect(within(main).queryByRole('button', { name: campaignTexts.button })).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Sign in to Sudsy' })).toHaveAttribute('href', '/login');
  });

  it('says when the emails are already off', async () => {
    mockUnsubscribeApi({ ...on, subscribed: false });
    renderApp(`/unsubscribe/${token}`);
    // Past the loading status: the answer's own.
    expect(await screen.findByText(campaignTexts.alreadyOff('Special offers'))).toHaveAttribute('role', 'status');
  });

  it('says a link that is not ours is not valid, with the way to the preferences', async () => {
    mockUnsubscribeApi('invalid');
    renderApp(`/unsubscribe/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(campaignTexts.invalid);
    expect(screen.queryByRole('button', { name: campaignTexts.button })).not.toBeInTheDocument();
  });
});
