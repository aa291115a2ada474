import type { PushMessage } from '@sudsy/domain/push';

/** A browser's subscription: its push service's address and the keys to encrypt for it. */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * What the push service said: `sent` it took the push; `gone` the subscription no longer exists
 * (404 or 410), so it is to be forgotten; `refused` it will not take this push (another 4xx: a key
 * that does not match, a payload too large), which trying again would not change.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused';

/** Who a push is for, for the local record of pushes (the dev outbox). */
export type PushRecipient = { email: string; device: string };

/**
 * Sends web pushes (RFC 8030, encrypted per RFC 8291, signed with VAPID per RFC 8292). A throw
 * means it may work later (no answer, 429, a 5xx): the caller tries again. `idempotencyKey` names
 * this push for this device, the same on every retry.
 */
export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  send(
    target: PushTarget,
    message: PushMessage,
    options: { idempotencyKey: string; recipient: PushRecipient },
  ): Promise<PushOutcome>;
}
