import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { Db } from '../../db/client';
import type { LocalObject } from './local-objects';
import { newId, unixSeconds, type LocalTx } from './local-store';
import { localPaymentEvents } from './schema';
import { stripeSignatureHeader } from './webhook-signature';

export const localEventTypes = [
  'setup_intent.succeeded',
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.refunded',
  'account.updated',
  'payout.paid',
  'payout.failed',
] as const;
export type LocalEventType = (typeof localEventTypes)[number];

/**
 * Writes an event in the transaction of the change it reports, its body in Stripe's shape (an
 * event on a connected account names it in `account`). The courier sends it once that commits.
 */
export async function recordLocalEvent(
  tx: LocalTx,
  event: { type: LocalEventType; object: LocalObject; account?: string },
  now: Date,
): Promise<void> {
  const id = newId('event');
  const body = JSON.stringify({
    id,
    object: 'event',
    ...(event.account ? { account: event.account } : {}),
    api_version: Stripe.API_VERSION,
    created: unixSeconds(now),
    data: { object: event.object },
    livemode: false,
    type: event.type,
  });
  await tx.insert(localPaymentEvents).values({ id, type: event.type, body, createdAt: now });
}

/** Sends one event to the webhook, answering with the HTTP status it got. */
export type WebhookDelivery = (rawBody: string, signatureHeader: string) => Promise<number>;

/** How long after each failed attempt the next is made; after the last, the event is given up. */
const defaultRetryDelaysMs = [1_000, 5_000, 30_000, 120_000];
/** How long an attempt under way keeps its event from other instances' couriers. */
const leaseSeconds = 60;

export type WebhookCourier = {
  /** Where events go; the app's own webhook route, called in-process. Sends what is waiting. */
  deliverTo(delivery: WebhookDelivery): void;
  /** Sends what is due now (called after each change commits). */
  wake(): void;
  /** Resolves once no delivery is under way; for tests and shutdown. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Delivers the local provider's events as Stripe does: signed at each attempt, retried with
 * growing delays when the webhook does not answer 2xx, at least once and in no promised order.
 * Each attempt leases its event first, so two instances on one database do not both send it.
 */
export function createWebhookCourier({
  db,
  secret,
  logger,
  retryDelaysMs = defaultRetryDelaysMs,
}: {
  db: Db;
  secret: string;
  logger: Logger;
  retryDelaysMs?: readonly number[];
}): WebhookCourier {
  let delivery: WebhookDelivery | null = null;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function claimNext(): Promise<{ id: string; body: string; attempts: number } | undefined> {
    const { rows } = await db.execute(sql`
      update ${localPaymentEvents}
      set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
      where id = (
        select id from ${localPaymentEvents}
        where next_attempt_at <= now()
        order by created_at
        limit 1
        for update skip locked
      )
      returning id, body, attempts`);
    return rows[0] as { id: string; body: string; attempts: number } | undefined;
  }

  async function send(event: { id: string; body: string; attempts: number }, to: WebhookDelivery): Promise<void> {
    const header = stripeSignatureHeader(event.body, secret, unixSeconds(new Date()));
    const outcome = await to(event.body, header).then(
      (status) => ({ status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` }),
      (error: unknown) => ({ status: null, error: error instanceof Error ? error.message : String(error) }),
    );
    if (outcome.error === null) {
      await db
        .update(localPaymentEvents)
        .set({ deliveredAt: new Date(), nextAttemptAt: null, lastStatus: outcome.status, lastError: null })
        .where(eq(localPaymentEvents.id, event.id));
      return;
    }
    const delayMs = retryDelaysMs[event.attempts - 1];
    if (delayMs === undefined) logger.warn({ eventId: event.id, error: outcome.error }, 'local payment event given up');
    await db
      .update(localPaymentEvents)
      .set({
        nextAttemptAt: delayMs === undefined ? null : new Date(Date.now() + delayMs),
        lastStatus: outcome.status,
        lastError: outcome.error,
      })
      .where(eq(localPaymentEvents.id, event.id));
  }

  /** Wakes the courier again when the next retry falls due. */
  async function scheduleNextRetry(): Promise<void> {
    const [next] = await db
      .select({ at: sql<Date | string>`min(${localPaymentEvents.nextAttemptAt})` })
      .from(localPaymentEvents);
    if (!next?.at || closed) return;
    clearTimeout(timer);
    timer = setTimeout(wake, Math.max(0, new Date(next.at).getTime() - Date.now()));
    timer.unref();
  }

  async function sendDue(to: WebhookDelivery): Promise<void> {
    for (let event = await claimNext(); event && !closed; event = await claimNext()) await send(event, to);
    await scheduleNextRetry();
  }

  function wake(): void {
    const to = delivery;
    if (!to || closed) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = (async () => {
      do {
        wokenWhileRunning = false;
        await sendDue(to);
      } while (wokenWhileRunning && !closed);
    })()
      .catch((error: unknown) => logger.error({ err: error }, 'local payment events could not be sent'))
      .finally(() => {
        running = null;
      });
  }

  async function settled(): Promise<void> {
    while (running) await running;
  }

  return {
    deliverTo(to) {
      delivery = to;
      wake();
    },
    wake,
    settled,
    async close() {
      closed = true;
      clearTimeout(timer);
      await settled();
    },
  };
}
