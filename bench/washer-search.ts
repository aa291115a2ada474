// `npm run bench:search`: the washer search on 100,000 washers placed where people live.
// For PGlite and, when one answers, a PostgreSQL server: bulk-loads the washers and half of them a
// calendar (working hours, blocked time and bookings on the days searched), runs 1,000 searches
// drawn the same way through the server's search in-process (the grid of washers kept in memory,
// the cards and calendars of the washers found, kept or read, their next free start, the shaping
// of its rows) and through HTTP (the built server), each followed by the same search with the free-time filter (a date and a window),
// then does the first few the naive way (load every profile, filter and sort in JavaScript) on the
// same data. Prints p50/p95 and the ratios, and writes them to docs/benchmarks.md. Targets: p95 ≤
// 10 ms through HTTP on both databases, ≤ 15 ms with the free-time filter; in-process p95 ≤ 20 ms
// on PGlite, ≥ 50× faster than the naive way.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { weekdayOf } from '@sudsy/domain/booking';
import { catalogue } from '@sudsy/domain/catalogue';
import type { DatedSlot } from '@sudsy/domain/free-time';
import { addDays, dateInTimeZone, defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { fromMinutes, toMinutes, weekdays, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import type { Coordinates, ServiceOffering } from '@sudsy/domain/washer-profile';
import { compareDistance, matchesSearch, searchDistanceMiles, searchServicePrices } from '@sudsy/domain/washer-search';
import { openPglite, type Database } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { searchCacheOf } from '../apps/server/src/features/washers/search-cache';
import { searchWashers, type SearchInput } from '../apps/server/src/features/washers/search-service';
import { gazetteer } from '../apps/server/src/platform/geocoder/gazetteer';
import { offlineGeocoder } from '../apps/server/src/platform/geocoder/offline-geocoder';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { adminUrl, postgresDatabase } from './bench-postgres';
import { startServer } from './bench-server';
import { writeBenchmarkSection } from './docs-section';
import { seededRandom } from '../apps/server/src/demo/seeded-random';

const washerCount = 100_000;
const searchCount = 1_000;
/**
 * The naive way reads all 100,000 profiles per search, seconds each, and nearly the same work
 * every time; the first few of the same searches show it while keeping the run short.
 */
const naiveWaySearches = 10;
const warmUpSearches = 50;
/** p95 through HTTP on both databases, city centres included (docs/product.md, "Finding washers"). */
const httpTargetMs = 10;
/** p95 through HTTP on both databases of the search with a date and a window (the free-time issue's acceptance). */
const freeTimeHttpTargetMs = 15;
/** Of the washers, the share who saved their hours; the rest keep the defaults, in Los Angeles, and take no bookings. */
const calendarShare = 0.5;
/**
 * Bookings and blocks fall on today and the next days: the week in which the plain search finds
 * each washer's next free start, which holds the free-time searches' dates (1–5 days ahead).
 */
const calendarDays = 8;
const benchOwnerId = 'bench-owner';
const batchSize = 5_000;

type Washer = {
  id: string;
  point: Coordinates;
  workRadiusMiles: number;
  experienceYears: number;
  offerings: ServiceOffering[];
};

// US ZIP points (the gazetteer's), so washers and searches fall where people live, not in the sea.
const places = gazetteer()
  .zipsWithPrefix('', 100_000)
  .filter((place) => place.point.lat > 24 && place.point.lat < 50 && place.point.lng > -125 && place.point.lng < -66);

function usPoint(random: () => number): Coordinates {
  const place = places[Math.floor(random() * places.length)] ?? places[0];
  if (!place) throw new Error('the gazetteer has no US places');
  // Up to ~10 miles from the ZIP's point.
  return { lat: place.point.lat + (random() - 0.5) * 0.3, lng: place.point.lng + (random() - 0.5) * 0.3 };
}

// The 300 largest cities, weighted by their ZIP count (a stand-in for population): New York,
// Houston or Los Angeles draw many times more washers and searches than a small town.
const cities = [...'abcdefghijklmnopqrstuvwxyz']
  .flatMap((letter) => gazetteer().citiesWithPrefix(letter, null, 300))
  .filter((city) => city.point.lat > 24 && city.point.lat < 50 && city.point.lng > -125 && city.point.lng < -66)
  .sort((a, b) => b.zipCount - a.zipCount)
  .slice(0, 300);
const cumulativeZips = cities.reduce<number[]>((sums, city) => [...sums, (sums.at(-1) ?? 0) + city.zipCount], []);
/** Of the washers and searches, the share in and around those cities; the rest fall on any ZIP. */
const metroShare = 0.75;

/** A normally distributed offset (Box–Muller), so a metro is densest at its centre. */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Where people are: mostly around large cities, by size, dense at their centres; otherwise anywhere. */
function pointNearPeople(random: () => number): Coordinates {
  if (random() >= metroShare) return usPoint(random);
  const drawn = random() * (cumulativeZips.at(-1) ?? 0);
  const city = cities[cumulativeZips.findIndex((sum) => sum > drawn)] ?? cities[0];
  if (!city) throw new Error('the gazetteer has no cities');
  // About 5 miles standard deviation around the city's point.
  return { lat: city.point.lat + gaussian(random) * 0.07, lng: city.point.lng + gaussian(random) * 0.09 };
}

function pick<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return chosen;
}

function makeWashers(): Washer[] {
  const random = seededRandom(42);
  return Array.from({ length: washerCount }, (_, index) => ({
    id: `bench-${index}`,
    point: pointNearPeople(random),
    workRadiusMiles: 5 + Math.floor(random() * 46),
    experienceYears: Math.floor(random() * 30),
    offerings: pick(catalogue, 2 + Math.floor(random() * 7), random).map((service) => {
      const minPriceCents = Math.round((service.basePriceCents * (0.8 + random() * 0.6)) / 100) * 100;
      return {
        serviceId: service.id,
        minPriceCents,
        maxPriceCents: Math.round(minPriceCents * 1.5),
        estimatedMinutes: service.estimatedMinutes,
      };
    }),
  }));
}

function makeSearches(): SearchInput[] {
  const random = seededRandom(7);
  return Array.from({ length: searchCount }, () => {
    const point = pointNearPeople(random);
    return {
      services: pick(catalogue, 1 + Math.floor(random() * 3), random).map((service) => service.id),
      address: 'bench',
      maxMiles: 1 + Math.floor(random() * 50),
      lat: point.lat,
      lng: point.lng,
    };
  });
}

/** The US zone of a point, by longitude: near enough for where washers work and owners search. */
function zoneOf(point: Coordinates): string {
  if (point.lng < -114.5) return 'America/Los_Angeles';
  if (point.lng < -102) return 'America/Denver';
  if (point.lng < -87.5) return 'America/Chicago';
  return 'America/New_York';
}

/** The same searches with the free-time filter: a day 1–5 days ahead, 2–4 hours from 07:00–15:00, in the owner's zone. */
function withFreeTime(searches: SearchInput[], today: string): SearchInput[] {
  const random = seededRandom(23);
  return searches.map((search) => {
    const from = 7 * 60 + 30 * Math.floor(random() * 17);
    return {
      ...search,
      date: addDays(today, 1 + Math.floor(random() * 5)),
      from: fromMinutes(from),
      to: fromMinutes(from + 120 + 30 * Math.floor(random() * 5)),
      tz: zoneOf({ lat: search.lat ?? 0, lng: search.lng ?? 0 }),
    };
  });
}

type Calendar = {
  washerId: string;
  timeZone: string;
  hours: WeeklyAvailability;
  blocks: DatedSlot[];
  jobs: DatedSlot[];
};

/** Hours as washers set them: 6–10 hours from 06:00–10:00, one or two days off, some with an hour off at midday. */
function makeHours(random: () => number): WeeklyAvailability {
  const start = 6 * 60 + 30 * Math.floor(random() * 9);
  const end = start + 6 * 60 + 30 * Math.floor(random() * 9);
  const midday = start + 30 * Math.floor((end - start) / 60);
  const slots = random() < 0.3 ? [[start, midday] as const, [midday + 60, end] as const] : [[start, end] as const];
  const timeSlots = slots.map(([from, to]) => ({ start: fromMinutes(from), end: fromMinutes(to) }));
  const daysOff = pick(weekdays, 1 + Math.floor(random() * 2), random);
  return Object.fromEntries(
    weekdays.map((day) => [day, { enabled: !daysOff.includes(day), timeSlots }]),
  ) as WeeklyAvailability;
}

/**
 * A working day's calendar: now and then a day off (blocked whole); otherwise 0–3 jobs of 1–3
 * hours, at least an hour apart for travel, and among them sometimes an hour or two blocked.
 */
function makeDay(hours: WeeklyAvailability, date: string, random: () => number): Pick<Calendar, 'blocks' | 'jobs'> {
  const day = hours[weekdayOf(date)];
  if (!day.enabled) return { blocks: [], jobs: [] };
  if (random() < 0.05) return { blocks: [{ date, start: '00:00', end: '24:00' }], jobs: [] };
  const blocks: DatedSlot[] = [];
  const jobs: DatedSlot[] = [];
  let remaining = Math.floor(random() * 4);
  for (const slot of day.timeSlots) {
    let at = toMinutes(slot.start) + 30 * Math.floor(random() * 4);
    while (remaining > 0) {
      const end = at + 60 + 30 * Math.floor(random() * 5);
      if (end > toMinutes(slot.end)) break;
      (random() < 0.15 ? blocks : jobs).push({ date, start: fromMinutes(at), end: fromMinutes(end) });
      remaining -= 1;
      at = end + 60 + 30 * Math.floor(random() * 3);
    }
  }
  return { blocks, jobs };
}

/** Calendars for a share of the washers, in their zone, with blocks and bookings from `today` for calendarDays days. */
function makeCalendars(washers: Washer[], today: string): Calendar[] {
  const random = seededRandom(11);
  return washers
    .filter(() => random() < calendarShare)
    .map((washer) => {
      const hours = makeHours(random);
      const days = Array.from({ length: calendarDays }, (_, offset) => makeDay(hours, addDays(today, offset), random));
      return {
        washerId: washer.id,
        timeZone: zoneOf(washer.point),
        hours,
        blocks: days.flatMap((day) => day.blocks),
        jobs: days.flatMap((day) => day.jobs),
      };
    });
}

/** The calendars, batched like the washers: hours, then blocks and bookings (all of one bench owner). */
async function loadCalendars(database: Database, calendars: Calendar[]): Promise<void> {
  const inBatches = async (rows: object[], insert: (json: string) => SQL) => {
    for (let start = 0; start < rows.length; start += batchSize)
      await database.db.execute(insert(JSON.stringify(rows.slice(start, start + batchSize))));
  };
  const slots = (of: (calendar: Calendar) => DatedSlot[]) =>
    calendars.flatMap((calendar) =>
      of(calendar).map((slot) => ({
        washer_id: calendar.washerId,
        date: slot.date,
        start_time: slot.start,
        end_time: slot.end,
      })),
    );
  await database.db.execute(sql`insert into "user" (id, name, email, email_verified, role)
    values (${benchOwnerId}, 'Bench owner', 'owner@bench.example', true, 'owner')`);
  await inBatches(
    calendars.map((calendar) => ({ washer_id: calendar.washerId, hours: calendar.hours, zone: calendar.timeZone })),
    (json) => sql`insert into washer_schedules (washer_id, weekly_hours, time_zone, calendar_feed_secret)
      select washer_id, hours, zone, 'bench-' || washer_id
      from json_to_recordset(${json}::json) as r(washer_id text, hours jsonb, zone text)`,
  );
  await inBatches(
    slots((calendar) => calendar.blocks),
    (json) => sql`insert into blocked_times (id, washer_id, date, start_time, end_time, reason)
      select gen_random_uuid(), washer_id, date, start_time, end_time, 'Bench block'
      from json_to_recordset(${json}::json) as r(washer_id text, date date, start_time text, end_time text)`,
  );
  await inBatches(
    slots((calendar) => calendar.jobs),
    (json) => sql`insert into appointments
        (washer_id, owner_id, vehicle_description, address, service_date, start_time, end_time, owner_name)
      select washer_id, ${benchOwnerId}, 'Bench car', 'Somewhere, USA', date, start_time, end_time, 'Bench owner'
      from json_to_recordset(${json}::json) as r(washer_id text, date date, start_time text, end_time text)`,
  );
}

/** Rows go in as one JSON parameter per batch, unpacked by json_to_recordset: one round trip per 5,000 washers. */
async function load(database: Database, washers: Washer[]): Promise<void> {
  for (let start = 0; start < washers.length; start += batchSize) {
    const batch = washers.slice(start, start + batchSize);
    const users = JSON.stringify(batch.map((washer) => ({ id: washer.id, email: `${washer.id}@bench.example` })));
    await database.db.execute(sql`insert into "user" (id, name, email, email_verified, role)
      select id, 'Bench washer', email, true, 'washer' from json_to_recordset(${users}::json) as r(id text, email text)`);
    const rows = JSON.stringify(
      batch.map((washer) => ({
        user_id: washer.id,
        business_name: `Washer ${washer.id}`,
        experience_years: washer.experienceYears,
        work_radius_miles: washer.workRadiusMiles,
        lat: washer.point.lat,
        lng: washer.point.lng,
        offerings: washer.offerings,
        services: washer.offerings.map((offering) => offering.serviceId),
      })),
    );
    await database.db.execute(sql`insert into washer_profiles
        (user_id, business_name, bio, experience_years, work_radius_miles, address, lat, lng, service_offerings, selected_services)
      select user_id, business_name, 'A bench washer.', experience_years, work_radius_miles, 'Somewhere, USA', lat, lng, offerings,
        array(select json_array_elements_text(services))
      from json_to_recordset(${rows}::json)
        as r(user_id text, business_name text, experience_years int, work_radius_miles int, lat float8, lng float8, offerings jsonb, services json)`);
  }
}

type ProfileRow = {
  user_id: string;
  lat: number | null;
  lng: number | null;
  work_radius_miles: number;
  experience_years: number;
  selected_services: string[];
  service_offerings: ServiceOffering[];
};

/** The search done naively: every profile with services and an address, then filter, measure and sort in JavaScript. */
async function naiveWay(database: Database, search: SearchInput): Promise<number> {
  const result = await database.db.execute(
    sql`select * from washer_profiles where selected_services is not null and address is not null`,
  );
  const origin = search.lat !== undefined && search.lng !== undefined ? { lat: search.lat, lng: search.lng } : null;
  const found = (result.rows as ProfileRow[])
    .map((row) => {
      const point = row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng };
      return { row, point, offeredServiceIds: row.selected_services, workRadiusMiles: row.work_radius_miles };
    })
    .filter((candidate) => matchesSearch(candidate, { serviceIds: search.services, origin, maxMiles: search.maxMiles }))
    .map((candidate) => ({
      ...candidate,
      distanceMiles: searchDistanceMiles(origin, candidate.point),
      ...searchServicePrices(search.services, candidate.row.selected_services, candidate.row.service_offerings, []),
    }))
    .sort((a, b) => compareDistance(a.distanceMiles, b.distanceMiles));
  return found.length;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;

type Times = { p50: number; p95: number };
/** Each search plain and with the free-time filter. */
type Kind = 'plain' | 'freeTime';
type Searches = Record<Kind, SearchInput[]>;

const firstOf = (searches: Searches, count: number): Searches => ({
  plain: searches.plain.slice(0, count),
  freeTime: searches.freeTime.slice(0, count),
});

/**
 * The i-th search of every kind, then the next: on a shared, noisy machine every kind meets the
 * same moments, so their ratio holds even when the absolute figures drift.
 */
async function time<K extends string>(
  kinds: Record<K, SearchInput[]>,
  run: (search: SearchInput, kind: K) => Promise<unknown>,
): Promise<Record<K, Times>> {
  const lists = Object.entries(kinds) as [K, SearchInput[]][];
  const durations = lists.map((): number[] => []);
  const longest = Math.max(...lists.map(([, runs]) => runs.length));
  for (let index = 0; index < longest; index++) {
    for (const [at, [kind, runs]] of lists.entries()) {
      const search = runs[index];
      if (!search) continue;
      const started = performance.now();
      await run(search, kind);
      durations[at]?.push(performance.now() - started);
    }
  }
  return Object.fromEntries(
    lists.map(([kind], at) => {
      const sorted = (durations[at] ?? []).sort((a, b) => a - b);
      return [kind, { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) }];
    }),
  ) as Record<K, Times>;
}

type Figures = {
  driver: string;
  loadSeconds: number;
  /** From the first look to every washer kept, in-process. */
  fillSeconds: number;
  search: Record<Kind, Times>;
  /** The same searches through the built server's HTTP API. */
  http?: Record<Kind, Times>;
  naive: Times;
  meanFound: Record<Kind, number>;
};

async function bench(
  driver: string,
  database: Database,
  washers: Washer[],
  calendars: Calendar[],
  searches: Searches,
): Promise<Figures> {
  await runMigrations(database);
  const loadStarted = performance.now();
  await load(database, washers);
  const calendarsStarted = performance.now();
  await loadCalendars(database, calendars);
  // What autovacuum does on a server after a bulk load; PGlite has no autovacuum, so it is run here for both.
  await database.db.execute(sql`analyze`);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  console.log(
    `${driver}: loaded ${washers.length.toLocaleString('en-US')} washers and ${calendars.length.toLocaleString('en-US')} calendars ` +
      `in ${loadSeconds.toFixed(1)} s (calendars ${((performance.now() - calendarsStarted) / 1000).toFixed(1)} s)`,
  );

  const geocoder = offlineGeocoder();
  // What a server does from start (startSearchCache): read the points, then every washer in batches.
  const fillStarted = performance.now();
  const cache = searchCacheOf(database.db);
  await cache.refresh();
  await cache.filled;
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  console.log(
    `${driver}: the search's cache read ${cache.size.toLocaleString('en-US')} washers in ${fillSeconds.toFixed(1)} s`,
  );

  await time(firstOf(searches, warmUpSearches), (search) => searchWashers(database.db, geocoder, search));
  const foundTotal = { plain: 0, freeTime: 0 };
  const search = await time(searches, async (input, kind) => {
    foundTotal[kind] += (await searchWashers(database.db, geocoder, input)).washers.length;
  });
  console.log(
    `${driver}: server search p50 ${search.plain.p50.toFixed(2)} ms, p95 ${search.plain.p95.toFixed(2)} ms; ` +
      `with free time p50 ${search.freeTime.p50.toFixed(2)} ms, p95 ${search.freeTime.p95.toFixed(2)} ms`,
  );
  const { plain: naive } = await time({ plain: searches.plain.slice(0, naiveWaySearches) }, (input) =>
    naiveWay(database, input),
  );
  console.log(`${driver}: naive way p50 ${naive.p50.toFixed(0)} ms, p95 ${naive.p95.toFixed(0)} ms`);
  const meanFound = { plain: foundTotal.plain / searchCount, freeTime: foundTotal.freeTime / searchCount };
  return { driver, loadSeconds, fillSeconds, search, naive, meanFound };
}

const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * The whole answer of a GET, gzip-compressed as a browser asks for it, read but not unpacked: a
 * browser unpacks in native code as it reads, while fetch's unpacking through web streams cost
 * this Node client more than the server's work on a search (about 3 ms of 8).
 */
function compressedAnswer(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: keptAlive, headers: { 'accept-encoding': 'gzip' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        if (answer.statusCode === 200) resolve(body);
        else reject(new Error(`the search answered ${answer.statusCode}: ${body.toString()}`));
      });
    });
    request.on('error', reject);
  });
}

/** The same searches through the built server's API (signed out, one after another), on the database `env` names. */
async function timeThroughHttp(env: Record<string, string>, searches: Searches): Promise<Record<Kind, Times>> {
  const server = await startServer(env, { readyWhenLogged: 'search cache filled' });
  try {
    const search = async (input: SearchInput) => {
      const fields = { ...input, services: input.services.join(',') };
      const query = new URLSearchParams(
        Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
      );
      await compressedAnswer(`${server.origin}/api/washers/search?${query}`);
    };
    await time(firstOf(searches, warmUpSearches), search);
    return await time(searches, search);
  } finally {
    await server.stop();
  }
}

function report(all: Figures[], calendars: Calendar[]): string {
  const ms = (value: number) => (value < 100 ? value.toFixed(2) : value.toFixed(0));
  const over = (value: number, target: number) => `${ms(value)}${value > target ? ' ✗' : ''}`;
  const ratio = (value: number, plain: number) => `${(value / plain).toFixed(2)}×`;
  const rows = all.map(
    (f) =>
      `| ${f.driver} | ${ms(f.search.plain.p50)} | ${ms(f.search.plain.p95)} | ${f.http ? ms(f.http.plain.p50) : '—'} | ${f.http ? over(f.http.plain.p95, httpTargetMs) : '—'} | ${ms(f.naive.p50)} | ${ms(f.naive.p95)} | ${(f.naive.p50 / f.search.plain.p50).toFixed(0)}× | ${(f.naive.p95 / f.search.plain.p95).toFixed(0)}× | ${f.meanFound.plain.toFixed(1)} | ${f.loadSeconds.toFixed(1)} s | ${f.fillSeconds.toFixed(1)} s |`,
  );
  const freeTimeRows = all.map(
    (f) =>
      `| ${f.driver} | ${ms(f.search.freeTime.p50)} (${ratio(f.search.freeTime.p50, f.search.plain.p50)}) | ${ms(f.search.freeTime.p95)} (${ratio(f.search.freeTime.p95, f.search.plain.p95)}) | ` +
      (f.http
        ? `${ms(f.http.freeTime.p50)} (${ratio(f.http.freeTime.p50, f.http.plain.p50)}) | ${over(f.http.freeTime.p95, freeTimeHttpTargetMs)} (${ratio(f.http.freeTime.p95, f.http.plain.p95)})`
        : '— | —') +
      ` | ${f.meanFound.freeTime.toFixed(1)} |`,
  );
  const pglite = all.find((f) => f.driver === 'PGlite');
  const throughHttp = all.filter((f) => f.http);
  const httpVerdict = (kind: Kind) =>
    throughHttp.map((f) => `${f.driver} ${ms(f.http?.[kind].p95 ?? NaN)} ms`).join(', ');
  const freeTimeMet = throughHttp.every((f) => (f.http?.freeTime.p95 ?? Infinity) <= freeTimeHttpTargetMs);
  const verdict = pglite
    ? `Through HTTP, p95 ${httpVerdict('plain')} (target ≤ ${httpTargetMs} ms on both); with the free-time filter ${httpVerdict('freeTime')} ` +
      `(target ≤ ${freeTimeHttpTargetMs} ms on both: ${freeTimeMet ? 'met' : 'missed'}). ` +
      `In-process, PGlite p95 ${ms(pglite.search.plain.p95)} ms (target ≤ 20 ms: ${pglite.search.plain.p95 <= 20 ? 'met' : 'missed'}); ` +
      `${(pglite.naive.p95 / pglite.search.plain.p95).toFixed(0)}× faster than the naive way at p95 (target ≥ 50×: ${pglite.naive.p95 / pglite.search.plain.p95 >= 50 ? 'met' : 'missed'}).`
    : '';
  const count = (value: number) => value.toLocaleString('en-US');
  return [
    '## Washer search (`npm run bench:search`)',
    '',
    `${count(washerCount)} washers where people live (${metroShare * 100}% around the 300 largest cities, ` +
      'weighted by their ZIP count and densest at the centre, so city-centre searches reach the result cap; the rest at ZIP points ' +
      'anywhere in the US; 2–8 services each, work radius 5–50 miles). ' +
      `${calendarShare * 100}% of them saved their hours (6–10 hours a day from 06:00–10:00, one or two days off, some with a midday break, ` +
      `in their US zone) and, over the ${calendarDays} days from today, have ${count(calendars.reduce((sum, c) => sum + c.jobs.length, 0))} bookings ` +
      `and ${count(calendars.reduce((sum, c) => sum + c.blocks.length, 0))} blocked times; the rest keep the default hours. ` +
      `${count(searchCount)} searches drawn the same way (1–3 services, maximum 1–50 miles) through the server's ` +
      `search in-process (the washers nearby from the grid each server keeps in memory, their cards and calendars kept in memory too, ` +
      `their next free start in the week, then shaping each row; docs/decisions/015) and through HTTP ` +
      `(the built server, signed out, its own memory), each after ${warmUpSearches} warm-up searches. ` +
      'Both begin once the server has read every washer into memory, which it does in batches from its start (cache fill: ' +
      'the points, then the washers; searches meanwhile read the washers they find from the database). ' +
      `The naive way (load every profile, filter and sort in JavaScript) runs the first ${naiveWaySearches} of the same searches on the same data. ` +
      'Times in milliseconds, one process, sequential.',
    '',
    '| database | search p50 | search p95 | HTTP p50 | HTTP p95 | naive p50 | naive p95 | ratio p50 | ratio p95 | washers found (mean) | bulk load | cache fill |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'With the free-time filter: each of the same searches also asks for a date 1–5 days ahead and a window of 2–4 hours ' +
      'starting 07:00–15:00 in the owner’s zone (the 100 nearest read, 300 when fewer than 12 of them have room; those without room left out). They run in turn with the plain ' +
      'searches (each right after the plain search of another point), so their ratio to the plain search, in parentheses, ' +
      'is measured at the same moments of a shared machine.',
    '',
    '| database | search p50 | search p95 | HTTP p50 | HTTP p95 | washers found (mean) |',
    '|---|---|---|---|---|---|',
    ...freeTimeRows,
    '',
    verdict,
    '',
    `Run on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} at the end ` +
      '(the machine is shared; figures on an idle one are lower).' +
      (all.some((f) => f.driver === 'PostgreSQL')
        ? ''
        : ' No PostgreSQL server answered, so only PGlite was measured.'),
    '',
  ].join('\n');
}

const washers = makeWashers();
// The owner's today where the day begins last: the free-time dates are in the future in every US zone.
const today = dateInTimeZone(new Date(), defaultTimeZone);
const calendars = makeCalendars(washers, today);
const plainSearches = makeSearches();
const freeTimeSearches = withFreeTime(plainSearches, today);
// Each free-time search runs right after the plain search of another point, so none finds its data just read for it.
const searches: Searches = {
  plain: plainSearches,
  freeTime: [...freeTimeSearches.slice(searchCount / 2), ...freeTimeSearches.slice(0, searchCount / 2)],
};
const figures: Figures[] = [];

ensureServerBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-bench-'));
try {
  const pglite = await openPglite({ dataDir: join(dataDir, 'pglite') });
  let figured: Figures;
  try {
    figured = await bench('PGlite', pglite, washers, calendars, searches);
  } finally {
    await pglite.close();
  }
  figures.push({ ...figured, http: await timeThroughHttp({ DATA_DIR: dataDir }, searches) });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const server = await postgresDatabase('sudsy_bench');
if (server) {
  const serverDataDir = mkdtempSync(join(tmpdir(), 'sudsy-bench-'));
  try {
    const figured = await bench('PostgreSQL', server.database, washers, calendars, searches);
    const http = await timeThroughHttp({ DATA_DIR: serverDataDir, DATABASE_URL: server.url }, searches);
    figures.push({ ...figured, http });
  } finally {
    await server.drop();
    rmSync(serverDataDir, { recursive: true, force: true });
  }
} else {
  console.log(`PostgreSQL: skipped, no server answered at ${new URL(adminUrl).host}`);
}

const section = report(figures, calendars);
writeBenchmarkSection('washer-search', section);
console.log(`\n${section}\nWritten to docs/benchmarks.md`);
