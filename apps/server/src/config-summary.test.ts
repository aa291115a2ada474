import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configurationSummary } from './config-summary';

const secrets = {
  AUTH_SECRET: 'auth-secret-that-is-long-enough-for-production',
  S3_SECRET_ACCESS_KEY: 's3-secret-key-value',
  GOOGLE_MAPS_API_KEY: 'google-key-value',
  METRICS_TOKEN: 'metrics-token-value-0123',
  STRIPE_SECRET_KEY: 'sk_live_stripe-secret-key',
  STRIPE_WEBHOOK_SECRET: 'whsec_platform-secret,whsec_connect-secret',
  VAPID_PRIVATE_KEY: 'vapidPrivateKeyValue0123456789abcdefghijklm',
  TWILIO_AUTH_TOKEN: 'twilio-auth-token-value',
};
const twilioAccountSid = `AC${'1f'.repeat(16)}`;
const vapidPublicKey = `B${'P'.repeat(86)}`;

describe('the configuration a production server logs at start', () => {
  it('shows every setting and masks every secret, passwords in URLs included', () => {
    const config = loadConfig({
      ...secrets,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://sudsy.example.com',
      DATABASE_URL: 'postgres://sudsy:database-password@db.internal:5432/sudsy',
      SMTP_URL: 'smtps://mailer:smtp-password@smtp.example.com:465',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'sudsy-uploads',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      MAPS_PROVIDER: 'google',
      TRUST_PROXY: '1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_publishable',
      PLATFORM_FEE_PERCENT: '12.5',
      VAPID_PUBLIC_KEY: vapidPublicKey,
      TWILIO_ACCOUNT_SID: twilioAccountSid,
      TWILIO_FROM: '+15005550006',
    });
    const line = JSON.stringify(configurationSummary(config));
    for (const secret of [
      ...Object.values(secrets),
      'database-password',
      'smtp-password',
      'platform-secret',
      'connect-secret',
    ])
      expect(line).not.toContain(secret);
    expect(configurationSummary(config)).toMatchObject({
      env: 'production',
      publicUrl: 'https://sudsy.example.com',
      listenHost: 'every interface',
      database: { driver: 'postgres', url: 'postgres://sudsy:***@db.internal:5432/sudsy', poolSize: 10 },
      storage: { driver: 's3', bucket: 'sudsy-uploads', accessKeyId: 'AKIAEXAMPLE', secretAccessKey: '***' },
      mail: { smtpUrl: 'smtps://mailer:***@smtp.example.com:465' },
      maps: { provider: 'google', googleApiKey: '***' },
      trustProxy: 1,
      metricsToken: '***',
      authSecret: '***',
      payments: {
        mode: 'stripe',
        publishableKey: 'pk_live_publishable',
        secretKey: '***',
        webhookSecrets: ['***', '***'],
      },
      platformFeePercent: 12.5,
      push: { vapidPublicKey, vapidPrivateKey: '***', subject: 'https://sudsy.example.com' },
      sms: { provider: 'twilio', accountSid: twilioAccountSid, authToken: '***', from: '+15005550006' },
    });
  });

  it('says which optional secrets are unset', () => {
    const summary = configurationSummary(loadConfig({ AUTH_SECRET: 's', DATA_DIR: '/tmp/sudsy-summary' }));
    expect(summary).toMatchObject({
      database: { driver: 'pglite', dir: '/tmp/sudsy-summary/pglite' },
      storage: { driver: 'local', dir: '/tmp/sudsy-summary/uploads' },
      mail: { smtpUrl: 'unset' },
      maps: { googleApiKey: 'unset' },
      metricsToken: 'unset',
      payments: { mode: 'local' },
      push: { vapidPublicKey: 'unset', vapidPrivateKey: 'unset' },
      sms: { provider: 'dev outbox' },
    });
  });
});
