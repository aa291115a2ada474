import { and, eq, inArray } from 'drizzle-orm';
import { bookingMessages } from '@sudsy/domain/booking';
import type { Owner } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import { quoteRequests, quoteResponses } from './schema';

/**
 * The owner calls off a request that is not booked: the answers still open are withdrawn, so no
 * washer can quote on it and no quote can be accepted. A booked request is cancelled through its
 * appointment. Cancelling twice is harmless.
 */
export async function cancelRequest(db: Db, owner: Owner, requestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(and(eq(quoteRequests.id, requestId), eq(quoteRequests.ownerId, owner.id)))
      .for('update');
    if (!request) throw notFound();
    if (request.status === 'cancelled') return;
    if (request.status !== 'pending' && request.status !== 'sent') throw conflict(bookingMessages.bookedRequestCancel);
    await tx.update(quoteRequests).set({ status: 'cancelled' }).where(eq(quoteRequests.id, requestId));
    const withdrawn = await tx
      .update(quoteResponses)
      .set({ status: 'withdrawn' })
      .where(and(eq(quoteResponses.requestId, requestId), inArray(quoteResponses.status, ['sent', 'quoted'])))
      .returning({ washerId: quoteResponses.washerId });
    // The washers who still had the request open, quoted or not, are told.
    if (withdrawn.length > 0)
      await recordEvent(tx, {
        type: 'request-cancelled',
        requestId,
        washerIds: withdrawn.map((row) => row.washerId),
        ownerName: owner.name,
      });
  });
}
