import { describe, expect, it } from 'vitest';
import { defaultWasherProfile, type WasherProfileInput } from '@sudsy/domain/washer-profile';
import { serverProfile } from '../testing/mock-washer-api';
import { chooseInitialProfile } from './initial-profile';
import type { StoredProfile } from './local-profile';
import { toFormValues } from './profile-form';

const named = (businessName: string): WasherProfileInput => ({ ...defaultWasherProfile(), businessName });
const nothingLocal: StoredProfile = { saved: null, draft: null };
const localCopy = (businessName: string): StoredProfile => ({
  saved: { profile: named(businessName), updatedAt: '2026-01-01T00:00:00.000Z' },
  draft: null,
});
const withDraft = (businessName: string, editedAt: string): StoredProfile => ({
  saved: null,
  draft: { values: toFormValues(named(businessName)), editedAt },
});

describe('where the setup starts (server, else local, else defaults)', () => {
  it("takes the server's copy first", () => {
    const start = chooseInitialProfile(
      { ok: true, profile: serverProfile(named('From Server')) },
      localCopy('From Browser'),
      'Sign-up Suds',
    );
    expect(start).toMatchObject({ source: 'server', unsaved: false, values: { businessName: 'From Server' } });
  });

  it("takes this browser's copy when the server has none, and marks it for saving", () => {
    const start = chooseInitialProfile({ ok: true, profile: null }, localCopy('From Browser'), 'Sign-up Suds');
    expect(start).toMatchObject({ source: 'local', unsaved: true, values: { businessName: 'From Browser' } });
  });

  it('starts from the defaults, named as at sign-up, when neither has one', () => {
    const start = chooseInitialProfile({ ok: true, profile: null }, nothingLocal, 'Sign-up Suds');
    expect(start).toEqual({
      source: 'defaults',
      unsaved: false,
      values: toFormValues(defaultWasherProfile('Sign-up Suds')),
    });
    expect(start?.values.businessName).toBe('Sign-up Suds');
  });

  it('puts unsaved edits newer than the server copy first, so none is lost', () => {
    const server = serverProfile(named('Saved Earlier'), '2026-03-01T10:00:00.000Z');
    const start = chooseInitialProfile(
      { ok: true, profile: server },
      withDraft('Typed Offline', '2026-03-01T10:05:00.000Z'),
      'Sign-up Suds',
    );
    expect(start).toMatchObject({ source: 'draft', unsaved: true, values: { businessName: 'Typed Offline' } });
  });

  it('drops unsaved edits older than the server copy (saved since, elsewhere)', () => {
    const server = serverProfile(named('Saved Later'), '2026-03-01T11:00:00.000Z');
    const start = chooseInitialProfile(
      { ok: true, profile: server },
      withDraft('Typed Offline', '2026-03-01T10:05:00.000Z'),
      'Sign-up Suds',
    );
    expect(start).toMatchObject({ source: 'server', values: { businessName: 'Saved Later' } });
  });

  it("uses this browser's copy when the server cannot be read", () => {
    expect(chooseInitialProfile({ ok: false }, localCopy('From Browser'), 'Sign-up Suds')).toMatchObject({
      source: 'local',
      unsaved: false,
    });
    expect(
      chooseInitialProfile({ ok: false }, withDraft('Typed Offline', '2026-03-01T10:05:00.000Z'), 'Sign-up Suds'),
    ).toMatchObject({
      source: 'draft',
      unsaved: true,
    });
  });

  it('offers nothing to edit when the server cannot be read and the browser holds nothing', () => {
    expect(chooseInitialProfile({ ok: false }, nothingLocal, 'Sign-up Suds')).toBeNull();
  });
});
