import { lazy, Suspense } from 'react';
import { TriangleAlertIcon } from 'lucide-react';
import { map as mapConstants } from '@sudsy/domain/constants';
import { mapsMessages } from '@sudsy/domain/geo';
import { MapErrorBoundary } from './map-error-boundary';
import { MapLoading } from './map-loading';
import type { ServiceAreaMapProps } from './service-area-map';

// Leaflet and its styles load only when a page shows a map, never with the landing page.
const ServiceAreaMap = lazy(() => import('./service-area-map'));

/** The service-area map, with a loading bar while its code arrives and the failure panel if it cannot start. */
export function LazyServiceAreaMap(props: ServiceAreaMapProps) {
  const heightPx = props.heightPx ?? mapConstants.heightPx;
  return (
    <MapErrorBoundary fallback={<MapFailure heightPx={heightPx} />}>
      <Suspense fallback={<MapLoading style={{ height: heightPx }} />}>
        <ServiceAreaMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}

const mapFailureChecklist = [
  'Billing is enabled for the maps account',
  'The Maps JavaScript service is activated',
  'This domain is authorised to use the key',
  'The usage quota has not been exceeded',
] as const;

/** The red panel with the error and what to check. */
function MapFailure({ heightPx }: { heightPx: number }) {
  return (
    <div
      role="alert"
      className="flex flex-col justify-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-sm text-destructive dark:bg-destructive/10"
      style={{ minHeight: heightPx }}
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlertIcon className="size-4 shrink-0" aria-hidden />
        {mapsMessages.mapInitFailed}
      </p>
      <p className="text-foreground">If the problem continues, check that:</p>
      <ul className="grid list-disc gap-1 pl-5 text-foreground">
        {mapFailureChecklist.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
