import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleMiles, publicPoint } from '@sudsy/domain/geo';
import { requestMessages, type CreateQuoteRequest } from '@sudsy/domain/quote-request';
import { createRequestMessages, type CreatedQuoteRequest } from '@sudsy/domain/request-create-api';
import { requestReaches } from '@sudsy/domain/washer-search';
import { quoteRequestPhotos, quoteRequests, quoteResponses, vehicles } from '../../db/schema';
import { offlineGeocoder } from '../../platform/geocoder/offline-geocoder';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertWasher, offering } from '../../test/washers';
import { earliestToday } from './create-request-service';

let t: TestApp;
let owner: SignedIn;
let otherOwner: SignedIn;
let washer: SignedIn;
let vehicleId: string;
let denver = { lat: 0, lng: 0 };

const today = earliestToday(new Date());
const daysFrom = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A point `miles` east of `from` along its parallel, closely enough for tests that keep well off a radius. */
const east = (from: { lat: number; lng: number }, miles: number) => ({
  lat: from.lat,
  lng: from.lng + miles / (69.09 * Math.cos((from.lat * Math.PI) / 180)),
});

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, washer] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'owner'), signedIn(t, 'washer')]);
  denver = (await offlineGeocoder().geocode('Denver, CO')) ?? denver;
  vehicleId = await addVehicle(owner);
});
afterAll(() => t.close());

async function addVehicle(who: SignedIn): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(vehicles).values({ id, ownerId: who.id, make: 'Honda', model: 'Civic', year: 2020 });
  return id;
}

async function addPhoto(who: SignedIn, requestId: string | null = null): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insert(quoteRequestPhotos)
    .values({ id, ownerId: who.id, requestId, imageKey: `k/${id}.jpg`, thumbKey: `k/${id}-t.jpg` });
  return id;
}

const wizard = (overrides: Partial<Extract<CreateQuoteRequest, { source: 'washer-search' }>> = {}) => ({
  source: 'washer-search' as const,
  address: 'Denver, CO',
  coordinates: null,
  serviceIds: ['express-wash'],
  washerIds: [] as string[],
  ...overrides,
});

const form = (overrides: Partial<Extract<CreateQuoteRequest, { source: 'request-form' }>> = {}) => ({
  source: 'request-form' as const,
  vehicleId,
  preferredDate: today,
  preferredTime: '10:00',
  address: 'Denver, CO',
  coordinates: null,
  serviceIds: ['express-wash'],
  ...overrides,
});

async function create(who: SignedIn | null, body: unknown): Promise<Response> {
  return callAs(t, who, 'POST', '/api/quote-requests', body);
}

async function created(who: SignedIn, body: unknown): Promise<CreatedQuoteRequest> {
  const response = await create(who, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as CreatedQuoteRequest;
}

async function errorOf(response: Response, status: number) {
  expect(response.status).toBe(status);
  return ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
}

const recipientsOf = async (requestId: string) =>
  (await t.database.db.select().from(quoteResponses).where(eq(quoteResponses.requestId, requestId)))
    .map((row) => row.washerId)
    .sort();

describe('the OpenAPI document', () => {
  it('describes the search, request and photo endpoints', async () => {
    const document = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/api/washers/search'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/quote-requests'] ?? {})).toContain('post');
    expect(Object.keys(document.paths['/api/request-photos'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/api/request-photos/{id}'] ?? {})).toEqual(['get', 'delete']);
  });
});

describe('POST /api/quote-requests: who may', () => {
  it("refuses a signed-out caller with 'Authentication required', whatever the body", async () => {
    for (const body of [wizard(), {}, 'nonsense']) {
      const error = await errorOf(await create(null, body), 401);
      expect(error.message).toBe(requestMessages.searchAuthRequired);
    }
  });

  it('refuses washers', async () => {
    await errorOf(await create(washer, wizard()), 403);
  });
});

describe('POST /api/quote-requests: bad input', () => {
  it.each([
    ['no services', wizard({ serviceIds: [] }), { serviceIds: requestMessages.noServices }],
    ['no address', wizard({ address: '  ' }), { address: requestMessages.addressRequired }],
    ['no washers', wizard({ washerIds: [] }), { washerIds: requestMessages.noWashers }],
    ['no vehicle on the form', form({ vehicleId: '' }), { vehicleId: requestMessages.missingInformation.description }],
    [
      'no time on the form',
      form({ preferredTime: '' }),
      { preferredTime: requestMessages.missingInformation.description },
    ],
    ['an unknown source', { ...wizard(), source: 'elsewhere' }, { source: expect.any(String) }],
  ])('%s → 400 naming the field', async (_, body, fields) => {
    const error = await errorOf(await create(owner, body), 400);
    expect(error.fields).toEqual(expect.objectContaining(fields));
  });

  it('refuses a preferred date before today, and takes today', async () => {
    const washerId = await insertWasher(t.database.db, { point: denver });
    const past = await errorOf(
      await create(owner, wizard({ washerIds: [washerId], preferredDate: daysFrom(today, -1) })),
      400,
    );
    expect(past).toMatchObject({
      message: requestMessages.pastDate,
      fields: { preferredDate: requestMessages.pastDate },
    });
    const pastForm = await errorOf(await create(owner, form({ preferredDate: daysFrom(today, -2) })), 400);
    expect(pastForm.fields).toEqual({ preferredDate: requestMessages.pastDate });
    expect((await created(owner, wizard({ washerIds: [washerId], preferredDate: today }))).sentTo).toBe(1);
  });

  it("refuses a vehicle that is not the owner's own", async () => {
    const washerId = await insertWasher(t.database.db, { point: denver });
    const theirs = await addVehicle(otherOwner);
    for (const body of [
      wizard({ washerIds: [washerId], vehicleId: theirs }),
      form({ vehicleId: theirs }),
      form({ vehicleId: 'no-such-vehicle' }),
    ]) {
      expect((await errorOf(await create(owner, body), 400)).fields).toEqual({
        vehicleId: createRequestMessages.unknownVehicle,
      });
    }
  });

  it("refuses photos that are not the owner's own unsent ones", async () => {
    const washerId = await insertWasher(t.database.db, { point: denver });
    const [request] = await t.database.db
      .insert(quoteRequests)
      .values({ id: randomUUID(), ownerId: owner.id, address: 'x', serviceIds: ['express-wash'] })
      .returning();
    const sent = await addPhoto(owner, request?.id);
    const theirs = await addPhoto(otherOwner);
    for (const photoId of [sent, theirs, 'no-such-photo']) {
      const error = await errorOf(await create(owner, wizard({ washerIds: [washerId], photoIds: [photoId] })), 400);
      expect(error.fields).toEqual({ photoIds: createRequestMessages.unknownPhotos });
    }
  });

  it('refuses washers who cannot receive the request: not a washer, unconfirmed, no address, or none of the services', async () => {
    const good = await insertWasher(t.database.db, { point: denver });
    const unverified = await insertWasher(t.database.db, { point: denver, emailVerified: false });
    const noAddress = await insertWasher(t.database.db, { point: denver, address: '' });
    const otherServices = await insertWasher(t.database.db, {
      point: denver,
      offerings: [offering('full-detail', 20000)],
    });
    for (const bad of [otherOwner.id, unverified, noAddress, otherServices, 'no-such-user']) {
      const error = await errorOf(await create(owner, wizard({ washerIds: [good, bad] })), 400);
      expect(error.fields).toEqual({ washerIds: createRequestMessages.unknownWashers });
    }
  });
});

describe('POST /api/quote-requests from the wizard', () => {
  it('creates the request, one sent response per chosen washer and attaches the photos, and marks it sent', async () => {
    const first = await insertWasher(t.database.db, { point: denver });
    const second = await insertWasher(t.database.db, { point: null, offerings: [offering('clay-bar', 4000)] });
    const photos = [await addPhoto(owner), await addPhoto(owner)];
    const body = wizard({
      washerIds: [first, second, first],
      serviceIds: ['express-wash', 'clay-bar'],
      vehicleId,
      preferredDate: daysFrom(today, 3),
      preferredTime: '09:30',
      notes: '  Please text on arrival  ',
      photoIds: photos,
    });
    const answer = await created(owner, body);
    expect(answer).toEqual({ request: { id: expect.any(String), status: 'sent' }, sentTo: 2 });

    const [stored] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, answer.request.id));
    expect(stored).toMatchObject({
      ownerId: owner.id,
      vehicleId,
      address: 'Denver, CO',
      lat: denver.lat,
      lng: denver.lng,
      serviceIds: ['express-wash', 'clay-bar'],
      preferredDate: daysFrom(today, 3),
      preferredTime: '09:30',
      notes: 'Please text on arrival',
      maxBudgetCents: null,
      status: 'sent',
    });
    const responses = await t.database.db
      .select()
      .from(quoteResponses)
      .where(eq(quoteResponses.requestId, answer.request.id));
    expect(responses.map((row) => [row.washerId, row.status]).sort()).toEqual(
      [
        [first, 'sent'],
        [second, 'sent'],
      ].sort(),
    );
    const attached = await t.database.db
      .select()
      .from(quoteRequestPhotos)
      .where(eq(quoteRequestPhotos.requestId, answer.request.id));
    expect(attached.map((row) => row.id).sort()).toEqual([...photos].sort());
  });

  it('keeps the point the owner picked instead of geocoding', async () => {
    const washerId = await insertWasher(t.database.db, { point: denver });
    const answer = await created(
      owner,
      wizard({ washerIds: [washerId], address: 'Somewhere', coordinates: { lat: 39.1, lng: -104.1 } }),
    );
    const [stored] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, answer.request.id));
    expect(stored).toMatchObject({ lat: 39.1, lng: -104.1 });
  });

  it('writes all of it or nothing: a response that cannot be written leaves no request and the photos unsent', async () => {
    const fine = await insertWasher(t.database.db, { point: denver });
    const failing = await insertWasher(t.database.db, { point: denver });
    const photo = await addPhoto(owner);
    await t.database.db.execute(
      sql.raw(`create function fail_for_one() returns trigger language plpgsql as $$
        begin if new.washer_id = '${failing}' then raise exception 'refused by test'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql`create trigger fail_for_one before insert on quote_responses for each row execute function fail_for_one()`,
    );
    const countRequests = async () =>
      (await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.ownerId, owner.id))).length;
    const before = await countRequests();
    try {
      const response = await create(owner, wizard({ washerIds: [fine, failing], photoIds: [photo] }));
      expect(response.status).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_for_one on quote_responses`);
      await t.database.db.execute(sql`drop function fail_for_one()`);
    }
    expect(await countRequests()).toBe(before);
    const [stillWaiting] = await t.database.db
      .select()
      .from(quoteRequestPhotos)
      .where(eq(quoteRequestPhotos.id, photo));
    expect(stillWaiting?.requestId).toBeNull();
    expect(await t.database.db.select().from(quoteResponses).where(eq(quoteResponses.washerId, fine))).toEqual([]);
  });
});

describe('POST /api/quote-requests from the request form', () => {
  it('sends it to every washer whose radius covers the place and who offers a chosen service', async () => {
    const seattle = (await offlineGeocoder().geocode('Seattle, WA')) ?? denver;
    const db = t.database.db;
    const reached = [
      await insertWasher(db, { point: east(seattle, 3), workRadiusMiles: 10 }),
      await insertWasher(db, { point: east(seattle, 45), workRadiusMiles: 50 }),
      await insertWasher(db, {
        point: seattle,
        workRadiusMiles: 1,
        offerings: [offering('express-wash', 3000), offering('clay-bar', 4000)],
      }),
    ];
    // Too far for its radius, none of the services, no point, unconfirmed, no address.
    await insertWasher(db, { point: east(seattle, 12), workRadiusMiles: 10 });
    await insertWasher(db, { point: east(seattle, 2), offerings: [offering('full-detail', 20000)] });
    await insertWasher(db, { point: null });
    await insertWasher(db, { point: seattle, emailVerified: false });
    await insertWasher(db, { point: seattle, address: '' });

    const answer = await created(owner, form({ address: 'Seattle, WA', photoIds: [await addPhoto(owner)] }));
    expect(answer).toEqual({ request: { id: expect.any(String), status: 'sent' }, sentTo: 3 });
    expect(await recipientsOf(answer.request.id)).toEqual([...reached].sort());
  });

  it('agrees with the domain rule (requestReaches) on washers scattered around the place', async () => {
    const miami = (await offlineGeocoder().geocode('Miami, FL')) ?? denver;
    const db = t.database.db;
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const washers = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const point = { lat: miami.lat + (random() - 0.5) * 1.4, lng: miami.lng + (random() - 0.5) * 1.4 };
        const workRadiusMiles = 1 + Math.floor(random() * 50);
        const serviceId = random() < 0.7 ? 'interior-detail' : 'engine-bay';
        const blur = { turn: random(), reach: random() };
        const id = await insertWasher(db, { point, blur, workRadiusMiles, offerings: [offering(serviceId, 9000)] });
        // The radius is drawn around the public point, as the search draws it.
        return { id, point: publicPoint(point, blur), workRadiusMiles, offeredServiceIds: [serviceId] };
      }),
    );
    const expected = washers
      .filter((washer) => Math.abs(greatCircleMiles(miami, washer.point) - washer.workRadiusMiles) > 1e-6)
      .filter((washer) => requestReaches(washer, ['interior-detail'], miami))
      .map((washer) => washer.id);
    const answer = await created(owner, form({ address: 'Miami, FL', serviceIds: ['interior-detail'] }));
    expect(expected.length).toBeGreaterThan(0);
    expect(await recipientsOf(answer.request.id)).toEqual(expected.sort());
  });

  it('stays pending, sent to no one, when no washer is near enough or the address cannot be placed', async () => {
    for (const address of ['Fairbanks, AK', 'qqqq zzzz xxxx']) {
      const answer = await created(owner, form({ address }));
      expect(answer).toEqual({ request: { id: expect.any(String), status: 'pending' }, sentTo: 0 });
      expect(await recipientsOf(answer.request.id)).toEqual([]);
    }
    const [unplaced] = await t.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.address, 'qqqq zzzz xxxx'));
    expect(unplaced).toMatchObject({ lat: null, lng: null, status: 'pending' });
  });
});
