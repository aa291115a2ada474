import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { daysAgo } from '../../db/days-ago';
import { paymentWebhookEvents } from './schema';

/**
 * A webhook event's id is kept 30 days to answer its repeats: Stripe stops sending an event again
 * after three days (docs/operations.md, "Retention").
 */
export const webhookEventKeptDays = 30;

export async function pruneOldWebhookEvents(db: Db): Promise<number> {
  const removed = await db
    .delete(paymentWebhookEvents)
    .where(lt(paymentWebhookEvents.receivedAt, daysAgo(webhookEventKeptDays)))
    .returning({ id: paymentWebhookEvents.id });
  return removed.length;
}
