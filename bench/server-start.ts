// `npm run bench:start`: how long the built server takes from its start to a healthy answer, and
// the memory it holds then, on the embedded PGlite with its demo data and on PostgreSQL (when one
// answers), each database migrated by a first start that is reported apart. The reference, started
// the same number of times in the same run, is a bare Hono server on plain Node. Targets (issue 18,
// point 4): from start to health ≤ 1500 ms when nothing needs building, ≤ 200 MB resident on PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { postgresDatabase } from './bench-postgres';
import { startReference, startServer } from './bench-server';
import { writeBenchmarkSection } from './docs-section';
import { residentMb } from './process-figures';

const { values: options } = parseArgs({ options: { starts: { type: 'string', default: '5' } } });
const starts = Number(options.starts);
const targetMs = 1500;
const targetPgliteMb = 200;

type Start = { ms: number; rssMb: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function startOnce(env: Record<string, string>, demo: boolean): Promise<Start> {
  const server = await startServer(env, { demo });
  const start = { ms: server.healthyAfterMs, rssMb: residentMb(server.process.pid ?? 0) };
  await server.stop();
  return start;
}

/** A first start (it migrates and, on PGlite, adds the demo data), then `starts` more. */
async function measure(env: Record<string, string>, demo: boolean): Promise<{ first: Start; later: Start[] }> {
  const first = await startOnce(env, demo);
  const later: Start[] = [];
  for (let run = 0; run < starts; run += 1) later.push(await startOnce(env, demo));
  return { first, later };
}

/** The bare Hono reference: from its spawn to its first answer. */
async function referenceStart(): Promise<number> {
  const reference = await startReference();
  await reference.stop();
  return reference.healthyAfterMs;
}

ensureWebBuild();
ensureServerBuild();

const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-bench-start-'));
const rows: string[] = [];
const row = (...cells: (string | number)[]) => rows.push(`| ${cells.join(' | ')} |`);
const referenceMs: number[] = [];
try {
  for (let run = 0; run < starts; run += 1) referenceMs.push(await referenceStart());
  const reference = median(referenceMs);
  row('bare Hono (reference)', '—', reference.toFixed(0), '1.0×', '—', '—');

  const report = (name: string, { first, later }: { first: Start; later: Start[] }, memoryTarget?: number) => {
    const ms = median(later.map((start) => start.ms));
    const rss = median(later.map((start) => start.rssMb));
    const memory = rss.toFixed(0) + (memoryTarget !== undefined && rss > memoryTarget ? ' ✗' : '');
    row(
      name,
      first.ms.toFixed(0),
      ms.toFixed(0) + (ms > targetMs ? ' ✗' : ''),
      `${(ms / reference).toFixed(1)}×`,
      memory,
      first.rssMb.toFixed(0),
    );
  };
  report('PGlite, demo data', await measure({ DATA_DIR: dataDir }, true), targetPgliteMb);

  const postgres = await postgresDatabase('sudsy_bench_start');
  if (postgres) {
    await postgres.database.close();
    try {
      report('PostgreSQL', await measure({ DATABASE_URL: postgres.url }, false));
    } finally {
      await postgres.drop();
    }
  } else {
    console.log('No PostgreSQL server answered: only PGlite was measured.');
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const section = `## Server start (\`npm run bench:start\`)

The built server (\`apps/server/dist/main.mjs\`, plain Node with source maps), started ${starts} times on a migrated database after a first start that migrates it (and on PGlite adds the demo data); "start" is from the process's spawn to its first healthy answer, "resident" the memory the kernel counts for it then; medians. The reference is a bare Hono server on Node started as many times in the same run. Targets: start ≤ ${targetMs} ms, resident ≤ ${targetPgliteMb} MB on PGlite; ✗ marks a target missed.

| server | first start ms | start ms | × reference | resident MB | resident MB, first start |
|---|---|---|---|---|---|
${rows.join('\n')}

Run on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} at the end.
`;
console.log(section);
writeBenchmarkSection('server-start', section);
