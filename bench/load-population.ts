// The population `npm run bench:load` drives: the demo set (docs/demo-data.md) written many times
// over, each copy with its own ids, emails and calendar secrets and its places moved a little, so
// a database holds over 10,000 accounts with everything a real one has: owners with vehicles,
// requests, appointments and reviews; washers with profiles, working weeks, bookings and galleries.
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Database } from '../apps/server/src/db/client';
import {
  account,
  appointmentCompletions,
  appointments,
  galleryItems,
  messages,
  profiles,
  quoteRequests,
  quoteResponses,
  reviews,
  user,
  vehicles,
  washerProfiles,
  washerSchedules,
} from '../apps/server/src/db/schema';
import { demoPassword } from '../apps/server/src/demo/demo-accounts';
import { renderDemoPhotos } from '../apps/server/src/demo/demo-images';
import type { DemoRows } from '../apps/server/src/demo/demo-rows';
import { buildDemoSet } from '../apps/server/src/demo/demo-set';
import { offlineGeocoder } from '../apps/server/src/platform/geocoder/offline-geocoder';

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest table. */
const rowsPerInsert = 500;
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

async function insertAll(database: Database, rows: DemoRows): Promise<void> {
  const db = database.db;
  // Parents before children, as the foreign keys need.
  const tables = [
    [user, rows.users],
    [account, rows.accounts],
    [washerProfiles, rows.washerProfiles],
    [washerSchedules, rows.washerSchedules],
    [profiles, rows.profiles],
    [vehicles, rows.vehicles],
    [quoteRequests, rows.quoteRequests],
    [quoteResponses, rows.quoteResponses],
    [appointments, rows.appointments],
    [appointmentCompletions, rows.appointmentCompletions],
    [reviews, rows.reviews],
    [messages, rows.messages],
    [galleryItems, rows.galleryItems],
  ] as const;
  for (const [table, tableRows] of tables) {
    for (let first = 0; first < tableRows.length; first += rowsPerInsert) {
      // Each pair above holds a table and its own rows; TypeScript cannot follow that through the loop.
      await db.insert(table).values(tableRows.slice(first, first + rowsPerInsert) as never[]);
    }
  }
}

/** A fixed-seed generator (Park–Miller), so every run places the copies alike. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

export type Population = { copies: number; users: number; rows: number };

/** Writes copies of the demo set until at least `minUsers` accounts exist; photos are left out. */
export async function writePopulation(database: Database, minUsers: number): Promise<Population> {
  const geocoder = offlineGeocoder();
  const [passwordHash, photos] = await Promise.all([hashPassword(demoPassword), renderDemoPhotos()]);
  const points = new Map<string, Awaited<ReturnType<typeof geocoder.geocode>>>();
  const pointOf = (address: string) => points.get(address) ?? null;
  // The demo set names its places by address; geocoded once, as the demo loader does.
  const probe = buildDemoSet({ now: new Date(), passwordHash, pointOf: () => null, photos });
  const addresses = new Set([
    ...probe.rows.washerProfiles.map((row) => row.address),
    ...probe.rows.profiles.map((row) => row.address),
    ...probe.rows.quoteRequests.map((row) => row.address),
  ]);
  for (const address of addresses) if (address) points.set(address, await geocoder.geocode(address));

  const { rows } = buildDemoSet({ now: new Date(), passwordHash, pointOf, photos });
  const copies = Math.ceil(minUsers / rows.users.length);
  const random = generator(7);
  let written = 0;
  for (let copy = 0; copy < copies; copy += 1) {
    const next = copyOf(rows, copy, random);
    await insertAll(database, next);
    written += Object.values(next).reduce((sum, tableRows) => sum + tableRows.length, 0);
  }
  return { copies, users: copies * rows.users.length, rows: written };
}
