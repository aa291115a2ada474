import { and, asc, eq } from 'drizzle-orm';
import { isLateCancellation } from '@sudsy/domain/cancellation-policy';
import { seriesMessages, type Series } from '@sudsy/domain/repeat-series';
import type { Role } from '@sudsy/domain/roles';
import type { SessionUser, Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { appointments, appointmentSeries } from './schema';
import { user } from '../../auth/schema';
import { washerProfiles } from '../washer-setup/schema';
import { conflict, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import { cancelAppointment } from './cancel-service';
import { startOf, washerTimeZonesOf } from './views';
import { washerName } from './service';

type Executor = Pick<Db, 'select' | 'update'>;
type SeriesRow = typeof appointmentSeries.$inferSelect;

/** The series and which side of it the user is, held for the transaction when `lock`; anyone else's is 404. */
async function seriesOf(tx: Executor, viewer: SessionUser, seriesId: string, lock = false) {
  const query = tx.select().from(appointmentSeries).where(eq(appointmentSeries.id, seriesId));
  const [series] = lock ? await query.for('update') : await query;
  const by: Role | null = series?.washerId === viewer.id ? 'washer' : series?.ownerId === viewer.id ? 'owner' : null;
  if (!series || by === null) throw notFound();
  return { series, by };
}

/** The washes of a series, earliest first, with the instant each starts. */
async function washesOf(db: Executor, series: SeriesRow) {
  const rows = await db
    .select()
    .from(appointments)
    .where(eq(appointments.seriesId, series.id))
    .orderBy(asc(appointments.serviceDate), asc(appointments.startTime));
  const timeZone = (await washerTimeZonesOf(db, [series.washerId]))(series.washerId);
  return rows.map((row) => ({ row, startsAt: startOf(row, timeZone) }));
}

/** GET /api/series/{id}: the series as both sides read it, each wash with its state. */
export async function getSeries(db: Db, viewer: SessionUser, seriesId: string): Promise<Series> {
  const { series } = await seriesOf(db, viewer, seriesId);
  const [washer] = await db
    .select({ name: washerName })
    .from(user)
    .leftJoin(washerProfiles, eq(washerProfiles.userId, user.id))
    .where(eq(user.id, series.washerId));
  const washes = await washesOf(db, series);
  return {
    id: series.id,
    washerId: series.washerId,
    washerName: washer?.name ?? '',
    ownerName: washes[0]?.row.ownerName ?? '',
    everyWeeks: series.everyWeeks,
    months: series.months,
    status: series.status,
    firstAppointmentId: series.firstAppointmentId,
    occurrences: washes.map(({ row, startsAt }) => ({
      appointmentId: row.id,
      date: row.serviceDate,
      start: row.startTime,
      end: row.endTime,
      startsAt: startsAt.toISOString(),
      status: row.status,
      skipped: row.status === 'cancelled' && row.cancelReason === seriesMessages.skipReason,
    })),
  };
}

/** The washer accepts a pending series once: every wash in it stands. */
export async function acceptSeries(db: Db, washer: Washer, seriesId: string) {
  await db.transaction(async (tx) => {
    const { series, by } = await seriesOf(tx, washer, seriesId, true);
    if (by !== 'washer') throw notFound();
    if (series.status !== 'pending') throw conflict(seriesMessages.notPending, 'series_not_pending');
    await tx
      .update(appointmentSeries)
      .set({ status: 'active', acceptedAt: new Date() })
      .where(eq(appointmentSeries.id, series.id));
    await recordEvent(tx, { type: 'series-changed', seriesId: series.id, change: 'accepted', leftOut: [] });
  });
  return getSeries(db, washer, seriesId);
}

/**
 * Either side ends the series: every wash still to come after the first booking is cancelled (late
 * when inside the washer's notice), the first booking stands as booked on its own.
 */
export async function endSeries(db: Db, viewer: SessionUser, seriesId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const { series, by } = await seriesOf(tx, viewer, seriesId, true);
    if (series.status === 'ended') throw conflict(seriesMessages.ended, 'series_ended');
    const later = (await washesOf(tx, series)).filter(
      ({ row, startsAt }) => row.id !== series.firstAppointmentId && row.status === 'scheduled' && startsAt > now,
    );
    for (const { row, startsAt } of later) {
      await tx
        .update(appointments)
        .set({
          status: 'cancelled',
          cancelledBy: by,
          cancelReason: seriesMessages.endedReason,
          cancelledAt: now,
          cancelledLate: isLateCancellation(startsAt, now, row.cancellationNoticeHours),
        })
        .where(and(eq(appointments.id, row.id), eq(appointments.status, 'scheduled')));
    }
    await tx
      .update(appointmentSeries)
      .set({ status: 'ended', endedAt: now, endedBy: by })
      .where(eq(appointmentSeries.id, series.id));
    await recordEvent(tx, { type: 'series-changed', seriesId: series.id, change: 'ended', leftOut: [] });
  });
  return getSeries(db, viewer, seriesId);
}

/** Either side skips one wash still to come: it is cancelled as skipped, and the other side is told. */
export async function skipWash(db: Db, viewer: SessionUser, seriesId: string, appointmentId: string, now = new Date()) {
  const { series } = await seriesOf(db, viewer, seriesId);
  const wash = (await washesOf(db, series)).find(({ row }) => row.id === appointmentId);
  if (!wash) throw notFound();
  if (series.status === 'ended' || wash.row.status !== 'scheduled' || wash.startsAt <= now)
    throw conflict(seriesMessages.notUpcoming, 'not_upcoming');
  await cancelAppointment(
    db,
    viewer,
    appointmentId,
    { reason: seriesMessages.skipReason, keepRequestOpen: false },
    now,
  );
  return getSeries(db, viewer, seriesId);
}
