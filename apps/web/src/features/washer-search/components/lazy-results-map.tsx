import { lazy, Suspense } from 'react';
import { MapErrorBoundary } from '@/components/maps/map-error-boundary';
import { MapLoading } from '@/components/maps/map-loading';
import type { ResultsMapProps } from './results-map';

// Leaflet, its styles and the tile configuration load only when the owner asks for the map.
const ResultsMap = lazy(() => import('./results-map'));

/** Most of a phone's screen, a fixed height on wider ones; the loading bar takes the same room. */
const mapHeight = 'h-[60vh] min-h-72 md:h-[32rem]';

type LazyResultsMapProps = Omit<ResultsMapProps, 'onTilesUnreachable' | 'className'> & {
  /** The map cannot be shown: its code, its tile configuration or its tiles failed to load. */
  onUnavailable: () => void;
};

export function LazyResultsMap({ onUnavailable, ...props }: LazyResultsMapProps) {
  return (
    <MapErrorBoundary fallback={null} onError={onUnavailable}>
      <Suspense fallback={<MapLoading className={mapHeight} />}>
        <ResultsMap {...props} onTilesUnreachable={onUnavailable} className={mapHeight} />
      </Suspense>
    </MapErrorBoundary>
  );
}
