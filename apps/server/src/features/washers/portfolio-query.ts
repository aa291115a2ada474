import { sql } from 'drizzle-orm';
import { cardPortfolioPieces, type WasherSearchResult } from '@sudsy/domain/washer-search';
import type { Db } from '../../db/client';
import { textArray } from '../../db/earth-distance';
import { fileUrl } from '../../platform/storage/files-route';
import { galleryItems } from '../washer-setup/schema';

type Piece = WasherSearchResult['portfolio'][number];

/**
 * The latest cardPortfolioPieces of each washer's portfolio, newest first, in one query (ranked per
 * washer on the (washer, created) index): the cards show the result of the work, so the after
 * photo's thumbnail where there is one.
 */
export async function portfolioPiecesOf(db: Db, washerIds: readonly string[]): Promise<Map<string, Piece[]>> {
  const pieces = new Map<string, Piece[]>();
  if (washerIds.length === 0) return pieces;
  const result = await db.execute(sql`select "id", "washerId", "thumbKey", "title" from (
      select ${galleryItems.id} as "id", ${galleryItems.washerId} as "washerId",
        coalesce(${galleryItems.afterThumbKey}, ${galleryItems.beforeThumbKey}) as "thumbKey", ${galleryItems.title} as "title",
        row_number() over (partition by ${galleryItems.washerId}
          order by ${galleryItems.createdAt} desc, ${galleryItems.id} desc) as "rank"
      from ${galleryItems} where ${galleryItems.washerId} = any(${textArray(washerIds)})
    ) ranked where "rank" <= ${cardPortfolioPieces} order by "washerId", "rank"`);
  for (const row of result.rows as { id: string; washerId: string; thumbKey: string; title: string | null }[]) {
    const piece = { id: row.id, thumbUrl: fileUrl(row.thumbKey), title: row.title };
    const list = pieces.get(row.washerId);
    if (list) list.push(piece);
    else pieces.set(row.washerId, [piece]);
  }
  return pieces;
}
