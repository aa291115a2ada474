// The population `npm run bench:load` drives and the test of query plans reads: the demo set
// (docs/demo-data.md) written many times over, each copy with its own ids, emails and calendar
// secrets and its places moved a little, so a database holds thousands of accounts with everything
// a real one has: owners with vehicles, requests, appointments and reviews; washers with profiles,
// working weeks, bookings and galleries.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { DemoRows } from './demo-rows';
import { geocodedDemoSet, insertDemoRows } from './load-demo-data';
import { offlineGeocoder } from '../platform/geocoder/offline-geocoder';
import { seededRandom } from './seeded-random';

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** How far a copy's places move: up to about 2 miles, so copies of a washer do not stack on one point. */
const jitterDegrees = 0.03;

/** The email of `email`'s account in copy `copy`: copy 0 keeps the demo set's own. */
export function copyEmail(email: string, copy: number): string {
  return copy === 0 ? email : email.replace('@', `+${copy}@`);
}

/** Every uuid in `value` (also inside keys and JSON) replaced by this copy's own; dates kept. */
function remapped<T>(value: T, ids: Map<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(uuidPattern, (id) => {
      const mapped = ids.get(id) ?? randomUUID();
      ids.set(id, mapped);
      return mapped;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => remapped(item, ids)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, remapped(item, ids)])) as T;
}

function jittered<T extends { lat?: number | null; lng?: number | null }>(row: T, random: () => number): T {
  if (row.lat == null || row.lng == null) return row;
  return {
    ...row,
    lat: row.lat + (random() - 0.5) * 2 * jitterDegrees,
    lng: row.lng + (random() - 0.5) * 2 * jitterDegrees,
  };
}

function copyOf(rows: DemoRows, copy: number, random: () => number): DemoRows {
  if (copy === 0) return rows;
  const next = remapped(rows, new Map());
  return {
    ...next,
    users: next.users.map((row) => ({ ...row, email: copyEmail(row.email, copy) })),
    washerSchedules: next.washerSchedules.map((row) => ({
      ...row,
      calendarFeedSecret: randomBytes(32).toString('base64url'),
    })),
    washerProfiles: next.washerProfiles.map((row) => jittered(row, random)),
    profiles: next.profiles.map((row) => jittered(row, random)),
    quoteRequests: next.quoteRequests.map((row) => jittered(row, random)),
  };
}

export type Population = { copies: number; users: number; rows: number };

/** Writes copies of the demo set until at least `minUsers` accounts exist; photos are left out. */
export async function writePopulation(database: Database, minUsers: number): Promise<Population> {
  // Placed as `npm start` places the demo: by the gazetteer, the same on every machine.
  const { rows } = await geocodedDemoSet(offlineGeocoder(), new Date());
  const copies = Math.ceil(minUsers / rows.users.length);
  const random = seededRandom(7);
  let written = 0;
  for (let copy = 0; copy < copies; copy += 1) {
    const next = copyOf(rows, copy, random);
    await insertDemoRows(database.db, next);
    written += Object.values(next).reduce((sum, tableRows) => sum + tableRows.length, 0);
  }
  return { copies, users: copies * rows.users.length, rows: written };
}
