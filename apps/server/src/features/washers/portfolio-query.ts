import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { cardPortfolioPieces, type WasherSearchResult } from '@sudsy/domain/washer-search';
import { fileUrl } from '../../platform/storage/files-route';
import { galleryItems } from '../washer-setup/schema';

type Piece = WasherSearchResult['portfolio'][number];

/** The raw column portfolioColumn reads: [id, thumbnail key, title] per piece. */
export type PortfolioColumn = [string, string, string | null][];

/**
 * The latest cardPortfolioPieces of a washer's portfolio, newest first, as one column of a query
 * over washers (read on the (washer, created) index): the cards show the result of the work, so
 * the after photo's thumbnail where there is one. portfolioOf reads it.
 */
export function portfolioColumn(washerId: SQLWrapper): SQL<PortfolioColumn> {
  return sql<PortfolioColumn>`coalesce((select json_agg(json_build_array(latest.id, latest.thumb, latest.title)
      order by latest.created desc, latest.id desc)
    from (select ${galleryItems.id} as id, coalesce(${galleryItems.afterThumbKey}, ${galleryItems.beforeThumbKey}) as thumb,
        ${galleryItems.title} as title, ${galleryItems.createdAt} as created
      from ${galleryItems} where ${galleryItems.washerId} = ${washerId}
      order by ${galleryItems.createdAt} desc, ${galleryItems.id} desc limit ${cardPortfolioPieces}) latest), '[]')`;
}

export function portfolioOf(column: PortfolioColumn): Piece[] {
  return column.map(([id, thumbKey, title]) => ({ id, thumbUrl: fileUrl(thumbKey), title }));
}
