import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { addDays, dateInTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Db } from '../../db/client';
import { idBetween, idIn, type IdFilter } from '../../db/id-filter';
import { keptWasher, SharedValues, type SearchedWasher } from './kept-washer';
import { findableWasherIds, searchedWashers, washerPoints } from './search-query';
import { searchChanges } from './schema';
import { WasherPoints } from './washer-points';
import { sweepPass } from '../../platform/metrics/operational-events';

/** Dates are UTC calendar dates (YYYY-MM-DD), inclusive. */
export type DateRange = { first: string; last: string };

type Kept = SearchedWasher & { calendarRange: DateRange };

/** Washers kept at most (about 1.5 kB each, 2.5 with the grid); past it, the least recently searched are forgotten first. */
const maxKeptWashers = 200_000;
/** Washers the fill reads per statement: on PGlite, whose statements hold the event loop, about 0.1 s each. */
export const fillBatchSize = 2_000;
/** A calendar is read this far past the range asked, so later searches this fortnight find it kept. */
const calendarAheadDays = 16;
/** Calendars reaching further than this are used once and not kept (a search for a date months away). */
const maxKeptCalendarDays = 60;
/** More changes than this since the last look: reading everything again is cheaper. */
const maxChangesApplied = 2_000;
/** Change rows are deleted after a day; an instance that has not looked for half of that starts over. */
const keepChangesFor = '1 day';
const startOverAfterMs = 12 * 3_600_000;
const pruneEveryMs = 10 * 60_000;

/** A read under way, told which washers were forgotten while it ran: those it uses but does not keep. */
type UnderWay = { forgotten: Set<string>; everything: boolean };

type Options = {
  clock?: () => number;
  /** Read every findable washer after each start over and each new day, this many per statement. */
  fill?: { batchSize: number };
};

/**
 * What the washer search keeps in memory for one database (docs/decisions/015): the grid of
 * findable washers' points and their card, rating, portfolio and calendar (keptCalendarRange).
 * With `fill`, every findable washer is read in batches after each start over and each new day, in
 * the background; a washer not kept yet is read when a search finds it.
 * Before every search, `refresh` reads which washers changed since its last look (the
 * search_changes rows the triggers of migration 0028 write) and forgets or re-reads them, so a
 * search never answers from data older than its own start, whichever instance made the change.
 */
export class SearchCache {
  readonly points = new WasherPoints();
  /** Settles when the fill begun by the last look has read every findable washer, or stopped. */
  filled: Promise<void> = Promise.resolve();
  private readonly kept = new Map<string, Kept>();
  private readonly shared = new SharedValues();
  private readonly underWay = new Set<UnderWay>();
  private readonly clock: () => number;
  private readonly fill: Options['fill'];
  /** The oldest transaction that was still running at the last look: changes from it on may be new. */
  private xmin: number | null = null;
  /** Change rows already applied whose transactions are not all older than xmin. */
  private applied = new Set<number>();
  private lookedAt = 0;
  private prunedAt = 0;
  /** The UTC day of the last fill begun; a new day begins a new one, as kept calendars are counted from the day. */
  private filledDay: string | null = null;
  private fills = 0;
  private queued: Promise<void> | null = null;
  private previous: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    { clock = Date.now, fill }: Options = {},
  ) {
    this.clock = clock;
    this.fill = fill;
  }

  /** Ends the fill under way, once its statement has answered. */
  async stop(): Promise<void> {
    this.fills += 1;
    await this.filled;
  }

  /** How many washers are kept. */
  get size(): number {
    return this.kept.size;
  }

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
   * kept, unless they changed while they were read). Washers no longer findable are absent.
   */
  async washers(ids: readonly string[], range: DateRange, today: string): Promise<Map<string, SearchedWasher>> {
    const found = new Map<string, SearchedWasher>();
    const missing: string[] = [];
    for (const id of ids) {
      const kept = this.kept.get(id);
      if (kept && kept.calendarRange.first <= range.first && kept.calendarRange.last >= range.last) {
        // Map order is insertion order: re-inserting marks the washer as searched lately, which
        // only a full cache needs to know (and costs a search with hundreds of washers 0.3 ms).
        if (this.kept.size >= maxKeptWashers) {
          this.kept.delete(id);
          this.kept.set(id, kept);
        }
        found.set(id, kept);
      } else missing.push(id);
    }
    if (missing.length === 0) return found;
    const keptRange = keptCalendarRange(today);
    const calendarRange = {
      first: range.first < keptRange.first ? range.first : keptRange.first,
      last: range.last > keptRange.last ? range.last : keptRange.last,
    };
    const keepable = calendarRange.last <= addDays(today, maxKeptCalendarDays);
    const { rows, fresh } = await this.read(idIn(missing), calendarRange);
    for (const row of rows) {
      const washer = { ...keptWasher(row, this.shared), calendarRange };
      found.set(row.id, washer);
      if (keepable && fresh(row.id)) this.keep(row.id, washer);
    }
    return found;
  }

  /** Reads the washers `which` names; `fresh(id)` is false for a washer forgotten meanwhile, whose row may be old. */
  private async read(which: IdFilter, range: DateRange) {
    const watch: UnderWay = { forgotten: new Set(), everything: false };
    this.underWay.add(watch);
    try {
      const rows = await searchedWashers(this.db, which, range.first, range.last);
      return { rows, fresh: (id: string) => !watch.everything && !watch.forgotten.has(id) };
    } finally {
      this.underWay.delete(watch);
    }
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
    const today = dateInTimeZone(new Date(now), 'UTC');
    if (this.fill && today !== this.filledDay) this.beginFill(this.fill.batchSize, today);
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
    for (const watch of this.underWay) for (const id of washerIds) watch.forgotten.add(id);
    for (const id of washerIds) this.kept.delete(id);
    const points = await washerPoints(this.db, washerIds);
    for (const id of washerIds) this.points.remove(id);
    for (const washer of points) this.points.put(washer);
  }

  /** Reads every findable washer's point again and forgets every washer kept; the next look fills again. */
  private async startOver(now: number): Promise<void> {
    for (const watch of this.underWay) watch.everything = true;
    this.fills += 1;
    this.filledDay = null;
    // The change rows this snapshot sees are in what is read next, so the next look need not apply
    // them: while a long transaction (a backup) holds xmin back, a table emptied (washer '*') would
    // otherwise start every look over.
    const result = await this.db.execute(sql`select snapshot.xmin::text::bigint as "xmin",
        coalesce((select json_agg(${searchChanges.id}) from ${searchChanges}
          where ${searchChanges.xact} >= snapshot.xmin::text::bigint), '[]') as "seen"
        from (select pg_snapshot_xmin(pg_current_snapshot()) as xmin) snapshot`);
    const row = result.rows[0] as { xmin: string | number; seen: number[] };
    const points = await washerPoints(this.db, null);
    this.kept.clear();
    this.points.clear();
    for (const washer of points) this.points.put(washer);
    this.xmin = Number(row.xmin);
    this.applied = new Set(row.seen);
    this.lookedAt = now;
  }

  /** Begins reading every findable washer in the background; a start over or the next fill stops it. */
  private beginFill(batchSize: number, today: string): void {
    this.fills += 1;
    this.filledDay = today;
    const run = this.fills;
    this.filled = this.fillFrom(run, batchSize, keptCalendarRange(today)).catch(() => {
      // The database closed or a connection broke: a search reads what it needs when it needs it.
    });
  }

  private async fillFrom(run: number, batchSize: number, calendarRange: DateRange): Promise<void> {
    const ids = await findableWasherIds(this.db);
    for (let at = 0; at < ids.length && run === this.fills; at += batchSize) {
      const first = ids[at];
      const last = ids[Math.min(at + batchSize, ids.length) - 1];
      if (first === undefined || last === undefined) return;
      const { rows, fresh } = await this.read(idBetween(first, last), calendarRange);
      if (run !== this.fills) return;
      for (const row of rows)
        if (fresh(row.id) && (this.kept.has(row.id) || this.kept.size < maxKeptWashers))
          this.kept.set(row.id, { ...keptWasher(row, this.shared), calendarRange });
    }
  }

  private async prune(now: number): Promise<void> {
    this.prunedAt = now;
    await this.db.execute(
      sql`delete from ${searchChanges} where ${searchChanges.changedAt} < now() - ${keepChangesFor}::interval`,
    );
  }
}

/**
 * The calendars a cache keeps, by UTC date: from the day before yesterday (an owner west of UTC may
 * still be on yesterday, and a search reads a day either side of its windows) to calendarAheadDays
 * ahead, so searches this fortnight find them kept.
 */
function keptCalendarRange(today: string): DateRange {
  return { first: addDays(today, -2), last: addDays(today, calendarAheadDays) };
}

/** How often a server's cache looks for changes between searches: a quiet night does not make it start over. */
const lookEveryMs = 10 * 60_000;

/**
 * The search's cache of a server's database, filled from start so the first searches find their
 * washers kept, and looking for changes every few minutes; logs when the fill is done. Answers a
 * stop, which ends the fill under way.
 */
export function startSearchCache(db: Db, logger: Logger): () => Promise<void> {
  const cache = searchCacheOf(db);
  const started = performance.now();
  const look = () =>
    sweepPass('search-cache', () => cache.refresh()).catch((error: unknown) =>
      logger.warn({ err: error }, 'the search cache could not look for changes'),
    );
  void look()
    .then(() => cache.filled)
    .then(() =>
      logger.info({ washers: cache.size, ms: Math.round(performance.now() - started) }, 'search cache filled'),
    );
  const every = setInterval(() => void look(), lookEveryMs);
  every.unref();
  return async () => {
    clearInterval(every);
    await cache.stop();
  };
}

const caches = new WeakMap<Db, SearchCache>();

/** The search's cache of this database, made on its first search. */
export function searchCacheOf(db: Db): SearchCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SearchCache(db, { fill: { batchSize: fillBatchSize } });
    caches.set(db, cache);
  }
  return cache;
}
