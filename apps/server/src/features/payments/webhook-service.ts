import type { Db } from '../../db/client';
import { badRequest } from '../../http/app-error';
import type { PaymentProvider, ProviderEvent } from '../../platform/payments/payment-provider';
import type { PaymentEvents } from './payment-events';
import { paymentWebhookEvents } from './schema';

export const invalidSignatureMessage = 'The webhook signature is missing, stale or does not match its body.';

/**
 * Takes in one webhook request: its signature checked against the raw body (nothing changes when
 * it fails), then, for an event not seen before, its id recorded and its handlers run in one
 * transaction. An event seen before is acknowledged and left alone.
 */
export async function receivePaymentWebhook(
  { db, payments, events }: { db: Db; payments: PaymentProvider; events: PaymentEvents },
  rawBody: string,
  signatureHeader: string,
): Promise<void> {
  let event: ProviderEvent;
  try {
    event = payments.verifyWebhook(rawBody, signatureHeader);
  } catch {
    throw badRequest(invalidSignatureMessage, 'invalid_signature');
  }
  await db.transaction(async (tx) => {
    // A copy of the same event arriving meanwhile waits here, then finds it taken.
    const [recorded] = await tx
      .insert(paymentWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.id });
    if (!recorded) return;
    for (const handle of events.handlersOf(event.type)) await handle(event, tx);
  });
}
