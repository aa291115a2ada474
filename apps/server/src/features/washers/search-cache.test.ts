import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, dateInTimeZone, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import type { Db } from '../../db/client';
import {
  blockedTimes,
  galleryItems,
  reviews,
  searchChanges,
  user,
  washerProfiles,
  washerSchedules,
} from '../../db/schema';
import { offlineGeocoder } from '../../platform/geocoder/offline-geocoder';
import { insertAppointment } from '../../test/appointments';
import { dayFromToday } from '../../test/dates';
import { testDriver } from '../../test/test-db';
import { createTestApp, secondInstanceDb, type TestApp } from '../../test/test-app';
import { everyDay, insertWasher, separatePlaces } from '../../test/washers';
import { SearchCache, startSearchCache } from './search-cache';
import { searchWashers } from './search-service';

let t: TestApp;
const owner = { id: randomUUID() };
const denver = 'America/Denver';

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(user)
    .values({ id: owner.id, name: 'Olivia', email: `${owner.id}@example.com`, role: 'owner' });
});
afterAll(() => t.close());

const place = separatePlaces({ lat: 31, lng: -105 });

async function search(
  point: { lat: number; lng: number },
  window: { date: string; from: string; to: string } | null = null,
) {
  return searchWashers(t.database.db, offlineGeocoder(), {
    services: ['express-wash'],
    address: 'here',
    maxMiles: 5,
    ...point,
    ...(window && { ...window, tz: denver }),
  });
}
const names = async (point: { lat: number; lng: number }) =>
  (await search(point)).washers.map((washer) => washer.businessName);

describe('the search after a change, from memory kept between searches', () => {
  it('finds a washer added, and not one moved away, unconfirmed, offering other services or deleted, at once', async () => {
    const db = t.database.db;
    const point = place();
    expect(await names(point)).toEqual([]);
    const id = await insertWasher(db, { businessName: 'Shine', point });
    expect(await names(point)).toEqual(['Shine']);
    await db.update(washerProfiles).set({ businessName: 'Shine Again' }).where(eq(washerProfiles.userId, id));
    expect(await names(point)).toEqual(['Shine Again']);
    await db
      .update(washerProfiles)
      .set({ lat: point.lat + 1 })
      .where(eq(washerProfiles.userId, id));
    expect(await names(point)).toEqual([]);
    await db.update(washerProfiles).set({ lat: point.lat }).where(eq(washerProfiles.userId, id));
    await db.update(user).set({ emailVerified: false }).where(eq(user.id, id));
    expect(await names(point)).toEqual([]);
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
    expect(await names(point)).toEqual(['Shine Again']);
    await db
      .update(washerProfiles)
      .set({ selectedServices: ['clay-bar'] })
      .where(eq(washerProfiles.userId, id));
    expect(await names(point)).toEqual([]);
    await db
      .update(washerProfiles)
      .set({ selectedServices: ['express-wash'] })
      .where(eq(washerProfiles.userId, id));
    expect(await names(point)).toEqual(['Shine Again']);
    await db.delete(user).where(eq(user.id, id));
    expect(await names(point)).toEqual([]);
  });

  it('shows a new photo, rating and portfolio piece at once', async () => {
    const db = t.database.db;
    const point = place();
    const id = await insertWasher(db, { point });
    const card = async () => (await search(point)).washers[0];
    expect(await card()).toMatchObject({ photoUrl: null, rating: null, portfolio: [] });
    await db.update(user).set({ image: '/api/files/photo.webp' }).where(eq(user.id, id));
    expect((await card())?.photoUrl).toBe('/api/files/photo.webp');
    const appointmentId = await insertAppointment(db, { id }, owner, { status: 'completed' });
    await db.insert(reviews).values({ appointmentId, washerId: id, ownerId: owner.id, rating: 4 });
    expect((await card())?.rating).toEqual({ average: 4, count: 1 });
    await db.insert(galleryItems).values({ washerId: id, beforeKey: 'b.webp', beforeThumbKey: 'b-thumb.webp' });
    expect((await card())?.portfolio).toHaveLength(1);
    // A table emptied at once names no washer: everything kept is forgotten.
    await db.execute(sql`truncate ${galleryItems} cascade`);
    expect((await card())?.portfolio).toEqual([]);
  });

  it('finds the next free start again after a booking, a blocked time and new hours', async () => {
    const db = t.database.db;
    const point = place();
    const id = await insertWasher(db, { point });
    await db.insert(washerSchedules).values({
      washerId: id,
      weeklyHours: everyDay('09:00', '17:00'),
      timeZone: denver,
      calendarFeedSecret: randomUUID(),
    });
    const date = dayFromToday(2, denver);
    const window = { date, from: '09:00', to: '13:00' };
    const freeStart = async () => (await search(point, window)).washers[0]?.nextFreeStart ?? null;
    const at = (time: string) => zonedTimeToInstant(date, time, denver).toISOString();
    expect(await freeStart()).toBe(at('09:00'));
    // 09:00–10:00 booked: with travel time the next 60-minute job starts at 10:30.
    const booking = await insertAppointment(db, { id }, owner, {
      serviceDate: date,
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(await freeStart()).toBe(at('10:30'));
    await db
      .insert(blockedTimes)
      .values({ id: randomUUID(), washerId: id, date, startTime: '10:00', endTime: '13:00' });
    expect(await freeStart()).toBeNull();
    await db.delete(blockedTimes).where(eq(blockedTimes.washerId, id));
    await db.execute(sql`update appointments set status = 'cancelled' where id = ${booking}`);
    await db
      .update(washerSchedules)
      .set({ weeklyHours: everyDay('11:00', '17:00') })
      .where(eq(washerSchedules.washerId, id));
    expect(await freeStart()).toBe(at('11:00'));
  });
});

describe('the search cache', () => {
  it('hears of a change made through another instance of the same database', async () => {
    const second = await secondInstanceDb(t);
    try {
      const point = place();
      const id = await insertWasher(t.database.db, { businessName: 'Before', point });
      const here = new SearchCache(t.database.db);
      const there = new SearchCache(second.db);
      const namesIn = async (cache: SearchCache) => {
        await cache.refresh();
        const found = cache.points.nearest({ serviceIds: ['express-wash'], origin: point, maxMiles: 5 }, 10);
        const washers = await cache.washers(
          found.map((entry) => entry.washer.id),
          { first: dayFromToday(0), last: dayFromToday(7) },
          dayFromToday(0),
        );
        return [...washers.values()].map((washer) => washer.card.businessName);
      };
      expect(await namesIn(here)).toEqual(['Before']);
      expect(await namesIn(there)).toEqual(['Before']);
      await second.db.update(washerProfiles).set({ businessName: 'After' }).where(eq(washerProfiles.userId, id));
      expect(await namesIn(here)).toEqual(['After']);
      expect(await namesIn(there)).toEqual(['After']);
    } finally {
      await second.close();
    }
  });

  it('uses but does not keep a read that was under way when its washer changed', async () => {
    const db = t.database.db;
    const point = place();
    const id = await insertWasher(db, { businessName: 'Before', point });
    // The first query to answer after `hold` is handed over only once `release` is called: a read
    // that takes long. `answered` settles when it has answered, so the change comes after its snapshot.
    let hold = false;
    let release = () => undefined as void;
    let held = () => undefined as void;
    const answered = new Promise<void>((resolve) => (held = resolve));
    const slow = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
        return async (query: Parameters<Db['execute']>[0]) => {
          const answer = await target.execute(query);
          if (hold) {
            hold = false;
            const released = new Promise<void>((resolve) => (release = resolve));
            held();
            await released;
          }
          return answer;
        };
      },
    });
    const cache = new SearchCache(slow);
    const range = { first: dayFromToday(0), last: dayFromToday(7) };
    const nameOf = async (washers: Promise<Map<string, { card: { businessName: string } }>>) =>
      (await washers).get(id)?.card.businessName;
    await cache.refresh();
    hold = true;
    const underWay = nameOf(cache.washers([id], range, dayFromToday(0)));
    await answered;
    await db.update(washerProfiles).set({ businessName: 'After' }).where(eq(washerProfiles.userId, id));
    await cache.refresh();
    release();
    expect(await underWay).toBe('Before');
    expect(await nameOf(cache.washers([id], range, dayFromToday(0)))).toBe('After');
  });

  it('starts over after half a day without a look, as the changes it missed may be deleted by then', async () => {
    const db = t.database.db;
    const point = place();
    const id = await insertWasher(db, { businessName: 'Before', point });
    let now = Date.now();
    const cache = new SearchCache(db, { clock: () => now });
    const range = { first: dayFromToday(0), last: dayFromToday(7) };
    const nameNow = async () => {
      await cache.refresh();
      return (await cache.washers([id], range, dayFromToday(0))).get(id)?.card.businessName;
    };
    expect(await nameNow()).toBe('Before');
    await db.update(washerProfiles).set({ businessName: 'After' }).where(eq(washerProfiles.userId, id));
    await db.delete(searchChanges).where(eq(searchChanges.washerId, id));
    // Its change row is gone: a look soon after misses it, a look half a day later reads everything again.
    now += 60_000;
    expect(await nameNow()).toBe('Before');
    now += 12 * 3_600_000 + 60_000;
    expect(await nameNow()).toBe('After');
  });

  it('deletes changes older than a day', async () => {
    const db = t.database.db;
    const [old] = await db
      .insert(searchChanges)
      .values({ washerId: 'long-gone', changedAt: new Date(Date.now() - 25 * 3_600_000) })
      .returning();
    const [recent] = await db.insert(searchChanges).values({ washerId: 'just-changed' }).returning();
    await new SearchCache(db).refresh();
    const left = await db.select({ id: searchChanges.id }).from(searchChanges);
    expect(left.map((row) => row.id)).toContain(recent?.id);
    expect(left.map((row) => row.id)).not.toContain(old?.id);
  });
});

/** `db`, counting the statements run through it. */
function counted(db: Db) {
  let statements = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
      return (query: Parameters<Db['execute']>[0]) => {
        statements += 1;
        return target.execute(query);
      };
    },
  });
  return { db: proxy, statements: () => statements };
}

describe('the fill: every findable washer kept from the start', () => {
  it('reads every findable washer in batches, so a search reads none of them, and not those nobody can find', async () => {
    const db = t.database.db;
    const point = place();
    const findable = [
      await insertWasher(db, { businessName: 'One', point }),
      await insertWasher(db, { businessName: 'Two', point: null }),
      await insertWasher(db, { businessName: 'Three', point }),
    ];
    const unconfirmed = await insertWasher(db, { businessName: 'Unconfirmed', point, emailVerified: false });
    const counter = counted(db);
    const cache = new SearchCache(counter.db, { fill: { batchSize: 2 } });
    await cache.refresh();
    await cache.filled;
    const before = counter.statements();
    // From the day before yesterday (UTC; owners west of it) to 16 days ahead: what searches this fortnight ask for.
    const today = dateInTimeZone(new Date(), 'UTC');
    const range = { first: addDays(today, -2), last: addDays(today, 16) };
    const kept = await cache.washers(findable, range, today);
    expect(counter.statements()).toBe(before);
    expect(findable.map((id) => kept.get(id)?.card.businessName)).toEqual(['One', 'Two', 'Three']);
    expect((await cache.washers([unconfirmed], range, today)).has(unconfirmed)).toBe(false);
    expect(counter.statements()).toBe(before + 1);
    // A calendar further ahead than the fill read is read when asked for.
    await cache.washers(findable, { first: today, last: addDays(today, 17) }, today);
    expect(counter.statements()).toBe(before + 2);
  });

  it('is filled from a server start, which logs it', async () => {
    const lines: string[] = [];
    const stop = startSearchCache(t.database.db, pino({}, { write: (line: string) => lines.push(line) }));
    try {
      await vi.waitFor(() => expect(lines.join('')).toContain('search cache filled'));
    } finally {
      await stop();
    }
  });

  it('answers a change made after the fill, and fills again on a new day', async () => {
    const db = t.database.db;
    const point = place();
    const id = await insertWasher(db, { businessName: 'Before', point });
    let now = Date.now();
    const counter = counted(db);
    const cache = new SearchCache(counter.db, { clock: () => now, fill: { batchSize: 2 } });
    await cache.refresh();
    await cache.filled;
    await db.update(washerProfiles).set({ businessName: 'After' }).where(eq(washerProfiles.userId, id));
    await cache.refresh();
    const today = dateInTimeZone(new Date(now), 'UTC');
    expect((await cache.washers([id], { first: today, last: today }, today)).get(id)?.card.businessName).toBe('After');
    // Looks through the next day and a half, none of them half a day apart: the day's new fill
    // keeps calendars to 16 days from the new day.
    for (let hours = 0; hours < 36; hours += 11) {
      now += 11 * 3_600_000;
      await cache.refresh();
    }
    await cache.filled;
    const later = dateInTimeZone(new Date(now), 'UTC');
    const before = counter.statements();
    await cache.washers([id], { first: later, last: addDays(later, 16) }, later);
    expect(counter.statements()).toBe(before);
  });
});

/** A connection of its own to `db`'s PostgreSQL database, for a transaction beside the pool's. */
async function connectionBeside(db: Db): Promise<pg.Client> {
  const url = (db as unknown as { $client: { options: { connectionString: string } } }).$client.options
    .connectionString;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

// PGlite has one connection: no transaction there can be under way while another statement runs.
if (testDriver === 'postgres') {
  describe('the search cache on a server with many connections', () => {
    it('hears of a change committed after a look by a transaction that began before it', async () => {
      const db = t.database.db;
      const point = place();
      const early = await insertWasher(db, { businessName: 'Early', point });
      const other = await insertWasher(db, { businessName: 'Other', point });
      const cache = new SearchCache(db);
      const range = { first: dayFromToday(0), last: dayFromToday(7) };
      const namesNow = async () => {
        await cache.refresh();
        const washers = await cache.washers([early, other], range, dayFromToday(0));
        return [early, other].map((id) => washers.get(id)?.card.businessName);
      };
      expect(await namesNow()).toEqual(['Early', 'Other']);
      const slow = await connectionBeside(db);
      try {
        await slow.query('begin');
        await slow.query(`update washer_profiles set business_name = 'Early, renamed' where user_id = $1`, [early]);
        // A later change commits first: its row comes after the open transaction's.
        await db.update(washerProfiles).set({ businessName: 'Other, renamed' }).where(eq(washerProfiles.userId, other));
        expect(await namesNow()).toEqual(['Early', 'Other, renamed']);
        await slow.query('commit');
        expect(await namesNow()).toEqual(['Early, renamed', 'Other, renamed']);
      } finally {
        await slow.end();
      }
    });

    it('starts over once for a table emptied while an older transaction stays open, not at every look', async () => {
      const db = t.database.db;
      const counter = counted(db);
      const cache = new SearchCache(counter.db);
      const backup = await connectionBeside(db);
      try {
        // A transaction with an id holds every snapshot's xmin at or before it until it ends.
        await backup.query('begin');
        await backup.query('select pg_current_xact_id()');
        await cache.refresh();
        await db.execute(sql`truncate ${galleryItems} cascade`);
        const beforeReset = counter.statements();
        await cache.refresh();
        // The look, then a start over: the snapshot's xmin and every washer's point.
        expect(counter.statements()).toBe(beforeReset + 3);
        await cache.refresh();
        expect(counter.statements()).toBe(beforeReset + 4);
      } finally {
        await backup.query('rollback');
        await backup.end();
      }
    });
  });
}
