import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { cardFixHours, holdLeadHours } from '@sudsy/domain/job-payment';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { EventHandler } from '../../platform/events/dispatcher';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { sweepPass } from '../../platform/metrics/operational-events';
import { appointments, jobPayments } from '../appointments/schema';
import { washerSchedules } from '../schedule/schema';
import { settleJobPayment, type JobPaymentDeps } from './settle-service';

/** How many payments one pass takes on; the next minute takes the rest. */
const passSize = 100;

/**
 * The payments with a step due at `now`: a job done or cancelled whose money has not settled, a
 * hold due a day before its job, a failed hold whose fix deadline passed. Read with the job's start
 * in the washer's zone, so a moved job's hold moves with it.
 */
export async function duePayments({ db }: Pick<JobPaymentDeps, 'db'>, now: Date): Promise<string[]> {
  const zone = sql`coalesce(${washerSchedules.timeZone}, ${defaultTimeZone})`;
  const start = sql`((${appointments.serviceDate} || ' ' || ${appointments.startTime})::timestamp at time zone ${zone})`;
  const startsBy = (hours: number) =>
    sql`${start} <= ${now.toISOString()}::timestamptz + make_interval(hours => ${hours})`;
  const rows = await db
    .select({ id: jobPayments.appointmentId })
    .from(jobPayments)
    .innerJoin(appointments, eq(appointments.id, jobPayments.appointmentId))
    .leftJoin(washerSchedules, eq(washerSchedules.washerId, appointments.washerId))
    .where(
      and(
        inArray(jobPayments.status, ['scheduled', 'held', 'hold_failed', 'authentication_required']),
        or(
          ne(appointments.status, 'scheduled'),
          and(eq(jobPayments.status, 'scheduled'), startsBy(holdLeadHours)),
          and(inArray(jobPayments.status, ['hold_failed', 'authentication_required']), startsBy(cardFixHours)),
        ),
      ),
    )
    .orderBy(jobPayments.updatedAt)
    .limit(passSize);
  return rows.map((row) => row.id);
}

/** One pass: each due payment its next step; one that fails is logged and tried again next minute. */
export async function sweepJobPayments(deps: JobPaymentDeps, now = new Date()): Promise<void> {
  for (const id of await duePayments(deps, now)) {
    try {
      await settleJobPayment(deps, id, now);
    } catch (error) {
      deps.logger.error({ err: error, appointmentId: id }, 'job payment step failed');
    }
  }
}

/**
 * The sweep as a job, every minute: the first slot after a start finishes what a crash left
 * half-done. Not also at start: a server stopped at once (main.test.ts) could have the run land
 * after its database closed, as pg-boss may hand out a job it fetched while stopping.
 */
export function jobPaymentsJob(deps: JobPaymentDeps): JobDefinition {
  return {
    name: 'job-payments',
    cron: '* * * * *',
    sweep: true,
    run: () => sweepPass('job-payments', () => sweepJobPayments(deps)),
  };
}

/**
 * Moves a job's money as soon as the job changes, without waiting for the sweep: a booking inside
 * a day is held, a completion captured, a cancellation released or charged its late fee.
 */
export function jobPaymentDelivery(deps: JobPaymentDeps): EventHandler {
  return async ({ event }) => {
    if (
      event.type === 'appointment-booked' ||
      event.type === 'appointment-completed' ||
      event.type === 'appointment-cancelled'
    )
      await settleJobPayment(deps, event.appointmentId);
    // A series answered or ended cancels its washes under its one event (docs/product.md,
    // "Recurring washes"): a hold on any of them goes back now rather than at the next sweep.
    if (event.type === 'series-changed')
      for (const id of await unsettledCancelledWashes(deps, event.seriesId)) await settleJobPayment(deps, id);
  };
}

/** The cancelled washes of a series whose money has not settled. */
async function unsettledCancelledWashes({ db }: Pick<JobPaymentDeps, 'db'>, seriesId: string): Promise<string[]> {
  const rows = await db
    .select({ id: jobPayments.appointmentId })
    .from(jobPayments)
    .innerJoin(appointments, eq(appointments.id, jobPayments.appointmentId))
    .where(
      and(
        eq(appointments.seriesId, seriesId),
        eq(appointments.status, 'cancelled'),
        inArray(jobPayments.status, ['scheduled', 'held', 'hold_failed', 'authentication_required']),
      ),
    );
  return rows.map((row) => row.id);
}
