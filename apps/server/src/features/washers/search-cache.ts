import { sql } from 'drizzle-orm';
import type { FreeTimeCalendar } from '@sudsy/domain/free-time';
import { addDays } from '@sudsy/domain/schedule-time-zone';
import type { WasherSearchResult } from '@sudsy/domain/washer-search';
import type { Db } from '../../db/client';
import { ratingOf, type RatingSummary } from '../reviews';
import { calendarOf } from './free-time-query';
import { portfolioOf } from './portfolio-query';
import { searchedWashers, washerPoints, type WasherCard } from './search-query';
import { searchChanges } from './schema';
import { WasherPoints } from './washer-points';

/** What the search shows of one washer, besides the distance and the free time it works out. */
export type SearchedWasher = {
  card: WasherCard;
  rating: RatingSummary | null;
  portfolio: WasherSearchResult['portfolio'];
  calendar: FreeTimeCalendar;
};

/** Dates are UTC calendar dates (YYYY-MM-DD), inclusive. */
export type DateRange = { first: string; last: string };

type Kept = SearchedWasher & { calendarRange: DateRange };

/** Washers kept at most; the least recently searched are forgotten first. */
const maxKeptWashers = 50_000;
/** A calendar is read this far past the range asked, so later searches this fortnight find it kept. */
const calendarAheadDays = 16;
/** Calendars reaching further than this are used once and not kept (a search for a date months away). */
const maxKeptCalendarDays = 60;
/** More changes than this since the last look: reading everything again is cheaper. */
const maxChangesApplied = 2_000;
/** Change rows are deleted after an hour; an instance that has not looked for half of that starts over. */
const startOverAfterMs = 30 * 60_000;
const pruneEveryMs = 10 * 60_000;

/**
 * What the washer search keeps in memory for one database (docs/decisions/015): the grid of
 * findable washers' points and, for the washers searched lately, their card, rating, portfolio and
 * calendar. Before every search, `refresh` reads which washers changed since its last look (the
 * search_changes rows the triggers of migration 0028 write) and forgets or re-reads them, so a
 * search never answers from data older than its own start, whichever instance made the change.
 */
export class SearchCache {
  readonly points = new WasherPoints();
  private readonly kept = new Map<string, Kept>();
  /** The oldest transaction that was still running at the last look: changes from it on may be new. */
  private xmin: number | null = null;
  /** Change rows already applied whose transactions are not all older than xmin. */
  private applied = new Set<number>();
  private lookedAt = 0;
  private prunedAt = 0;
  /** Counts forgettings: a read that began before one is used but not kept. */
  private generation = 0;
  private queued: Promise<void> | null = null;
  private previous: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Brings the cache up to what the database holds now. Looks run one at a time; a caller joins a
   * look that has not started yet (it will see every change committed before the call) and
   * otherwise queues the next one.
   */
  refresh(): Promise<void> {
    if (this.queued) return this.queued;
    const look = this.previous.then(() => {
      this.queued = null;
      return this.look();
    });
    this.queued = look;
    this.previous = look.catch(() => undefined);
    return look;
  }

  /**
   * The kept washers among `ids` whose calendars cover `range`, the others read in one batch (and
   * kept, unless something changed while they were read). Washers that no longer exist are absent.
   */
  async washers(ids: readonly string[], range: DateRange, today: string): Promise<Map<string, SearchedWasher>> {
    const found = new Map<string, SearchedWasher>();
    const missing: string[] = [];
    for (const id of ids) {
      const kept = this.kept.get(id);
      if (kept && kept.calendarRange.first <= range.first && kept.calendarRange.last >= range.last) {
        // Map order is insertion order: re-inserting marks the washer as searched lately.
        this.kept.delete(id);
        this.kept.set(id, kept);
        found.set(id, kept);
      } else missing.push(id);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const calendarRange = {
      first: range.first < addDays(today, -1) ? range.first : addDays(today, -1),
      last: range.last > addDays(today, calendarAheadDays) ? range.last : addDays(today, calendarAheadDays),
    };
    const rows = await searchedWashers(this.db, missing, calendarRange.first, calendarRange.last);
    const keep = generation === this.generation && calendarRange.last <= addDays(today, maxKeptCalendarDays);
    for (const { rating, portfolio, schedule, blocks, jobs, ...card } of rows) {
      const washer = {
        card,
        rating: ratingOf(rating),
        portfolio: portfolioOf(portfolio),
        calendar: calendarOf({ schedule, blocks, jobs }),
        calendarRange,
      };
      found.set(card.id, washer);
      if (keep) this.keep(card.id, washer);
    }
    return found;
  }

  private keep(id: string, washer: Kept): void {
    this.kept.delete(id);
    this.kept.set(id, washer);
    if (this.kept.size <= maxKeptWashers) return;
    const oldest = this.kept.keys().next();
    if (!oldest.done) this.kept.delete(oldest.value);
  }

  private async look(): Promise<void> {
    const now = this.clock();
    if (this.xmin === null || now - this.lookedAt > startOverAfterMs) await this.startOver(now);
    else await this.applyChanges(now);
    if (now - this.prunedAt > pruneEveryMs) await this.prune(now);
  }

  /** Reads the changes since the last look and forgets the washers they name. */
  private async applyChanges(now: number): Promise<void> {
    const result = await this.db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as "xmin",
        coalesce((select json_agg(json_build_array(recent.id, recent.xact, recent.washer_id))
          from (select id, xact, washer_id from ${searchChanges} where ${searchChanges.xact} >= ${this.xmin}
            limit ${maxChangesApplied + 1}) recent), '[]') as "changes"`);
    const row = result.rows[0] as { xmin: string | number; changes: [number, number, string][] };
    const xmin = Number(row.xmin);
    const unseen = row.changes.filter(([id]) => !this.applied.has(id));
    if (row.changes.length > maxChangesApplied || unseen.some(([, , washerId]) => washerId === '*'))
      return this.startOver(now);
    if (unseen.length > 0) await this.forget([...new Set(unseen.map(([, , washerId]) => washerId))]);
    // A change of a transaction older than the new xmin cannot come back in the next look.
    this.applied = new Set(row.changes.filter(([, xact]) => xact >= xmin).map(([id]) => id));
    this.xmin = xmin;
    this.lookedAt = now;
  }

  /** Forgets what was kept of these washers and reads their points again. */
  private async forget(washerIds: readonly string[]): Promise<void> {
    this.generation += 1;
    for (const id of washerIds) this.kept.delete(id);
    const points = await washerPoints(this.db, washerIds);
    for (const id of washerIds) this.points.remove(id);
    for (const washer of points) this.points.put(washer);
  }

  /** Reads every findable washer's point again and forgets every washer kept. */
  private async startOver(now: number): Promise<void> {
    this.generation += 1;
    const result = await this.db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as "xmin"`);
    const xmin = Number((result.rows[0] as { xmin: string | number }).xmin);
    const points = await washerPoints(this.db, null);
    this.kept.clear();
    this.points.clear();
    for (const washer of points) this.points.put(washer);
    this.xmin = xmin;
    this.applied = new Set();
    this.lookedAt = now;
  }

  private async prune(now: number): Promise<void> {
    this.prunedAt = now;
    await this.db.execute(
      sql`delete from ${searchChanges} where ${searchChanges.changedAt} < now() - interval '1 hour'`,
    );
  }
}

const caches = new WeakMap<Db, SearchCache>();

/** The search's cache of this database, made on its first search. */
export function searchCacheOf(db: Db): SearchCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SearchCache(db);
    caches.set(db, cache);
  }
  return cache;
}
