import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPreferences } from './notification-preferences';
import { allowsInApp, notificationKinds } from './notifications';
import { allowsPush, pushDeviceLabel, pushEndpointAllowed, pushSubscriptionInputSchema } from './push';

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Bytes as unpadded base64url, as PushSubscription.toJSON() writes them. */
function base64url(bytes: readonly number[]): string {
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  while (bits.length % 6 !== 0) bits += '0';
  return (bits.match(/.{6}/g) ?? []).map((chunk) => alphabet[parseInt(chunk, 2)]).join('');
}

describe('push endpoints', () => {
  it("accepts browsers' https push services and, outside production, a local http one", () => {
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(pushEndpointAllowed('https://web.push.apple.com/QGx', false)).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:8090/notify/abc', true)).toBe(true);
    expect(pushEndpointAllowed('http://localhost:8090/notify/abc', true)).toBe(true);
    expect(pushEndpointAllowed('http://localhost:8090/notify/abc', false)).toBe(false);
  });

  it('refuses plain http elsewhere, this machine and IP addresses over https, and other schemes', () => {
    for (const endpoint of [
      'http://push.example.com/1',
      'https://127.0.0.1/1',
      'https://10.0.0.8/1',
      'https://[::1]/1',
      'https://localhost/1',
      'https://api.localhost/1',
      'https://user:pw@push.example.com/1',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(pushEndpointAllowed(endpoint, true), endpoint).toBe(false);
  });

  it('takes keys shaped as a browser makes them: a 65-byte point and a 16-byte secret in base64url', () => {
    const schema = pushSubscriptionInputSchema(false);
    const endpoint = 'https://push.example.com/1';
    expect(schema.safeParse({ endpoint, keys }).success).toBe(true);
    expect(schema.safeParse({ endpoint, keys: { ...keys, p256dh: `${keys.p256dh}=` } }).success).toBe(true);
    expect(schema.safeParse({ endpoint, keys: { ...keys, p256dh: `C${'A'.repeat(86)}` } }).success).toBe(false);
    expect(schema.safeParse({ endpoint, keys: { ...keys, auth: 'A'.repeat(21) } }).success).toBe(false);
    expect(schema.safeParse({ endpoint, keys: { ...keys, auth: `${'A'.repeat(21)}B` } }).success).toBe(false);
  });

  it('agrees with the byte lengths for any key material', () => {
    const schema = pushSubscriptionInputSchema(false);
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 64, maxLength: 64 }),
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        (point, secret) => {
          const p256dh = base64url([4, ...point]);
          const auth = base64url([...secret]);
          return schema.safeParse({ endpoint: 'https://push.example.com/1', keys: { p256dh, auth } }).success;
        },
      ),
    );
  });
});

describe('allowsPush', () => {
  it("lets each bell kind through as the bell's own switch does", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...notificationKinds),
        fc.record({
          newRequests: fc.boolean(),
          messageAlerts: fc.boolean(),
          bidUpdates: fc.boolean(),
          systemAlerts: fc.boolean(),
        }),
        (kind, push) => {
          const preferences = { ...defaultPreferences(), push };
          return allowsPush(preferences, kind) === allowsInApp(preferences, kind);
        },
      ),
    );
  });

  it('pushes unread messages under "message alerts" alone', () => {
    const preferences = defaultPreferences();
    expect(allowsPush(preferences, 'unread-message')).toBe(true);
    preferences.push.messageAlerts = false;
    expect(allowsPush(preferences, 'unread-message')).toBe(false);
    expect(allowsPush(preferences, 'new-request')).toBe(true);
  });
});

describe('pushDeviceLabel', () => {
  it('names the device after its browser and system', () => {
    expect(
      pushDeviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 on iOS');
    expect(pushDeviceLabel('curl/8.0')).toBe('Unknown device');
    expect(pushDeviceLabel(undefined)).toBe('Unknown device');
  });
});
