import { avg, count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from './schema';

export type RatingSummary = { average: number; count: number };

/** Average stars and number of reviews per washer; a washer without reviews is absent ('New Provider'). */
export async function ratingSummaries(db: Db, washerIds: readonly string[]): Promise<Map<string, RatingSummary>> {
  if (washerIds.length === 0) return new Map();
  const rows = await db
    .select({ washerId: reviews.washerId, average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(inArray(reviews.washerId, [...washerIds]))
    .groupBy(reviews.washerId);
  return new Map(
    rows.map((row) => [row.washerId, { average: Math.round(Number(row.average) * 10) / 10, count: row.count }]),
  );
}

export async function ratingSummaryOf(db: Db, washerId: string): Promise<RatingSummary | null> {
  return (await ratingSummaries(db, [washerId])).get(washerId) ?? null;
}
