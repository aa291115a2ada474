import { and, eq } from 'drizzle-orm';
import { jobStart } from '@sudsy/domain/appointment';
import {
  checkArrival,
  dayOpensAt,
  driveMinutes,
  jobDayMessages,
  liveUpdateMinSeconds,
  pointOf,
  roundLivePoint,
  stepProblem,
  stepProblemMessages,
  type JobDay,
  type JobDayStep,
  type jobDayStepInputSchema,
} from '@sudsy/domain/job-day';
import { missingAngles, proofPhotoMessages } from '@sudsy/domain/photo-proof';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import type { z } from 'zod';
import type { SessionUser, Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound, tooManyRequests } from '../../http/app-error';
import { quoteRequests } from '../requests/schema';
import { washerSchedules } from '../schedule/schema';
import { washerProfiles } from '../washer-setup/schema';
import { recordEvent } from '../../platform/events/record-event';
import { lockAppointmentOf } from './party';
import { appointmentDays, appointmentLivePoints, appointments, proofPhotos } from './schema';
import { partOf, requestOfBooking } from './service';

// The day of a job (docs/product.md, "The day of the job"): the washer's steps, the owner's arrival
// time and the washer's live point, which only the job's owner reads, only while the washer is on
// the way, rounded to about 100 m, and which is deleted at arrival, completion and cancellation.

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type JobDayStepInput = z.output<typeof jobDayStepInputSchema>;

const iso = (instant: Date | null | undefined) => instant?.toISOString() ?? null;
const etaOf = (minutes: number | null, basis: 'live' | 'base') => (minutes === null ? null : { minutes, basis });

/** Everything the day is made of for one appointment of `viewer`; anyone else's is 404. */
async function readDay(db: Pick<Db, 'select'>, viewer: SessionUser, id: string) {
  const [row] = await db
    .select({
      appointment: appointments,
      timeZone: washerSchedules.timeZone,
      day: appointmentDays,
      live: appointmentLivePoints,
      jobLat: quoteRequests.lat,
      jobLng: quoteRequests.lng,
      baseLat: washerProfiles.lat,
      baseLng: washerProfiles.lng,
    })
    .from(appointments)
    .leftJoin(washerSchedules, eq(washerSchedules.washerId, appointments.washerId))
    .leftJoin(appointmentDays, eq(appointmentDays.appointmentId, appointments.id))
    .leftJoin(appointmentLivePoints, eq(appointmentLivePoints.appointmentId, appointments.id))
    .leftJoin(quoteRequests, eq(quoteRequests.id, requestOfBooking))
    .leftJoin(washerProfiles, eq(washerProfiles.userId, appointments.washerId))
    .where(and(eq(appointments.id, id), partOf(viewer)));
  if (!row) throw notFound();
  const { appointment } = row;
  return {
    ...row,
    startsAt: jobStart(
      { date: appointment.serviceDate, start: appointment.startTime },
      row.timeZone ?? defaultTimeZone,
    ),
    jobPoint: pointOf(row.jobLat, row.jobLng),
    base: pointOf(row.baseLat, row.baseLng),
  };
}

/**
 * The day of one appointment for its washer or owner. While the washer is on the way: the arrival
 * time from their live point, else from their base; the live point itself to the owner only.
 */
export async function getJobDay(db: Pick<Db, 'select'>, viewer: SessionUser, id: string): Promise<JobDay> {
  const { appointment, day, live, jobPoint, base, startsAt } = await readDay(db, viewer, id);
  const onTheWay = appointment.status === 'scheduled' && day?.step === 'on_my_way';
  const livePoint = onTheWay && live ? { lat: live.lat, lng: live.lng } : null;
  const from = livePoint ?? (onTheWay ? base : null);
  return {
    status: appointment.status,
    step: day?.step ?? null,
    opensAt: dayOpensAt(startsAt).toISOString(),
    onMyWayAt: iso(day?.onMyWayAt),
    arrivedAt: iso(day?.arrivedAt),
    startedAt: iso(day?.startedAt),
    arrivalNote: day?.arrivalNote ?? null,
    eta: etaOf(driveMinutes(from, jobPoint), livePoint ? 'live' : 'base'),
    jobPoint,
    live: viewer.id === appointment.ownerId ? livePoint : null,
    liveUpdatedAt: livePoint ? iso(live?.updatedAt) : null,
  };
}

/** The step the washer has reached on a job, null before On my way. */
export async function dayStepOf(db: Pick<Db, 'select'>, appointmentId: string): Promise<JobDayStep | null> {
  const [day] = await db
    .select({ step: appointmentDays.step })
    .from(appointmentDays)
    .where(eq(appointmentDays.appointmentId, appointmentId));
  return day?.step ?? null;
}

/** Forgets where the washer was: at arrival, completion and cancellation. */
export async function clearLivePoint(tx: Pick<Db, 'delete'>, appointmentId: string): Promise<void> {
  await tx.delete(appointmentLivePoints).where(eq(appointmentLivePoints.appointmentId, appointmentId));
}

/** A job moved to a new time starts its day afresh: the steps reached were for the old start. */
export async function resetJobDay(tx: Pick<Db, 'delete'>, appointmentId: string): Promise<void> {
  await tx.delete(appointmentDays).where(eq(appointmentDays.appointmentId, appointmentId));
  await clearLivePoint(tx, appointmentId);
}

async function keepLivePoint(tx: Executor, appointmentId: string, point: Coordinates, now: Date): Promise<void> {
  const rounded = roundLivePoint(point);
  await tx
    .insert(appointmentLivePoints)
    .values({ appointmentId, ...rounded, updatedAt: now })
    .onConflictDoUpdate({ target: appointmentLivePoints.appointmentId, set: { ...rounded, updatedAt: now } });
}

/**
 * The washer moves their scheduled job to its next step, from 3 hours before its start. On my way
 * keeps their first live point when they share it; arriving away from the job's point (or with no
 * point to check) needs a note for the owner, and ends the live point.
 */
export async function takeJobDayStep(
  db: Db,
  washer: Washer,
  id: string,
  input: JobDayStepInput,
  now = new Date(),
): Promise<JobDay> {
  await db.transaction(async (tx) => {
    // Held until commit: two taps, or a step and a completion, happen one after the other.
    await lockAppointmentOf(tx, washer, id);
    const { appointment, day, jobPoint, base, startsAt } = await readDay(tx, washer, id);
    const problem = stepProblem({ status: appointment.status, step: day?.step ?? null, startsAt }, input.step, now);
    if (problem) throw conflict(stepProblemMessages[problem], problem);
    if (input.step === 'on_my_way') {
      await tx.insert(appointmentDays).values({ appointmentId: id, step: 'on_my_way', onMyWayAt: now });
      if (input.location) await keepLivePoint(tx, id, input.location, now);
      const from = input.location ?? base;
      const etaNow = driveMinutes(from, jobPoint);
      await recordEvent(tx, { type: 'job-day-step', appointmentId: id, step: 'on_my_way', etaMinutes: etaNow });
    } else if (input.step === 'arrived') {
      const check = checkArrival({ jobPoint, location: input.location ?? null, note: input.note });
      if (check.kind === 'note_required') {
        const message = jobDayMessages.noteRequired[check.why];
        throw new AppError(400, 'note_required', message, { note: message });
      }
      const arrived = { step: 'arrived' as const, arrivedAt: now, arrivalNote: input.note || null };
      await tx
        .insert(appointmentDays)
        .values({ appointmentId: id, ...arrived })
        .onConflictDoUpdate({ target: appointmentDays.appointmentId, set: arrived });
      await clearLivePoint(tx, id);
      await recordEvent(tx, { type: 'job-day-step', appointmentId: id, step: 'arrived', etaMinutes: null });
    } else {
      // The walkaround first: how the car was found, before anyone touches it.
      const photos = await tx
        .select({ kind: proofPhotos.kind, angle: proofPhotos.angle })
        .from(proofPhotos)
        .where(eq(proofPhotos.appointmentId, id));
      if (missingAngles(photos).length > 0) throw conflict(proofPhotoMessages.walkaroundMissing, 'walkaround_missing');
      await tx
        .update(appointmentDays)
        .set({ step: 'in_progress', startedAt: now })
        .where(eq(appointmentDays.appointmentId, id));
    }
  });
  return getJobDay(db, washer, id);
}

/**
 * The washer on the way sends where they are now; kept rounded, replacing the last, at most once
 * every 5 seconds per job. Refused once they have arrived, or before they set off.
 */
export async function updateLivePoint(
  db: Db,
  washer: Washer,
  id: string,
  point: Coordinates,
  now = new Date(),
): Promise<JobDay> {
  await db.transaction(async (tx) => {
    const { appointment } = await lockAppointmentOf(tx, washer, id);
    const [row] = await tx
      .select({ step: appointmentDays.step, updatedAt: appointmentLivePoints.updatedAt })
      .from(appointmentDays)
      .leftJoin(appointmentLivePoints, eq(appointmentLivePoints.appointmentId, appointmentDays.appointmentId))
      .where(eq(appointmentDays.appointmentId, id));
    if (appointment.status !== 'scheduled' || row?.step !== 'on_my_way')
      throw conflict(jobDayMessages.notOnTheWay, 'not_on_the_way');
    if (row.updatedAt && now.getTime() - row.updatedAt.getTime() < liveUpdateMinSeconds * 1000)
      throw tooManyRequests(jobDayMessages.tooSoon);
    await keepLivePoint(tx, id, point, now);
  });
  return getJobDay(db, washer, id);
}
