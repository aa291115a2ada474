import type { Config } from './config';

/** What a secret shows as: whether it is set, never its value. */
const masked = (secret: string | undefined) => (secret === undefined ? 'unset' : '***');

/** A URL with its password masked (a database's or a mail server's credentials). */
function withoutPassword(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const parsed = new URL(url);
  if (parsed.password !== '') parsed.password = '***';
  return parsed.toString();
}

/**
 * The configuration a server runs with, for the one line it logs at a production start: every
 * setting an operator chose or left at its default, secrets shown only as set or unset.
 */
export function configurationSummary(config: Config) {
  const { database, storage } = config;
  return {
    env: config.env,
    port: config.port,
    publicUrl: config.publicUrl,
    listenHost: config.listenHost ?? 'every interface',
    dataDir: config.dataDir,
    database:
      database.driver === 'pglite'
        ? { driver: 'pglite', dir: database.dir }
        : { driver: 'postgres', url: withoutPassword(database.url), poolSize: database.poolSize },
    storage:
      storage.driver === 'local'
        ? { driver: 'local', dir: storage.dir }
        : {
            driver: 's3',
            endpoint: storage.endpoint ?? 'AWS',
            bucket: storage.bucket,
            accessKeyId: storage.accessKeyId,
            secretAccessKey: masked(storage.secretAccessKey),
          },
    mail: { smtpUrl: withoutPassword(config.mail.smtpUrl) ?? 'unset', from: config.mail.from },
    maps: { provider: config.maps.provider, googleApiKey: masked(config.maps.googleApiKey) },
    mapTiles: config.mapTiles.tileUrl,
    trustProxy: config.trustProxy,
    authRateLimit: config.authRateLimit,
    writesPerMinute: config.writesPerMinute,
    sessionCacheSeconds: config.sessionCacheSeconds,
    metricsToken: masked(config.metricsToken),
    authSecret: masked(config.authSecret),
    logLevel: config.logLevel,
    webDistDir: config.webDistDir,
    passwordHashing: config.passwordHashing,
    backgroundWork: config.backgroundWork,
    payments: paymentsSummary(config.payments),
    platformFeePercent: config.platformFeePercent,
    requireVerifiedWashers: config.requireVerifiedWashers,
    push: {
      // Public: browsers are given it. Unset, a pair kept in DATA_DIR is used.
      vapidPublicKey: config.push.vapidKeys?.publicKey ?? 'unset',
      vapidPrivateKey: masked(config.push.vapidKeys?.privateKey),
      subject: config.push.subject,
    },
    // The account and the sender are not secret; the token signs Twilio's webhooks and our calls.
    sms: config.sms.twilio
      ? {
          provider: 'twilio',
          accountSid: config.sms.twilio.accountSid,
          authToken: masked(config.sms.twilio.authToken),
          from: config.sms.twilio.from,
        }
      : { provider: 'dev outbox' },
  };
}

function paymentsSummary(payments: Config['payments']) {
  if (payments.mode !== 'stripe') return { mode: payments.mode };
  return {
    mode: payments.mode,
    // Publishable by its nature, and it tells test keys from live ones.
    publishableKey: payments.publishableKey,
    secretKey: masked(payments.secretKey),
    webhookSecrets: payments.webhookSecrets.map(masked),
  };
}
