import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteMessages, maxFavouriteWashers, type FavouriteWasher } from '@sudsy/domain/favourites';
import { insertAppointment } from '../../test/appointments';
import { callAs, signedIn, unverifiedWasher, type SignedIn } from '../../test/accounts';
import { washerWithProfile } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertWasher } from '../../test/washers';
import { reviews } from '../appointments/schema';
import { favouriteWashers } from './schema';

let t: TestApp;
let owner: SignedIn;
let otherOwner: SignedIn;
let shine: SignedIn;
let gleam: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, shine, gleam] = await Promise.all([
    signedIn(t, 'owner'),
    signedIn(t, 'owner'),
    washerWithProfile(t, 'Favourite Shine'),
    washerWithProfile(t, 'Favourite Gleam'),
  ]);
});
afterAll(() => t.close());

const add = (who: SignedIn | null, washerId: string) => callAs(t, who, 'PUT', `/api/favourites/${washerId}`);
const remove = (who: SignedIn | null, washerId: string) => callAs(t, who, 'DELETE', `/api/favourites/${washerId}`);

async function list(who: SignedIn): Promise<FavouriteWasher[]> {
  const response = await callAs(t, who, 'GET', '/api/favourites');
  expect(response.status).toBe(200);
  return ((await response.json()) as { favourites: FavouriteWasher[] }).favourites;
}

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('favourite washers', () => {
  it('adds, lists newest first with what a card shows, and removes', async () => {
    expect(await list(owner)).toEqual([]);
    expect((await add(owner, shine.id)).status).toBe(204);
    expect((await add(owner, gleam.id)).status).toBe(204);

    const favourites = await list(owner);
    expect(favourites.map((favourite) => favourite.businessName)).toEqual(['Favourite Gleam', 'Favourite Shine']);
    expect(favourites[1]).toEqual({
      washerId: shine.id,
      businessName: 'Favourite Shine',
      imageUrl: null,
      rating: null,
      area: 'Austin, TX',
      savedAt: expect.any(String),
    });

    expect((await remove(owner, gleam.id)).status).toBe(204);
    expect((await list(owner)).map((favourite) => favourite.washerId)).toEqual([shine.id]);
    expect((await remove(owner, shine.id)).status).toBe(204);
  });

  it('keeps one entry when added twice, and removing one not kept answers the same', async () => {
    await add(owner, shine.id);
    const [first] = await list(owner);
    expect((await add(owner, shine.id)).status).toBe(204);
    expect(await list(owner)).toEqual([first]);

    expect((await remove(owner, shine.id)).status).toBe(204);
    expect((await remove(owner, shine.id)).status).toBe(204);
    expect(await list(owner)).toEqual([]);
  });

  it('shows the rating and never the exact base', async () => {
    const db = t.database.db;
    const jobs = await Promise.all([insertAppointment(db, gleam, owner), insertAppointment(db, gleam, otherOwner)]);
    await db.insert(reviews).values([
      { appointmentId: jobs[0] ?? '', washerId: gleam.id, ownerId: owner.id, rating: 5 },
      { appointmentId: jobs[1] ?? '', washerId: gleam.id, ownerId: otherOwner.id, rating: 4 },
    ]);
    await add(owner, gleam.id);
    const [favourite] = await list(owner);
    expect(favourite?.rating).toEqual({ average: 4.5, count: 2 });
    expect(JSON.stringify(favourite)).not.toMatch(/30\.2656|-97\.7497|500 W 2nd St/);
    await remove(owner, gleam.id);
  });

  it("never shows another owner's favourites", async () => {
    await add(owner, shine.id);
    await add(otherOwner, gleam.id);
    expect((await list(owner)).map((favourite) => favourite.washerId)).toEqual([shine.id]);
    expect((await list(otherOwner)).map((favourite) => favourite.washerId)).toEqual([gleam.id]);
    // Removing is per owner too: the other owner's removal leaves this one's favourite.
    await remove(otherOwner, shine.id);
    expect((await list(owner)).map((favourite) => favourite.washerId)).toEqual([shine.id]);
    await remove(owner, shine.id);
    await remove(otherOwner, gleam.id);
  });

  it('answers 404 for anyone without a public page', async () => {
    const unconfirmed = await unverifiedWasher(t);
    const noProfile = await signedIn(t, 'washer');
    for (const id of ['no-such-washer', otherOwner.id, noProfile.id, unconfirmed.id]) {
      const response = await add(owner, id);
      expect(response.status).toBe(404);
    }
    expect(await list(owner)).toEqual([]);
  });

  it('is for owners only', async () => {
    expect((await callAs(t, null, 'GET', '/api/favourites')).status).toBe(401);
    expect((await add(null, shine.id)).status).toBe(401);
    expect((await remove(null, shine.id)).status).toBe(401);
    expect((await callAs(t, gleam, 'GET', '/api/favourites')).status).toBe(403);
    expect((await add(gleam, shine.id)).status).toBe(403);
    expect((await remove(gleam, shine.id)).status).toBe(403);
  });

  it(`refuses a favourite beyond ${maxFavouriteWashers} with a clear message`, async () => {
    const collector = await signedIn(t, 'owner');
    const ids = await Promise.all(
      Array.from({ length: maxFavouriteWashers }, (_, index) =>
        insertWasher(t.database.db, { businessName: `Cap ${index}` }),
      ),
    );
    await t.database.db.insert(favouriteWashers).values(ids.map((washerId) => ({ ownerId: collector.id, washerId })));

    const refused = await add(collector, shine.id);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: 'limit_reached', message: favouriteMessages.limitReached });
    // One already kept is still no change, and after a removal there is room again.
    expect((await add(collector, ids[0] ?? '')).status).toBe(204);
    await remove(collector, ids[0] ?? '');
    expect((await add(collector, shine.id)).status).toBe(204);
    expect(await list(collector)).toHaveLength(maxFavouriteWashers);
  });

  it("lists the owner's favourites in their data download", async () => {
    await add(owner, shine.id);
    const response = await callAs(t, owner, 'GET', '/api/account/export');
    const data = (await response.json()) as { favouriteWashers: { washerId: string }[] };
    expect(data.favouriteWashers).toEqual([expect.objectContaining({ ownerId: owner.id, washerId: shine.id })]);
    await remove(owner, shine.id);
  });
});
