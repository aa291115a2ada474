import { useSuspenseQuery } from '@tanstack/react-query';
import { TileLayer } from 'react-leaflet';
import { mapTilesQueryOptions } from '@/lib/map-tiles';
import { useTileHealth } from './tile-health';

/**
 * The server's tile layer (MAP_TILE_URL) with its attribution, dimmed in the dark theme. It suspends
 * while the configuration arrives, so the map's loading bar covers it; `onUnreachable` hears once
 * when the tiles cannot load.
 */
export function ConfiguredTileLayer({ onUnreachable }: { onUnreachable?: () => void }) {
  const { data: tiles } = useSuspenseQuery(mapTilesQueryOptions());
  const eventHandlers = useTileHealth(onUnreachable);
  return (
    <TileLayer
      url={tiles.tileUrl}
      attribution={tiles.attribution}
      className="dark:brightness-75 dark:contrast-125"
      eventHandlers={eventHandlers}
    />
  );
}

/**
 * Leaflet's controls are drawn for a light page: in the dark theme the zoom buttons and the
 * attribution take the page's colours, so the map's corners do not glare. Marked important, as
 * leaflet.css sits outside Tailwind's layers and would win otherwise.
 */
export const mapChromeClassName =
  'dark:[&_.leaflet-bar]:border-border! dark:[&_.leaflet-bar_a]:border-border! dark:[&_.leaflet-bar_a]:bg-card! dark:[&_.leaflet-bar_a]:text-foreground! dark:[&_.leaflet-control-attribution]:bg-card/85! dark:[&_.leaflet-control-attribution]:text-muted-foreground! dark:[&_.leaflet-control-attribution_a]:text-sky-300!';
