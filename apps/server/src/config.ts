import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { defaultWritesPerMinute } from '@sudsy/domain/limits';
import { defaultMapTiles, tileTemplateMessage } from '@sudsy/domain/map-tiles';
import { paymentsModeSchema, platformFeePercentSchema } from '@sudsy/domain/payment-schemas';
import { tileImageSource } from './features/maps/tile-source';
import { serverRoot } from './server-root';

// From the server's folder, not the working directory, so `npm start` finds the web build
// whichever folder it is launched from.
const defaultWebDistDir = join(serverRoot, '../web/dist');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const minMetricsTokenLength = 16;

/**
 * Where PAYMENT_FAILPOINT makes the server kill itself (SIGKILL), for the test that a crash in
 * the middle of a payment step is reconciled: `after-provider-capture` is between the provider's
 * capture and our ledger write (docs/payments.md, "Reconciliation"). Refused in production.
 */
export const paymentFailpoints = ['after-provider-capture'] as const;
export type PaymentFailpoint = (typeof paymentFailpoints)[number];

/** node-postgres's own default: ten connections per instance. */
const defaultPoolSize = 10;

const positiveInteger = (fallback: string) => z.string().default(fallback).pipe(z.coerce.number<string>().int().min(1));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.string().default('3000').pipe(z.coerce.number<string>().int().min(0).max(65_535)),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  HOST: optionalText,
  ALLOW_INSECURE_PUBLIC_URL: z.enum(['0', '1']).default('0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_SIZE: positiveInteger(String(defaultPoolSize)),
  AUTH_SECRET: optionalText,
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Sudsy <no-reply@localhost>'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  MAPS_PROVIDER: z.enum(['offline', 'google']).default('offline'),
  GOOGLE_MAPS_API_KEY: optionalText,
  MAP_TILE_URL: optionalText.transform((value = defaultMapTiles.tileUrl, context) => {
    const imageSource = tileImageSource(value);
    if (imageSource !== null) return { tileUrl: value, imageSource };
    context.addIssue({ code: 'custom', message: tileTemplateMessage });
    return z.NEVER;
  }),
  MAP_TILE_ATTRIBUTION: optionalText.transform((value) => value ?? defaultMapTiles.attribution),
  TRUST_PROXY: z.string().default('0').pipe(z.coerce.number<string>().int().min(0).max(10)),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInteger('600'),
  AUTH_RATE_LIMIT_PER_IP: positiveInteger('20'),
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInteger('5'),
  WRITE_RATE_LIMIT_PER_MINUTE: positiveInteger(String(defaultWritesPerMinute)),
  // At most five minutes: the longest a sign-in could outlive its revocation if a notice were lost.
  SESSION_CACHE_SECONDS: z.string().default('30').pipe(z.coerce.number<string>().int().min(0).max(300)),
  // A scraper's bearer token for GET /metrics; without it there is no /metrics.
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(minMetricsTokenLength, `must be at least ${minMetricsTokenLength} characters`).optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalText,
  PASSWORD_HASHING: z.enum(['standard', 'light']).default('standard'),
  BACKGROUND_WORK: z.enum(['on', 'off']).default('on'),
  PAYMENTS: optionalText.pipe(paymentsModeSchema.optional()),
  PLATFORM_FEE_PERCENT: optionalText.pipe(platformFeePercentSchema),
  PAYMENT_FAILPOINT: optionalText.pipe(z.enum(paymentFailpoints).optional()),
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optionalText.pipe(z.string().regex(/^pk_/, 'must start with pk_').optional()),
  // Several, comma-separated: the platform endpoint's secret and the Connect endpoint's (docs/payments.md).
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .transform((value) => value.split(',').map((secret) => secret.trim()))
      .pipe(z.array(z.string().regex(/^whsec_/, 'must start with whsec_')))
      .optional(),
  ),
  // Web push's VAPID key pair (base64url, as web-push prints them); unset, one is made into DATA_DIR.
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),
  // Whether only verified washers are found, quote and are booked (docs/product.md, "Washer
  // verification"); unset, on in production and off on a local instance.
  REQUIRE_VERIFIED_WASHERS: optionalText.pipe(z.enum(['on', 'off']).optional()),
  // Twilio for SMS (all three or none); unset, texts go to the dev outbox (docs/product.md, "SMS").
  TWILIO_ACCOUNT_SID: optionalText.pipe(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an account SID (AC and 32 hex digits)')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText.pipe(
    z
      .string()
      .regex(/^(\+[1-9]\d{1,14}|MG[0-9a-fA-F]{32})$/, 'must be an E.164 number or a messaging service SID (MG...)')
      .optional(),
  ),
});

type Env = z.infer<typeof envSchema>;

const minProductionSecretLength = 32;

/**
 * On PostgreSQL, `poolSize` (DATABASE_POOL_SIZE) connections at most for requests and jobs, and one
 * more that listens for live messages (docs/operations.md, "Connections").
 */
export type DatabaseConfig = { driver: 'pglite'; dir: string } | { driver: 'postgres'; url: string; poolSize: number };
/**
 * How money moves (PAYMENTS): through Stripe, through the local stand-in that keeps its own books
 * in the database, or not at all (the owner pays the washer directly). docs/payments.md.
 */
export type PaymentsConfig =
  | { mode: 'local'; webhookSecret: string }
  | { mode: 'stripe'; secretKey: string; publishableKey: string; webhookSecrets: string[] }
  | { mode: 'off' };
export type StorageConfig =
  | { driver: 'local'; dir: string }
  | { driver: 's3'; endpoint: string | undefined; bucket: string; accessKeyId: string; secretAccessKey: string };

export type Config = {
  env: Env['NODE_ENV'];
  port: number;
  /** PUBLIC_URL when set, else http://localhost:PORT; the origin browsers use, without a trailing slash. */
  publicUrl: string;
  /**
   * The address the server listens on (HOST): when unset, loopback only for a loopback PUBLIC_URL,
   * since nobody else is meant to reach that instance (its dev pages included); else every interface.
   */
  listenHost: string | undefined;
  dataDir: string;
  database: DatabaseConfig;
  authSecret: string;
  mail: { smtpUrl: string | undefined; from: string };
  storage: StorageConfig;
  maps: { provider: Env['MAPS_PROVIDER']; googleApiKey: string | undefined };
  /** The tile server both maps draw on, and the origin the CSP's img-src allows for it. */
  mapTiles: { tileUrl: string; attribution: string; imageSource: string };
  /** How many reverse proxies sit in front of us; their X-Forwarded-For entries are trusted. */
  trustProxy: number;
  /** Attempts allowed per window on sign-in, sign-up, password reset requests and verification resends. */
  authRateLimit: { windowSeconds: number; perIp: number; perEmail: number };
  /** Most writes one signed-in user may make per minute (WRITE_RATE_LIMIT_PER_MINUTE). */
  writesPerMinute: number;
  /** How long an instance may answer a session from memory (SESSION_CACHE_SECONDS); 0 reads it every time. */
  sessionCacheSeconds: number;
  /** The bearer token GET /metrics requires (METRICS_TOKEN); without one /metrics does not exist. */
  metricsToken: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  /** `light` only for test runs: see auth/password-hashing.ts. */
  passwordHashing: Env['PASSWORD_HASHING'];
  /**
   * Whether this instance delivers events and runs the timed work (BACKGROUND_WORK). Off, it only
   * answers requests, leaving both to the instances that share its database.
   */
  backgroundWork: boolean;
  payments: PaymentsConfig;
  /** The platform's share of a job's price (PLATFORM_FEE_PERCENT), 0 to 50 in tenths. */
  platformFeePercent: number;
  /** Where a test asks the process to die mid-payment (PAYMENT_FAILPOINT); never in production. */
  paymentFailpoint: PaymentFailpoint | undefined;
  /** Web push: the VAPID keys of VAPID_* (unset: made once into DATA_DIR) and the contact push services see. */
  push: PushConfig;
  /** SMS: Twilio's account, token and sender (TWILIO_*); unset, texts go to the dev outbox. */
  sms: SmsConfig;
  /** Only verified washers are found, quote and are booked (REQUIRE_VERIFIED_WASHERS). */
  requireVerifiedWashers: boolean;
};

export type TwilioConfig = { accountSid: string; authToken: string; from: string };
export type SmsConfig = { twilio: TwilioConfig | undefined };

export type VapidKeys = { publicKey: string; privateKey: string };
export type PushConfig = { vapidKeys: VapidKeys | undefined; subject: string };

/** A configuration the process cannot start with; its message is one line meant for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  refuseIncompleteProduction(e);

  // npm runs workspace scripts inside the workspace; INIT_CWD is where the command was typed,
  // so `npm start` and `npm run db:migrate` from the root agree on ./data.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = resolve(baseDir, e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const authSecret =
    e.AUTH_SECRET ?? persistedSecret(dataDir, 'auth-secret', () => randomBytes(32).toString('base64url'));
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    publicUrl,
    listenHost: e.HOST ?? loopbackListenHost(publicUrl),
    dataDir,
    database: e.DATABASE_URL
      ? { driver: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { driver: 'pglite', dir: join(dataDir, 'pglite') },
    authSecret,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    storage: storageConfig(e, dataDir),
    maps: { provider: e.MAPS_PROVIDER, googleApiKey: e.GOOGLE_MAPS_API_KEY },
    mapTiles: { ...e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    trustProxy: e.TRUST_PROXY,
    authRateLimit: {
      windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
    },
    writesPerMinute: e.WRITE_RATE_LIMIT_PER_MINUTE,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(baseDir, e.WEB_DIST_DIR) : defaultWebDistDir,
    passwordHashing: e.PASSWORD_HASHING,
    backgroundWork: e.BACKGROUND_WORK === 'on',
    payments: paymentsConfig(e, authSecret),
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
    paymentFailpoint: e.PAYMENT_FAILPOINT,
    push: pushConfig(e, publicUrl),
    sms: smsConfig(e),
    requireVerifiedWashers: (e.REQUIRE_VERIFIED_WASHERS ?? (e.NODE_ENV === 'production' ? 'on' : 'off')) === 'on',
  };
}

const twilioKeys = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

/** TWILIO_* when all three are set; one or two of them is a mistake worth stopping for. */
function smsConfig(e: Env): SmsConfig {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = e;
  if (accountSid && authToken && from) return { twilio: { accountSid, authToken, from } };
  const set = twilioKeys.filter((name) => e[name] !== undefined);
  if (set.length > 0)
    throw new ConfigError(`${twilioKeys.join(', ')} must be set together (only ${set.join(', ')} is)`);
  return { twilio: undefined };
}

/** VAPID_* when set (both keys or neither); without them platform/push makes a pair into DATA_DIR. */
function pushConfig(e: Env, publicUrl: string): PushConfig {
  const subject =
    e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:${senderAddress(e.MAIL_FROM)}`);
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = e;
  if (publicKey && privateKey) return { vapidKeys: { publicKey, privateKey }, subject };
  if (publicKey || privateKey) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  return { vapidKeys: undefined, subject };
}

/** The address in MAIL_FROM ('Sudsy <no-reply@example.com>' or a bare address). */
function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

function refuseIncompleteProduction(e: Env): void {
  // A generated secret or a guessed URL would silently break sessions and links across instances.
  if (e.NODE_ENV === 'production') {
    const missing = (['AUTH_SECRET', 'PUBLIC_URL'] as const).filter((name) => e[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(`NODE_ENV=production requires ${missing.join(' and ')} to be set`);
    }
    // Browsers would send the sign-in cookie, and people their passwords, in the clear.
    if (e.PUBLIC_URL?.startsWith('http://') && e.ALLOW_INSECURE_PUBLIC_URL !== '1')
      throw new ConfigError(
        'PUBLIC_URL must start with https:// in production; set ALLOW_INSECURE_PUBLIC_URL=1 to serve it over http:// anyway',
      );
    // Sessions are signed with it; a short one can be guessed offline.
    if ((e.AUTH_SECRET?.length ?? 0) < minProductionSecretLength) {
      throw new ConfigError(`AUTH_SECRET must be at least ${minProductionSecretLength} characters in production`);
    }
    // A light hash would make stolen password hashes cheap to guess.
    if (e.PASSWORD_HASHING === 'light')
      throw new ConfigError('PASSWORD_HASHING=light is for test runs, not production');
    // It kills the server in the middle of taking someone's money.
    if (e.PAYMENT_FAILPOINT !== undefined)
      throw new ConfigError('PAYMENT_FAILPOINT is for crash tests, not production');
  }
}

const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * PAYMENTS when set; else Stripe once any STRIPE_* is set, else the local stand-in. Production
 * must choose: the stand-in moves no money, so it is refused there, as is starting with neither.
 */
function paymentsConfig(e: Env, authSecret: string): PaymentsConfig {
  const mode = e.PAYMENTS ?? (stripeKeys.some((name) => e[name] !== undefined) ? 'stripe' : undefined);
  const choices = `set ${stripeKeys.join(', ')} to take payments through Stripe, or PAYMENTS=off to have owners pay washers directly`;
  if (e.NODE_ENV === 'production' && mode === undefined)
    throw new ConfigError(`NODE_ENV=production requires a payment choice: ${choices}`);
  if (e.NODE_ENV === 'production' && mode === 'local')
    throw new ConfigError(`PAYMENTS=local moves no money and is refused in production: ${choices}`);
  if (mode === 'off') return { mode };
  if (mode === 'stripe') {
    const {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_WEBHOOK_SECRET: webhookSecrets,
    } = e;
    if (!secretKey || !publishableKey || !webhookSecrets) {
      const missing = stripeKeys.filter((name) => e[name] === undefined);
      throw new ConfigError(`Payments through Stripe require ${missing.join(', ')} to be set`);
    }
    return { mode, secretKey, publishableKey, webhookSecrets };
  }
  return { mode: 'local', webhookSecret: localWebhookSecret(authSecret) };
}

/**
 * The local provider signs its events as Stripe does, with a secret derived from AUTH_SECRET: it
 * stays the same across restarts and across instances sharing AUTH_SECRET, and needs no file.
 */
function localWebhookSecret(authSecret: string): string {
  return `whsec_${createHmac('sha256', authSecret).update('sudsy local payments webhook').digest('base64url')}`;
}

/** The loopback address to listen on for a PUBLIC_URL only this machine reaches, else undefined. */
function loopbackListenHost(publicUrl: string): string | undefined {
  const { hostname } = new URL(publicUrl);
  if (hostname === '[::1]') return '::1';
  return hostname === 'localhost' || hostname.startsWith('127.') ? '127.0.0.1' : undefined;
}

function storageConfig(e: Env, dataDir: string): StorageConfig {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local', dir: join(dataDir, 'uploads') };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
    throw new ConfigError(`STORAGE_DRIVER=s3 requires ${missing.join(', ')} to be set`);
  }
  return { driver: 's3', endpoint: e.S3_ENDPOINT, bucket, accessKeyId, secretAccessKey };
}

/**
 * A secret the operator did not give, made once by `make` and kept in DATA_DIR/`name` (0600), so
 * what depends on it (sessions, push subscriptions) survives restarts.
 */
export function persistedSecret(dataDir: string, name: string, make: () => string): string {
  const file = join(dataDir, name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing !== '') return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = make();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
