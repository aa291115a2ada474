import { and, asc, count, eq, gt, or } from 'drizzle-orm';
import { wallClockOf } from '@sudsy/domain/schedule-time-zone';
import { fromMinutes } from '@sudsy/domain/time-slots';
import { agendaItemsShown, type WasherAgenda } from '@sudsy/domain/washer-agenda';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { appointmentView, startOf } from '../appointments';
import { appointments, appointmentSeries, rescheduleProposals } from '../appointments/schema';
import { countAvailableRequests } from '../bids';
import { timeZoneOf } from '../schedule';

/**
 * What the washer dashboard leads with (docs/product.md, "Washer dashboard"): the next job that is
 * not over yet in the washer's zone, and what waits for their answer: requests to quote, repeat
 * series to accept and new times the owner proposed.
 */
export async function getWasherAgenda(db: Db, washer: Pick<Washer, 'id'>, now = new Date()): Promise<WasherAgenda> {
  const timeZone = await timeZoneOf(db, washer.id);
  const clock = wallClockOf(now, timeZone);
  const [next] = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.washerId, washer.id),
        eq(appointments.status, 'scheduled'),
        or(
          gt(appointments.serviceDate, clock.date),
          and(eq(appointments.serviceDate, clock.date), gt(appointments.endTime, fromMinutes(clock.minutes))),
        ),
      ),
    )
    .orderBy(asc(appointments.serviceDate), asc(appointments.startTime))
    .limit(1);

  const pendingSeries = and(eq(appointmentSeries.washerId, washer.id), eq(appointmentSeries.status, 'pending'));
  const series = await db
    .select({ series: appointmentSeries, first: appointments })
    .from(appointmentSeries)
    .innerJoin(appointments, eq(appointments.id, appointmentSeries.firstAppointmentId))
    .where(pendingSeries)
    .orderBy(asc(appointmentSeries.createdAt))
    .limit(agendaItemsShown);
  const [seriesTotal] = await db.select({ total: count() }).from(appointmentSeries).where(pendingSeries);

  // Only the owner's proposals wait for the washer; the washer's own wait for the owner.
  const proposedToWasher = and(
    eq(appointments.washerId, washer.id),
    eq(appointments.status, 'scheduled'),
    eq(rescheduleProposals.status, 'pending'),
    eq(rescheduleProposals.proposedBy, 'owner'),
  );
  const reschedules = await db
    .select({ proposal: rescheduleProposals, ownerName: appointments.ownerName })
    .from(rescheduleProposals)
    .innerJoin(appointments, eq(appointments.id, rescheduleProposals.appointmentId))
    .where(proposedToWasher)
    .orderBy(asc(rescheduleProposals.createdAt))
    .limit(agendaItemsShown);
  const [reschedulesTotal] = await db
    .select({ total: count() })
    .from(rescheduleProposals)
    .innerJoin(appointments, eq(appointments.id, rescheduleProposals.appointmentId))
    .where(proposedToWasher);

  return {
    today: clock.date,
    nextJob: next ? { ...appointmentView(next), startsAt: startOf(next, timeZone).toISOString() } : null,
    requests: await countAvailableRequests(db, washer),
    series: series.map(({ series: item, first }) => ({
      seriesId: item.id,
      appointmentId: first.id,
      ownerName: first.ownerName,
      everyWeeks: item.everyWeeks,
      firstDate: first.serviceDate,
      firstStart: first.startTime,
    })),
    seriesTotal: seriesTotal?.total ?? 0,
    reschedules: reschedules.map(({ proposal, ownerName }) => ({
      appointmentId: proposal.appointmentId,
      ownerName,
      fromDate: proposal.fromDate,
      fromStart: proposal.fromStart,
      toDate: proposal.toDate,
      toStart: proposal.toStart,
    })),
    reschedulesTotal: reschedulesTotal?.total ?? 0,
  };
}
