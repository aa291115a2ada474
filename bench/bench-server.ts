// The built server (apps/server/dist/main.mjs) in a process of its own on a free port of
// 127.0.0.1, for the benchmarks that measure it through HTTP; limits are lifted so the load alone
// sets the pace.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../tests/smoke/product-process';
import { builtServerMain } from '../scripts/server-build.mjs';

export type BenchServer = {
  origin: string;
  process: ChildProcess;
  /** From the process's spawn to its first healthy answer. */
  healthyAfterMs: number;
  stop(): Promise<void>;
};

/**
 * Starts the build on the database `env` names (DATA_DIR, DATABASE_URL) and waits for health and,
 * with `readyWhenLogged`, for a log line holding that message (work the server does after start).
 * Without demo data unless `demo` (which only the embedded database takes).
 */
export async function startServer(
  env: Record<string, string>,
  { readyWhenLogged, demo = false }: { readyWhenLogged?: string; demo?: boolean } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const spawned = performance.now();
  // As `npm start` runs it: without --enable-source-maps (docs/decisions/025).
  const child = spawn(process.execPath, [builtServerMain, ...(demo ? [] : ['--no-demo'])], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: origin,
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
      WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    // Its log lines are written as in production, and read only for the line awaited.
    stdio: ['ignore', readyWhenLogged ? 'pipe' : 'ignore', 'inherit'],
  });
  const logged = readyWhenLogged ? lineHolding(child, readyWhenLogged) : Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const healthy = () =>
    fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    // Often enough to time a start to within a few milliseconds, seldom enough not to slow it.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const healthyAfterMs = performance.now() - spawned;
  await logged;
  return {
    origin,
    process: child,
    healthyAfterMs,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function lineHolding(child: ChildProcess, message: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      if (lines.some((line) => line.includes(message))) resolve();
    });
    child.once('exit', () => reject(new Error(`the server exited before logging "${message}"`)));
  });
}

const referenceScript = fileURLToPath(new URL('./load-reference-server.mjs', import.meta.url));

/** The benchmarks' reference: a bare Hono JSON endpoint on Node, ready once it has answered. */
export async function startReference(): Promise<BenchServer> {
  const spawned = performance.now();
  const child = spawn(process.execPath, [referenceScript], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (data) => resolve(String(data).trim())),
  );
  const origin = `http://127.0.0.1:${port}`;
  if (!(await fetch(origin)).ok) throw new Error('the reference did not answer');
  return {
    origin,
    process: child,
    healthyAfterMs: performance.now() - spawned,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
