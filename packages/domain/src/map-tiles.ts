// The tile server the maps draw on (docs/product.md, "Finding washers"): what GET /api/maps/tiles
// answers, the default, and what MAP_TILE_URL must be.
import { z } from 'zod';

export const mapTilesSchema = z.object({
  /** A Leaflet tile template: {z}, {x} and {y}, optionally {s} (a subdomain) and {r} (retina). */
  tileUrl: z.string(),
  /** HTML Leaflet shows in the map's corner; the operator's, so it is trusted like the rest of the config. */
  attribution: z.string(),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

export const defaultMapTiles: MapTiles = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

export const tileTemplateMessage =
  'must be an http(s) URL template with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png';
