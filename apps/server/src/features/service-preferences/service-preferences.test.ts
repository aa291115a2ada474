import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePreferencesMessages, type ServicePreferences } from '@sudsy/domain/service-preferences';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedIn;
let otherOwner: SignedIn;
let washer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, washer] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'owner'), signedIn(t, 'washer')]);
});
afterAll(() => t.close());

const path = '/api/service-preferences';

async function addVehicle(who: SignedIn): Promise<string> {
  const response = await callAs(t, who, 'POST', '/api/vehicles', { make: 'Honda', model: 'Civic', year: 2020 });
  return ((await response.json()) as { vehicle: { id: string } }).vehicle.id;
}

async function read(who: SignedIn): Promise<ServicePreferences | null> {
  const response = await callAs(t, who, 'GET', path);
  expect(response.status).toBe(200);
  return ((await response.json()) as { preferences: ServicePreferences | null }).preferences;
}

describe('/api/service-preferences', () => {
  it("keeps an owner's services, vehicle and time, theirs alone", async () => {
    expect(await read(owner)).toBeNull();
    const preferences = {
      serviceIds: ['full-detail', 'pet-hair-removal'],
      vehicleId: await addVehicle(owner),
      preferredTime: '09:30',
    };
    const response = await callAs(t, owner, 'PUT', path, preferences);
    expect(response.status).toBe(200);
    expect(await read(owner)).toEqual(preferences);
    expect(await read(otherOwner)).toBeNull();
  });

  it("refuses another owner's vehicle as if it did not exist", async () => {
    const theirs = await addVehicle(otherOwner);
    const response = await callAs(t, owner, 'PUT', path, { serviceIds: [], vehicleId: theirs, preferredTime: null });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      vehicleId: servicePreferencesMessages.unknownVehicle,
    });
  });

  it('forgets a preferred vehicle once it is removed', async () => {
    const vehicleId = await addVehicle(otherOwner);
    await callAs(t, otherOwner, 'PUT', path, { serviceIds: ['express-wash'], vehicleId, preferredTime: null });
    expect((await callAs(t, otherOwner, 'DELETE', `/api/vehicles/${vehicleId}`)).status).toBe(204);
    expect(await read(otherOwner)).toEqual({ serviceIds: ['express-wash'], vehicleId: null, preferredTime: null });
  });

  it('refuses services outside the catalogue and times the request form does not offer', async () => {
    const bad = await callAs(t, owner, 'PUT', path, {
      serviceIds: ['moon-polish'],
      vehicleId: null,
      preferredTime: '23:30',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'serviceIds.0': servicePreferencesMessages.unknownService,
      preferredTime: servicePreferencesMessages.timeOption,
    });
  });

  it('is for car owners: 401 signed out, 403 for washers', async () => {
    expect((await callAs(t, null, 'GET', path)).status).toBe(401);
    expect((await callAs(t, washer, 'GET', path)).status).toBe(403);
    expect(
      (await callAs(t, washer, 'PUT', path, { serviceIds: [], vehicleId: null, preferredTime: null })).status,
    ).toBe(403);
  });
});
