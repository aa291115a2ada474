import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Db } from './client';
import { sweepPass } from '../platform/metrics/operational-events';

/** Soon after start, once the first requests are answered; then every few minutes. */
export const firstStatisticsCheckAfterMs = 10_000;
export const statisticsCheckEveryMs = 10 * 60 * 1000;

/**
 * The app's tables the planner has no statistics for, or whose files grew by more than a fifth
 * (and 64 kB) since they were last gathered: the rule autovacuum applies, read from what PGlite
 * keeps (its row counters are never written).
 */
const staleTables = sql`
  select c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r'
     and (c.reltuples < 0 or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.2 + 8)`;

/**
 * Gathers the planner's statistics for the tables that need them, one table at a time so requests
 * in between are answered. Answers the tables analysed.
 */
export async function refreshStatistics(db: Db): Promise<string[]> {
  const stale = await db.execute(staleTables);
  const names = (stale.rows as { name: string }[]).map((row) => row.name);
  for (const name of names) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return names;
}

/**
 * The embedded PGlite runs no autovacuum, so its planner has no statistics unless asked and plans
 * as if every table were tiny: with 10,000 accounts the contacts list read two whole tables (40 ms
 * instead of 1 ms; docs/benchmarks.md, the server under load). This gathers them after start and
 * whenever a table has grown. PostgreSQL's autovacuum does it by itself, so there it does nothing.
 * The returned stop waits for a refresh under way, so the database can be closed after it.
 */
export function startStatisticsRefresh(
  database: Pick<Database, 'db' | 'driver'>,
  logger: Logger,
  { firstAfterMs = firstStatisticsCheckAfterMs, everyMs = statisticsCheckEveryMs } = {},
): () => Promise<void> {
  if (database.driver !== 'pglite') return async () => undefined;
  let running: Promise<void> = Promise.resolve();
  const refresh = () => {
    running = running.then(async () => {
      const started = performance.now();
      try {
        const tables = await sweepPass('table-statistics', () => refreshStatistics(database.db));
        if (tables.length > 0)
          logger.info({ tables, ms: Math.round(performance.now() - started) }, 'table statistics gathered');
      } catch (error) {
        logger.warn({ err: error }, 'table statistics could not be gathered');
      }
    });
  };
  const first = setTimeout(refresh, firstAfterMs);
  const every = setInterval(refresh, everyMs);
  // Neither keeps the process alive on its own.
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
