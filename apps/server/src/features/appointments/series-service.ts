import { asc, eq } from 'drizzle-orm';
import { isLateCancellation } from '@sudsy/domain/cancellation-policy';
import { reviewProblem, seriesMessages, type AcceptSeriesRequest, type Series } from '@sudsy/domain/repeat-series';
import type { Role } from '@sudsy/domain/roles';
import type { SessionUser, Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { appointments, appointmentSeries } from './schema';
import { user } from '../../auth/schema';
import { washerProfiles } from '../washer-setup/schema';
import { conflict, invalidFields, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import { cancelAppointment, cancelLocked } from './cancel-service';
import { startOf, washerTimeZonesOf } from './views';
import { washerName } from './service';

type Executor = Pick<Db, 'select' | 'update'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type SeriesRow = typeof appointmentSeries.$inferSelect;

/** The series and which side of it the user is, held for the transaction when `lock`; anyone else's is 404. */
async function seriesOf(tx: Executor, viewer: SessionUser, seriesId: string, lock = false) {
  const query = tx.select().from(appointmentSeries).where(eq(appointmentSeries.id, seriesId));
  const [series] = lock ? await query.for('update') : await query;
  const by: Role | null = series?.washerId === viewer.id ? 'washer' : series?.ownerId === viewer.id ? 'owner' : null;
  if (!series || by === null) throw notFound();
  return { series, by };
}

/** The washes of a series, earliest first, with the instant each starts; held for the transaction when `lock`. */
async function washesOf(db: Executor, series: SeriesRow, lock = false) {
  const query = db
    .select()
    .from(appointments)
    .where(eq(appointments.seriesId, series.id))
    .orderBy(asc(appointments.serviceDate), asc(appointments.startTime));
  const rows = lock ? await query.for('update') : await query;
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
    declined: series.status === 'ended' && series.acceptedAt === null && series.endedBy === 'washer',
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

/**
 * The washer accepts a pending series once, less the washes they decline (docs/product.md,
 * "Recurring washes"): those are cancelled on their side, never late, as the series was never
 * theirs; the rest stands and the owner hears which dates were left out.
 */
export async function acceptSeries(
  db: Db,
  washer: Washer,
  seriesId: string,
  { declined }: AcceptSeriesRequest = { declined: [] },
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const { series, by } = await seriesOf(tx, washer, seriesId, true);
    if (by !== 'washer') throw notFound();
    if (series.status !== 'pending') throw conflict(seriesMessages.notPending, 'series_not_pending');
    const washes = await washesOf(tx, series, true);
    const reviewed = washes.map(({ row, startsAt }) => ({
      appointmentId: row.id,
      status: row.status,
      startsAt: startsAt.toISOString(),
    }));
    switch (reviewProblem(reviewed, declined, now)) {
      case 'not_in_series':
        throw invalidFields({ declined: seriesMessages.notInSeries }, seriesMessages.notInSeries);
      case 'not_upcoming':
        throw conflict(seriesMessages.notReviewable, 'not_upcoming');
      case 'declines_every_date':
        throw conflict(seriesMessages.declinesEveryDate, 'declines_every_date');
      case null:
        break;
    }
    const left = washes.filter(({ row }) => declined.includes(row.id));
    for (const { row } of left) await cancelLocked(tx, row, byWasher(seriesMessages.declinedReason), now);
    await tx
      .update(appointmentSeries)
      .set({ status: 'active', acceptedAt: now })
      .where(eq(appointmentSeries.id, series.id));
    await recordEvent(tx, {
      type: 'series-changed',
      seriesId: series.id,
      change: 'accepted',
      leftOut: left.map(({ row }) => row.serviceDate),
    });
  });
  return getSeries(db, washer, seriesId);
}

/**
 * The washer's cancellation of a wash they declined: never late, the request left to the series
 * (or, for the first booking of a series declined whole, given back to the owner), told once by
 * the series' own event.
 */
function byWasher(reason: string, reopen = false) {
  return { by: 'washer' as const, byName: '', reason, late: false, reopen, leaveRequest: !reopen, told: false };
}

/**
 * Cancels the washes of the held series still to come (the first booking too when `withFirst`)
 * and ends it. Ending keeps the first booking; declining gives its request back to the owner.
 */
async function endLocked(tx: Tx, series: SeriesRow, by: Role, withFirst: boolean, now: Date) {
  const toCome = (await washesOf(tx, series, true)).filter(
    ({ row, startsAt }) =>
      (withFirst || row.id !== series.firstAppointmentId) && row.status === 'scheduled' && startsAt > now,
  );
  for (const { row, startsAt } of toCome) {
    const first = row.id === series.firstAppointmentId;
    const terms = withFirst
      ? byWasher(seriesMessages.seriesDeclinedReason, first)
      : {
          by,
          byName: '',
          reason: seriesMessages.endedReason,
          late: isLateCancellation(startsAt, now, row.cancellationNoticeHours),
          reopen: false,
          leaveRequest: true,
          told: false,
        };
    await cancelLocked(tx, row, terms, now);
  }
  await tx
    .update(appointmentSeries)
    .set({ status: 'ended', endedAt: now, endedBy: by })
    .where(eq(appointmentSeries.id, series.id));
}

/**
 * Either side ends the series: every wash still to come after the first booking is cancelled (late
 * when inside the washer's notice), the first booking stands as booked on its own.
 */
export async function endSeries(db: Db, viewer: SessionUser, seriesId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const { series, by } = await seriesOf(tx, viewer, seriesId, true);
    if (series.status === 'ended') throw conflict(seriesMessages.ended, 'series_ended');
    await endLocked(tx, series, by, false, now);
    await recordEvent(tx, { type: 'series-changed', seriesId: series.id, change: 'ended', leftOut: [] });
  });
  return getSeries(db, viewer, seriesId);
}

/**
 * The washer declines a pending series whole (docs/product.md, "Recurring washes"): every wash
 * still to come is cancelled on their side, the first booking included, never late, and the
 * series ends as declined. The first booking's request goes back to the owner, as when a washer
 * cancels a booking. Answered series are ended instead.
 */
export async function declineSeries(db: Db, washer: Washer, seriesId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const { series, by } = await seriesOf(tx, washer, seriesId, true);
    if (by !== 'washer') throw notFound();
    if (series.status !== 'pending') throw conflict(seriesMessages.notPending, 'series_not_pending');
    await endLocked(tx, series, 'washer', true, now);
    await recordEvent(tx, { type: 'series-changed', seriesId: series.id, change: 'declined', leftOut: [] });
  });
  return getSeries(db, washer, seriesId);
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
