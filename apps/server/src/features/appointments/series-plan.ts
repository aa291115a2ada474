import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { slotEnd } from '@sudsy/domain/booking';
import { freeTimeFinder, searchWindows, type FreeTimeCalendar } from '@sudsy/domain/free-time';
import {
  alternativeDaysAround,
  maxAlternatives,
  repeatDates,
  seriesLastDate,
  seriesMessages,
  type RepeatRequest,
  type SeriesConflict,
} from '@sudsy/domain/repeat-series';
import { addDays, wallClockOf, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import { fromMinutes } from '@sudsy/domain/time-slots';
import type { Db } from '../../db/client';
import { appointments, appointmentSeries, jobPayments } from './schema';
import { AppError } from '../../http/app-error';
import type { AppointmentRow } from './views';
import { calendarsOf } from './free-time-query';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** Dates of a series that clash with the washer's calendar: 409 listing each with free times nearby. */
export class SeriesConflicts extends AppError {
  constructor(readonly conflicts: SeriesConflict[]) {
    super(409, 'series_conflict', seriesMessages.conflicts);
  }

  override toBody() {
    const body = super.toBody();
    return { error: { ...body.error, conflicts: this.conflicts } };
  }
}

type Planned = { date: string; startTime: string; endTime: string };

/** What a series repeats: the first wash's washer, wall-clock start and length, in the washer's zone. */
export type SeriesBasis = { first: AppointmentRow; minutes: number; timeZone: string; notBefore: Date };

/**
 * The washes of a repeat at the dates given (moved or skipped as the owner chose), each checked
 * with the search's free-time rule against the washer's calendar and the washes planned before it.
 * Returns the free ones and, for each date that clashes, the free starts within two days of it.
 */
export async function planRepeats(
  tx: Executor,
  basis: SeriesBasis,
  dates: readonly string[],
  choices: Pick<RepeatRequest, 'skip' | 'moves'> = { skip: [], moves: [] },
): Promise<{ planned: Planned[]; conflicts: SeriesConflict[] }> {
  const { first, minutes, timeZone, notBefore } = basis;
  const planned: Planned[] = [];
  const conflicts: SeriesConflict[] = [];
  const last = dates.at(-1);
  if (last === undefined) return { planned, conflicts };
  const read = await calendarsOf(
    tx,
    [first.washerId],
    addDays(dates[0] ?? last, -alternativeDaysAround - 1),
    addDays(last, alternativeDaysAround + 1),
  );
  let calendar: FreeTimeCalendar | undefined = read.get(first.washerId);
  if (!calendar) return { planned, conflicts };
  const skipped = new Set(choices.skip);
  const moves = new Map(choices.moves.map((move) => [move.date, new Date(move.start)]));
  for (const date of dates) {
    if (skipped.has(date)) continue;
    const start = moves.get(date) ?? zonedTimeToInstant(date, first.startTime, timeZone);
    const local = wallClockOf(start, timeZone);
    const startTime = fromMinutes(local.minutes);
    const endTime = slotEnd(startTime, minutes);
    const nearby = Math.abs(Date.parse(local.date) - Date.parse(date)) <= alternativeDaysAround * 86_400_000;
    const window = { from: start, to: new Date(start.getTime() + minutes * 60_000) };
    const free = freeTimeFinder([window], notBefore).earliest(calendar, minutes);
    if (nearby && endTime !== null && free?.getTime() === start.getTime()) {
      planned.push({ date: local.date, startTime, endTime });
      calendar = {
        ...calendar,
        appointments: [...calendar.appointments, { date: local.date, start: startTime, end: endTime }],
      };
      continue;
    }
    const around = searchWindows({}, timeZone, addDays(date, -alternativeDaysAround)).slice(
      0,
      2 * alternativeDaysAround + 1,
    );
    const alternatives = freeTimeFinder(around, notBefore).starts(calendar, minutes, 2, maxAlternatives);
    conflicts.push({
      date,
      start: zonedTimeToInstant(date, first.startTime, timeZone).toISOString(),
      alternatives: alternatives.map((instant) => instant.toISOString()),
    });
  }
  return { planned, conflicts };
}

/** Writes the planned washes of a series as appointments like its first: same job, price, payment and people. */
export async function insertRepeats(
  tx: Executor,
  first: AppointmentRow,
  seriesId: string,
  planned: readonly Planned[],
) {
  if (planned.length === 0) return;
  const washes = planned.map((wash) => ({ ...wash, id: randomUUID() }));
  await tx.insert(appointments).values(
    washes.map((wash) => ({
      id: wash.id,
      washerId: first.washerId,
      ownerId: first.ownerId,
      vehicleDescription: first.vehicleDescription,
      address: first.address,
      services: first.services,
      cars: first.cars,
      serviceDate: wash.date,
      startTime: wash.startTime,
      endTime: wash.endTime,
      status: 'scheduled' as const,
      ownerName: first.ownerName,
      priceCents: first.priceCents,
      cancellationNoticeHours: first.cancellationNoticeHours,
      seriesId,
    })),
  );
  // Each wash is paid as the first is, at the price and fee it was booked with.
  const [terms] = await tx
    .select({ amountCents: jobPayments.amountCents, feeCents: jobPayments.feeCents })
    .from(jobPayments)
    .where(eq(jobPayments.appointmentId, first.id));
  if (terms) await tx.insert(jobPayments).values(washes.map((wash) => ({ appointmentId: wash.id, ...terms })));
}

/**
 * Makes a booking the first wash of a series repeating it as asked, inside the booking's
 * transaction (the washer's schedule row held): every date free, moved or skipped, or nothing is
 * written and the owner hears which dates clash (409 with free times nearby). Pending until the
 * washer accepts it.
 */
export async function createSeries(tx: Executor, basis: SeriesBasis, repeat: RepeatRequest): Promise<string> {
  const { first } = basis;
  const dates = repeatDates(first.serviceDate, repeat.everyWeeks, seriesLastDate(first.serviceDate, repeat.months));
  const { planned, conflicts } = await planRepeats(tx, basis, dates, repeat);
  if (conflicts.length > 0) throw new SeriesConflicts(conflicts);
  const seriesId = randomUUID();
  await tx.insert(appointmentSeries).values({
    id: seriesId,
    washerId: first.washerId,
    ownerId: first.ownerId,
    firstAppointmentId: first.id,
    everyWeeks: repeat.everyWeeks,
    months: repeat.months,
  });
  await tx.update(appointments).set({ seriesId }).where(eq(appointments.id, first.id));
  await insertRepeats(tx, first, seriesId, planned);
  return seriesId;
}
