import { and, eq, gte, lt } from 'drizzle-orm';
import { bucketEarnings, earningsRange, type WasherEarnings } from '@sudsy/domain/earnings';
import { dateInTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { appointments, jobPayments } from '../appointments/schema';
import { timeZoneOf } from '../schedule';
import { earnedCents } from './earned';

/**
 * The washer's jobs and earnings per week and per month (docs/product.md, "Dashboards"): their
 * completed appointments at what each earned them (`earnedCents`: the ledger's net for a job paid
 * through Sudsy, the booked price for one paid at the job), the same figure the dashboard's
 * Earnings sums, counted on the service date up to today in their schedule's time zone.
 */
export async function getWasherEarnings(db: Db, washer: Washer, now = new Date()): Promise<WasherEarnings> {
  const today = dateInTimeZone(now, await timeZoneOf(db, washer.id));
  const { from, until } = earningsRange(today);
  const jobs = await db
    .select({ serviceDate: appointments.serviceDate, priceCents: earnedCents(washer.id).mapWith(Number) })
    .from(appointments)
    .leftJoin(jobPayments, eq(jobPayments.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.washerId, washer.id),
        eq(appointments.status, 'completed'),
        gte(appointments.serviceDate, from),
        lt(appointments.serviceDate, until),
      ),
    );
  return bucketEarnings(jobs, today);
}
