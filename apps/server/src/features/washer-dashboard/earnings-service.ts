import { and, eq, gte, lt } from 'drizzle-orm';
import { bucketEarnings, earningsRange, type WasherEarnings } from '@sudsy/domain/earnings';
import { dateInTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { appointments } from '../appointments/schema';
import { timeZoneOf } from '../schedule';

/**
 * The washer's jobs and earnings per week and per month (docs/product.md, "Dashboards"): their
 * completed appointments at the price each booking records, the same figure the dashboard's
 * Earnings sums, counted on the service date up to today in their schedule's time zone.
 */
export async function getWasherEarnings(db: Db, washer: Washer, now = new Date()): Promise<WasherEarnings> {
  const today = dateInTimeZone(now, await timeZoneOf(db, washer.id));
  const { from, until } = earningsRange(today);
  const jobs = await db
    .select({ serviceDate: appointments.serviceDate, priceCents: appointments.priceCents })
    .from(appointments)
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
