// `npm run bench:soak` (not in CI): the built server under a steady mixed load for an hour, on the
// embedded PGlite (or PostgreSQL with `--postgres` or DATABASE_URL), watched from outside. Every
// 30 s it samples the process's resident memory, open file descriptors and TCP connections (and,
// on PostgreSQL, the backends of its database). The load pauses once at the reference point (ten
// minutes in, or a sixth of a shorter run) and again at the end, until nothing is in flight and
// idle keep-alive connections have closed, for an idle sample each; the run fails when the end's
// resident memory is over 10% above the reference's, or it holds more descriptors (but those on
// the database's own files, which PGlite opens as it first reads them), connections or backends
// (issue 44, point 10). `--minutes N` shortens it, `--rate N` sets requests per second.
// A full hour writes its figures to docs/benchmarks.md; a shorter run only prints them.
import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { signUpOver } from '../apps/server/src/test/server-process';
import { testPassword } from '../apps/server/src/test/test-app';
import { profileInput } from '../apps/server/src/test/washers';
import { quoteBody, wizardRequest } from '../apps/server/src/test/bookings';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { postgresDatabase } from './bench-postgres';
import { startServer, type BenchServer } from './bench-server';
import { writeBenchmarkSection } from './docs-section';
import { residentMb } from './process-figures';
import { seededRandom } from '../apps/server/src/demo/seeded-random';

const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '60' },
    rate: { type: 'string', default: '20' },
    postgres: { type: 'boolean', default: false },
  },
});
const minutes = Number(options.minutes);
const rate = Number(options.rate);
const sampleEveryMs = 30_000;
const referenceAtMs = Math.min(10, minutes / 6) * 60_000;
const durationMs = minutes * 60_000;
/** Longer than the client's keep-alive (4 s), the server's (5 s) and the pool's idle timeout (10 s). */
const idleWaitMs = 15_000;
/** Requests in flight beyond which a tick is skipped (and counted), so a stall cannot pile up work. */
const maxInFlight = 64;
const ownerCount = 6;
const washerCount = 4;
/** Owners who only sign in and out. */
const signingInCount = 2;
const maxRssGrowth = 0.1;

type Account = { id: string; cookie: string; email: string };
type Sample = {
  atMs: number;
  idle: boolean;
  sent: number;
  errors: number;
  rssMb: number;
  fds: number;
  /** What each descriptor is open on (a file, a socket, a pipe). */
  opened: string[];
  tcpIn: number;
  tcpOut: number;
  backends: number | null;
  /** From the server's own /metrics: the JavaScript heap in use, Node's handles and the open event streams. */
  heapMb: number;
  nodeHandles: number;
  streams: number;
};

// ...what the kernel says about the server process

/** Open descriptors, and the TCP connections among them: accepted on `port` (in) or opened by the server (out). */
function handles(pid: number, port: number): { fds: number; opened: string[]; tcpIn: number; tcpOut: number } {
  const inodes = new Set<string>();
  const fds = readdirSync(`/proc/${pid}/fd`);
  const opened: string[] = [];
  for (const fd of fds) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      opened.push(target);
      const socket = /^socket:\[(\d+)\]$/.exec(target);
      if (socket?.[1]) inodes.add(socket[1]);
    } catch {
      // Closed between the listing and the look.
    }
  }
  let tcpIn = 0;
  let tcpOut = 0;
  for (const table of ['tcp', 'tcp6']) {
    for (const row of readFileSync(`/proc/${pid}/net/${table}`, 'utf8').split('\n').slice(1)) {
      const fields = row.trim().split(/\s+/);
      const [, local, , state, , , , , , inode] = fields;
      // 0A: listening, not a connection.
      if (!local || !inode || !inodes.has(inode) || state === '0A') continue;
      if (Number.parseInt(local.split(':')[1] ?? '', 16) === port) tcpIn += 1;
      else tcpOut += 1;
    }
  }
  return { fds: fds.length, opened, tcpIn, tcpOut };
}

async function backendsOf(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}

/** What a scraper sees of the process from inside (METRICS_TOKEN turns /metrics on). */
const metricsToken = 'soak-metrics-scraper';

async function metricsOf(origin: string): Promise<Pick<Sample, 'heapMb' | 'nodeHandles' | 'streams'>> {
  const text = await (
    await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return {
    heapMb: value('nodejs_heap_size_used_bytes') / 1024 / 1024,
    nodeHandles: value('nodejs_active_handles_total'),
    streams: value('event_streams_open'),
  };
}

// ...the accounts the load acts as

async function washerAccount(origin: string, index: number): Promise<Account> {
  const washer = await signUpOver(origin, 'washer');
  // Near each other, so every search finds them all.
  const mapCenter = { lat: 30.2656 + index * 0.01, lng: -97.7497 };
  await expectOk(
    await call(
      origin,
      'PUT',
      '/api/washer-profile',
      washer.cookie,
      profileInput({ businessName: `Soak ${index}`, mapCenter }),
    ),
  );
  return washer;
}

async function signIn(origin: string, account: Account, accountType: 'owner' | 'washer'): Promise<Response> {
  return call(origin, 'POST', '/api/auth/sign-in/email', undefined, {
    email: account.email,
    password: testPassword,
    accountType,
  });
}

function call(origin: string, method: string, path: string, cookie?: string, body?: unknown, signal?: AbortSignal) {
  const headers: Record<string, string> = { origin };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${origin}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal,
  });
}

async function expectOk(response: Response): Promise<Response> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response;
}

// ...the mix: each kind with its weight; `ok` says which statuses it expects

type Operation = { name: string; weight: number; run(): Promise<Response | null>; ok(status: number): boolean };

type Accounts = { owners: Account[]; washers: Account[]; signingIn: Account[] };

function mix(origin: string, { owners, washers, signingIn }: Accounts, random: () => number): Operation[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const success = (status: number) => status >= 200 && status < 300;
  const refused = (status: number) => status >= 400 && status < 500;
  const searchQuery = () => {
    const washer = pick(washers.map((_, index) => index));
    return new URLSearchParams({
      services: 'express-wash',
      address: 'Austin, TX',
      maxMiles: String(10 + Math.floor(random() * 40)),
      lat: (30.26 + washer * 0.01 + random() * 0.01).toFixed(4),
      lng: (-97.75 + random() * 0.01).toFixed(4),
    });
  };
  const openRequests: { owner: Account; washer: Account; requestId: string }[] = [];
  // People may message only those they share a request with.
  const contacts: { owner: Account; washer: Account }[] = [];
  return [
    {
      name: 'search, signed out',
      weight: 14,
      run: () => call(origin, 'GET', `/api/washers/search?${searchQuery()}`),
      ok: success,
    },
    {
      name: 'search, signed in',
      weight: 8,
      run: () => call(origin, 'GET', `/api/washers/search?${searchQuery()}`, pick(owners).cookie),
      ok: success,
    },
    {
      name: 'public pages',
      weight: 10,
      run: () => {
        const washer = pick(washers);
        return call(origin, 'GET', pick(['/', '/providers', `/washers/${washer.id}`, `/api/washers/${washer.id}`]));
      },
      ok: success,
    },
    {
      name: 'owner reads',
      weight: 14,
      run: () =>
        call(
          origin,
          'GET',
          pick(['/api/owner-dashboard', '/api/quote-requests', '/api/messages/contacts', '/api/messages/unread-count']),
          pick(owners).cookie,
        ),
      ok: success,
    },
    {
      name: 'washer reads',
      weight: 10,
      run: () =>
        call(origin, 'GET', pick(['/api/washer-dashboard', '/api/bids/available', '/api/bids']), pick(washers).cookie),
      ok: success,
    },
    {
      name: 'sign-in',
      weight: 2,
      // As accounts of their own: a sign-out ends every session of its account.
      run: async () => {
        const answer = await signIn(origin, pick(signingIn), 'owner');
        const cookie = answer.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; ');
        // Half sign out again; the other half leave their session to expire, as people do.
        if (answer.ok && random() < 0.5) {
          await answer.arrayBuffer();
          return call(origin, 'POST', '/api/auth/sign-out', cookie, {});
        }
        return answer;
      },
      ok: success,
    },
    {
      name: 'send a request',
      weight: 4,
      run: async () => {
        const owner = pick(owners);
        const washer = pick(washers);
        const answer = await call(origin, 'POST', '/api/quote-requests', owner.cookie, wizardRequest([washer]));
        if (answer.status === 201) {
          const { request } = (await answer.clone().json()) as { request: { id: string } };
          openRequests.push({ owner, washer, requestId: request.id });
          contacts.push({ owner, washer });
        }
        return answer;
      },
      ok: (status) => status === 201,
    },
    {
      name: 'quote',
      weight: 4,
      run: async () => {
        const sent = openRequests.shift();
        if (!sent) return null;
        return call(origin, 'PUT', `/api/bids/${sent.requestId}`, sent.washer.cookie, quoteBody());
      },
      ok: success,
    },
    {
      name: 'message',
      weight: 6,
      run: () => {
        if (contacts.length === 0) return Promise.resolve(null);
        const { owner, washer } = pick(contacts);
        return random() < 0.5
          ? call(origin, 'POST', `/api/messages/conversations/${washer.id}`, owner.cookie, { content: 'On my way.' })
          : call(origin, 'POST', `/api/messages/conversations/${owner.id}`, washer.cookie, {
              content: 'See you then.',
            });
      },
      ok: success,
    },
    {
      name: 'message stream',
      weight: 2,
      // Opened, read for 1–5 s (messages sent meanwhile arrive), then closed by the client.
      run: async () => {
        const abort = new AbortController();
        const answer = await call(
          origin,
          'GET',
          '/api/messages/stream',
          pick([...owners, ...washers]).cookie,
          undefined,
          abort.signal,
        );
        const closeAt = setTimeout(() => abort.abort(), 1000 + random() * 4000);
        try {
          const reader = answer.body?.getReader();
          while (reader && !(await reader.read()).done);
        } catch {
          // Aborted: the stream ends as a closed tab ends it.
        } finally {
          clearTimeout(closeAt);
        }
        return answer;
      },
      ok: success,
    },
    {
      name: 'bad inputs',
      weight: 6,
      run: () => {
        const owner = pick(owners);
        return pick([
          () => call(origin, 'POST', '/api/quote-requests', owner.cookie, '{"source": '),
          () => call(origin, 'GET', '/api/washers/search?services=no-such-service&address=&lat=abc'),
          () => call(origin, 'GET', '/api/quote-requests/not-an-id', owner.cookie),
          () => call(origin, 'GET', '/api/owner-dashboard'),
          () => call(origin, 'GET', '/api/owner-dashboard', 'better-auth.session_token=forged.value'),
          () => call(origin, 'GET', '/api/no-such-thing'),
          () =>
            call(origin, 'POST', '/api/auth/sign-in/email', undefined, {
              email: owner.email,
              password: 'wrong-password-1',
            }),
          () => call(origin, 'PUT', `/api/bids/${crypto.randomUUID()}`, pick(washers).cookie, { amountCents: -5 }),
        ])();
      },
      ok: refused,
    },
  ];
}

// ...the run

type Counts = {
  sent: number;
  errors: number;
  skipped: number;
  byOperation: Map<string, { sent: number; errors: number }>;
};

async function soak(
  server: BenchServer,
  databaseUrl: string | undefined,
): Promise<{ samples: Sample[]; counts: Counts; setupMs: number }> {
  const origin = server.origin;
  const pid = server.process.pid ?? 0;
  const port = Number(new URL(origin).port);
  const setupStarted = performance.now();
  const washers: Account[] = [];
  for (let index = 0; index < washerCount; index += 1) washers.push(await washerAccount(origin, index));
  const owners: Account[] = [];
  for (let index = 0; index < ownerCount; index += 1) owners.push(await signUpOver(origin, 'owner'));
  const signingIn: Account[] = [];
  for (let index = 0; index < signingInCount; index += 1) signingIn.push(await signUpOver(origin, 'owner'));
  const setupMs = performance.now() - setupStarted;

  const random = seededRandom(44);
  const operations = mix(origin, { owners, washers, signingIn }, random);
  const totalWeight = operations.reduce((sum, operation) => sum + operation.weight, 0);
  const counts: Counts = { sent: 0, errors: 0, skipped: 0, byOperation: new Map() };
  const errorsShown = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();

  function fire(): void {
    if (inFlight.size >= maxInFlight) {
      counts.skipped += 1;
      return;
    }
    let roll = random() * totalWeight;
    const operation = operations.find((candidate) => (roll -= candidate.weight) < 0) ?? operations[0]!;
    const tally = counts.byOperation.get(operation.name) ?? { sent: 0, errors: 0 };
    counts.byOperation.set(operation.name, tally);
    const done = (async () => {
      let failure: string | null = null;
      try {
        const answer = await operation.run();
        if (!answer) return;
        counts.sent += 1;
        tally.sent += 1;
        const body = answer.bodyUsed ? '' : await answer.text();
        if (!operation.ok(answer.status)) failure = `${answer.status} ${body.slice(0, 200)}`;
      } catch (error) {
        counts.sent += 1;
        tally.sent += 1;
        failure = String(error);
      }
      if (failure) {
        counts.errors += 1;
        tally.errors += 1;
        const shown = errorsShown.get(operation.name) ?? 0;
        if (shown < 3) console.log(`  error (${operation.name}): ${failure}`);
        errorsShown.set(operation.name, shown + 1);
      }
    })();
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  }

  let ticker: NodeJS.Timeout | undefined;
  let nextAt = 0;
  const intervalMs = 1000 / rate;
  // Fires on schedule from a fixed start, so a slow tick does not lower the rate.
  function resume(): void {
    nextAt = performance.now();
    const tick = () => {
      const now = performance.now();
      while (nextAt <= now) {
        fire();
        nextAt += intervalMs;
      }
      ticker = setTimeout(tick, Math.max(0, nextAt - performance.now()));
    };
    tick();
  }
  async function pause(): Promise<void> {
    clearTimeout(ticker);
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    await new Promise((resolve) => setTimeout(resolve, idleWaitMs));
  }

  const started = performance.now();
  const samples: Sample[] = [];
  const sample = async (idle: boolean) => {
    const taken: Sample = {
      atMs: performance.now() - started,
      idle,
      sent: counts.sent,
      errors: counts.errors,
      rssMb: residentMb(pid),
      ...handles(pid, port),
      backends: databaseUrl ? await backendsOf(databaseUrl) : null,
      ...(await metricsOf(origin)),
    };
    samples.push(taken);
    console.log(row(taken));
  };
  console.log(header());
  await sample(true);
  resume();
  let referenceTaken = false;
  let nextSampleAt = sampleEveryMs;
  while (performance.now() - started < durationMs) {
    const elapsed = performance.now() - started;
    if (!referenceTaken && elapsed >= referenceAtMs) {
      await pause();
      await sample(true);
      referenceTaken = true;
      // The samples under load keep their 30 s beat from the start, past the pause.
      while (nextSampleAt <= performance.now() - started) nextSampleAt += sampleEveryMs;
      resume();
      continue;
    }
    if (elapsed >= nextSampleAt) {
      await sample(false);
      nextSampleAt += sampleEveryMs;
      continue;
    }
    const nextEvent = Math.min(nextSampleAt, referenceTaken ? durationMs : referenceAtMs, durationMs);
    await new Promise((resolve) => setTimeout(resolve, Math.max(10, nextEvent - elapsed)));
  }
  await pause();
  await sample(true);
  return { samples, counts, setupMs };
}

const mb = (value: number) => value.toFixed(0);
const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;
const header = () =>
  'time    state  requests errors  RSS MB  fds  tcp in  tcp out  backends  heap MB  handles  streams';
const row = (s: Sample) =>
  `${clock(s.atMs).padStart(6)}  ${(s.idle ? 'idle' : 'load').padEnd(5)} ${String(s.sent).padStart(8)} ${String(s.errors).padStart(6)} ${mb(s.rssMb).padStart(7)} ${String(s.fds).padStart(4)} ${String(s.tcpIn).padStart(7)} ${String(s.tcpOut).padStart(8)} ${String(s.backends ?? '—').padStart(9)} ${mb(s.heapMb).padStart(8)} ${String(s.nodeHandles).padStart(8)} ${String(s.streams).padStart(8)}`;

type Verdict = { lines: string[]; passed: boolean };

/**
 * PGlite opens a table's or index's file the first time it reads it and keeps it open (up to
 * max_files_per_process, 1000), and a table that grows gains a free-space map file: descriptors on
 * the database's own files may rise as its data does, so they are counted apart. None may stay open
 * on a deleted file; every other descriptor (sockets, pipes, event fds, logs) must not grow.
 */
function verdict(samples: Sample[], databaseFiles: string): Verdict {
  const idle = samples.filter((s) => s.idle);
  const reference = idle[1];
  const end = idle[idle.length - 1];
  if (!reference || !end || reference === end) return { lines: ['Too short a run to compare.'], passed: false };
  const ratio = end.rssMb / reference.rssMb;
  const ofDatabase = (s: Sample) => s.opened.filter((target) => target.startsWith(databaseFiles));
  const others = (s: Sample) => s.fds - ofDatabase(s).length;
  const deleted = ofDatabase(end).filter((target) => target.endsWith('(deleted)')).length;
  const checks = [
    {
      text: `resident ${mb(reference.rssMb)} → ${mb(end.rssMb)} MB (${ratio.toFixed(3)}×, at most ${1 + maxRssGrowth}×)`,
      passed: ratio <= 1 + maxRssGrowth,
    },
    {
      text: `descriptors other than on the database's files ${others(reference)} → ${others(end)} (${signed(others(end) - others(reference))})`,
      passed: others(end) <= others(reference),
    },
    {
      text: `on the database's files ${ofDatabase(reference).length} → ${ofDatabase(end).length}, ${deleted} of them deleted`,
      passed: deleted === 0,
    },
    {
      text: `TCP connections ${reference.tcpIn + reference.tcpOut} → ${end.tcpIn + end.tcpOut} (${signed(end.tcpIn + end.tcpOut - reference.tcpIn - reference.tcpOut)})`,
      passed: end.tcpIn + end.tcpOut <= reference.tcpIn + reference.tcpOut,
    },
  ];
  if (reference.backends !== null && end.backends !== null)
    checks.push({
      text: `database backends ${reference.backends} → ${end.backends} (${signed(end.backends - reference.backends)})`,
      passed: end.backends <= reference.backends,
    });
  // What the descriptors opened since the reference are (files by path, sockets and pipes by kind).
  const kind = (target: string) => target.replace(/:\[\d+\]$/, '');
  const count = (targets: string[]) =>
    targets.reduce(
      (counts, target) => counts.set(kind(target), (counts.get(kind(target)) ?? 0) + 1),
      new Map<string, number>(),
    );
  const before = count(reference.opened);
  const after = count(end.opened);
  for (const [target, number] of after)
    if (number !== (before.get(target) ?? 0))
      console.log(`  descriptors on ${target}: ${before.get(target) ?? 0} → ${number}`);
  for (const [target, number] of before)
    if (!after.has(target)) console.log(`  descriptors on ${target}: ${number} → 0`);
  return {
    lines: checks.map((check) => `${check.text}${check.passed ? '' : ' ✗'}`),
    passed: checks.every((check) => check.passed),
  };
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function report(driver: string, samples: Sample[], counts: Counts, setupMs: number, result: Verdict): string {
  const idle = samples.filter((s) => s.idle);
  const [start, reference, end] = [idle[0], idle[1], idle[idle.length - 1]];
  const loadMs = (end?.atMs ?? 0) - 2 * idleWaitMs;
  const peak = Math.max(...samples.map((s) => s.rssMb));
  const lines = [
    `## Soak (\`npm run bench:soak\`)`,
    '',
    `The built server (\`apps/server/dist/main.mjs\`) on a fresh database, ${washerCount} washers and ${ownerCount + signingInCount} owners signed up through the dev outbox, then ${minutes} minutes of a steady mixed load at ${rate} requests a second (searches signed in and out, public pages, both dashboards and lists, sign-ins and sign-outs of owners of their own, requests, quotes, messages, message streams held open 1–5 s, and bad inputs that must be refused). The load pauses twice: at ${clock(referenceAtMs)} (the reference) and at the end, until nothing is in flight and ${idleWaitMs / 1000} s more (longer than every keep-alive and the pool's idle timeout), and the process is sampled idle then; under load every 30 s. Targets: resident memory at the end within ${maxRssGrowth * 100}% of the reference's, and no more descriptors (but those PGlite opens on the database's own files as it first reads them, none of which may be deleted ones), TCP connections or database backends than there. ✗ marks a target missed.`,
    '',
    `### ${driver}`,
    '',
    '| | time | requests | resident MB | JS heap MB | descriptors | TCP connections | backends | Node handles |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, s] of [
    ['start (idle)', start],
    ['reference (idle)', reference],
    ['end (idle)', end],
  ] as const) {
    if (!s) continue;
    lines.push(
      `| ${name} | ${clock(s.atMs)} | ${s.sent} | ${mb(s.rssMb)} | ${mb(s.heapMb)} | ${s.fds} | ${s.tcpIn + s.tcpOut} | ${s.backends ?? '—'} | ${s.nodeHandles} |`,
    );
  }
  lines.push(
    '',
    `${result.lines.join('; ')}. Peak resident under load ${mb(peak)} MB. ${counts.sent} requests in ${(loadMs / 60_000).toFixed(0)} minutes of load (${(counts.sent / (loadMs / 1000)).toFixed(1)} a second), ${counts.errors} errors, ${counts.skipped} ticks skipped with ${maxInFlight} in flight; sign-ups and washer profiles took ${(setupMs / 1000).toFixed(1)} s before.`,
    '',
    `Run on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} at the end.`,
    '',
  );
  return lines.join('\n');
}

ensureWebBuild();
ensureServerBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-bench-soak-'));
const usePostgres = options.postgres || process.env.DATABASE_URL !== undefined;
const made = usePostgres && !process.env.DATABASE_URL ? await postgresDatabase('sudsy_bench_soak') : null;
if (usePostgres && !process.env.DATABASE_URL && !made) throw new Error('PostgreSQL: no server answered');
// The server migrates the database and keeps its own pool.
await made?.database.close();
const databaseUrl = process.env.DATABASE_URL ?? made?.url;
const driver = databaseUrl ? 'PostgreSQL' : 'PGlite';
try {
  const server = await startServer({
    DATA_DIR: dataDir,
    METRICS_TOKEN: metricsToken,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    console.log(`${driver}: server ${server.origin}, pid ${server.process.pid}, ${minutes} min at ${rate}/s`);
    const { samples, counts, setupMs } = await soak(server, databaseUrl);
    const result = verdict(samples, join(dataDir, 'pglite'));
    process.exitCode = result.passed ? 0 : 1;
    for (const [name, tally] of counts.byOperation)
      console.log(`  ${name.padEnd(20)} ${String(tally.sent).padStart(7)} sent ${tally.errors} errors`);
    const section = report(driver, samples, counts, setupMs, result);
    if (minutes >= 60) {
      writeBenchmarkSection(`soak-${driver.toLowerCase()}`, section);
      console.log(`\n${section}\nWritten to docs/benchmarks.md`);
    } else console.log(`\n${section}`);
  } finally {
    await server.stop();
  }
} finally {
  await made?.drop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
