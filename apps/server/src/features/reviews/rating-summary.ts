import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { textArray } from '../../db/earth-distance';
import { reviews } from './schema';

export type RatingSummary = { average: number; count: number };

/** The raw rating column ratingColumn reads: [average, count], or null for a washer without reviews. */
export type RatingColumn = [number, number] | null;

/**
 * A washer's average stars and number of reviews as one column of a query over washers, for the
 * washer whose id `washerId` names (an SQL expression); ratingOf reads it.
 */
export function ratingColumn(washerId: SQLWrapper): SQL<RatingColumn> {
  return sql<RatingColumn>`(select json_build_array(avg(${reviews.rating})::float8, count(*)::int) from ${reviews}
    where ${reviews.washerId} = ${washerId} having count(*) > 0)`;
}

/** A rating to one decimal, as every page shows it; null until the first review ('New Provider'). */
export function ratingOf(column: RatingColumn): RatingSummary | null {
  return column && { average: Math.round(column[0] * 10) / 10, count: column[1] };
}

/** Average stars and number of reviews per washer; a washer without reviews is absent ('New Provider'). */
export async function ratingSummaries(db: Db, washerIds: readonly string[]): Promise<Map<string, RatingSummary>> {
  const summaries = new Map<string, RatingSummary>();
  if (washerIds.length === 0) return summaries;
  const result = await db.execute(
    sql`select ids.id as "washerId", ${ratingColumn(sql`ids.id`)} as "rating" from unnest(${textArray(washerIds)}) as ids(id)`,
  );
  for (const row of result.rows as { washerId: string; rating: RatingColumn }[]) {
    const rating = ratingOf(row.rating);
    if (rating) summaries.set(row.washerId, rating);
  }
  return summaries;
}

export async function ratingSummaryOf(db: Db, washerId: string): Promise<RatingSummary | null> {
  return (await ratingSummaries(db, [washerId])).get(washerId) ?? null;
}
