import { and, eq, sql, type SQL } from 'drizzle-orm';
import { dueReminder, reminderWindows, type ReminderLead } from '@sudsy/domain/reminders';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Db } from '../../db/client';
import { recordEvent } from '../../platform/events/record-event';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { sweepPass } from '../../platform/metrics/operational-events';
import { washerSchedules } from '../schedule/schema';
import { appointmentReminders, appointments } from './schema';
import { startOf } from './views';

/** How many reminders one pass sends per lead; the next minute sends the rest. */
const passSize = 200;

const zone = sql`coalesce(${washerSchedules.timeZone}, ${defaultTimeZone})`;
const start = sql`((${appointments.serviceDate} || ' ' || ${appointments.startTime})::timestamp at time zone ${zone})`;
const hoursAfter = (instant: SQL, hours: number) => sql`${instant} + make_interval(hours => ${hours})`;

/**
 * The scheduled jobs whose reminder of `lead` is due at `now` and not yet sent for their current
 * start: the SQL form of `dueReminder`, read with the start in the washer's zone, so a moved job is
 * reminded of its new time and a cancelled one drops out.
 */
async function dueFor(db: Db, { lead, untilHours }: (typeof reminderWindows)[number], now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({ id: appointments.id })
    .from(appointments)
    .leftJoin(washerSchedules, eq(washerSchedules.washerId, appointments.washerId))
    .where(
      and(
        eq(appointments.status, 'scheduled'),
        sql`${start} > ${hoursAfter(at, untilHours)}`,
        sql`${start} <= ${hoursAfter(at, lead)}`,
        sql`${appointments.createdAt} <= ${hoursAfter(start, -lead)}`,
        sql`not exists (select 1 from ${appointmentReminders} where ${appointmentReminders.appointmentId} = ${appointments.id}
          and ${appointmentReminders.leadHours} = ${lead} and ${appointmentReminders.startsAt} = ${start})`,
      ),
    )
    .orderBy(start)
    .limit(passSize);
}

/**
 * Sends one reminder: the row that keeps it from going twice and its event, in one transaction,
 * with the appointment held so a cancellation or a move at the same moment comes before or after,
 * never in between. The washer's list of their day goes with the first 24-hour reminder of that day.
 */
async function remind(db: Db, appointmentId: string, lead: ReminderLead, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
    if (appointment?.status !== 'scheduled') return false;
    const [schedule] = await tx
      .select({ timeZone: washerSchedules.timeZone })
      .from(washerSchedules)
      .where(eq(washerSchedules.washerId, appointment.washerId));
    const startsAt = startOf(appointment, schedule?.timeZone ?? defaultTimeZone);
    if (dueReminder(startsAt, appointment.createdAt, now) !== lead) return false;
    const [dayTold] =
      lead === 24
        ? await tx
            .select({ id: appointmentReminders.appointmentId })
            .from(appointmentReminders)
            .innerJoin(appointments, eq(appointments.id, appointmentReminders.appointmentId))
            .where(
              and(
                eq(appointments.washerId, appointment.washerId),
                eq(appointments.serviceDate, appointment.serviceDate),
                eq(appointmentReminders.leadHours, 24),
                eq(appointmentReminders.tellsWasher, true),
              ),
            )
            .limit(1)
        : [];
    const tellsWasher = lead === 2 || !dayTold;
    const [sent] = await tx
      .insert(appointmentReminders)
      .values({ appointmentId, leadHours: lead, startsAt, tellsWasher })
      .onConflictDoNothing()
      .returning({ id: appointmentReminders.appointmentId });
    if (!sent) return false;
    await recordEvent(tx, { type: 'appointment-reminder', appointmentId, leadHours: lead, tellsWasher });
    return true;
  });
}

/** One pass: every reminder due at `now`, the 2-hour ones first (they matter most if a pass falls behind). */
export async function sendDueReminders(db: Db, now = new Date()): Promise<number> {
  let sent = 0;
  for (const window of [...reminderWindows].reverse())
    for (const { id } of await dueFor(db, window, now)) if (await remind(db, id, window.lead, now)) sent += 1;
  return sent;
}

/** The reminders as a job, every minute (docs/decisions/019): a pass after a stop sends what fell due meanwhile. */
export function appointmentRemindersJob(db: Db): JobDefinition {
  return {
    name: 'appointment-reminders',
    cron: '* * * * *',
    sweep: true,
    run: async () => {
      await sweepPass('appointment-reminders', () => sendDueReminders(db));
    },
  };
}
