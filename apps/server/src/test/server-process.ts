import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Role } from '@sudsy/domain/roles';
import type { SignedIn } from './accounts';
import { expect } from 'vitest';
import { farExpiry } from '@sudsy/domain/testing/card-expiry';
import { cookieOf, testPassword } from './test-app';

// The server as `npm start` runs it, in a child process: for what only a real process shows
// (signals, crashes, two instances on one database).

/** The server's build, which `npm start` runs with plain Node; the server projects' global setup makes it. */
export const builtServerMain = fileURLToPath(new URL('../../dist/main.mjs', import.meta.url));

export type ServerProcess = {
  child: ReturnType<typeof spawn>;
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>;
  /** The port, once the server listens; rejects if the process ends first. */
  listening: Promise<number>;
  output(): string;
};

/** Starts the built server with `--no-demo` and `env` (PORT 0 picks a free port), without a TypeScript loader. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', builtServerMain, '--no-demo'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    const check = () => {
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(Number(port));
    };
    check();
    child.stdout.on('data', check);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  // A test that fails before awaiting it must not leave an unhandled rejection behind.
  listening.catch(() => {});
  return { child, exited, listening, output: () => output };
}

/**
 * Starts the built server on a port chosen ahead with that origin as its PUBLIC_URL, which the
 * requests of a test that signs up over HTTP must come from (Better Auth checks their Origin).
 */
export async function startServerAtOwnOrigin(env: Record<string, string>): Promise<ServerProcess & { base: string }> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  return { ...startServerProcess({ PORT: String(port), PUBLIC_URL: base, ...env }), base };
}

/** Stops the server as a supervisor does and expects it to end cleanly. */
export async function stopServerProcess(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited, server.output()).toBe(0);
}

/** A port free right now, for a server that must know its public URL before it starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** Signs up through `baseUrl`, confirms through the mailed link, and returns the session. */
export async function signUpOver(baseUrl: string, role: Role): Promise<SignedIn & { email: string }> {
  const email = `${role}-${randomUUID()}@example.com`;
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, name: `Process ${role}`, password: testPassword, role }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  let link: string | undefined;
  for (let attempt = 0; attempt < 100 && !link; attempt += 1) {
    const mails = (await (await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
      text: string;
    }[];
    link = /https?:\/\/\S+/u.exec(mails[0]?.text ?? '')?.[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!link) throw new Error('no verification mail');
  const verified = await fetch(link, { redirect: 'manual' });
  const cookie = cookieOf(verified);
  const session = (await (await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  return { cookie, id: session.user.id, email };
}

/** A JSON call to a server process as `who` (or signed out), asserting its status; answers the body. */
export type CallOver = (
  who: SignedIn | null,
  method: string,
  path: string,
  body: unknown,
  status: number,
) => Promise<unknown>;

export function callOver(baseUrl: string): CallOver {
  return async (who, method, path, body, status) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        origin: baseUrl,
        ...(who ? { cookie: who.cookie } : {}),
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(status);
    return (status === 204 ? null : response.json()) as Promise<unknown>;
  };
}

/**
 * What a booking needs on the local provider, set up as in the browser: the washer's payouts
 * (the simulated onboarding's form) and the owner's 4242 card.
 */
export async function readyToBookOver(baseUrl: string, washer: SignedIn, owner: SignedIn): Promise<void> {
  const call = callOver(baseUrl);
  const { url } = (await call(washer, 'POST', '/api/payouts/onboarding', {}, 200)) as { url: string };
  const onboarded = await fetch(`${baseUrl}${new URL(url).pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: washer.cookie, origin: baseUrl },
  });
  expect(onboarded.status).toBe(303);
  expect(await call(washer, 'GET', '/api/payouts/account', undefined, 200)).toMatchObject({ status: 'enabled' });
  const setup = (await call(owner, 'POST', '/api/payment-methods/setup', {}, 200)) as {
    setupIntentId: string;
    clientSecret: string;
  };
  const card = { clientSecret: setup.clientSecret, number: '4242 4242 4242 4242', expiry: farExpiry, cvc: '123' };
  await call(owner, 'POST', `/api/dev/payments/setup-intents/${setup.setupIntentId}/confirm`, card, 204);
}
