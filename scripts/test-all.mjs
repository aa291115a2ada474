// `npm test`: every runner in turn — unit, API (PGlite, then PostgreSQL), component,
// end-to-end and the fresh-clone smoke test — then each leg's count and seconds, and one line
// totalled over all of them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';
import { postgresAnswers, testDatabaseUrl } from './postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'sudsy-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const legs = [];
let legStartedAt = performance.now();

/** Seconds since the previous leg ended, for the summary. */
function legSeconds() {
  const now = performance.now();
  const seconds = Math.round((now - legStartedAt) / 1000);
  legStartedAt = now;
  return seconds;
}

function run(command, args, { cwd = root, env = {} } = {}) {
  return spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

function vitestLeg(name, projects, env = {}) {
  const report = join(reports, `${name}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const status = run(
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { env },
  );
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed = result.numPassedTests;
    counts.failed = result.numFailedTests;
    counts.skipped = result.numPendingTests + result.numTodoTests;
    // A suite that fails to load has no failed tests, yet the leg failed.
    if (status !== 0 && counts.failed === 0) counts.failed = 1;
  } else if (status !== 0) counts.failed = 1;
  record(name, counts);
}

function playwrightLeg() {
  const report = join(reports, 'e2e.json');
  const status = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: join(root, 'apps/web'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed = stats.expected + stats.flaky;
    counts.failed = stats.unexpected;
    counts.skipped = stats.skipped;
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  record('end-to-end', counts);
}

function record(name, counts) {
  legs.push(`${name}: ${counts.passed} passed, ${counts.failed} failed in ${legSeconds()} s`);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

vitestLeg('unit, API on PGlite, components, lint rules', ['domain', 'server-pglite', 'web', 'web-mocking', 'tooling']);

// The fresh-clone smoke test's `git clone && npm ci` waits mostly on the disk, so it runs beside
// the PostgreSQL leg (which waits mostly on the database) rather than after everything else.
const cloneParent = mkdtempSync(join(tmpdir(), 'sudsy-clone-'));
const freshClone = join(cloneParent, 'sudsy');
const clonePrepared = new Promise((resolve) => {
  const preparing = spawn(
    'sh',
    ['-c', 'git clone --quiet "$0" "$1" && cd "$1" && npm ci --no-audit --no-fund --loglevel=error', root, freshClone],
    { stdio: 'inherit' },
  );
  preparing.on('exit', (code) => resolve(code === 0));
  preparing.on('error', () => resolve(false));
});

if (await postgresAnswers()) {
  vitestLeg('API on PostgreSQL', ['server-postgres']);
} else {
  legs.push(`API on PostgreSQL: not run, no PostgreSQL server answers at ${testDatabaseUrl()} (${legSeconds()} s)`);
  console.log(legs.at(-1));
}

let built = true;
try {
  ensureWebBuild();
  legs.push(`web build: ${legSeconds()} s`);
} catch (error) {
  built = false;
  console.error(error.message);
  record('web build', { passed: 0, failed: 1, skipped: 0 });
}
if (built) {
  playwrightLeg();
  // Without a prepared clone the smoke test clones and installs by itself, and says what failed.
  const cloneEnv = (await clonePrepared) ? { SMOKE_CLONE_DIR: freshClone } : {};
  vitestLeg('bundle budget and fresh clone', ['after-build'], cloneEnv);
}

await clonePrepared;
rmSync(reports, { recursive: true, force: true });
rmSync(cloneParent, { recursive: true, force: true });
const totalSeconds = Math.round(performance.now() / 1000);
console.log('');
for (const leg of legs) console.log(`  ${leg}`);
console.log(`  all legs: ${totalSeconds} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
