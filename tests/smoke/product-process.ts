import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type RunningProduct = { url: string; process: ChildProcess; output: () => string; stop: () => Promise<void> };

/** Runs `npm start` in `cwd` (without its demo data unless asked) and waits until the health check answers. */
export async function startProduct(
  cwd: string,
  env: Record<string, string>,
  { timeoutMs = 240_000, demo = false } = {},
): Promise<RunningProduct> {
  const port = await freePort();
  const child = spawn('npm', ['start', ...(demo ? [] : ['--', '--no-demo'])], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a stop reaches npm, the start script and the server as a terminal's would.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://localhost:${port}`;
  // Output closes once every process of the group has ended: npm, the start script and the server.
  const outputClosed = Promise.all(
    [child.stdout, child.stderr].map(
      (stream) => new Promise<void>((resolve) => stream?.once('close', () => resolve())),
    ),
  );

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`npm start did not answer within ${timeoutMs} ms:\n${output}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return {
    url,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await outputClosed;
    },
  };
}

/** Writes a row the product keeps: a new account. */
export async function signUp(url: string, email: string): Promise<Response> {
  return fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: 'a-Strong-pass-42', name: 'Smoke Test', role: 'owner' }),
  });
}
