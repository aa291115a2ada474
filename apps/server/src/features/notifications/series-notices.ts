import { eq } from 'drizzle-orm';
import { formatSlot } from '@sudsy/domain/booking';
import type { EventOf, SeriesEvent } from '@sudsy/domain/events';
import { repeatLabel, repeatLengthLabel, seriesNoticeTexts } from '@sudsy/domain/repeat-series';
import type { Role } from '@sudsy/domain/roles';
import type { Db } from '../../db/client';
import type { AppointmentRow } from '../appointments';
import { appointments, appointmentSeries } from '../appointments/schema';
import type { Tell } from './notice-teller';
import { partiesOf, type Recipient } from './recipients';

type SeriesRow = typeof appointmentSeries.$inferSelect;

/** One mail about a series: to whom and what it says. */
export type SeriesMail = { to: Recipient; subject: string; intro: string; details: [string, string][] };

/**
 * Who hears what of a repeat series: the washer that an owner asks for one (to accept), the owner
 * that the washer accepted it (but for the dates they declined) or declined it, the other side that one side ended it, and both sides which dates a
 * top-up could not book.
 */
export function seriesMails(
  series: SeriesRow,
  first: AppointmentRow,
  parties: { owner: Recipient; washer: Recipient },
  event: SeriesEvent,
  leftOut: readonly string[] = [],
): SeriesMail[] {
  const repeat = `${repeatLabel(series.everyWeeks)}, ${repeatLengthLabel(series.months).toLowerCase()}`;
  const details: [string, string][] = [
    ['Repeats', repeat],
    ['First wash', formatSlot(first.serviceDate, first.startTime)],
    ['Where', first.address],
  ];
  switch (event) {
    case 'proposed':
      return [
        {
          to: parties.washer,
          subject: `${parties.owner.name} asks for a repeat wash: ${repeatLabel(series.everyWeeks).toLowerCase()}`,
          intro: `${parties.owner.name} booked you and would like the wash repeated. Every date is held in your calendar; accept the series once on the appointment page.`,
          details,
        },
      ];
    case 'accepted':
      return [
        leftOut.length > 0
          ? {
              to: parties.owner,
              subject: seriesNoticeTexts.acceptedExceptSubject(parties.washer.name, leftOut),
              intro: seriesNoticeTexts.acceptedExceptIntro(parties.washer.name, leftOut),
              details,
            }
          : {
              to: parties.owner,
              subject: `${parties.washer.name} accepted your repeat wash`,
              intro: `${parties.washer.name} accepted the series. Every wash in it is booked.`,
              details,
            },
      ];
    case 'declined':
      return [
        {
          to: parties.owner,
          subject: seriesNoticeTexts.declinedSubject(parties.washer.name),
          intro: seriesNoticeTexts.declinedIntro(parties.washer.name),
          details,
        },
      ];
    case 'left-out': {
      const dates = leftOut.map((date) => formatSlot(date, first.startTime)).join(', ');
      return [parties.owner, parties.washer].map((to) => ({
        to,
        subject: `Not every repeat wash could be booked`,
        intro: `The next washes of the series are booked, except on these dates, already taken in ${parties.washer.name}'s calendar: ${dates}. Book those days on their own if you still want them.`,
        details,
      }));
    }
    case 'ended': {
      const by: Role = series.endedBy ?? 'owner';
      const ender = by === 'owner' ? parties.owner : parties.washer;
      return [
        {
          to: by === 'owner' ? parties.washer : parties.owner,
          subject: `${ender.name} ended the repeat wash`,
          intro: `${ender.name} ended the series. The washes after the first booking that were still to come are cancelled.`,
          details,
        },
      ];
    }
  }
}

/** A step of a repeat series, to the side it concerns. */
export async function seriesChanged(
  db: Db,
  tell: Tell,
  { seriesId, change, leftOut }: EventOf<'series-changed'>,
): Promise<void> {
  const [row] = await db
    .select({ series: appointmentSeries, first: appointments })
    .from(appointmentSeries)
    .innerJoin(appointments, eq(appointments.id, appointmentSeries.firstAppointmentId))
    .where(eq(appointmentSeries.id, seriesId));
  if (!row) return;
  const parties = await partiesOf(db, row.first);
  if (!parties) return;
  for (const mail of seriesMails(row.series, row.first, parties, change, leftOut))
    await tell(
      mail.to,
      { email: 'booking', bell: 'booking' },
      { ...mail, action: 'Open the appointment', path: `/appointments/${row.first.id}` },
    );
}
