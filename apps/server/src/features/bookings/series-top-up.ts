import { and, eq, isNull, max, ne } from 'drizzle-orm';
import { alternativeDaysAround, monthsLater, repeatDates, seriesHorizonMonths } from '@sudsy/domain/repeat-series';
import { addDays, dateInTimeZone } from '@sudsy/domain/schedule-time-zone';
import { toMinutes } from '@sudsy/domain/time-slots';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { appointments, appointmentSeries } from '../../db/schema';
import { lockWasherSchedule } from './availability';
import { insertRepeats, planRepeats } from './series-plan';
import { recordEvent } from '../../platform/events/record-event';
import { sweepPass } from '../../platform/metrics/operational-events';

/** A day: a series run until stopped keeps six months booked ahead to within a day. */
const topUpEveryMs = 24 * 60 * 60_000;

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

/** Runs the top-up now and then daily; the returned function stops it. */
export function startSeriesTopUp(db: Db, logger: Logger, intervalMs = topUpEveryMs): () => void {
  const topUp = () => {
    sweepPass('series-top-up', () => topUpOpenSeries(db)).catch((error: unknown) =>
      logger.error({ err: error }, 'series top-up failed'),
    );
  };
  topUp();
  const timer = setInterval(topUp, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
