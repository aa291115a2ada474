import type { Db } from '../../db/client';
import { deleteOlderThan } from '../../db/older-than';
import { paymentWebhookEvents } from './schema';

/**
 * A webhook event's id is kept 30 days to answer its repeats: Stripe stops sending an event again
 * after three days (docs/operations.md, "Retention").
 */
const webhookEventKeptDays = 30;

export const pruneOldWebhookEvents = (db: Db): Promise<number> =>
  deleteOlderThan(db, paymentWebhookEvents, paymentWebhookEvents.receivedAt, webhookEventKeptDays);
