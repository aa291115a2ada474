import { eq } from 'drizzle-orm';
import type { MarketplaceEvent } from '@sudsy/domain/events';
import type { Db } from '../../db/client';
import type { EventHandler } from '../../platform/events/dispatcher';
import { appointments, appointmentSeries, rescheduleProposals } from './schema';

/** Tells both parties' open pages, on every instance, that a booking changed: ids only. */
export type AppointmentChangePublisher = {
  publish(
    db: Pick<Db, 'execute'>,
    note: { kind: 'appointment-changed'; appointmentId: string; userIds: string[] },
  ): Promise<void>;
};

/** The booking an event changed what its page shows of, if any. */
async function changedAppointment(db: Db, event: MarketplaceEvent): Promise<string | null> {
  switch (event.type) {
    case 'appointment-booked':
    case 'appointment-completed':
    case 'appointment-cancelled':
    case 'payment-failed':
    case 'money-moved':
    case 'job-day-step':
    case 'attendance-confirmed':
      return event.appointmentId;
    case 'reschedule-changed': {
      const [row] = await db
        .select({ id: rescheduleProposals.appointmentId })
        .from(rescheduleProposals)
        .where(eq(rescheduleProposals.id, event.proposalId));
      return row?.id ?? null;
    }
    case 'series-changed': {
      const [row] = await db
        .select({ id: appointmentSeries.firstAppointmentId })
        .from(appointmentSeries)
        .where(eq(appointmentSeries.id, event.seriesId));
      return row?.id ?? null;
    }
    default:
      return null;
  }
}

/**
 * The booking page follows the booking live (docs/product.md, "The booking page"): every event
 * that changes a booking tells its owner's and washer's open streams, so a new time accepted on
 * another device, a cancellation or a completion shows on a page already open. Telling twice (an
 * event delivered again) only makes the page read the booking once more.
 */
export function appointmentLiveDelivery({ db, hub }: { db: Db; hub: AppointmentChangePublisher }): EventHandler {
  return async ({ event }) => {
    const appointmentId = await changedAppointment(db, event);
    if (!appointmentId) return;
    const [row] = await db
      .select({ ownerId: appointments.ownerId, washerId: appointments.washerId })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    if (!row) return;
    await hub.publish(db, { kind: 'appointment-changed', appointmentId, userIds: [row.ownerId, row.washerId] });
  };
}
