import { sql, type SQL } from 'drizzle-orm';

/** The database's moment `days` days ago: what a retention compares a row's time with. */
export const daysAgo = (days: number): SQL => sql`now() - make_interval(days => ${days})`;
