// Web push (docs/product.md, "Push notifications"): the devices a user subscribed, what a push
// carries, which push setting lets each one through, and the texts of the device switch.
import { z } from 'zod';
import { describeUserAgent } from './user-agent';
import { allowsInApp, type NotificationKind } from './notifications';
import type { NotificationPreferences } from './notification-preferences';

/** Most devices one user may keep subscribed; subscribing beyond it is refused. */
export const maxPushSubscriptionsPerUser = 20;

export const pushMessages = {
  limitReached: `You can get push notifications on up to ${maxPushSubscriptionsPerUser} devices. Remove one to add another.`,
  endpointInsecure: 'This push service address is not allowed.',
  keysInvalid: 'This browser sent push keys that are not valid.',
} as const;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a server may send pushes. Browsers hand out https addresses of their push service; a plain
 * http address is a local push service (the tests' and a developer's), so it is accepted only where
 * `allowLoopbackHttp` (outside production) and only on this machine. An https address that names
 * this machine or an IP address is no browser's push service, and would make the server post to it.
 */
export function pushEndpointAllowed(endpoint: string, allowLoopbackHttp: boolean): boolean {
  // Scheme, then a host with an optional port and no credentials, then the path.
  const parts = /^(https?):\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i.exec(endpoint);
  if (!parts) return false;
  const scheme = parts[1]?.toLowerCase();
  const hostname = parts[2]?.toLowerCase() ?? '';
  if (scheme === 'http') return allowLoopbackHttp && loopbackHosts.has(hostname);
  const ipLiteral = /^\d+\.\d+\.\d+\.\d+$/.test(hostname) || hostname.startsWith('[');
  return !ipLiteral && !loopbackHosts.has(hostname) && !hostname.endsWith('.localhost');
}

// base64url, as PushSubscription.toJSON() gives them: a P-256 public point (65 bytes) and a
// 16-byte authentication secret; padding tolerated.
const p256dhPattern = /^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048](=)?$/;
const authPattern = /^[A-Za-z0-9_-]{21}[AQgw](==)?$/;

/**
 * POST /api/push-subscriptions: the browser's PushSubscription as `toJSON()` gives it. Outside
 * production a loopback http endpoint (a local push service) is accepted as well.
 */
export function pushSubscriptionInputSchema(allowLoopbackHttp: boolean) {
  return z.object({
    endpoint: z
      .string()
      .max(1000, pushMessages.endpointInsecure)
      .refine((endpoint) => pushEndpointAllowed(endpoint, allowLoopbackHttp), pushMessages.endpointInsecure),
    // Browsers send null or a time; neither changes what we keep.
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: z.string().regex(p256dhPattern, pushMessages.keysInvalid),
      auth: z.string().regex(authPattern, pushMessages.keysInvalid),
    }),
  });
}
export type PushSubscriptionInput = z.infer<ReturnType<typeof pushSubscriptionInputSchema>>;

/** One subscribed device, as the account page lists it. */
export const pushDeviceSchema = z.object({
  id: z.uuid(),
  /** The browser's push address: the page finds its own device among the list by it. */
  endpoint: z.string(),
  /** "Chrome 120 on Android", from the browser that subscribed. */
  label: z.string(),
  createdAt: z.string(),
  /** When a push last reached its push service; null before the first. */
  lastUsedAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesResponseSchema = z.object({ devices: z.array(pushDeviceSchema) });
export const pushDeviceResponseSchema = z.object({ device: pushDeviceSchema });
export const pushDeviceIdParamsSchema = z.object({ id: z.uuid('Not a device id') });

/** GET /api/push/config: the server's VAPID public key, for PushManager.subscribe. */
export const pushConfigSchema = z.object({ publicKey: z.string() });

/** The device's name in the list, from the User-Agent of the browser that subscribed. */
export function pushDeviceLabel(userAgent: string | null | undefined): string {
  const { browser, system } = describeUserAgent(userAgent);
  if (browser === 'Unknown' && system === 'Unknown') return 'Unknown device';
  if (system === 'Unknown') return browser;
  if (browser === 'Unknown') return system;
  return `${browser} on ${system}`;
}

/**
 * What one push carries (JSON, encrypted for the device): the notice's title and sentence and the
 * product's own path of the page it is about, which a click on it opens.
 */
export type PushMessage = { title: string; body: string; path: string };

/** The pushes there are: each kind of the bell, and unread messages. */
export type PushKind = NotificationKind | 'unread-message';

/**
 * Each push setting does what it says: the bell's kinds follow the same switches as the bell
 * ("new requests", "bid updates", "system alerts"), and unread messages "message alerts".
 */
export function allowsPush(preferences: NotificationPreferences, kind: PushKind): boolean {
  return kind === 'unread-message' ? preferences.push.messageAlerts : allowsInApp(preferences, kind);
}

/** The account page's device switch (Preferences tab, Push Notifications). */
export const pushDeviceTexts = {
  title: 'Push notifications on this device',
  description: 'Alerts on this device even while Sudsy is closed, for the kinds chosen under Push Notifications.',
  switchLabel: 'Push notifications on this device',
  on: 'On: this device gets push notifications.',
  off: 'Off: this device gets no push notifications.',
  blocked: 'Notifications are blocked for this site in your browser settings.',
  unsupported: 'This browser cannot show push notifications.',
  otherDevices: 'Your other devices',
  noOtherDevices: 'No other device gets push notifications.',
  remove: (label: string) => `Remove ${label}`,
  removeShort: 'Remove',
  added: (date: string) => `Added ${date}`,
  turnedOn: 'Push notifications turned on for this device',
  turnedOff: 'Push notifications turned off for this device',
  removed: 'Device removed',
  failed: 'Push notifications could not be turned on on this device. Please try again.',
  removeFailed: 'The device could not be removed. Please try again.',
  loadFailed: 'Your devices could not be loaded.',
} as const;
