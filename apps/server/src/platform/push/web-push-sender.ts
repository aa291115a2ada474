import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import webPush from 'web-push';
import type { VapidKeys } from '../../config';
import type { PushSender } from './push-sender';

/** How long a push service may keep a push for a device that is off: a day, then it is stale. */
const timeToLiveSeconds = 24 * 60 * 60;

export type WebPushSenderOptions = {
  keys: VapidKeys;
  /** The contact a push service may write to about our pushes (a mailto: or https: URL). */
  subject: string;
  /** Where a refused push is told: trying again would not help, so it needs a person. */
  logger: Logger;
  /** How long one push service may take to answer. */
  timeoutMs?: number;
};

/**
 * The real sender: `web-push` encrypts the payload and signs the VAPID header, and the request goes
 * out through fetch, which reaches an https push service and, outside production, a local http one
 * (web-push's own transport speaks https only). Redirects are not followed: a push service answers
 * a push, it does not send it elsewhere.
 */
export function createWebPushSender({ keys, subject, logger, timeoutMs = 10_000 }: WebPushSenderOptions): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    publicKey: keys.publicKey,
    async send(target, message, { idempotencyKey }) {
      let request: webPush.RequestDetails;
      try {
        request = webPush.generateRequestDetails(target, JSON.stringify(message), {
          vapidDetails,
          TTL: timeToLiveSeconds,
          contentEncoding: 'aes128gcm',
          // A repeat of the same push (a retry after a crash) replaces the first while it waits at the
          // push service, rather than arriving as a second notification.
          topic: topicOf(idempotencyKey),
        });
      } catch (error) {
        // Keys no browser could have made (not a point on the curve): nothing can be sent to them.
        logger.warn({ err: error }, 'a push subscription cannot be encrypted for');
        return 'gone';
      }
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        // A plain byte view: the Buffer web-push makes is not a BodyInit under every @types/node.
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return 'sent';
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.status === 429 || response.status >= 500)
        throw new Error(`the push service answered ${response.status}`);
      logger.warn({ status: response.status, pushService: new URL(request.endpoint).origin }, 'a push was refused');
      return 'refused';
    },
  };
}

/** A push's Topic header: at most 32 base64url characters, the same for the same key. */
function topicOf(idempotencyKey: string): string {
  return createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 32);
}
