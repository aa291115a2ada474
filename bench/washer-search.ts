// `npm run bench:search`: the washer search on 100,000 washers placed where people live.
// For PGlite and, when one answers, a PostgreSQL server: bulk-loads the washers, runs 1,000
// searches drawn the same way through the server's search in-process (the one SQL statement and
// the shaping of its rows) and through HTTP (the built server), then does the first few the naive
// way (load every profile, filter and sort in JavaScript) on the same data. Prints p50/p95 and the
// ratios, and writes them to docs/benchmarks.md. Targets: p95 ≤ 10 ms through HTTP on both
// databases; in-process p95 ≤ 20 ms on PGlite, ≥ 50× faster than the naive way.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { catalogue } from '@sudsy/domain/catalogue';
import type { Coordinates, ServiceOffering } from '@sudsy/domain/washer-profile';
import { compareDistance, matchesSearch, searchDistanceMiles, searchServicePrices } from '@sudsy/domain/washer-search';
import { openPglite, type Database } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { searchStatement } from '../apps/server/src/features/washers/search-query';
import { searchWashers, type SearchInput } from '../apps/server/src/features/washers/search-service';
import { gazetteer } from '../apps/server/src/platform/geocoder/gazetteer';
import { offlineGeocoder } from '../apps/server/src/platform/geocoder/offline-geocoder';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { adminUrl, postgresDatabase } from './bench-postgres';
import { startServer } from './bench-server';
import { writeBenchmarkSection } from './docs-section';
import { seededRandom } from './seeded-random';

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

async function time(
  runs: SearchInput[],
  run: (search: SearchInput) => Promise<unknown>,
): Promise<{ p50: number; p95: number }> {
  const durations: number[] = [];
  for (const search of runs) {
    const started = performance.now();
    await run(search);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
}

type Times = { p50: number; p95: number };
type Figures = {
  driver: string;
  loadSeconds: number;
  search: Times;
  /** The same searches through the built server's HTTP API. */
  http?: Times;
  naive: { p50: number; p95: number };
  meanFound: number;
  usesIndex: boolean;
};

async function bench(driver: string, database: Database, washers: Washer[], searches: SearchInput[]): Promise<Figures> {
  await runMigrations(database);
  const loadStarted = performance.now();
  await load(database, washers);
  // What autovacuum does on a server after a bulk load; PGlite has no autovacuum, so it is run here for both.
  await database.db.execute(sql`analyze`);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  console.log(`${driver}: loaded ${washers.length.toLocaleString('en-US')} washers in ${loadSeconds.toFixed(1)} s`);

  const geocoder = offlineGeocoder();
  const first = searches[0];
  if (!first) throw new Error('no searches');
  const plan = await database.db.execute(
    sql`explain ${searchStatement({ serviceIds: first.services, origin: { lat: first.lat ?? 0, lng: first.lng ?? 0 }, maxMiles: first.maxMiles })}`,
  );
  const usesIndex = plan.rows.some((row) => String(row['QUERY PLAN']).includes('washer_profiles_location_idx'));

  await time(searches.slice(0, warmUpSearches), (search) => searchWashers(database.db, geocoder, search));
  let foundTotal = 0;
  const search = await time(searches, async (input) => {
    foundTotal += (await searchWashers(database.db, geocoder, input)).washers.length;
  });
  console.log(
    `${driver}: server search p50 ${search.p50.toFixed(2)} ms, p95 ${search.p95.toFixed(2)} ms (GiST index in plan: ${usesIndex})`,
  );
  const naive = await time(searches.slice(0, naiveWaySearches), (input) => naiveWay(database, input));
  console.log(`${driver}: naive way p50 ${naive.p50.toFixed(0)} ms, p95 ${naive.p95.toFixed(0)} ms`);
  return { driver, loadSeconds, search, naive, meanFound: foundTotal / searches.length, usesIndex };
}

/** The same searches through the built server's API (signed out, one after another), on the database `env` names. */
async function timeThroughHttp(env: Record<string, string>, searches: SearchInput[]): Promise<Times> {
  const server = await startServer(env);
  try {
    const search = async (input: SearchInput) => {
      const query = new URLSearchParams({
        services: input.services.join(','),
        address: input.address,
        maxMiles: String(input.maxMiles),
        lat: String(input.lat),
        lng: String(input.lng),
      });
      const answer = await fetch(`${server.origin}/api/washers/search?${query}`);
      if (!answer.ok) throw new Error(`the search answered ${answer.status}`);
      await answer.arrayBuffer();
    };
    await time(searches.slice(0, warmUpSearches), search);
    return await time(searches, search);
  } finally {
    await server.stop();
  }
}

function report(all: Figures[]): string {
  const ms = (value: number) => (value < 100 ? value.toFixed(2) : value.toFixed(0));
  const rows = all.map(
    (f) =>
      `| ${f.driver} | ${ms(f.search.p50)} | ${ms(f.search.p95)} | ${f.http ? ms(f.http.p50) : '—'} | ${f.http ? `${ms(f.http.p95)}${f.http.p95 > httpTargetMs ? ' ✗' : ''}` : '—'} | ${ms(f.naive.p50)} | ${ms(f.naive.p95)} | ${(f.naive.p50 / f.search.p50).toFixed(0)}× | ${(f.naive.p95 / f.search.p95).toFixed(0)}× | ${f.meanFound.toFixed(1)} | ${f.loadSeconds.toFixed(1)} s |`,
  );
  const pglite = all.find((f) => f.driver === 'PGlite');
  const httpVerdict = all
    .filter((f) => f.http)
    .map((f) => `${f.driver} ${ms(f.http?.p95 ?? NaN)} ms`)
    .join(', ');
  const verdict = pglite
    ? `Through HTTP, p95 ${httpVerdict} (target ≤ ${httpTargetMs} ms on both). In-process, PGlite p95 ${ms(pglite.search.p95)} ms (target ≤ 20 ms: ${pglite.search.p95 <= 20 ? 'met' : 'missed'}); ` +
      `${(pglite.naive.p95 / pglite.search.p95).toFixed(0)}× faster than the naive way at p95 (target ≥ 50×: ${pglite.naive.p95 / pglite.search.p95 >= 50 ? 'met' : 'missed'}).`
    : '';
  return [
    '## Washer search (`npm run bench:search`)',
    '',
    `${washerCount.toLocaleString('en-US')} washers where people live (${metroShare * 100}% around the 300 largest cities, ` +
      'weighted by their ZIP count and densest at the centre, so city-centre searches reach the result cap; the rest at ZIP points ' +
      'anywhere in the US; 2–8 services each, work radius 5–50 miles), ' +
      `${searchCount.toLocaleString('en-US')} searches drawn the same way (1–3 services, maximum 1–50 miles) through the server's ` +
      `search in-process (one SQL statement on the GiST index, then shaping each row) and through HTTP (the built server, ` +
      `signed out), each after ${warmUpSearches} warm-up searches. ` +
      `The naive way (load every profile, filter and sort in JavaScript) runs the first ${naiveWaySearches} of the same searches on the same data. ` +
      'Times in milliseconds, one process, sequential.',
    '',
    '| database | search p50 | search p95 | HTTP p50 | HTTP p95 | naive p50 | naive p95 | ratio p50 | ratio p95 | washers found (mean) | bulk load |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
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
const searches = makeSearches();
const figures: Figures[] = [];

ensureServerBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-bench-'));
try {
  const pglite = await openPglite({ dataDir: join(dataDir, 'pglite') });
  let figured: Figures;
  try {
    figured = await bench('PGlite', pglite, washers, searches);
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
    const figured = await bench('PostgreSQL', server.database, washers, searches);
    const http = await timeThroughHttp({ DATA_DIR: serverDataDir, DATABASE_URL: server.url }, searches);
    figures.push({ ...figured, http });
  } finally {
    await server.drop();
    rmSync(serverDataDir, { recursive: true, force: true });
  }
} else {
  console.log(`PostgreSQL: skipped, no server answered at ${new URL(adminUrl).host}`);
}

const section = report(figures);
writeBenchmarkSection('washer-search', section);
console.log(`\n${section}\nWritten to docs/benchmarks.md`);
