import { lazy, Suspense } from 'react';
import { mapsMessages } from '@sudsy/domain/geo';
import { MapErrorBoundary } from '@/components/maps/map-error-boundary';
import { MapLoading } from '@/components/maps/map-loading';
import type { JobDayMapProps } from './job-day-map';

// Leaflet and its styles load only when the washer is on the way and shares where they are.
const JobDayMap = lazy(() => import('./job-day-map'));

/** The owner's map of the washer on the way, with a loading bar while its code arrives. */
export function LazyJobDayMap(props: JobDayMapProps) {
  return (
    <MapErrorBoundary
      fallback={
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {mapsMessages.mapInitFailed}
        </p>
      }
    >
      <Suspense fallback={<MapLoading style={{ height: props.heightPx }} />}>
        <JobDayMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
