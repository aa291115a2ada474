// `npm run bench:load`: the built server under load, on the embedded PGlite and on PostgreSQL (when
// one answers), with over 10,000 accounts of demo-like data (apps/server/src/demo/demo-population.ts). Drives a bare
// Hono endpoint (the reference), health, the reads of both roles and the main writes at 10 and 50
// connections; prints req/s, p50/p95/p99, errors and each target's share of health's throughput in
// the same run, and writes them to docs/benchmarks.md. Targets: reads ≥ 50% of health, writes
// ≥ 25%, no errors, p99 at 50 connections ≤ 10× its p50. `npm run bench:load -- --seconds 15`
// runs each target longer (default 5 s); `--only pglite` or `--only postgres` runs one database.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { weekdays, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import { openPglite, type Database } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { refreshStatistics } from '../apps/server/src/db/statistics';
import {
  appointments,
  quoteRequests,
  user,
  vehicles,
  washerProfiles,
  washerSchedules,
} from '../apps/server/src/db/schema';
import { demoEmail } from '../apps/server/src/demo/demo-accounts';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { postgresDatabase } from './bench-postgres';
import { startReference, startServer } from './bench-server';
import { writeBenchmarkSection } from './docs-section';
import { preparePayments } from './load-payments';
import { signIn } from './sign-in';
import { drive, type Measured, type Target } from './load-driver';
import { copyEmail, writePopulation, type Population } from '../apps/server/src/demo/demo-population';
import { readTargets, writeTargets, type Owner, type Washer } from './load-targets';

const { values: options } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, only: { type: 'string' } },
});
const seconds = Number(options.seconds);
const minUsers = 10_000;
/** Signed-in owners and washers the load is spread over (each owner paired with a washer of its copy). */
const actorsPerRole = 20;
const connectionCounts = [10, 50] as const;

type Actors = { owners: Omit<Owner, 'cookie'>[]; washers: Omit<Washer, 'cookie'>[] };

const everyDay: WeeklyAvailability = Object.fromEntries(
  weekdays.map((day) => [day, { enabled: true, timeSlots: [{ start: '06:00', end: '22:00' }] }]),
) as WeeklyAvailability;

/** The accounts the load signs in as, and what each one reads; the washers work every day, so planned quotes fit. */
async function actorsOf(database: Database): Promise<Actors> {
  const db = database.db;
  const emailsOf = (slug: string) =>
    Array.from({ length: actorsPerRole }, (_, copy) => copyEmail(demoEmail(slug), copy));
  const idsOf = async (slug: string) => {
    const rows = await db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(inArray(user.email, emailsOf(slug)));
    const byEmail = new Map(rows.map((row) => [row.email, row.id]));
    return emailsOf(slug).map((email) => byEmail.get(email) ?? '');
  };
  const owners = await Promise.all(
    (await idsOf('owner')).map(async (id) => {
      const [vehicle] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.ownerId, id)).limit(1);
      const [request] = await db
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(eq(quoteRequests.ownerId, id))
        .limit(1);
      const [appointment] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.ownerId, id))
        .limit(1);
      if (!vehicle || !request || !appointment) throw new Error(`owner ${id} lacks demo data`);
      return { id, vehicleId: vehicle.id, requestId: request.id, appointmentId: appointment.id };
    }),
  );
  const washerIds = await idsOf('mission-suds');
  await db.update(washerSchedules).set({ weeklyHours: everyDay }).where(inArray(washerSchedules.washerId, washerIds));
  const washers = await Promise.all(
    washerIds.map(async (id) => {
      const [profile] = await db.select().from(washerProfiles).where(eq(washerProfiles.userId, id));
      const [appointment] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.washerId, id))
        .limit(1);
      const serviceId = profile?.serviceOfferings[0]?.serviceId;
      if (!profile?.address || profile.lat == null || profile.lng == null || !serviceId || !appointment)
        throw new Error(`washer ${id} lacks demo data`);
      return {
        id,
        appointmentId: appointment.id,
        address: profile.address,
        point: { lat: profile.lat, lng: profile.lng },
        serviceId,
      };
    }),
  );
  return { owners, washers };
}

type Run = { driver: string; population: Population; loadSeconds: number; rows: Measured[] };

async function benchDatabase(driver: string, database: Database, env: Record<string, string>): Promise<Run> {
  const started = performance.now();
  await runMigrations(database);
  const population = await writePopulation(database, minUsers);
  // As on an install that has been running: the server gathers statistics as tables grow.
  await refreshStatistics(database.db);
  const actors = await actorsOf(database);
  const loadSeconds = (performance.now() - started) / 1000;
  console.log(`${driver}: ${population.users} accounts, ${population.rows} rows in ${loadSeconds.toFixed(1)} s`);
  await database.close();

  const server = await startServer(env, { readyWhenLogged: 'search cache filled' });
  const reference = await startReference();
  const rows: Measured[] = [];
  try {
    const owners = await Promise.all(
      actors.owners.map(async (owner, copy) => ({
        ...owner,
        cookie: await signIn(server.origin, copyEmail(demoEmail('owner'), copy), 'owner'),
      })),
    );
    const washers = await Promise.all(
      actors.washers.map(async (washer, copy) => ({
        ...washer,
        cookie: await signIn(server.origin, copyEmail(demoEmail('mission-suds'), copy), 'washer'),
      })),
    );
    await preparePayments(server.origin, owners, washers);
    const pairs = owners.map((owner, index) => ({ owner, washer: washers[index] ?? washers[0]! }));
    const targets: { origin: string; target: Target }[] = [
      {
        origin: reference.origin,
        target: { name: 'bare Hono (reference)', kind: 'reference', method: 'GET', next: () => ({ path: '/' }) },
      },
      {
        origin: server.origin,
        target: { name: 'health', kind: 'health', method: 'GET', next: () => ({ path: '/api/health' }) },
      },
      ...readTargets(owners, washers).map((target) => ({ origin: server.origin, target })),
      ...writeTargets(pairs).map((target) => ({ origin: server.origin, target })),
    ];
    for (const { origin, target } of targets) {
      for (const [index, connections] of connectionCounts.entries()) {
        const runsLeft = connectionCounts.length - index;
        const measured = await drive(origin, target, { connections, seconds, runsLeft });
        rows.push(measured);
        console.log(
          `${driver.padEnd(10)} ${target.name.padEnd(26)} ${String(connections).padStart(2)} conns ${measured.perSecond.toFixed(0).padStart(6)} req/s  p50 ${measured.p50.toFixed(1)}  p95 ${measured.p95.toFixed(1)}  p99 ${measured.p99.toFixed(1)} ms  errors ${measured.errors}`,
        );
      }
    }
  } finally {
    await reference.stop();
    await server.stop();
  }
  return { driver, population, loadSeconds, rows };
}

// ...the report
const ms = (value: number) => value.toFixed(1);

function report(runs: readonly Run[]): string {
  const lines = [
    '## The server under load (`npm run bench:load`)',
    '',
    `The built server (\`apps/server/dist/main.mjs\`) with over ${minUsers.toLocaleString('en-US')} accounts of demo-like data (the demo set written again and again, ids and emails of its own each time); autocannon from the same machine, ${seconds} s per target and connection count; requests spread over ${actorsPerRole} signed-in owners and ${actorsPerRole} washers. "share" is req/s over health's at the same connection count, in the same run. Targets: reads ≥ 50% of health, writes ≥ 25%, no errors, p99 at 50 connections ≤ 10× its p50; ✗ marks a target missed. Latencies in ms.`,
    '',
  ];
  for (const run of runs) {
    lines.push(
      `### ${run.driver}: ${run.population.users.toLocaleString('en-US')} accounts, ${run.population.rows.toLocaleString('en-US')} rows (written in ${run.loadSeconds.toFixed(0)} s)`,
      '',
    );
    lines.push('| target | conns | req/s | share | p50 | p95 | p99 | errors |', '|---|---|---|---|---|---|---|---|');
    for (const row of run.rows) {
      const health = run.rows.find((other) => other.kind === 'health' && other.connections === row.connections);
      const share = health ? row.perSecond / health.perSecond : NaN;
      const floor = row.kind === 'read' ? 0.5 : row.kind === 'write' ? 0.25 : 0;
      const shareText =
        row.kind === 'reference' || row.kind === 'health'
          ? `${(share * 100).toFixed(0)}%`
          : `${(share * 100).toFixed(0)}%${share < floor ? ' ✗' : ''}`;
      const tail = row.connections === 50 && row.p99 > 10 * row.p50 ? ' ✗' : '';
      lines.push(
        `| ${row.target} | ${row.connections} | ${row.perSecond.toFixed(0)} | ${shareText} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)}${tail} | ${row.errors}${row.errors > 0 ? ' ✗' : ''} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    `Run on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} at the end.`,
    '',
  );
  return lines.join('\n');
}

ensureWebBuild();
ensureServerBuild();
const runs: Run[] = [];
if (options.only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-bench-load-'));
  try {
    const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
    runs.push(await benchDatabase('PGlite', database, { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (options.only !== 'pglite') {
  const server = await postgresDatabase('sudsy_bench_load');
  if (!server) console.log('PostgreSQL: skipped, no server answered');
  else {
    const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-bench-load-'));
    try {
      runs.push(await benchDatabase('PostgreSQL', server.database, { DATA_DIR: dataDir, DATABASE_URL: server.url }));
    } finally {
      await server.drop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
const section = report(runs);
if (options.only === undefined) {
  writeBenchmarkSection('server-load', section);
  console.log(`\n${section}\nWritten to docs/benchmarks.md`);
} else console.log(`\n${section}`);
