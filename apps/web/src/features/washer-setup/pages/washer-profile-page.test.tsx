import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultWasherProfile, profileToasts, type WasherProfileInput } from '@sudsy/domain/washer-profile';
import { localProfileKey, writeDraft } from '../lib/local-profile';
import { toFormValues } from '../lib/profile-form';
import { mockWasherApi, serverProfile, washerId } from '../testing/mock-washer-api';
import { renderAt } from '../testing/render-setup';
import { settleAfterEach } from '../testing/settle-after-each';
import { loadPageCode } from '@/test/load-page-code';

settleAfterEach();

// Leaflet needs a real layout engine; its own behaviour is checked end to end.
vi.mock('@/components/maps/service-area-map', () => ({
  default: ({ label }: { label: string }) => <figure aria-label={label} />,
}));

const named = (businessName: string, more: Partial<WasherProfileInput> = {}): WasherProfileInput => ({
  ...defaultWasherProfile(),
  businessName,
  ...more,
});

const bannerText = () => document.querySelector('[data-status]');
const toast = (text: string) => screen.findByText(text);

async function openSetup(path = '/provider/profile', options: Parameters<typeof renderAt>[1] = {}) {
  const view = renderAt(path, options);
  await screen.findByRole('tablist', {});
  return view;
}

// After the mocks above (vi.mock is hoisted), before any test: see loadPageCode.
await loadPageCode('/provider/profile');

describe('washer setup tabs', () => {
  it('shows the four tabs in order, each with Previous and Next', async () => {
    mockWasherApi();
    const { user, router } = await openSetup();
    expect(screen.getByRole('heading', { level: 1, name: 'Provider Profile' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Services & Pricing',
      'Service Area',
      'Profile',
      'Portfolio',
    ]);
    expect(screen.getByRole('tab', { name: 'Services & Pricing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next: Service Area' }));
    expect(screen.getByRole('tab', { name: 'Service Area' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=service-area');
    await user.click(screen.getByRole('button', { name: 'Next: Profile' }));
    await user.click(screen.getByRole('button', { name: 'Next: Portfolio' }));
    await user.click(screen.getByRole('button', { name: 'Previous: Profile' }));
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it('saves and leads to the dashboard from the last tab', async () => {
    const api = mockWasherApi();
    const { user, router } = await openSetup('/provider/profile?tab=portfolio');
    await user.click(screen.getByRole('button', { name: 'Finish Setup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/dashboard'));
    expect(api.state.saves).toHaveLength(1);
  });

  it('opens the tab named in the address', async () => {
    mockWasherApi();
    await openSetup('/provider/profile?tab=portfolio');
    expect(screen.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('auto-save', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function useClock() {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    return (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  }

  it('goes unsaved on an edit, saving 2000 ms later, then saved', async () => {
    const advance = useClock();
    const api = mockWasherApi();
    const { user } = await openSetup('/provider/profile', { advanceTimers: vi.advanceTimersByTime });
    expect(bannerText()).toHaveAttribute('data-status', 'saved');
    expect(bannerText()).toHaveTextContent('All changes saved');

    await user.click(screen.getByRole('checkbox', { name: 'Express Wash & Go' }));
    expect(bannerText()).toHaveAttribute('data-status', 'unsaved');
    expect(bannerText()).toHaveTextContent('Unsaved changes are saved automatically');

    await advance(1800);
    expect(api.state.saves).toHaveLength(0);
    const release = api.holdSaves();
    await advance(250);
    await waitFor(() => expect(bannerText()).toHaveAttribute('data-status', 'saving'));
    expect(bannerText()).toHaveTextContent('Saving changes...');

    release();
    await waitFor(() => expect(bannerText()).toHaveAttribute('data-status', 'saved'));
    expect(api.state.saves).toEqual([
      expect.objectContaining({
        serviceOfferings: [
          { serviceId: 'express-wash', minPriceCents: 3500, maxPriceCents: 5250, estimatedMinutes: 30 },
        ],
      }),
    ]);
    expect(localStorage.getItem(localProfileKey(washerId))).toContain('express-wash');
  });

  it('saves at once on Save Profile, cancelling the timer, and confirms', async () => {
    const advance = useClock();
    const api = mockWasherApi();
    const { user } = await openSetup('/provider/profile?tab=profile', { advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText('Business name'), 'Sparkle');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await toast(profileToasts.saved.title)).toBeInTheDocument();
    expect(screen.getByText(profileToasts.saved.description)).toBeInTheDocument();
    expect(api.state.saves).toHaveLength(1);
    await advance(3000);
    expect(api.state.saves).toHaveLength(1);
    expect(bannerText()).toHaveAttribute('data-status', 'saved');
  });

  it('keeps edits made offline in the browser, brings them back after a reload and saves them once online', async () => {
    const advance = useClock();
    const api = mockWasherApi({ profile: serverProfile(named('Old Name')) });
    const first = await openSetup('/provider/profile?tab=profile', { advanceTimers: vi.advanceTimersByTime });
    api.setOffline(true);
    const name = screen.getByLabelText('Business name');
    await first.user.clear(name);
    await first.user.type(name, 'New Name');
    await advance(2100);

    await waitFor(() => expect(bannerText()).toHaveTextContent('The server cannot be reached'));
    expect(bannerText()).toHaveAttribute('data-status', 'unsaved');
    expect(await toast(profileToasts.saveFailed.fallback)).toBeInTheDocument();
    expect(localStorage.getItem(localProfileKey(washerId))).toContain('New Name');
    first.unmount();

    // The connection is back by the time the washer reloads: the edits the server lacks come first.
    api.setOffline(false);
    renderAt('/provider/profile?tab=profile', { advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByLabelText('Business name')).toHaveValue('New Name');
    expect(bannerText()).toHaveAttribute('data-status', 'unsaved');
    await advance(2100);
    await waitFor(() => expect(bannerText()).toHaveAttribute('data-status', 'saved'));
    expect(api.state.saves.at(-1)).toMatchObject({ businessName: 'New Name' });
  });

  it('puts edits a closed tab left unsaved first, and saves them', async () => {
    const api = mockWasherApi({ profile: serverProfile(named('Old Name'), '2026-01-01T00:00:00.000Z') });
    writeDraft(washerId, toFormValues(named('Typed Before Closing')), new Date('2026-01-02T00:00:00.000Z'));
    await openSetup('/provider/profile?tab=profile');

    expect(screen.getByLabelText('Business name')).toHaveValue('Typed Before Closing');
    expect(bannerText()).toHaveAttribute('data-status', 'unsaved');
    await waitFor(() => expect(api.state.saves.at(-1)).toMatchObject({ businessName: 'Typed Before Closing' }));
    await waitFor(() => expect(bannerText()).toHaveAttribute('data-status', 'saved'));
  });
});

describe('loading the profile', () => {
  it("shows the server's copy", async () => {
    mockWasherApi({ profile: serverProfile(named('Server Suds', { bio: 'From the server' })) });
    await openSetup('/provider/profile?tab=profile');
    expect(screen.getByLabelText('Business name')).toHaveValue('Server Suds');
    expect(screen.getByLabelText('Business description')).toHaveValue('From the server');
  });

  it("falls back to this browser's copy when the server has none", async () => {
    localStorage.setItem(
      localProfileKey(washerId),
      JSON.stringify({ saved: { profile: named('Browser Suds'), updatedAt: '2026-01-01T00:00:00.000Z' }, draft: null }),
    );
    const api = mockWasherApi();
    await openSetup('/provider/profile?tab=profile');
    expect(screen.getByLabelText('Business name')).toHaveValue('Browser Suds');
    // The server lost it, so it goes back up.
    await waitFor(() => expect(api.state.saves).toEqual([expect.objectContaining({ businessName: 'Browser Suds' })]));
  });

  it('starts from the defaults, named as at sign-up, when neither has a copy', async () => {
    mockWasherApi();
    await openSetup('/provider/profile?tab=profile');
    expect(screen.getByLabelText('Business name')).toHaveValue('Sam Washer');
    expect(screen.getByLabelText('Years of experience')).toHaveValue(5);
    expect(bannerText()).toHaveAttribute('data-status', 'saved');
  });

  it("says 'Load Failed' when the server cannot be read, and offers a retry when the browser holds nothing", async () => {
    const api = mockWasherApi({ profile: 'error' });
    renderAt('/provider/profile');
    expect(await toast(profileToasts.loadFailed.title)).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(profileToasts.loadFailed.description);

    api.state.profile = serverProfile(named('Back Again'));
    await screen.findByRole('button', { name: 'Retry' }).then((button) => button.click());
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
  });
});
