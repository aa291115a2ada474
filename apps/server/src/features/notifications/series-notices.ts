import { formatSlot } from '@sudsy/domain/booking';
import { repeatLabel, repeatLengthLabel } from '@sudsy/domain/repeat-series';
import type { Role } from '@sudsy/domain/roles';
import type { appointmentSeries } from '../../db/schema';
import type { AppointmentRow } from '../appointments';

type Party = { id: string; email: string; name: string };
type SeriesRow = typeof appointmentSeries.$inferSelect;
/** `left-out`: topping up a series until stopped found these dates taken, and booked the rest. */
export type SeriesEvent = 'proposed' | 'accepted' | 'ended' | 'left-out';

/** One mail about a series: to whom and what it says. */
export type SeriesMail = { to: Party; subject: string; intro: string; details: [string, string][] };

/**
 * Who hears what of a repeat series: the washer that an owner asks for one (to accept), the owner
 * that the washer accepted it, the other side that one side ended it, and both sides which dates a
 * top-up could not book.
 */
export function seriesMails(
  series: SeriesRow,
  first: AppointmentRow,
  parties: { owner: Party; washer: Party },
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
        {
          to: parties.owner,
          subject: `${parties.washer.name} accepted your repeat wash`,
          intro: `${parties.washer.name} accepted the series. Every wash in it is booked.`,
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
