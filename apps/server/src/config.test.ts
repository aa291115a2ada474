import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultMapTiles, tileTemplateMessage } from '@sudsy/domain/map-tiles';
import { platformFeePercentMessage } from '@sudsy/domain/payment-schemas';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sudsy-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has working defaults on one machine', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir,
      database: { driver: 'pglite', dir: join(dataDir, 'pglite') },
      storage: { driver: 'local' },
      maps: { provider: 'offline', googleApiKey: undefined },
      mail: { smtpUrl: undefined, from: 'Sudsy <no-reply@localhost>' },
      trustProxy: 0,
      authRateLimit: { windowSeconds: 600, perIp: 20, perEmail: 5 },
      sessionCacheSeconds: 30,
      logLevel: 'info',
    });
    expect(isAbsolute(config.webDistDir)).toBe(true);
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('listens on loopback only for a loopback PUBLIC_URL, on every interface otherwise, and on HOST when set', () => {
    const host = (env: Record<string, string>) => loadConfig({ AUTH_SECRET: 'x', ...env }).listenHost;
    expect(host({})).toBe('127.0.0.1');
    expect(host({ PUBLIC_URL: 'http://127.0.0.1:8080' })).toBe('127.0.0.1');
    expect(host({ PUBLIC_URL: 'http://[::1]:3000' })).toBe('::1');
    expect(host({ PUBLIC_URL: 'https://sudsy.example.com' })).toBeUndefined();
    expect(host({ PUBLIC_URL: 'http://localhost.example.com' })).toBeUndefined();
    expect(host({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(host({ HOST: '10.0.0.5', PUBLIC_URL: 'https://sudsy.example.com' })).toBe('10.0.0.5');
  });

  it('resolves DATA_DIR to an absolute path', () => {
    expect(isAbsolute(loadConfig({ DATA_DIR: 'relative/data', AUTH_SECRET: 'x' }).dataDir)).toBe(true);
  });

  it('resolves relative paths from where npm was invoked, not from the workspace', () => {
    const config = loadConfig({ INIT_CWD: '/srv/sudsy', AUTH_SECRET: 'x', WEB_DIST_DIR: 'web' });
    expect(config.dataDir).toBe(join('/srv/sudsy', 'data'));
    expect(config.webDistDir).toBe(join('/srv/sudsy', 'web'));
  });

  it('generates the auth secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  it('takes both VAPID keys or neither, and names the contact push services see', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'A'.repeat(43);
    const env = { DATA_DIR: tempDir(), AUTH_SECRET: 'x' };
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: publicKey })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: 'http://sudsy.example.com' })).toThrow(ConfigError);
    expect(loadConfig({ ...env, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).push).toEqual({
      vapidKeys: { publicKey, privateKey },
      subject: 'mailto:no-reply@localhost',
    });
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://sudsy.example.com' }).push.subject).toBe(
      'https://sudsy.example.com',
    );
    expect(loadConfig({ ...env, VAPID_SUBJECT: 'mailto:ops@sudsy.example.com' }).push).toEqual({
      vapidKeys: undefined,
      subject: 'mailto:ops@sudsy.example.com',
    });
  });

  it("takes Twilio's three settings together or none of them", () => {
    const env = { DATA_DIR: tempDir(), AUTH_SECRET: 'x' };
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${'0a'.repeat(16)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
    };
    expect(loadConfig(env).sms).toEqual({ twilio: undefined });
    expect(loadConfig({ ...env, ...twilio }).sms).toEqual({
      twilio: { accountSid: twilio.TWILIO_ACCOUNT_SID, authToken: 'token', from: '+15005550006' },
    });
    expect(loadConfig({ ...env, ...twilio, TWILIO_FROM: `MG${'b'.repeat(32)}` }).sms.twilio?.from).toBe(
      `MG${'b'.repeat(32)}`,
    );
    expect(() => loadConfig({ ...env, TWILIO_AUTH_TOKEN: 'token' })).toThrow(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM must be set together (only TWILIO_AUTH_TOKEN is)',
    );
    expect(() => loadConfig({ ...env, ...twilio, TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, ...twilio, TWILIO_FROM: '555-0100' })).toThrow(ConfigError);
  });

  it('uses DATABASE_URL, PUBLIC_URL and the other settings when given', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      AUTH_SECRET: 'from-env',
      DATABASE_URL: 'postgres://u@db:5432/sudsy',
      PUBLIC_URL: 'https://sudsy.example.com/',
      PORT: '8080',
      TRUST_PROXY: '1',
      MAPS_PROVIDER: 'google',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(config).toMatchObject({
      authSecret: 'from-env',
      database: { driver: 'postgres', url: 'postgres://u@db:5432/sudsy', poolSize: 10 },
      publicUrl: 'https://sudsy.example.com',
      port: 8080,
      trustProxy: 1,
      maps: { provider: 'google' },
      storage: { driver: 's3', bucket: 'b', accessKeyId: 'k', secretAccessKey: 's', endpoint: undefined },
    });
  });

  it('sizes the PostgreSQL pool by DATABASE_POOL_SIZE, a whole number from 1', () => {
    const env = { DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u@db:5432/sudsy' };
    expect(loadConfig({ ...env, DATABASE_POOL_SIZE: '25' }).database).toMatchObject({ poolSize: 25 });
    expect(() => loadConfig({ ...env, DATABASE_POOL_SIZE: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, DATABASE_POOL_SIZE: 'many' })).toThrow(ConfigError);
  });

  it('refuses production without AUTH_SECRET and PUBLIC_URL, naming both', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow('NODE_ENV=production requires AUTH_SECRET and PUBLIC_URL to be set');
  });

  it('refuses production naming only the missing variable', () => {
    const secret = 'a'.repeat(32);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret })).toThrow(
      'NODE_ENV=production requires PUBLIC_URL to be set',
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: secret,
      PUBLIC_URL: 'https://sudsy.example.com',
      PAYMENTS: 'off',
    });
    expect(config.env).toBe('production');
  });

  it('refuses a short AUTH_SECRET in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short', PUBLIC_URL: 'https://sudsy.example.com' }),
    ).toThrow('AUTH_SECRET must be at least 32 characters in production');
  });

  it('hashes passwords at the standard cost unless a test run asks for the light one, never in production', () => {
    expect(loadConfig({ AUTH_SECRET: 's', DATA_DIR: tempDir() }).passwordHashing).toBe('standard');
    expect(loadConfig({ AUTH_SECRET: 's', DATA_DIR: tempDir(), PASSWORD_HASHING: 'light' }).passwordHashing).toBe(
      'light',
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'a-production-secret-that-is-long-enough',
        PUBLIC_URL: 'https://sudsy.example.com',
        PASSWORD_HASHING: 'light',
      }),
    ).toThrow('PASSWORD_HASHING=light is for test runs, not production');
  });

  it('arms a payment failpoint only for a test run: unknown ones and production are refused', () => {
    expect(loadConfig({ AUTH_SECRET: 's', DATA_DIR: tempDir() }).paymentFailpoint).toBeUndefined();
    const failpoint = { AUTH_SECRET: 's', DATA_DIR: tempDir(), PAYMENT_FAILPOINT: 'after-provider-capture' };
    expect(loadConfig(failpoint).paymentFailpoint).toBe('after-provider-capture');
    expect(() => loadConfig({ ...failpoint, PAYMENT_FAILPOINT: 'before-lunch' })).toThrow(
      /^Invalid configuration: PAYMENT_FAILPOINT: /,
    );
    expect(() =>
      loadConfig({
        ...failpoint,
        NODE_ENV: 'production',
        AUTH_SECRET: 'a-production-secret-that-is-long-enough',
        PUBLIC_URL: 'https://sudsy.example.com',
        PAYMENTS: 'off',
      }),
    ).toThrow('PAYMENT_FAILPOINT is for crash tests, not production');
  });

  it('refuses an http:// PUBLIC_URL in production unless ALLOW_INSECURE_PUBLIC_URL=1', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-that-is-long-enough',
      PAYMENTS: 'off',
    };
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://sudsy.example.com' })).toThrow(
      'PUBLIC_URL must start with https:// in production; set ALLOW_INSECURE_PUBLIC_URL=1 to serve it over http:// anyway',
    );
    const allowed = loadConfig({
      ...production,
      PUBLIC_URL: 'http://sudsy.example.com',
      ALLOW_INSECURE_PUBLIC_URL: '1',
    });
    expect(allowed.publicUrl).toBe('http://sudsy.example.com');
    expect(() =>
      loadConfig({ ...production, PUBLIC_URL: 'http://sudsy.example.com', ALLOW_INSECURE_PUBLIC_URL: 'yes' }),
    ).toThrow(/ALLOW_INSECURE_PUBLIC_URL/);
    // Outside production http:// is the local default.
    expect(loadConfig({ AUTH_SECRET: 's', PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe(
      'http://localhost:3000',
    );
  });

  it('rejects malformed values with a one-line message', () => {
    const attempt = () => loadConfig({ PORT: 'abc', MAPS_PROVIDER: 'bing', AUTH_SECRET: 's' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^Invalid configuration: PORT: .+; MAPS_PROVIDER: .+$/);
  });

  it('reads the auth rate limits and refuses non-positive ones', () => {
    const config = loadConfig({
      AUTH_SECRET: 's',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '500',
    });
    expect(config.authRateLimit).toEqual({ windowSeconds: 60, perIp: 1000, perEmail: 500 });
    expect(() => loadConfig({ AUTH_SECRET: 's', AUTH_RATE_LIMIT_PER_IP: '0' })).toThrow(/AUTH_RATE_LIMIT_PER_IP/);
    expect(() => loadConfig({ AUTH_SECRET: 's', AUTH_RATE_LIMIT_PER_EMAIL: 'many' })).toThrow(
      /AUTH_RATE_LIMIT_PER_EMAIL/,
    );
  });

  it('reads how long sessions may be answered from memory: 0 turns it off, more than five minutes is refused', () => {
    expect(loadConfig({ AUTH_SECRET: 's', SESSION_CACHE_SECONDS: '0' }).sessionCacheSeconds).toBe(0);
    expect(loadConfig({ AUTH_SECRET: 's', SESSION_CACHE_SECONDS: '300' }).sessionCacheSeconds).toBe(300);
    for (const value of ['301', '-1', '2.5', 'soon'])
      expect(() => loadConfig({ AUTH_SECRET: 's', SESSION_CACHE_SECONDS: value })).toThrow(/SESSION_CACHE_SECONDS/);
  });

  it('runs the background work unless BACKGROUND_WORK=off, and refuses any other value', () => {
    expect(loadConfig({ AUTH_SECRET: 's' }).backgroundWork).toBe(true);
    expect(loadConfig({ AUTH_SECRET: 's', BACKGROUND_WORK: 'off' }).backgroundWork).toBe(false);
    expect(() => loadConfig({ AUTH_SECRET: 's', BACKGROUND_WORK: 'no' })).toThrow(/BACKGROUND_WORK/);
  });

  it('has no metrics token unless METRICS_TOKEN is set, and refuses one shorter than 16 characters', () => {
    expect(loadConfig({ AUTH_SECRET: 's' }).metricsToken).toBeUndefined();
    expect(loadConfig({ AUTH_SECRET: 's', METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ AUTH_SECRET: 's', METRICS_TOKEN: 'a-scraper-token-16' }).metricsToken).toBe(
      'a-scraper-token-16',
    );
    expect(() => loadConfig({ AUTH_SECRET: 's', METRICS_TOKEN: 'short' })).toThrow(
      'Invalid configuration: METRICS_TOKEN: must be at least 16 characters',
    );
  });

  it("draws maps on OpenStreetMap's tiles by default, with its attribution, and on MAP_TILE_URL's when set", () => {
    expect(loadConfig({ AUTH_SECRET: 's', MAP_TILE_URL: '' }).mapTiles).toEqual({
      ...defaultMapTiles,
      imageSource: 'https://tile.openstreetmap.org',
    });
    const own = loadConfig({
      AUTH_SECRET: 's',
      MAP_TILE_URL: 'https://{s}.tiles.example.com/base/{z}/{x}/{y}{r}.png?key=abc',
      MAP_TILE_ATTRIBUTION: '&copy; Example Maps',
    });
    expect(own.mapTiles).toEqual({
      tileUrl: 'https://{s}.tiles.example.com/base/{z}/{x}/{y}{r}.png?key=abc',
      attribution: '&copy; Example Maps',
      imageSource: 'https://*.tiles.example.com',
    });
    expect(
      loadConfig({ AUTH_SECRET: 's', MAP_TILE_URL: 'http://127.0.0.1:4526/tiles/{z}/{x}/{y}.png' }).mapTiles,
    ).toMatchObject({ imageSource: 'http://127.0.0.1:4526' });
  });

  it.each([
    'tile.openstreetmap.org/{z}/{x}/{y}.png',
    'ftp://tiles.example.com/{z}/{x}/{y}.png',
    'javascript:alert(1)//{z}/{x}/{y}',
    'https://tiles.example.com/{z}/{x}.png',
    'https://tiles-{s}.example.com/{z}/{x}/{y}.png',
    'https://{z}.example.com/{x}/{y}.png',
    'https://user@tiles.example.com/{z}/{x}/{y}.png',
    'https:///{z}/{x}/{y}.png',
  ])('refuses to start with MAP_TILE_URL=%s, saying what it must be', (template) => {
    const attempt = () => loadConfig({ AUTH_SECRET: 's', MAP_TILE_URL: template });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(`Invalid configuration: MAP_TILE_URL: ${tileTemplateMessage}`);
  });

  describe('payments', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_platform',
    };
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-that-is-long-enough',
      PUBLIC_URL: 'https://sudsy.example.com',
    };
    const choices =
      'set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET to take payments through Stripe, or PAYMENTS=off to have owners pay washers directly';

    it('go through the local provider on one machine, with a webhook secret derived from AUTH_SECRET', () => {
      const config = loadConfig({ AUTH_SECRET: 'one-secret', DATA_DIR: tempDir() });
      expect(config.payments).toEqual({ mode: 'local', webhookSecret: expect.stringMatching(/^whsec_[\w-]{40,}$/) });
      const again = loadConfig({ AUTH_SECRET: 'one-secret', DATA_DIR: tempDir() }).payments;
      const other = loadConfig({ AUTH_SECRET: 'another-secret', DATA_DIR: tempDir() }).payments;
      expect(again).toEqual(config.payments);
      expect(other).not.toEqual(config.payments);
      expect(config.platformFeePercent).toBe(10);
    });

    it('go through Stripe once any STRIPE_* is set, and then need all three keys', () => {
      expect(loadConfig({ AUTH_SECRET: 's', ...stripe }).payments).toEqual({
        mode: 'stripe',
        secretKey: 'sk_test_abc',
        publishableKey: 'pk_test_abc',
        webhookSecrets: ['whsec_platform'],
      });
      expect(() => loadConfig({ AUTH_SECRET: 's', STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
        'Payments through Stripe require STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET to be set',
      );
      expect(() => loadConfig({ AUTH_SECRET: 's', PAYMENTS: 'stripe' })).toThrow(
        'Payments through Stripe require STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET to be set',
      );
    });

    it("take the Connect endpoint's webhook secret beside the platform's, and refuse keys of the wrong kind", () => {
      const both = loadConfig({ AUTH_SECRET: 's', ...stripe, STRIPE_WEBHOOK_SECRET: 'whsec_platform, whsec_connect' });
      expect(both.payments).toMatchObject({ webhookSecrets: ['whsec_platform', 'whsec_connect'] });
      expect(() => loadConfig({ AUTH_SECRET: 's', ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
        'Invalid configuration: STRIPE_SECRET_KEY: must start with sk_ or rk_',
      );
      expect(() => loadConfig({ AUTH_SECRET: 's', ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toThrow(
        'Invalid configuration: STRIPE_PUBLISHABLE_KEY: must start with pk_',
      );
      expect(() => loadConfig({ AUTH_SECRET: 's', ...stripe, STRIPE_WEBHOOK_SECRET: 'whsec_a,secret' })).toThrow(
        /^Invalid configuration: STRIPE_WEBHOOK_SECRET\.1: must start with whsec_$/,
      );
    });

    it('follow PAYMENTS when set, and refuse a mode it does not know', () => {
      expect(loadConfig({ AUTH_SECRET: 's', ...stripe, PAYMENTS: 'off' }).payments).toEqual({ mode: 'off' });
      expect(loadConfig({ AUTH_SECRET: 's', ...stripe, PAYMENTS: 'local' }).payments.mode).toBe('local');
      expect(loadConfig({ AUTH_SECRET: 's', PAYMENTS: '' }).payments.mode).toBe('local');
      expect(() => loadConfig({ AUTH_SECRET: 's', PAYMENTS: 'paypal' })).toThrow(/^Invalid configuration: PAYMENTS: /);
    });

    it('refuse to start in production without a choice, or on the local provider, saying what to set', () => {
      expect(() => loadConfig(production)).toThrow(`NODE_ENV=production requires a payment choice: ${choices}`);
      expect(() => loadConfig({ ...production, PAYMENTS: 'local' })).toThrow(
        `PAYMENTS=local moves no money and is refused in production: ${choices}`,
      );
      expect(loadConfig({ ...production, PAYMENTS: 'off' }).payments).toEqual({ mode: 'off' });
      expect(loadConfig({ ...production, ...stripe }).payments.mode).toBe('stripe');
    });

    it('read PLATFORM_FEE_PERCENT from 0 to 50 in tenths, and refuse anything else', () => {
      expect(loadConfig({ AUTH_SECRET: 's', PLATFORM_FEE_PERCENT: '12.5' }).platformFeePercent).toBe(12.5);
      expect(loadConfig({ AUTH_SECRET: 's', PLATFORM_FEE_PERCENT: '0' }).platformFeePercent).toBe(0);
      expect(loadConfig({ AUTH_SECRET: 's', PLATFORM_FEE_PERCENT: '' }).platformFeePercent).toBe(10);
      for (const value of ['50.5', '-1', '10%', '12.25', 'ten'])
        expect(() => loadConfig({ AUTH_SECRET: 's', PLATFORM_FEE_PERCENT: value }), value).toThrow(
          `Invalid configuration: PLATFORM_FEE_PERCENT: ${platformFeePercentMessage}`,
        );
    });
  });

  it('requires verified washers in production and not on a local instance, unless REQUIRE_VERIFIED_WASHERS says', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-that-is-long-enough',
      PUBLIC_URL: 'https://sudsy.example.com',
      PAYMENTS: 'off',
    };
    expect(loadConfig(production).requireVerifiedWashers).toBe(true);
    expect(loadConfig({ ...production, REQUIRE_VERIFIED_WASHERS: 'off' }).requireVerifiedWashers).toBe(false);
    expect(loadConfig({ AUTH_SECRET: 's', DATA_DIR: tempDir() }).requireVerifiedWashers).toBe(false);
    expect(loadConfig({ AUTH_SECRET: 's', REQUIRE_VERIFIED_WASHERS: 'on' }).requireVerifiedWashers).toBe(true);
    expect(() => loadConfig({ AUTH_SECRET: 's', REQUIRE_VERIFIED_WASHERS: 'yes' })).toThrow(/REQUIRE_VERIFIED_WASHERS/);
  });

  it('refuses S3 storage without its bucket and keys', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', AUTH_SECRET: 's' })).toThrow(
      'STORAGE_DRIVER=s3 requires S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY to be set',
    );
  });
});
