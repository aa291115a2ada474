import { and, eq, isNull, max, ne } from 'drizzle-orm';
import { alternativeDaysAround, monthsLater, repeatDates, seriesHorizonMonths } from '@sudsy/domain/repeat-series';
import { addDays, dateInTimeZone } from '@sudsy/domain/schedule-time-zone';
import { toMinutes } from '@sudsy/domain/time-slots';
import type { Db } from '../../db/client';
import { appointments, appointmentSeries } from './schema';
import { lockWasherSchedule } from './availability';
import { insertRepeats, planRepeats } from './series-plan';
import { recordEvent } from '../../platform/events/record-event';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { sweepPass } from '../../platform/metrics/operational-events';

/**
 * Books the next washes of every series run until stopped up to six months from today, each on the
 * free-time rule as when the series was made; a date that clashes by then is left out, and both
 * sides are told which. Returns how many washes it booked.
 */
export async function topUpOpenSeries(db: Db, now = new Date()): Promise<number> {
  const open = await db
    .select()
    .from(appointmentSeries)
    .where(and(isNull(appointmentSeries.months), ne(appointmentSeries.status, 'ended')));
  let booked = 0;
  for (const series of open) {
    booked += await db.transaction(async (tx) => {
      const { timeZone } = await lockWasherSchedule(tx, series.washerId);
      const [first] = await tx.select().from(appointments).where(eq(appointments.id, series.firstAppointmentId));
      const [latest] = await tx
        .select({ date: max(appointments.serviceDate) })
        .from(appointments)
        .where(eq(appointments.seriesId, series.id));
      if (!first) return 0;
      // Past the last wash's date, and past where a moved wash of its date may have gone.
      const after = addDays(latest?.date ?? first.serviceDate, alternativeDaysAround);
      const until = monthsLater(dateInTimeZone(now, timeZone), seriesHorizonMonths);
      const dates = repeatDates(first.serviceDate, series.everyWeeks, until, after);
      const minutes = toMinutes(first.endTime) - toMinutes(first.startTime);
      const { planned, conflicts } = await planRepeats(tx, { first, minutes, timeZone, notBefore: now }, dates);
      await insertRepeats(tx, first, series.id, planned);
      const leftOut = conflicts.map((conflict) => conflict.date);
      if (leftOut.length > 0)
        await recordEvent(tx, { type: 'series-changed', seriesId: series.id, change: 'left-out', leftOut });
      return planned.length;
    });
  }
  return booked;
}

/** The top-up as a job: daily and at start, on one instance at a time. */
export function seriesTopUpJob(db: Db): JobDefinition {
  return {
    name: 'series-top-up',
    cron: '15 3 * * *',
    atStart: true,
    sweep: true,
    run: async () => void (await sweepPass('series-top-up', () => topUpOpenSeries(db))),
  };
}
