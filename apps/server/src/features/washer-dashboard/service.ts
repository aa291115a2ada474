import { and, count, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { isProfileComplete, type WasherDashboard } from '@sudsy/domain/washer-api';
import { dateInTimeZone, defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { appointments, jobPayments } from '../appointments/schema';
import { quoteResponses } from '../requests/schema';
import { user } from '../../auth/schema';
import { washerSchedules } from '../schedule/schema';
import { washerProfiles } from '../washer-setup/schema';
import { earnedCents } from './earned';

/** The first day of the month of `date` and of the month after, 'yyyy-MM-dd'. */
export function monthBounds(date: string): { start: string; next: string } {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    start: `${year}-${pad(month)}-01`,
    next: month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`,
  };
}

/**
 * The washer dashboard's figures: jobs completed this month (in the washer's time zone), earnings
 * over all completed jobs (what each earned the washer, see `earnedCents`), the share of the
 * washer's quotes that owners accepted, and whether the profile is complete enough to be found.
 */
export async function getWasherDashboard(db: Db, washer: Washer, now = new Date()): Promise<WasherDashboard> {
  const [schedule] = await db
    .select({ timeZone: washerSchedules.timeZone })
    .from(washerSchedules)
    .where(eq(washerSchedules.washerId, washer.id));
  const month = monthBounds(dateInTimeZone(now, schedule?.timeZone ?? defaultTimeZone));
  const completed = and(eq(appointments.washerId, washer.id), eq(appointments.status, 'completed'));
  const [thisMonth] = await db
    .select({ jobs: count() })
    .from(appointments)
    .where(and(completed, gte(appointments.serviceDate, month.start), lt(appointments.serviceDate, month.next)));
  const [allTime] = await db
    .select({ cents: sql<string>`coalesce(sum(${earnedCents(washer.id)}), 0)`.mapWith(Number) })
    .from(appointments)
    .leftJoin(jobPayments, eq(jobPayments.appointmentId, appointments.id))
    .where(completed);
  const [quotes] = await db
    .select({
      answered: count(),
      // A booking cancelled later was still an accepted quote.
      accepted: sql<string>`count(*) filter (where ${quoteResponses.status} in ('accepted', 'cancelled'))`.mapWith(
        Number,
      ),
    })
    .from(quoteResponses)
    .where(
      and(
        eq(quoteResponses.washerId, washer.id),
        // A quote the washer actually gave: one still open or decided, or one with a price when the owner
        // chose another. A request the washer turned down, or had not answered when another was booked, is no quote.
        or(
          inArray(quoteResponses.status, ['quoted', 'accepted', 'expired', 'cancelled']),
          and(eq(quoteResponses.status, 'not-chosen'), isNotNull(quoteResponses.amountCents)),
        ),
      ),
    );
  const [profile] = await db.select().from(washerProfiles).where(eq(washerProfiles.userId, washer.id));
  const [account] = await db.select({ name: user.name }).from(user).where(eq(user.id, washer.id));
  return {
    businessName: profile?.businessName || account?.name || '',
    jobsThisMonth: thisMonth?.jobs ?? 0,
    earningsCents: allTime?.cents ?? 0,
    acceptanceRate: quotes && quotes.answered > 0 ? quotes.accepted / quotes.answered : 0,
    profileComplete: profile ? isProfileComplete(profile) : false,
  };
}
