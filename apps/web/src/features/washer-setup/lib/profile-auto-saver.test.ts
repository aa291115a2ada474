import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { defaultWasherProfile, profileToasts } from '@sudsy/domain/washer-profile';
import { mockWasherApi, washerId } from '../testing/mock-washer-api';
import { localProfileKey, readLocalProfile } from './local-profile';
import { ProfileAutoSaver } from './profile-auto-saver';
import { toFormValues, type ProfileFormValues } from './profile-form';

// Only the clocks: the fetch stand-in answers through promises and streams, which must keep running.
const fakeClocks = { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as const };

function setup({ unsaved = false }: { unsaved?: boolean } = {}) {
  let values: ProfileFormValues = toFormValues(defaultWasherProfile());
  const onSaved = vi.fn();
  const showErrors = vi.fn();
  const saver = new ProfileAutoSaver({ userId: washerId, getValues: () => values, showErrors, onSaved }, { unsaved });
  const stop = saver.start();
  const edit = (change: Partial<ProfileFormValues>) => {
    values = { ...values, ...change };
    saver.edit();
  };
  return {
    saver,
    stop,
    edit,
    onSaved,
    showErrors,
    status: () => saver.getSnapshot().status,
    problem: () => saver.getSnapshot().problem,
  };
}

describe('profile auto-save', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: [...fakeClocks.toFake] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves 2000 ms after an edit: unsaved, then saving, then saved, with a copy in the browser', async () => {
    const api = mockWasherApi();
    const { edit, status, stop } = setup();
    expect(status()).toBe('saved');

    edit({ businessName: 'Sparkle Mobile' });
    expect(status()).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(1999);
    expect(api.state.saves).toHaveLength(0);

    vi.advanceTimersByTime(1);
    expect(status()).toBe('saving');
    await vi.waitFor(() => expect(status()).toBe('saved'));
    expect(api.state.saves).toEqual([expect.objectContaining({ businessName: 'Sparkle Mobile' })]);
    expect(readLocalProfile(washerId)).toMatchObject({
      saved: { profile: { businessName: 'Sparkle Mobile' } },
      draft: null,
    });
    stop();
  });

  it('restarts the timer on every edit, so a burst of typing is one save', async () => {
    const api = mockWasherApi();
    const { edit, status, stop } = setup();
    edit({ businessName: 'S' });
    await vi.advanceTimersByTimeAsync(1500);
    edit({ businessName: 'Sp' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(api.state.saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(status()).toBe('saved'));
    expect(api.state.saves.map((profile) => profile.businessName)).toEqual(['Sp']);
    stop();
  });

  it('ignores a change notice when nothing changed', () => {
    mockWasherApi();
    const { saver, status, stop } = setup();
    saver.edit();
    expect(status()).toBe('saved');
    stop();
  });

  it('saves at once on an explicit save, cancels the timer and confirms with a toast', async () => {
    const api = mockWasherApi();
    const success = vi.spyOn(toast, 'success');
    const { saver, edit, status, stop } = setup();
    edit({ bio: 'Ten years of detailing.' });

    await saver.saveNow();
    expect(status()).toBe('saved');
    expect(api.state.saves).toHaveLength(1);
    expect(success).toHaveBeenCalledWith(profileToasts.saved.title, { description: profileToasts.saved.description });

    await vi.advanceTimersByTimeAsync(5000);
    expect(api.state.saves).toHaveLength(1);
    stop();
  });

  it('keeps edits in the browser while the server cannot be reached, and saves them when it is back online', async () => {
    const api = mockWasherApi();
    const failure = vi.spyOn(toast, 'error');
    const { edit, status, problem, stop } = setup();
    api.setOffline(true);

    edit({ businessName: 'Offline Detailing' });
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(problem()).toEqual({ kind: 'offline' }));
    expect(status()).toBe('unsaved');
    expect(failure).toHaveBeenCalledWith(profileToasts.saveFailed.title, {
      description: profileToasts.saveFailed.fallback,
    });
    expect(readLocalProfile(washerId).draft?.values.businessName).toBe('Offline Detailing');

    // The retries go on quietly: one toast per outage.
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 5000);
    expect(failure).toHaveBeenCalledTimes(1);
    expect(status()).toBe('unsaved');

    api.setOffline(false);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(status()).toBe('saved'));
    expect(problem()).toBeNull();
    expect(api.state.saves.at(-1)).toMatchObject({ businessName: 'Offline Detailing' });
    expect(readLocalProfile(washerId)).toMatchObject({
      saved: { profile: { businessName: 'Offline Detailing' } },
      draft: null,
    });
    stop();
  });

  it('tries again on its own while offline, until the server answers', async () => {
    const api = mockWasherApi();
    const { edit, status, stop } = setup();
    api.setOffline(true);
    edit({ businessName: 'Patient Washer' });
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(status()).toBe('unsaved'));

    api.setOffline(false);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(status()).toBe('saved'));
    expect(api.state.saves.at(-1)).toMatchObject({ businessName: 'Patient Washer' });
    stop();
  });

  it('does not send a form with a wrong field, and says which rule it breaks', async () => {
    const api = mockWasherApi();
    const { edit, status, problem, showErrors, stop } = setup();
    edit({ serviceOfferings: [{ serviceId: 'express-wash', minPrice: '60', maxPrice: '40', estimatedMinutes: '30' }] });
    await vi.advanceTimersByTimeAsync(2000);

    expect(api.state.saves).toHaveLength(0);
    expect(status()).toBe('unsaved');
    expect(problem()).toEqual({ kind: 'invalid', message: 'Minimum price must not exceed maximum price' });
    expect(showErrors).toHaveBeenCalled();
    stop();
  });

  it("shows the server's reason when it refuses a save, and keeps the edits", async () => {
    mockWasherApi({
      onSave: () =>
        Response.json(
          { error: { code: 'bad_request', message: 'Invalid input', fields: { address: 'Address too long' } } },
          { status: 400 },
        ),
    });
    const failure = vi.spyOn(toast, 'error');
    const { edit, problem, stop } = setup();
    edit({ address: '1 Main St' });
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(problem()).toEqual({ kind: 'rejected', message: 'Address too long' }));
    expect(failure).toHaveBeenCalledWith(profileToasts.saveFailed.title, { description: 'Address too long' });
    expect(readLocalProfile(washerId).draft?.values.address).toBe('1 Main St');
    stop();
  });

  it("says 'No active session found' when the session has ended", async () => {
    mockWasherApi({
      onSave: () => Response.json({ error: { code: 'unauthorized', message: 'Sign in first' } }, { status: 401 }),
    });
    const { saver, edit, problem, stop } = setup();
    edit({ bio: 'x' });
    await saver.saveNow();
    expect(problem()).toEqual({ kind: 'rejected', message: 'No active session found' });
    stop();
  });

  it('sends waiting edits when the page is left before the timer fires', async () => {
    const api = mockWasherApi();
    const { edit, stop } = setup();
    edit({ businessName: 'Leaving Soon' });
    stop();
    await vi.waitFor(() =>
      expect(api.state.saves).toEqual([expect.objectContaining({ businessName: 'Leaving Soon' })]),
    );
    await vi.waitFor(() => expect(readLocalProfile(washerId).draft).toBeNull());
    expect(localStorage.getItem(localProfileKey(washerId))).toContain('Leaving Soon');
  });

  it('saves edits it starts with (restored from the browser) without waiting for a new one', async () => {
    const api = mockWasherApi();
    const { status, stop } = setup({ unsaved: true });
    expect(status()).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(status()).toBe('saved'));
    expect(api.state.saves).toHaveLength(1);
    stop();
  });
});
