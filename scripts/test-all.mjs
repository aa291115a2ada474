// `npm test`: every runner — unit, API (PGlite, then PostgreSQL), component, end-to-end and the
// fresh-clone smoke test — then each leg's count and seconds, and one line totalled over all of them.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';
import { postgresAnswers, testDatabaseUrl } from './postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'sudsy-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const legs = [];
/** Each failed test and suite by name, repeated under the totals: CI keeps only the end of the output. */
const failures = [];
const startedAt = performance.now();

/** Runs a command; with `log`, its output goes to that file instead of this terminal. */
function run(command, args, { cwd = root, env = {}, log } = {}) {
  return new Promise((resolve) => {
    const output = log ? createWriteStream(log) : null;
    const child = spawn(command, args, {
      cwd,
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (output) {
      child.stdout.pipe(output, { end: false });
      child.stderr.pipe(output, { end: false });
    }
    child.on('error', () => resolve(1));
    child.on('close', (code) => {
      if (output) output.end(() => resolve(code ?? 1));
      else resolve(code ?? 1);
    });
  });
}

async function vitestLeg(name, projects, { env = {}, log } = {}) {
  const started = performance.now();
  const report = join(reports, `${name}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const status = await run(
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { env, log },
  );
  if (log) process.stdout.write(readFileSync(log, 'utf8'));
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed = result.numPassedTests;
    counts.failed = result.numFailedTests;
    counts.skipped = result.numPendingTests + result.numTodoTests;
    for (const file of result.testResults) {
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed) failures.push(`${name}: ${relative(root, file.name)} > ${test.fullName}`);
      if (failed.length === 0 && file.status === 'failed')
        failures.push(`${name}: ${relative(root, file.name)} did not run`);
    }
    // A suite that fails to load has no failed tests, yet the leg failed.
    if (status !== 0 && counts.failed === 0) counts.failed = 1;
  } else if (status !== 0) counts.failed = 1;
  record(name, counts, started);
}

async function playwrightLeg() {
  const started = performance.now();
  const report = join(reports, 'e2e.json');
  const status = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: join(root, 'apps/web'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(report)) {
    const { stats, suites = [] } = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed = stats.expected + stats.flaky;
    counts.failed = stats.unexpected;
    counts.skipped = stats.skipped;
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) if (!spec.ok) failures.push(`end-to-end: ${spec.file} > ${spec.title}`);
      for (const inner of suite.suites ?? []) walk(inner);
    };
    for (const suite of suites) walk(suite);
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  record('end-to-end', counts, started);
}

function record(name, counts, started) {
  legs.push(`${name}: ${counts.passed} passed, ${counts.failed} failed in ${seconds(started)} s`);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

const seconds = (since) => Math.round((performance.now() - since) / 1000);

// The fresh-clone smoke test's `git clone && npm ci` waits mostly on the disk, so it runs beside
// the legs that keep the cores busy rather than after everything else.
const cloneParent = mkdtempSync(join(tmpdir(), 'sudsy-clone-'));
const freshClone = join(cloneParent, 'sudsy');
const clonePrepared = run(
  'sh',
  ['-c', 'git clone --quiet "$0" "$1" && cd "$1" && npm ci --no-audit --no-fund --loglevel=error', root, freshClone],
  { log: join(reports, 'clone.log') },
).then((status) => status === 0);

let built = true;
const buildStarted = performance.now();
try {
  ensureWebBuild();
  // Once, first: the server tests' global setup and the journeys' `npm start` would each build it.
  ensureServerBuild();
  legs.push(`web and server build: ${seconds(buildStarted)} s`);
} catch (error) {
  built = false;
  console.error(error.message);
  record('web build', { passed: 0, failed: 1, skipped: 0 }, buildStarted);
}

// One leg at a time (docs/decisions/011, addendum of 2026-12-07): on this two-core machine the
// journeys alone keep both cores busy (browser, server and worker), and every leg run beside them
// slowed both: the PGlite leg took 1,162 s beside the journeys against 335 s alone, and the
// journeys 874 s against 303 s. Only the clone's install, which waits on the disk, runs beside.
const postgresLeg = async () => {
  const postgresStarted = performance.now();
  if (await postgresAnswers()) {
    await vitestLeg('API on PostgreSQL', ['server-postgres'], { log: join(reports, 'postgres.log') });
  } else {
    legs.push(
      `API on PostgreSQL: not run, no PostgreSQL server answers at ${testDatabaseUrl()} (${seconds(postgresStarted)} s)`,
    );
    console.log(legs.at(-1));
  }
};
await vitestLeg(
  'unit, API on PGlite, components, lint rules',
  ['domain', 'server-pglite', 'web', 'web-mocking', 'tooling'],
  { log: join(reports, 'pglite.log') },
);
// The PGlite tests that start servers as processes run one at a time and mostly wait (a server's
// start, a job's minute): beside the PostgreSQL leg rather than as the PGlite leg's idle tail.
await Promise.all([
  postgresLeg(),
  vitestLeg('servers as processes on PGlite', ['server-pglite-processes'], { log: join(reports, 'processes.log') }),
]);
if (built) {
  await playwrightLeg();
  // Without a prepared clone the smoke test clones and installs by itself, and says what failed.
  const env = (await clonePrepared) ? { SMOKE_CLONE_DIR: freshClone } : {};
  await vitestLeg('bundle budget and fresh clone', ['after-build'], { env, log: join(reports, 'after-build.log') });
}

await clonePrepared;
rmSync(reports, { recursive: true, force: true });
rmSync(cloneParent, { recursive: true, force: true });
console.log('');
for (const failure of failures) console.log(`  failed: ${failure}`);
for (const leg of legs) console.log(`  ${leg}`);
console.log(`  all legs: ${seconds(startedAt)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
