import { and, eq, isNull, sql } from 'drizzle-orm';
import { jobStart } from '@sudsy/domain/appointment';
import { dayOpensHoursBefore, driveMinutes, pointOf } from '@sudsy/domain/job-day';
import { leaveByOf } from '@sudsy/domain/reminders';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Db } from '../../db/client';
import { recordEvent } from '../../platform/events/record-event';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { sweepPass } from '../../platform/metrics/operational-events';
import { quoteRequests } from '../requests/schema';
import { washerSchedules } from '../schedule/schema';
import { washerProfiles } from '../washer-setup/schema';
import { appointmentDays, appointments, lateStartNudges } from './schema';
import { requestOfBooking } from './service';

/** How many jobs one pass looks at; the next minute looks at the rest. */
const passSize = 500;

const zone = sql`coalesce(${washerSchedules.timeZone}, ${defaultTimeZone})`;
const start = sql`((${appointments.serviceDate} || ' ' || ${appointments.startTime})::timestamp at time zone ${zone})`;

/**
 * The scheduled jobs starting within the day's window whose washer has not taken a step and that
 * were not nudged for their current start, with what their drive is measured from.
 */
async function waitingJobs(db: Db, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({
      appointment: appointments,
      timeZone: washerSchedules.timeZone,
      jobLat: quoteRequests.lat,
      jobLng: quoteRequests.lng,
      baseLat: washerProfiles.lat,
      baseLng: washerProfiles.lng,
    })
    .from(appointments)
    .leftJoin(washerSchedules, eq(washerSchedules.washerId, appointments.washerId))
    .leftJoin(appointmentDays, eq(appointmentDays.appointmentId, appointments.id))
    .leftJoin(quoteRequests, eq(quoteRequests.id, requestOfBooking))
    .leftJoin(washerProfiles, eq(washerProfiles.userId, appointments.washerId))
    .where(
      and(
        eq(appointments.status, 'scheduled'),
        isNull(appointmentDays.appointmentId),
        sql`${start} > ${at}`,
        sql`${start} <= ${at} + make_interval(hours => ${dayOpensHoursBefore})`,
        sql`not exists (select 1 from ${lateStartNudges} where ${lateStartNudges.appointmentId} = ${appointments.id}
          and ${lateStartNudges.startsAt} = ${start})`,
      ),
    )
    .orderBy(start)
    .limit(passSize);
}

type WaitingJob = Awaited<ReturnType<typeof waitingJobs>>[number];

/** The drive from the washer's base to the job in minutes, the ETA "On my way" would show; null when either point is unknown. */
const driveMinutesOf = ({ jobLat, jobLng, baseLat, baseLng }: WaitingJob): number | null =>
  driveMinutes(pointOf(baseLat, baseLng), pointOf(jobLat, jobLng));

/**
 * Nudges one job: its mark and event in one transaction, with the appointment held and read again,
 * so a washer setting off, a move or a cancellation at the same moment comes first or after.
 */
async function nudge(db: Db, job: WaitingJob, startsAt: Date, driveMinutes: number | null): Promise<boolean> {
  const appointmentId = job.appointment.id;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
    const [step] = await tx
      .select({ id: appointmentDays.appointmentId })
      .from(appointmentDays)
      .where(eq(appointmentDays.appointmentId, appointmentId));
    const unmoved =
      current?.serviceDate === job.appointment.serviceDate && current.startTime === job.appointment.startTime;
    if (current?.status !== 'scheduled' || step || !unmoved) return false;
    const [sent] = await tx
      .insert(lateStartNudges)
      .values({ appointmentId, startsAt })
      .onConflictDoNothing()
      .returning({ id: lateStartNudges.appointmentId });
    if (!sent) return false;
    await recordEvent(tx, { type: 'late-start', appointmentId, driveMinutes });
    return true;
  });
}

/** One pass: every job whose washer should have set off by `now` and has not. */
export async function nudgeLateStarts(db: Db, now = new Date()): Promise<number> {
  let sent = 0;
  for (const job of await waitingJobs(db, now)) {
    const { serviceDate: date, startTime: start } = job.appointment;
    const startsAt = jobStart({ date, start }, job.timeZone ?? defaultTimeZone);
    const driveMinutes = driveMinutesOf(job);
    if (now >= leaveByOf(startsAt, driveMinutes) && (await nudge(db, job, startsAt, driveMinutes))) sent += 1;
  }
  return sent;
}

/** The nudges as a job, every minute (docs/decisions/019). */
export function lateStartNudgesJob(db: Db): JobDefinition {
  return {
    name: 'late-start-nudges',
    cron: '* * * * *',
    sweep: true,
    run: async () => {
      await sweepPass('late-start-nudges', () => nudgeLateStarts(db));
    },
  };
}
