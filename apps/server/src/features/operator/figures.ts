import { sql, type SQL } from 'drizzle-orm';
import {
  assembleFigures,
  figuresWindow,
  type DayCounts,
  type MarketplaceFigures,
  type WeekCounts,
} from '@sudsy/domain/marketplace-figures';
import type { OperatorAction } from '@sudsy/domain/operator';
import type { Db } from '../../db/client';
import { appointments } from '../appointments/schema';
import { ledgerEntries, ledgerTransactions } from '../payments/schema';
import { quoteRequests, quoteResponses } from '../requests/schema';
import { operatorAudit } from './schema';

// The marketplace's figures (docs/product.md, "The marketplace's figures"), counted in the database
// and grouped by UTC day or ISO week there, one statement per figure or fewer; the domain turns the
// counts into rates and fills the empty weeks.

const verificationApproved: OperatorAction = 'verification.approved';

/** The Monday (UTC) of an instant's ISO week, 'yyyy-MM-dd'. */
const weekOf = (at: SQL | unknown) => sql`to_char(date_trunc('week', ${at} at time zone 'UTC'), 'YYYY-MM-DD')`;
/** The instant a UTC day starts. */
const startOf = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;

type Rows = Record<string, unknown>[];
const rowsOf = async (db: Db, query: SQL): Promise<Rows> => (await db.execute(query)).rows as Rows;
const numberOr0 = (value: unknown) => Number(value ?? 0);
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Bookings made each UTC day. */
async function bookingsPerDay(db: Db, from: string, until: string): Promise<DayCounts[]> {
  const rows = await rowsOf(
    db,
    sql`select to_char(${appointments.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as "day", count(*)::int as "bookings"
      from ${appointments}
      where ${appointments.createdAt} >= ${startOf(from)} and ${appointments.createdAt} < ${startOf(until)}
      group by 1`,
  );
  return rows.map((row) => ({ day: String(row.day), bookings: numberOr0(row.bookings) }));
}

/** Per week of booking: the booked prices, the owners who booked, and those who had booked before the week. */
async function bookingsMade(db: Db, from: string, until: string): Promise<WeekCounts[]> {
  const rows = await rowsOf(
    db,
    sql`select ${weekOf(sql`made.created_at`)} as "week",
        coalesce(sum(made.price_cents), 0)::float8 as "gbv",
        count(distinct made.owner_id)::int as "owners",
        count(distinct made.owner_id) filter (where exists (
          select 1 from ${appointments} earlier
          where earlier.owner_id = made.owner_id
            and earlier.created_at < date_trunc('week', made.created_at at time zone 'UTC') at time zone 'UTC'
        ))::int as "repeat"
      from ${appointments} made
      where made.created_at >= ${startOf(from)} and made.created_at < ${startOf(until)}
      group by 1`,
  );
  return rows.map((row) => ({
    week: String(row.week),
    grossBookingValueCents: numberOr0(row.gbv),
    bookingOwners: numberOr0(row.owners),
    repeatOwners: numberOr0(row.repeat),
  }));
}

/** Sudsy's fees per week: every movement of the platform's account, refunds' give-backs included. */
async function fees(db: Db, from: string, until: string): Promise<WeekCounts[]> {
  const rows = await rowsOf(
    db,
    sql`select ${weekOf(ledgerTransactions.createdAt)} as "week", sum(${ledgerEntries.amountCents})::float8 as "fees"
      from ${ledgerTransactions}
      join ${ledgerEntries} on ${ledgerEntries.transactionId} = ${ledgerTransactions.id}
      where ${ledgerEntries.account} = 'platform_fees'
        and ${ledgerTransactions.createdAt} >= ${startOf(from)} and ${ledgerTransactions.createdAt} < ${startOf(until)}
      group by 1`,
  );
  return rows.map((row) => ({ week: String(row.week), feesCents: numberOr0(row.fees) }));
}

/**
 * Per week of request: the requests, those quoted, and the median wait to the first quote (of the
 * quoted ones only: greatest() would make an unquoted request's wait 0). An instant booking's
 * request is left out: its accepted answer was never quoted.
 */
async function requestsQuoted(db: Db, from: string, until: string): Promise<WeekCounts[]> {
  const rows = await rowsOf(
    db,
    sql`select ${weekOf(quoteRequests.createdAt)} as "week",
        count(*)::int as "requests",
        count(first.quoted_at)::int as "quoted",
        percentile_cont(0.5) within group (
          order by greatest(0, extract(epoch from first.quoted_at - ${quoteRequests.createdAt}))
        ) filter (where first.quoted_at is not null) as "median"
      from ${quoteRequests}
      left join lateral (
        select min(${quoteResponses.quotedAt}) as quoted_at from ${quoteResponses}
        where ${quoteResponses.requestId} = ${quoteRequests.id}
      ) first on true
      where ${quoteRequests.createdAt} >= ${startOf(from)} and ${quoteRequests.createdAt} < ${startOf(until)}
        and not exists (
          select 1 from ${quoteResponses}
          where ${quoteResponses.requestId} = ${quoteRequests.id}
            and ${quoteResponses.status} = 'accepted' and ${quoteResponses.quotedAt} is null
        )
      group by 1`,
  );
  return rows.map((row) => ({
    week: String(row.week),
    requests: numberOr0(row.requests),
    quotedRequests: numberOr0(row.quoted),
    medianFirstQuoteSeconds: numberOrNull(row.median),
  }));
}

/** Per week of the job's day: the bookings, those cancelled (late, by whom) and the washers' no-shows. */
async function jobsCancelled(db: Db, from: string, until: string): Promise<WeekCounts[]> {
  const cancelled = sql`${appointments.status} = 'cancelled' and not ${appointments.washerNoShow}`;
  const rows = await rowsOf(
    db,
    sql`select to_char(date_trunc('week', ${appointments.serviceDate}::timestamp), 'YYYY-MM-DD') as "week",
        count(*)::int as "jobs",
        count(*) filter (where ${cancelled})::int as "cancelled",
        count(*) filter (where ${cancelled} and ${appointments.cancelledLate})::int as "late",
        count(*) filter (where ${cancelled} and ${appointments.cancelledBy} = 'washer')::int as "byWasher",
        count(*) filter (where ${cancelled} and ${appointments.cancelledBy} = 'owner')::int as "byOwner",
        count(*) filter (where ${appointments.washerNoShow})::int as "noShows"
      from ${appointments}
      where ${appointments.serviceDate} >= ${from} and ${appointments.serviceDate} < ${until}
      group by 1`,
  );
  return rows.map((row) => ({
    week: String(row.week),
    bookingsStarting: numberOr0(row.jobs),
    cancellations: numberOr0(row.cancelled),
    lateCancellations: numberOr0(row.late),
    washerCancellations: numberOr0(row.byWasher),
    ownerCancellations: numberOr0(row.byOwner),
    noShows: numberOr0(row.noShows),
  }));
}

/** Washers by the week of their first approved verification in the audit log (an approval again later is not new). */
async function washersVerified(db: Db, from: string, until: string): Promise<WeekCounts[]> {
  const rows = await rowsOf(
    db,
    sql`select ${weekOf(sql`first.approved_at`)} as "week", count(*)::int as "washers"
      from (
        select ${operatorAudit.subject}, min(${operatorAudit.createdAt}) as approved_at
        from ${operatorAudit} where ${operatorAudit.action} = ${verificationApproved}
        group by ${operatorAudit.subject}
      ) first
      where first.approved_at >= ${startOf(from)} and first.approved_at < ${startOf(until)}
      group by 1`,
  );
  return rows.map((row) => ({ week: String(row.week), washersVerified: numberOr0(row.washers) }));
}

/** The figures of the 12 weeks ending with the week of `now`, and of the 84 days ending on its day. */
export async function marketplaceFigures(db: Db, now = new Date()): Promise<MarketplaceFigures> {
  const window = figuresWindow(now);
  const weeksFrom = window.weeks[0] ?? window.from;
  const [days, ...weekly] = await Promise.all([
    bookingsPerDay(db, window.from, window.until),
    bookingsMade(db, weeksFrom, window.until),
    fees(db, weeksFrom, window.until),
    requestsQuoted(db, weeksFrom, window.until),
    jobsCancelled(db, weeksFrom, window.until),
    washersVerified(db, weeksFrom, window.until),
  ]);
  return assembleFigures(window, days, weekly.flat());
}

/**
 * The figures for a scraper: read at most once per `maxAgeMs` however often /metrics is scraped,
 * and once for the many gauges of one scrape (they share the read in flight).
 */
export function cachedMarketplaceFigures(db: Db, maxAgeMs = 60_000): () => Promise<MarketplaceFigures> {
  let cached: { at: number; figures: Promise<MarketplaceFigures> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at >= maxAgeMs) {
      const figures = marketplaceFigures(db);
      cached = { at: now, figures };
      // A failed read is not kept: the next scrape tries again.
      figures.catch(() => {
        if (cached?.figures === figures) cached = null;
      });
    }
    return cached.figures;
  };
}
