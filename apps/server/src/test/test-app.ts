import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Role } from '@sudsy/domain/roles';
import { createApp } from '../app';
import { sessionCacheFor, type SessionCache } from '../auth/session-cache';
import { loadConfig, type Config } from '../config';
import { openPostgres, type Database, type Db } from '../db/client';
import { createMessagesHub, type MessagesHub } from '../features/messages/hub';
import { findNotification } from '../features/notifications';
import { marketplaceEventHandler } from '../event-handlers';
import { createPaymentEvents, type PaymentEvents } from '../features/payments/payment-events';
import { createLogger } from '../logger';
import { createEventDispatcher, type EventDispatcher } from '../platform/events/dispatcher';
import { createBackgroundMailer, type BackgroundMailer } from '../platform/mail/background-mailer';
import { createMailer } from '../platform/mail/create-mailer';
import { createPaymentProvider, type ConfiguredPaymentProvider } from '../platform/payments/create-payment-provider';
import { createPushSender } from '../platform/push/create-push-sender';
import { createSmsSender } from '../platform/sms/create-sms-sender';
import type { Clock } from '../platform/rate-limiter';
import { openTestDatabase, testDriver } from './test-db';

export const testOrigin = 'http://localhost:3000';

export type TestApp = {
  app: ReturnType<typeof createApp>;
  config: Config;
  database: Database;
  /**
   * The app's mailer; `await mail.settled()` before looking for a mail or a bell item: it delivers
   * the events recorded so far, then waits for the mail in flight.
   */
  mail: BackgroundMailer;
  /** The outbox's dispatcher, started as on a server (off with BACKGROUND_WORK=off in `env`). */
  events: EventDispatcher;
  /** Live message delivery; it listens only once a stream is opened, and `close()` stops it. */
  messagesHub: MessagesHub;
  /** Signed-in sessions kept in memory, as in production (SESSION_CACHE_SECONDS, 30 s unless `env` says otherwise). */
  sessionCache: SessionCache;
  /**
   * The payment provider (the local one unless `env` says otherwise); `await payments.settled()`
   * (local) before looking for what its events did.
   */
  payments: ConfiguredPaymentProvider | null;
  /** The payment webhook's handlers: a test adds its own with `paymentEvents.on(type, handler)`. */
  paymentEvents: PaymentEvents;
  /** Closes (and for PostgreSQL drops) the database and removes the temporary data folder. */
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Receives the app's log lines instead of a silent logger. */
  logger?: Logger;
  /** The clock rate-limit windows run on. */
  now?: Clock;
  /** How often open message streams send their heartbeat. */
  heartbeatMs?: number;
};

/**
 * The real app on a fresh database, with a temporary DATA_DIR and no web build unless `env`
 * says otherwise. Logs are silenced; pass LOG_LEVEL in `env` to see them. Every test request
 * comes from one address and some files write hundreds of times a minute, so rate limits are high
 * unless `env` sets them; passwords are hashed at the light cost.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '3000',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    // Hundreds of sign-ups per run; the standard cost has tests of its own (password-hashing.test.ts),
    // and production refuses the light one.
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASHING: 'light' }),
    ...env,
  });
  const database = await openTestDatabase();
  const logger = options.logger ?? createLogger(config.logLevel);
  const mailTransport = createMailer(config, database.db, logger);
  const backgroundMail = createBackgroundMailer(mailTransport, logger);
  const messagesHub = createMessagesHub({
    db: database.db,
    logger,
    notificationOf: findNotification,
    heartbeatMs: options.heartbeatMs,
  });
  const payments = createPaymentProvider(config, database.db, logger);
  // The dev outbox unless `env` sets TWILIO_*; tests never text through Twilio (there is no network).
  const sms = createSmsSender(config, database.db, logger);
  const events = createEventDispatcher({
    db: database.db,
    logger,
    handle: marketplaceEventHandler({
      db: database.db,
      mailer: mailTransport,
      hub: messagesHub,
      publicUrl: config.publicUrl,
      push: createPushSender(config, database.db, logger),
      sms,
      payments,
      logger,
      secret: config.authSecret,
    }),
  });
  if (config.backgroundWork) await events.start();
  const mail: BackgroundMailer = {
    sendLater: backgroundMail.sendLater,
    settled: async () => {
      if (config.backgroundWork) await events.drain();
      await backgroundMail.settled();
    },
  };
  const sessionCache = sessionCacheFor(database.db, config, logger);
  const paymentEvents = createPaymentEvents();
  const app = createApp({
    config,
    db: database.db,
    logger,
    mailer: mail,
    now: options.now,
    messagesHub,
    sessionCache,
    payments,
    paymentEvents,
    sms,
  });
  return {
    app,
    config,
    database,
    mail,
    events,
    messagesHub,
    sessionCache,
    payments,
    paymentEvents,
    close: async () => {
      if (payments?.mode === 'local') await payments.close();
      await events.stop();
      await messagesHub.close();
      await sessionCache.close();
      await mail.settled();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sends a JSON request the way the web app does (same origin), returning the raw response. */
export function jsonRequest(
  app: TestApp['app'],
  path: string,
  body: unknown,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json');
  headers.set('origin', testOrigin);
  return Promise.resolve(
    app.request(`${testOrigin}${path}`, { method: 'POST', ...init, headers, body: JSON.stringify(body) }),
  );
}

let accountCounter = 0;

export const testPassword = 'wash-and-shine-42';

/** A fresh address per call, so test files never collide. */
export function uniqueEmail(prefix = 'user'): string {
  accountCounter += 1;
  return `${prefix}-${accountCounter}-${Date.now()}@example.com`;
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/**
 * The first link in the newest dev-outbox mail to `email`, read through the dev mailbox API.
 * Mail goes out in the background, so it waits for the `count`-th mail to arrive.
 */
export async function mailLink(app: TestApp['app'], email: string, count = 1): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await app.request(`${testOrigin}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mails = (await response.json()) as { text: string }[];
    const link = mails.length >= count ? /https?:\/\/\S+/.exec(mails[0]?.text ?? '')?.[0] : undefined;
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${email}`);
}

/** Signs in as the account type given (the account's role unless said otherwise). */
export function signIn(
  app: TestApp['app'],
  email: string,
  accountType: Role,
  password = testPassword,
): Promise<Response> {
  return jsonRequest(app, '/api/auth/sign-in/email', { email, password, accountType });
}

/**
 * Registers a new account with `role`, confirms its email through the link mailed to it, and
 * returns the session cookie that confirmation signs in with.
 */
export async function signUp(
  app: TestApp['app'],
  role: Role,
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<{ cookie: string; email: string }> {
  const email = overrides.email ?? uniqueEmail(role);
  const response = await jsonRequest(app, '/api/auth/sign-up/email', {
    email,
    name: overrides.name ?? 'Test User',
    password: overrides.password ?? testPassword,
    role,
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const verified = await app.request(await mailLink(app, email));
  const cookie = cookieOf(verified);
  if (!cookie.includes('session_token=')) throw new Error(`email verification did not sign in: ${verified.status}`);
  return { cookie, email };
}

/**
 * The test app's database as a second server instance reaches it: on PostgreSQL through a pool
 * (and a listening connection) of its own; PGlite is one database in one process, so it is shared.
 */
export async function secondInstanceDb(t: TestApp): Promise<{ db: Db; close(): Promise<void> }> {
  const pool = (t.database.db as unknown as { $client: { options?: { connectionString?: string } } }).$client;
  const url = pool.options?.connectionString;
  const database = testDriver === 'postgres' && url ? await openPostgres(url) : null;
  return { db: database?.db ?? t.database.db, close: async () => await database?.close() };
}
