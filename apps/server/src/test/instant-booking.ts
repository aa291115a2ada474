import { expect } from 'vitest';
import type { FreeSlots } from '@sudsy/domain/instant-booking';
import type { VehicleInput } from '@sudsy/domain/vehicle';
import { callAs, type SignedIn } from './accounts';
import { payingOwner, washerWithProfile } from './bookings';
import type { TestApp } from './test-app';

// Instant booking as its API tests and the recurring washes' drive it.

export const instantSettingsPath = '/api/washer-profile/instant-booking';

export type OwnerWithVehicle = SignedIn & { vehicleId: string };

/**
 * An owner who can book (a card saved, with payments on) with one car: a 2020 Honda Civic unless
 * `car` says otherwise (its type, say).
 */
export async function ownerWithVehicle(t: TestApp, car: Partial<VehicleInput> = {}): Promise<OwnerWithVehicle> {
  const owner = await payingOwner(t);
  const body = { make: 'Honda', model: 'Civic', year: 2020, ...car };
  const response = await callAs(t, owner, 'POST', '/api/vehicles', body);
  const { vehicle } = (await response.json()) as { vehicle: { id: string } };
  return { ...owner, vehicleId: vehicle.id };
}

export async function slotsOf(t: TestApp, washer: SignedIn, services = 'express-wash'): Promise<FreeSlots> {
  const response = await callAs(t, null, 'GET', `/api/washers/${washer.id}/free-slots?services=${services}`);
  expect(response.status).toBe(200);
  return (await response.json()) as FreeSlots;
}

/** The owner books the washer's express wash at `start` at once; `overrides` change the body. */
export function bookInstantly(t: TestApp, owner: OwnerWithVehicle, washer: SignedIn, start: string, overrides = {}) {
  return callAs(t, owner, 'POST', `/api/washers/${washer.id}/instant-bookings`, {
    serviceIds: ['express-wash'],
    start,
    vehicleId: owner.vehicleId,
    address: '600 Congress Ave, Austin, TX 78701',
    notes: 'Gate code 1234',
    ...overrides,
  });
}

/** A washer with a public page who takes instant bookings with this notice. */
export async function instantWasher(t: TestApp, noticeHours = 2): Promise<SignedIn> {
  const washer = await washerWithProfile(t);
  expect((await callAs(t, washer, 'PUT', instantSettingsPath, { enabled: true, noticeHours })).status).toBe(200);
  return washer;
}
