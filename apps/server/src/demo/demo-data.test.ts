import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WasherSearchResponse } from '@sudsy/domain/washer-search';
import type { Config } from '../config';
import { profiles, washerProfiles, user } from '../db/schema';
import { passwordProblem } from '../auth/password-policy';
import { offlineGeocoder } from '../platform/geocoder/offline-geocoder';
import { createTestApp, signIn, testOrigin, type TestApp } from '../test/test-app';
import { demoEmail, demoEmailDomain, demoOwner, demoPassword, demoWashers } from './demo-accounts';
import { demoDataAllowed, formatSignIns, loadDemoData } from './load-demo-data';

let t: TestApp;
const embedded: Pick<Config, 'env' | 'database'> = {
  env: 'development',
  database: { driver: 'pglite', dir: '/unused' },
};
const geocoder = offlineGeocoder();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demoUsers = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(user)
      .where(like(user.email, `%@${demoEmailDomain}`))
  )[0]?.n ?? 0;

describe('demoDataAllowed', () => {
  it('allows the embedded database outside production only', () => {
    expect(demoDataAllowed(embedded)).toBe(true);
    expect(demoDataAllowed({ ...embedded, env: 'production' })).toBe(false);
    expect(demoDataAllowed({ env: 'development', database: { driver: 'postgres', url: 'postgres://x' } })).toBe(false);
  });
});

describe('loadDemoData', () => {
  it('adds nothing to a PostgreSQL server or in production', async () => {
    expect(await loadDemoData(t.database, { ...embedded, env: 'production' }, geocoder)).toEqual([]);
    expect(
      await loadDemoData(t.database, { env: 'test', database: { driver: 'postgres', url: 'postgres://x' } }, geocoder),
    ).toEqual([]);
    expect(await demoUsers()).toBe(0);
  });

  it('adds 24 confirmed washers around eight cities and one owner with a saved address, and answers their sign-ins', async () => {
    const signIns = await loadDemoData(t.database, embedded, geocoder);
    expect(signIns).toHaveLength(demoWashers.length + 1);
    expect(signIns[0]).toEqual({
      role: 'owner',
      name: demoOwner.name,
      email: demoEmail('owner'),
      password: demoPassword,
    });
    expect(formatSignIns(signIns)).toContain(`${demoEmail('mission-suds')}`);
    expect(await demoUsers()).toBe(25);

    const washers = await t.database.db
      .select({ profile: washerProfiles, user })
      .from(washerProfiles)
      .innerJoin(user, eq(user.id, washerProfiles.userId));
    expect(washers).toHaveLength(24);
    const cities = new Set<string>();
    for (const { profile, user: account } of washers) {
      expect(account).toMatchObject({ role: 'washer', emailVerified: true });
      expect(account.email.endsWith(`@${demoEmailDomain}`)).toBe(true);
      expect(profile.lat).not.toBeNull();
      expect(profile.serviceOfferings.length).toBeGreaterThan(0);
      expect(profile.selectedServices).toEqual(profile.serviceOfferings.map((offering) => offering.serviceId));
      cities.add((await geocoder.area({ lat: profile.lat ?? 0, lng: profile.lng ?? 0 })) ?? '');
    }
    expect(cities.size).toBeGreaterThanOrEqual(8);
    const [owner] = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, demoEmail('owner')));
    const [saved] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, owner?.id ?? ''));
    expect(saved).toMatchObject({ address: demoOwner.address, lat: expect.any(Number), lng: expect.any(Number) });
  });

  it('lets every demo account sign in with the printed password, which the password policy accepts', async () => {
    expect(passwordProblem(demoPassword)).toBeNull();
    expect((await signIn(t.app, demoEmail('owner'), 'owner', demoPassword)).status).toBe(200);
    expect((await signIn(t.app, demoEmail('haight-shine'), 'washer', demoPassword)).status).toBe(200);
  });

  it('makes the demo washers findable by the washer search', async () => {
    const response = await t.app.request(`${testOrigin}/api/washers/search?services=express-wash&address=94110`);
    const body = (await response.json()) as WasherSearchResponse;
    expect(body.washers.map((washer) => washer.businessName)).toContain('Mission Suds Mobile Wash');
    expect(body.washers.every((washer) => washer.distanceMiles !== null && washer.rating === null)).toBe(true);
  });

  it('never adds the set twice, even after a demo account was deleted', async () => {
    await t.database.db.delete(user).where(eq(user.email, demoEmail('mission-suds')));
    const signIns = await loadDemoData(t.database, embedded, geocoder);
    expect(await demoUsers()).toBe(24);
    // Only accounts that still exist are printed.
    expect(signIns.map((signIn) => signIn.email)).not.toContain(demoEmail('mission-suds'));
    expect(signIns).toHaveLength(24);
  });
});
