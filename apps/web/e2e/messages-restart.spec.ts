import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { reconnectDelayMs } from '@sudsy/domain/constants';
import { messageLog, shareQuoteRequest, verifiedPerson, write, type Person } from './support/messages-setup';
import { e2ePorts } from './support/ports';

// This journey stops and starts the server, so it runs its own on a port of its own rather than
// the one every other journey shares; its mail still goes to the run's SMTP sink.
const port = e2ePorts.product + 3;
const baseURL = `http://localhost:${port}`;
// The server's build, made by the product server's start before any journey runs.
const builtServerMain = fileURLToPath(new URL('../../server/dist/main.mjs', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-e2e-restart-'));
const tag = randomBytes(3).toString('hex');

let server: ChildProcess | null = null;

const isHealthy = () =>
  fetch(`${baseURL}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

async function startServer(): Promise<void> {
  // A server left on this port by an earlier run would answer for ours and never restart.
  if (await isHealthy()) throw new Error(`port ${port} is already taken by a running server`);
  const child = spawn(process.execPath, ['--enable-source-maps', builtServerMain, '--no-demo'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      PASSWORD_HASHING: 'light',
    },
    stdio: 'ignore',
  });
  server = child;
  // Never outlive the worker, even when it is torn down mid-journey.
  process.once('exit', () => child.kill('SIGKILL'));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await isHealthy()) return;
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

let owner: Person;
let washer: Person;

test.beforeAll(async () => {
  await startServer();
  [owner, washer] = await Promise.all([
    verifiedPerson(baseURL, 'owner', `Rita ${tag}`),
    verifiedPerson(baseURL, 'washer', `Restart Suds ${tag}`),
  ]);
  await shareQuoteRequest(baseURL, owner, washer);
});
test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openConversation(browser: Browser, who: Person, other: Person): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // The page's timers run on a clock the journey can move on, so a retry falls due when the
  // server is back rather than after the backoff's wait.
  await page.clock.install();
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { Origin: baseURL },
    data: { email: who.email, password: who.password, accountType: who.role },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto(`/messages?contact=${other.id}`);
  await expect(page.getByRole('heading', { level: 2, name: other.name })).toBeVisible();
  return page;
}

test('after the server restarts, both sides reconnect on their own and messages arrive live again', async ({
  browser,
}) => {
  const ownerPage = await openConversation(browser, owner, washer);
  const washerPage = await openConversation(browser, washer, owner);

  await write(ownerPage, washer.name, 'Before the restart');
  await expect(messageLog(washerPage, owner.name)).toContainText('Before the restart');

  await stopServer();
  // Both notice the lost connection and say so while they retry.
  await expect(ownerPage.getByRole('status').filter({ hasText: 'Reconnecting...' })).toBeVisible();
  await expect(washerPage.getByRole('status').filter({ hasText: 'Reconnecting...' })).toBeVisible();
  await startServer();
  // Written the moment the server is back, most likely before the washer's page has reconnected:
  // it must reach them all the same, live or by the catch-up every new connection makes.
  const missed = await ownerPage.request.post(`/api/messages/conversations/${washer.id}`, {
    headers: { Origin: baseURL },
    data: { content: 'Sent while you were away' },
  });
  expect(missed.status()).toBe(201);

  // Back without a reload: each side retries within the backoff's longest wait, and the notice
  // goes once it has its stream again.
  await Promise.all([ownerPage, washerPage].map((page) => page.clock.fastForward(reconnectDelayMs(Infinity))));
  await expect(ownerPage.getByRole('status').filter({ hasText: 'Reconnecting...' })).toHaveCount(0);
  await expect(washerPage.getByRole('status').filter({ hasText: 'Reconnecting...' })).toHaveCount(0);

  await expect(messageLog(washerPage, owner.name)).toContainText('Sent while you were away');
  await write(ownerPage, washer.name, 'After the restart');
  await expect(messageLog(washerPage, owner.name)).toContainText('After the restart');
  await write(washerPage, owner.name, 'Heard you after the restart');
  await expect(messageLog(ownerPage, washer.name)).toContainText('Heard you after the restart');

  await ownerPage.context().close();
  await washerPage.context().close();
});
