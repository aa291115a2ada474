import { createRoute } from '@hono/zod-openapi';
import { mapTilesSchema, type MapTiles } from '@sudsy/domain/map-tiles';
import { jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';

const tilesRoute = createRoute({
  method: 'get',
  path: '/maps/tiles',
  tags: ['Maps'],
  summary: 'The tile server the maps draw on (MAP_TILE_URL) and the attribution it asks for',
  responses: { 200: jsonResponse(mapTilesSchema, 'Tile template and attribution') },
});

/**
 * Public, as the maps are. Asked by the map's code when a page first shows a map, never by a page
 * on its own; it changes only with a restart, so browsers and caches keep it for an hour.
 */
export function mapTilesRoutes({ tileUrl, attribution }: MapTiles) {
  return createRouter().openapi(tilesRoute, (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ tileUrl, attribution }, 200);
  });
}
