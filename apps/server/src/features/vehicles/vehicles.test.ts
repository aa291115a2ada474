import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitMessages, userCaps } from '@sudsy/domain/limits';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { signedIn, callAs, type SignedIn } from '../../test/accounts';
import { vehicles } from './schema';

let t: TestApp;
let owner: SignedIn;
let otherOwner: SignedIn;
let washer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, washer] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'owner'), signedIn(t, 'washer')]);
});
afterAll(() => t.close());

type VehicleBody = Record<string, unknown> & { id: string };
const civic = { make: 'Honda', model: 'Civic', year: 2020 };
const maxYear = new Date().getFullYear() + 1;

async function add(who: SignedIn, body: unknown = civic): Promise<VehicleBody> {
  const response = await callAs(t, who, 'POST', '/api/vehicles', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { vehicle: VehicleBody }).vehicle;
}

async function list(who: SignedIn): Promise<VehicleBody[]> {
  const response = await callAs(t, who, 'GET', '/api/vehicles');
  expect(response.status).toBe(200);
  return ((await response.json()) as { vehicles: VehicleBody[] }).vehicles;
}

async function refused(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
  expect(body.error.code).toBe('invalid_input');
  return body.error.fields;
}

describe('POST /api/vehicles', () => {
  it('adds a vehicle with type sedan by default and blank optional fields as null', async () => {
    const vehicle = await add(owner, { ...civic, nickname: '  ', color: 'Blue', licensePlate: ' 7ABC123 ' });
    expect(vehicle).toEqual({
      id: expect.any(String),
      ...civic,
      type: 'sedan',
      nickname: null,
      color: 'Blue',
      licensePlate: '7ABC123',
      notes: null,
      createdAt: expect.any(String),
    });
    expect(await list(owner)).toContainEqual(vehicle);
  });

  it.each([
    ['year 1899', { ...civic, year: 1899 }, { year: `Year must be between 1900 and ${maxYear}` }],
    ['year current + 2', { ...civic, year: maxYear + 1 }, { year: `Year must be between 1900 and ${maxYear}` }],
    ['a missing make', { model: 'Civic', year: 2020 }, { make: 'Make is required' }],
    ['a blank make', { ...civic, make: '   ' }, { make: 'Make is required' }],
    ['a missing model', { make: 'Honda', year: 2020 }, { model: 'Model is required' }],
    ['a missing year', { make: 'Honda', model: 'Civic' }, { year: 'Year is required' }],
    ['a text year', { ...civic, year: '2020' }, { year: 'Year is required' }],
    ['a fractional year', { ...civic, year: 2020.5 }, { year: 'Year must be a whole number' }],
    ['a bad type', { ...civic, type: 'boat' }, { type: 'Type must be one of sedan, suv, truck, van, sports, other' }],
    [
      'an overlong plate',
      { ...civic, licensePlate: 'P'.repeat(16) },
      { licensePlate: 'License plate must be at most 15 characters' },
    ],
  ])('refuses %s with its message', async (_case, body, fields) => {
    const before = (await list(owner)).length;
    expect(await refused(await callAs(t, owner, 'POST', '/api/vehicles', body))).toEqual(fields);
    expect(await list(owner)).toHaveLength(before);
  });

  it('accepts the bounds 1900 and next year, and every type', async () => {
    expect((await add(owner, { ...civic, year: 1900 })).year).toBe(1900);
    expect((await add(owner, { ...civic, year: maxYear, type: 'sports' })).type).toBe('sports');
    for (const type of ['suv', 'truck', 'van', 'other']) expect((await add(owner, { ...civic, type })).type).toBe(type);
  });

  it('refuses a body that is not JSON with a 400, not a 500', async () => {
    const response = await t.app.request(`${testOrigin}/api/vehicles`, {
      method: 'POST',
      headers: { origin: testOrigin, cookie: owner.cookie, 'content-type': 'application/json' },
      body: '{"make":',
    });
    expect(response.status).toBe(400);
  });

  it('never answers odd input with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        const response = await callAs(t, owner, 'POST', '/api/vehicles', body ?? null);
        return response.status === 201 || response.status === 400;
      }),
      { numRuns: 40 },
    );
  });
});

describe('GET /api/vehicles', () => {
  it("lists only the owner's vehicles, newest first", async () => {
    const fresh = await signedIn(t, 'owner');
    const first = await add(fresh, { ...civic, nickname: 'First' });
    const second = await add(fresh, { make: 'Ford', model: 'F-150', year: 2018, type: 'truck' });
    await add(otherOwner, { make: 'Tesla', model: 'Model 3', year: 2022 });
    expect((await list(fresh)).map((vehicle) => vehicle.id)).toEqual([second.id, first.id]);
  });
});

describe('GET, PATCH and DELETE /api/vehicles/:id', () => {
  it('reads, changes only the fields sent, clears with blank or null, and removes', async () => {
    const vehicle = await add(owner, { ...civic, nickname: 'Daily', color: 'Blue', notes: 'Roof rack' });
    const read = await callAs(t, owner, 'GET', `/api/vehicles/${vehicle.id}`);
    expect(await read.json()).toEqual({ vehicle });

    const patched = await callAs(t, owner, 'PATCH', `/api/vehicles/${vehicle.id}`, {
      color: 'Red',
      nickname: '',
      notes: null,
      type: 'suv',
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toEqual({
      vehicle: { ...vehicle, color: 'Red', nickname: null, notes: null, type: 'suv' },
    });

    expect((await callAs(t, owner, 'PATCH', `/api/vehicles/${vehicle.id}`, {})).status).toBe(200);

    const removed = await callAs(t, owner, 'DELETE', `/api/vehicles/${vehicle.id}`);
    expect(removed.status).toBe(204);
    expect((await callAs(t, owner, 'GET', `/api/vehicles/${vehicle.id}`)).status).toBe(404);
    expect((await callAs(t, owner, 'DELETE', `/api/vehicles/${vehicle.id}`)).status).toBe(404);
  });

  it('applies every rule to the fields sent', async () => {
    const vehicle = await add(owner);
    const path = `/api/vehicles/${vehicle.id}`;
    expect(await refused(await callAs(t, owner, 'PATCH', path, { year: 1899 }))).toEqual({
      year: `Year must be between 1900 and ${maxYear}`,
    });
    expect(await refused(await callAs(t, owner, 'PATCH', path, { year: maxYear + 1 }))).toEqual({
      year: `Year must be between 1900 and ${maxYear}`,
    });
    expect(await refused(await callAs(t, owner, 'PATCH', path, { make: '' }))).toEqual({ make: 'Make is required' });
    expect(await refused(await callAs(t, owner, 'PATCH', path, { model: null }))).toEqual({
      model: 'Model is required',
    });
    expect(await refused(await callAs(t, owner, 'PATCH', path, { type: 'boat' }))).toEqual({
      type: 'Type must be one of sedan, suv, truck, van, sports, other',
    });
    expect((await callAs(t, owner, 'GET', path)).status).toBe(200);
    expect(((await (await callAs(t, owner, 'GET', path)).json()) as { vehicle: unknown }).vehicle).toEqual(vehicle);
  });

  it("answers 404 for another owner's vehicle on read, update and delete, and leaves it alone", async () => {
    const theirs = await add(otherOwner, { ...civic, nickname: 'Theirs' });
    const path = `/api/vehicles/${theirs.id}`;
    expect((await callAs(t, owner, 'GET', path)).status).toBe(404);
    expect((await callAs(t, owner, 'PATCH', path, { nickname: 'Mine now' })).status).toBe(404);
    expect((await callAs(t, owner, 'DELETE', path)).status).toBe(404);
    expect(await list(otherOwner)).toContainEqual(theirs);
  });

  it('answers 404 for an id that does not exist, whatever it looks like', async () => {
    for (const id of ['no-such-vehicle', '00000000-0000-0000-0000-000000000000', "x'; drop table vehicles; --"]) {
      expect((await callAs(t, owner, 'GET', `/api/vehicles/${encodeURIComponent(id)}`)).status).toBe(404);
    }
  });
});

describe('who may manage vehicles', () => {
  it('refuses signed-out callers with 401 and the form’s message, before reading the body', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/vehicles', undefined],
      ['POST', '/api/vehicles', civic],
      ['POST', '/api/vehicles', { year: 1 }],
      ['GET', '/api/vehicles/any', undefined],
      ['PATCH', '/api/vehicles/any', { make: 'X' }],
      ['DELETE', '/api/vehicles/any', undefined],
    ] as const) {
      const response = await callAs(t, null, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'unauthorized', message: 'You must be logged in to manage vehicles' },
      });
    }
  });

  it('refuses washers with 403, even for a real vehicle id', async () => {
    const vehicle = await add(owner);
    for (const [method, path, body] of [
      ['GET', '/api/vehicles', undefined],
      ['POST', '/api/vehicles', civic],
      ['GET', `/api/vehicles/${vehicle.id}`, undefined],
      ['PATCH', `/api/vehicles/${vehicle.id}`, { make: 'X' }],
      ['DELETE', `/api/vehicles/${vehicle.id}`, undefined],
    ] as const) {
      expect((await callAs(t, washer, method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await callAs(t, owner, 'GET', `/api/vehicles/${vehicle.id}`)).status).toBe(200);
  });
});

describe('how many vehicles an owner keeps', () => {
  it(`refuses a vehicle past ${userCaps.vehicles} with a 409 saying why, and takes one again once one is removed`, async () => {
    const collector = await signedIn(t, 'owner');
    await t.database.db.insert(vehicles).values(
      Array.from({ length: userCaps.vehicles }, (_, index) => ({
        id: randomUUID(),
        ownerId: collector.id,
        make: 'Honda',
        model: `Civic ${index}`,
        year: 2020,
      })),
    );
    const refusedAdd = await callAs(t, collector, 'POST', '/api/vehicles', civic);
    expect(refusedAdd.status).toBe(409);
    expect(await refusedAdd.json()).toEqual({ error: { code: 'limit_reached', message: limitMessages.vehicles } });
    expect(await list(collector)).toHaveLength(userCaps.vehicles);

    const [oldest] = (await list(collector)).slice(-1);
    expect((await callAs(t, collector, 'DELETE', `/api/vehicles/${oldest?.id}`)).status).toBe(204);
    await add(collector);
    expect(await list(collector)).toHaveLength(userCaps.vehicles);
  });

  it('holds when adds race: never more than the cap', async () => {
    const racer = await signedIn(t, 'owner');
    const answers = await Promise.all(
      Array.from({ length: userCaps.vehicles + 5 }, () => callAs(t, racer, 'POST', '/api/vehicles', civic)),
    );
    expect(answers.filter((response) => response.status === 201)).toHaveLength(userCaps.vehicles);
    expect(answers.filter((response) => response.status === 409)).toHaveLength(5);
    expect(await list(racer)).toHaveLength(userCaps.vehicles);
  });
});
