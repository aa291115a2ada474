import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleMiles, publicMiles } from '@sudsy/domain/geo';
import { upcomingListLimit, type OwnerDashboard } from '@sudsy/domain/owner-dashboard';
import type { PublicWasher } from '@sudsy/domain/washer-api';
import { profiles, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertAppointment } from '../../test/appointments';
import { signedIn, callAs, type SignedIn } from '../../test/accounts';
import { dayFromToday } from '../../test/dates';
import { profileInput } from '../../test/washers';
import { insertRequest } from '../../test/requests';

let t: TestApp;
let washer: SignedIn;

// Around Austin, TX: the owner's saved address and washers at known distances from it.
const home = { lat: 30.2672, lng: -97.7431 };
const milesPerDegree = (3959 * Math.PI) / 180;
const milesNorth = (miles: number) => ({ lat: home.lat + miles / milesPerDegree, lng: home.lng });

beforeAll(async () => {
  t = await createTestApp();
  washer = await signedIn(t, 'washer');
  // Far from the Austin address below, so only the washers placed there compete for Top Washers.
  const sanFrancisco = { address: '1 Market St, San Francisco, CA 94105', mapCenter: { lat: 37.7864, lng: -122.3892 } };
  await callAs(
    t,
    washer,
    'PUT',
    '/api/washer-profile',
    profileInput({ businessName: 'Shine Mobile Detailing', ...sanFrancisco }),
  );
});
afterAll(() => t.close());

async function dashboard(who: SignedIn): Promise<OwnerDashboard> {
  const response = await callAs(t, who, 'GET', '/api/owner-dashboard');
  expect(response.status).toBe(200);
  return (await response.json()) as OwnerDashboard;
}

async function washerAt(
  name: string,
  miles: number,
  radius: number,
  overrides: Parameters<typeof profileInput>[0] = {},
) {
  const who = await signedIn(t, 'washer');
  const response = await callAs(
    t,
    who,
    'PUT',
    '/api/washer-profile',
    profileInput({
      businessName: name,
      mapCenter: milesNorth(miles),
      workRadiusMiles: radius,
      experienceYears: 7,
      ...overrides,
    }),
  );
  expect(response.status).toBe(200);
  return who;
}

/** The distance Top Washers show: from the washer's public point, which their public page shows. */
async function shownMiles(who: SignedIn): Promise<number> {
  const page = (await (await callAs(t, null, 'GET', `/api/washers/${who.id}`)).json()) as PublicWasher;
  return publicMiles(greatCircleMiles(home, page.mapCenter ?? home));
}

describe('GET /api/owner-dashboard', () => {
  it('shows zeros and empty lists to a new owner', async () => {
    expect(await dashboard(await signedIn(t, 'owner'))).toEqual({
      totalWashes: 0,
      vehiclesRegistered: 0,
      upcomingAppointments: 0,
      upcoming: [],
      recentRequests: [],
      topWashers: [],
    });
  });

  it('counts the owner’s vehicles, completed washes and upcoming appointments', async () => {
    const owner = await signedIn(t, 'owner');
    const other = await signedIn(t, 'owner');
    for (const make of ['Honda', 'Ford'])
      await callAs(t, owner, 'POST', '/api/vehicles', { make, model: 'Any', year: 2020 });
    await callAs(t, other, 'POST', '/api/vehicles', { make: 'Kia', model: 'Rio', year: 2020 });
    const slot = { startTime: '09:00', endTime: '10:00' };
    await insertAppointment(t.database.db, washer, owner, {
      ...slot,
      serviceDate: dayFromToday(-10),
      status: 'completed',
    });
    await insertAppointment(t.database.db, washer, owner, {
      ...slot,
      serviceDate: dayFromToday(-3),
      status: 'completed',
    });
    await insertAppointment(t.database.db, washer, owner, {
      ...slot,
      serviceDate: dayFromToday(-1),
      status: 'scheduled',
    });
    await insertAppointment(t.database.db, washer, owner, {
      ...slot,
      serviceDate: dayFromToday(4),
      status: 'cancelled',
    });
    const later = await insertAppointment(t.database.db, washer, owner, {
      ...slot,
      serviceDate: dayFromToday(5),
      services: ['full-detail'],
    });
    const sooner = await insertAppointment(t.database.db, washer, owner, {
      startTime: '13:30',
      endTime: '14:00',
      serviceDate: dayFromToday(2),
    });
    await insertAppointment(t.database.db, washer, other, {
      ...slot,
      serviceDate: dayFromToday(3),
      status: 'completed',
    });

    const figures = await dashboard(owner);
    expect(figures).toMatchObject({ totalWashes: 2, vehiclesRegistered: 2, upcomingAppointments: 2 });
    expect(figures.upcoming).toEqual([
      {
        id: sooner,
        serviceDate: dayFromToday(2),
        startTime: '13:30',
        washerName: 'Shine Mobile Detailing',
        services: ['express-wash'],
        address: '1 Market St, San Francisco, CA 94105',
        status: 'scheduled',
      },
      expect.objectContaining({ id: later, serviceDate: dayFromToday(5), services: ['full-detail'] }),
    ]);
  });

  it('counts every upcoming appointment while listing the first ten', async () => {
    const owner = await signedIn(t, 'owner');
    for (let day = 1; day <= upcomingListLimit + 2; day++)
      await insertAppointment(t.database.db, washer, owner, {
        startTime: '09:00',
        endTime: '10:00',
        serviceDate: dayFromToday(day),
      });
    const figures = await dashboard(owner);
    expect(figures.upcomingAppointments).toBe(upcomingListLimit + 2);
    expect(figures.upcoming.map((appointment) => appointment.serviceDate)).toEqual(
      Array.from({ length: upcomingListLimit }, (_, index) => dayFromToday(index + 1)),
    );
  });

  it('names a washer without a business name by their account name', async () => {
    const owner = await signedIn(t, 'owner');
    const bare = await signedIn(t, 'washer');
    await t.database.db.update(user).set({ name: 'Sam Suds' }).where(eq(user.id, bare.id));
    await insertAppointment(t.database.db, bare, owner, {
      serviceDate: dayFromToday(1),
      startTime: '09:00',
      endTime: '10:00',
    });
    expect((await dashboard(owner)).upcoming[0]?.washerName).toBe('Sam Suds');
  });

  it('lists the latest 3 requests in the list’s shape', async () => {
    const owner = await signedIn(t, 'owner');
    const ids: string[] = [];
    for (let minute = 0; minute < 5; minute++) {
      ids.push(await insertRequest(t, owner, { createdAt: new Date(Date.UTC(2030, 0, 1, 12, minute)) }));
    }
    const { recentRequests } = await dashboard(owner);
    expect(recentRequests.map((request) => request.id)).toEqual(ids.slice(2).reverse());
    expect(recentRequests[0]).toMatchObject({ status: 'pending', responseCount: 0, quotedCount: 0, vehicle: null });
  });

  it('lists washers whose area covers the saved address, nearest first while no one is rated', async () => {
    const owner = await signedIn(t, 'owner');
    const far = await washerAt('Far but wide', 20, 25);
    const near = await washerAt('Near', 2, 5);
    await washerAt('Out of range', 8, 5);
    const noServices = await washerAt('No services', 1, 10, { serviceOfferings: [], customServices: [] });
    const unverified = await washerAt('Unconfirmed', 1, 10);
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, unverified.id));
    expect((await dashboard(owner)).topWashers).toEqual([]);

    await callAs(t, owner, 'PUT', '/api/profile/address', { address: 'Austin, TX', coordinates: home });
    const { topWashers } = await dashboard(owner);
    expect(topWashers.map((entry) => entry.id)).toEqual([near.id, far.id]);
    expect(topWashers[0]).toEqual({
      id: near.id,
      businessName: 'Near',
      rating: null,
      experienceYears: 7,
      distanceMiles: await shownMiles(near),
    });
    expect(topWashers[1]?.distanceMiles).toBe(await shownMiles(far));
    // Whole miles, within a mile of the base's distance: the public point lies 0.5 to 0.9 mile off it.
    expect(Math.abs((topWashers[0]?.distanceMiles ?? 0) - 2)).toBeLessThanOrEqual(1);
    expect(Math.abs((topWashers[1]?.distanceMiles ?? 0) - 20)).toBeLessThanOrEqual(1);
    expect(topWashers.map((entry) => entry.id)).not.toContain(noServices.id);
  });

  it('looks around the latest request with a place when no address is saved, and prefers a saved one', async () => {
    const owner = await signedIn(t, 'owner');
    const near = await washerAt('Near the request', 1, 5);
    await insertRequest(t, owner, { lat: 37.7864, lng: -122.3892, createdAt: new Date(Date.UTC(2025, 0, 1)) });
    await insertRequest(t, owner, { lat: null, lng: null, createdAt: new Date(Date.UTC(2025, 0, 3)) });
    await insertRequest(t, owner, { ...home, createdAt: new Date(Date.UTC(2025, 0, 2)) });
    expect((await dashboard(owner)).topWashers.map((entry) => entry.id)).toContain(near.id);

    await callAs(t, owner, 'PUT', '/api/profile/address', {
      address: '1 Market St, San Francisco, CA 94105',
      coordinates: { lat: 37.7864, lng: -122.3892 },
    });
    expect((await dashboard(owner)).topWashers.map((entry) => entry.id)).not.toContain(near.id);
  });

  it('looks around the place the owner searched last when it is newer than their latest request', async () => {
    const owner = await signedIn(t, 'owner');
    const near = await washerAt('Near the search', 1, 5);
    await insertRequest(t, owner, { lat: 37.7864, lng: -122.3892, createdAt: new Date(Date.UTC(2025, 0, 1)) });
    expect((await dashboard(owner)).topWashers.map((entry) => entry.id)).not.toContain(near.id);

    const query = `services=express-wash&address=Austin%2C%20TX&lat=${home.lat}&lng=${home.lng}`;
    expect((await callAs(t, owner, 'GET', `/api/washers/search?${query}`)).status).toBe(200);
    expect((await dashboard(owner)).topWashers.map((entry) => entry.id)).toContain(near.id);

    // A request made after the search is the latest place again.
    await insertRequest(t, owner, { lat: 37.7864, lng: -122.3892, createdAt: new Date(Date.now() + 60_000) });
    expect((await dashboard(owner)).topWashers.map((entry) => entry.id)).not.toContain(near.id);

    // A washer's or a visitor's search keeps nothing.
    await callAs(t, washer, 'GET', `/api/washers/search?${query}`);
    await callAs(t, null, 'GET', `/api/washers/search?${query}`);
    const kept = await t.database.db.select().from(profiles).where(eq(profiles.userId, washer.id));
    expect(kept.every((row) => row.searchedAt === null)).toBe(true);
  });

  it('refuses signed-out callers with 401 and washers with 403', async () => {
    expect((await callAs(t, null, 'GET', '/api/owner-dashboard')).status).toBe(401);
    expect((await callAs(t, washer, 'GET', '/api/owner-dashboard')).status).toBe(403);
  });
});
