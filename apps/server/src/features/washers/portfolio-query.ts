import { sql, type SQLWrapper } from 'drizzle-orm';
import { cardPortfolioPieces, type WasherSearchResult } from '@sudsy/domain/washer-search';
import type { IdFilter, JoinedColumns } from '../../db/id-filter';
import { fileUrl } from '../../platform/storage/files-route';
import { galleryItems } from '../washer-setup/schema';

type Piece = WasherSearchResult['portfolio'][number];

/** The raw column portfolioJoin gives: [id, thumbnail key, title] per piece. */
export type PortfolioColumn = [string, string, string | null][];

/**
 * The latest cardPortfolioPieces of a washer's portfolio, newest first, as the column "portfolio"
 * of a query over washers, joined on `washerId` for the washers `which` names (read on the
 * (washer, created) index): the cards show the result of the work, so the after photo's thumbnail
 * where there is one. portfolioOf reads it.
 */
export function portfolioJoin(washerId: SQLWrapper, which: IdFilter): JoinedColumns {
  return {
    columns: sql`coalesce(washer_portfolios.portfolio, '[]') as "portfolio"`,
    joins: sql`left join (select latest.washer_id,
        json_agg(json_build_array(latest.id, latest.thumb, latest.title) order by latest.place) as portfolio
      from (select ${galleryItems.washerId} as washer_id, ${galleryItems.id} as id, ${galleryItems.title} as title,
          coalesce(${galleryItems.afterThumbKey}, ${galleryItems.beforeThumbKey}) as thumb,
          row_number() over (partition by ${galleryItems.washerId}
            order by ${galleryItems.createdAt} desc, ${galleryItems.id} desc) as place
        from ${galleryItems} where ${which(galleryItems.washerId)}) latest
      where latest.place <= ${cardPortfolioPieces} group by latest.washer_id) washer_portfolios
      on washer_portfolios.washer_id = ${washerId}`,
  };
}

export function portfolioOf(column: PortfolioColumn): Piece[] {
  return column.map(([id, thumbKey, title]) => ({ id, thumbUrl: fileUrl(thumbKey), title }));
}
