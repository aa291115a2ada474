import type { Server } from 'node:http';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { sessionCacheFor } from './auth/session-cache';
import { ConfigError, loadConfig, type Config } from './config';
import { configurationSummary } from './config-summary';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { startStatisticsRefresh } from './db/statistics';
import { loadDemoMoney } from './demo/demo-money';
import { formatSignIns, loadDemoData } from './demo/load-demo-data';
import { createMessagesHub } from './features/messages/hub';
import { startSearchCache } from './features/washers/search-cache';
import { armPaymentFailpoint } from './features/job-payments/failpoint';
import { reconcileAtStart } from './features/job-payments/reconcile';
import { pauseInstantBookingWithoutPayouts } from './features/payments/instant-booking-payouts';
import { marketplaceEventHandler } from './event-handlers';
import { marketplaceJobs } from './marketplace-jobs';
import { databaseActionRunner } from './ops/database-actions';
import { findNotification } from './features/notifications';
import { createLogger } from './logger';
import { writeDump } from './ops/backup';
import { startControlSocket } from './platform/control-socket';
import { createEventDispatcher } from './platform/events/dispatcher';
import { createJobQueue } from './platform/jobs/job-queue';
import { createBackgroundMailer } from './platform/mail/background-mailer';
import { createMailer } from './platform/mail/create-mailer';
import { createPaymentProvider } from './platform/payments/create-payment-provider';
import { createPushSender } from './platform/push/create-push-sender';
import { createSmsSender } from './platform/sms/create-sms-sender';
import { closeDataDir, keepWritesPrivate } from './platform/private-data';
import { offlineGeocoder } from './platform/geocoder/offline-geocoder';
import { createStorage } from './platform/storage/create-storage';

/** How long requests in flight may take to finish once a stop is asked for. */
const shutdownGraceMs = 10_000;

function readConfig(): { config: Config; demo: boolean } {
  try {
    // Unknown flags fail loudly.
    const { values } = parseArgs({ options: { 'no-demo': { type: 'boolean' } }, strict: true });
    return { config: loadConfig(), demo: values['no-demo'] !== true };
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof TypeError ? error.message : error);
    process.exit(1);
  }
}

// Before reading the configuration, which may write the generated auth secret.
keepWritesPrivate();
const { config, demo } = readConfig();
const logger = createLogger(config.logLevel);
armPaymentFailpoint(config.paymentFailpoint);
closeDataDir(config.dataDir, logger);
if (config.env === 'production') {
  logger.info({ configuration: configurationSummary(config) }, 'configuration');
  if (config.database.driver === 'pglite')
    logger.warn(
      'running on the embedded database, which one process alone can open: set DATABASE_URL to run more than one instance (docs/operations.md)',
    );
}
function fail(message: string, error: unknown): never {
  logger.fatal({ err: error }, message);
  process.exit(1);
}

const database = await openDatabase(config.database).catch((error: unknown) => fail('cannot open the database', error));
await runMigrations(database).catch((error: unknown) => fail('database migration failed', error));
if (demo) {
  // The gazetteer, not Google: demo addresses are placed the same way on every machine, offline.
  const signIns = await loadDemoData(database, config, offlineGeocoder(), createStorage(config.storage)).catch(
    (error: unknown) => fail('demo data could not be added', error),
  );
  if (signIns.length > 0) console.log(formatSignIns(signIns));
}

const jobs = createJobQueue(database, logger);

// Tools that need the embedded database's files while the server runs (a backup, a campaign to
// queue, an operator to make) ask it for them.
const { dumpDataDir } = database;
const controlSocket = dumpDataDir
  ? await startControlSocket(config.dataDir, {
      dumpDatabase: async (file) => writeDump(await dumpDataDir(), file),
      run: databaseActionRunner(database.db, (job) => jobs.send(job)),
    }).catch((error: unknown) => {
      logger.warn({ err: error }, 'no control socket in DATA_DIR: a backup cannot be taken while the server runs');
      return null;
    })
  : null;

const mailTransport = createMailer(config, database.db, logger);
const mailer = createBackgroundMailer(mailTransport, logger);
const messagesHub = createMessagesHub({ db: database.db, logger, notificationOf: findNotification });
const sessionCache = sessionCacheFor(database.db, config, logger);
const payments = createPaymentProvider(config, database.db, logger);
if (demo && payments?.mode === 'local')
  await loadDemoMoney({ db: database.db, provider: payments, feePercent: config.platformFeePercent, logger }).catch(
    (error: unknown) => fail('demo money could not be added', error),
  );
// A washer's instant booking needs payouts once payments are on: off for those without (a server
// that had payments off before, an account that stopped while this one was down).
if (payments) {
  const paused = await pauseInstantBookingWithoutPayouts(database.db).catch((error: unknown) =>
    fail('instant booking could not be checked against payouts', error),
  );
  if (paused > 0) logger.info({ paused }, 'instant booking turned off for washers without payouts');
}
const sms = createSmsSender(config, database.db, logger);
const app = createApp({ config, db: database.db, logger, mailer, messagesHub, sessionCache, payments, sms });
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

/**
 * The event delivery, the job queue (the sweeps) and the search's fill start once the server
 * listens: on the embedded database every statement waits its turn, and a start's first requests
 * (a health check) should not wait behind theirs. With BACKGROUND_WORK=off the events and the jobs
 * are left to the other instances.
 */
function startBackgroundWork(): () => Promise<void> {
  if (!config.backgroundWork) return startSearchCache(database.db, logger);
  const eventsStarted = events
    .start()
    .catch((error: unknown) => logger.error({ err: error }, 'event delivery could not start'));
  const { db } = database;
  const jobsStarted = jobs
    .start(marketplaceJobs({ db, logger, payments }))
    .catch((error: unknown) => logger.error({ err: error }, 'the job queue could not start'));
  // Beside the queue, not in it: what a crash left between the provider and our books, finished at once.
  const stopReconciliation = payments ? reconcileAtStart({ db, provider: payments, logger }) : async () => {};
  const stopStatistics = startStatisticsRefresh(database, logger);
  const stopSearchCache = startSearchCache(database.db, logger);
  // Before the database closes: a job finishing would write to a closed database. A stop soon
  // after the start waits for it first, or workers registered after the stop would run on.
  const stopJobs = async () => {
    await jobsStarted;
    await jobs.stop();
  };
  const stopEvents = async () => {
    await eventsStarted;
    await events.stop();
  };
  return async () =>
    void (await Promise.all([stopJobs(), stopStatistics(), stopSearchCache(), stopEvents(), stopReconciliation()]));
}

let stopBackgroundWork = async (): Promise<void> => undefined;
// serve() gives an http.Server unless asked for HTTP/2, which we never do.
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.listenHost }, (info) => {
  console.log(`Sudsy is running at http://localhost:${info.port} (listening on ${info.address})`);
  stopBackgroundWork = startBackgroundWork();
}) as Server;

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections that finish their request become idle; release them as they do.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  // Open message streams never finish on their own; ending them lets their connections go idle.
  await messagesHub.close();
  const deadline = setTimeout(() => {
    logger.warn('requests still open after the grace period; closing them');
    server.closeAllConnections();
  }, shutdownGraceMs);
  await closed;
  clearInterval(idleSweep);
  clearTimeout(deadline);
  // Its listening connection would otherwise outlive the pool.
  await sessionCache.close();
  // A reset or verification link already promised to the user still goes out, and so does a mail
  // the background work started.
  await stopBackgroundWork();
  await mailer.settled();
  // A local payment event under way reaches its webhook before the database closes.
  if (payments?.mode === 'local') await payments.close();
  await controlSocket?.close();
  await database.close();
  logger.info('stopped');
  process.exit(0);
}

// `on`, not `once`: a stop from a terminal signals the whole process group, and `npm start`
// forwards it too, so a second signal must not fall through to the default (instant death).
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
