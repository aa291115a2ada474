import { queryOptions } from '@tanstack/react-query';
import { mapTilesSchema, type MapTiles } from '@sudsy/domain/map-tiles';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The tile server the maps draw on (MAP_TILE_URL on the server) and its attribution. */
export async function getMapTiles(): Promise<MapTiles> {
  return parseAnswer(mapTilesSchema, await apiFetch('/api/maps/tiles'));
}

// Asked by the map chunks only, so a page without a map never asks; it changes only when the
// server restarts, so once per visit is enough.
export function mapTilesQueryOptions() {
  return queryOptions({ queryKey: ['map-tiles'], queryFn: getMapTiles, staleTime: Infinity });
}
