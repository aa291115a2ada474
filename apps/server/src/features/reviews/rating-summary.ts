import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { textArray } from '../../db/earth-distance';
import { idIn, type IdFilter, type JoinedColumns } from '../../db/id-filter';
import { reviews } from '../appointments/schema';

export type RatingSummary = { average: number; count: number };

/** The raw rating column ratingJoin gives: [average, count], or null for a washer without reviews. */
export type RatingColumn = [number, number] | null;

/**
 * A washer's average stars and number of reviews as the column "rating" of a query over washers,
 * joined on `washerId` (an SQL expression) for the washers `which` names; ratingOf reads it.
 */
export function ratingJoin(washerId: SQLWrapper, which: IdFilter): JoinedColumns {
  return {
    columns: sql`washer_ratings.rating as "rating"`,
    joins: sql`left join (select ${reviews.washerId} as washer_id,
        json_build_array(avg(${reviews.rating})::float8, count(*)::int) as rating
      from ${reviews} where ${which(reviews.washerId)} and ${reviews.hiddenAt} is null
      group by ${reviews.washerId}) washer_ratings
      on washer_ratings.washer_id = ${washerId}`,
  };
}

/** A rating to one decimal, as every page shows it; null until the first review ('New Provider'). */
export function ratingOf(column: RatingColumn): RatingSummary | null {
  return column && { average: Math.round(column[0] * 10) / 10, count: column[1] };
}

/** Average stars and number of reviews per washer; a washer without reviews is absent ('New Provider'). */
export async function ratingSummaries(db: Db, washerIds: readonly string[]): Promise<Map<string, RatingSummary>> {
  const summaries = new Map<string, RatingSummary>();
  if (washerIds.length === 0) return summaries;
  const rating = ratingJoin(sql`ids.id`, idIn(washerIds));
  const result = await db.execute(
    sql`select ids.id as "washerId", ${rating.columns} from unnest(${textArray(washerIds)}) as ids(id) ${rating.joins}`,
  );
  for (const row of result.rows as { washerId: string; rating: RatingColumn }[]) {
    const summary = ratingOf(row.rating);
    if (summary) summaries.set(row.washerId, summary);
  }
  return summaries;
}

export async function ratingSummaryOf(db: Db, washerId: string): Promise<RatingSummary | null> {
  return (await ratingSummaries(db, [washerId])).get(washerId) ?? null;
}
