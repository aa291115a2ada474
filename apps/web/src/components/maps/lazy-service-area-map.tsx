import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { TriangleAlertIcon } from 'lucide-react';
import { map as mapConstants } from '@sudsy/domain/constants';
import { mapsMessages } from '@sudsy/domain/geo';
import { Progress } from '@/components/ui/progress';
import type { ServiceAreaMapProps } from './service-area-map';

// Leaflet and its styles load only when a page shows a map, never with the landing page.
const ServiceAreaMap = lazy(() => import('./service-area-map'));

/** The service-area map, with a loading bar while its code arrives and the failure panel if it cannot start. */
export function LazyServiceAreaMap(props: ServiceAreaMapProps) {
  const heightPx = props.heightPx ?? mapConstants.heightPx;
  return (
    <MapErrorBoundary fallback={<MapFailure heightPx={heightPx} />}>
      <Suspense fallback={<MapLoading heightPx={heightPx} />}>
        <ServiceAreaMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}

/** The bar rises by 10 every 200 ms and waits at 95 until the map is there. */
function MapLoading({ heightPx }: { heightPx: number }) {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setProgress((value) => Math.min(value + mapConstants.progressStep, mapConstants.progressCap)),
      mapConstants.progressIntervalMs,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      role="status"
      className="flex flex-col items-center justify-center gap-3 rounded-lg border bg-muted/40 px-6"
      style={{ height: heightPx }}
    >
      <p className="text-sm text-muted-foreground">Loading map...</p>
      <Progress value={progress} aria-label="Map loading progress" className="max-w-xs" />
    </div>
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

type MapErrorBoundaryProps = { fallback: ReactNode; children: ReactNode };

// React catches render errors only in class components; the map's code failing to download or
// Leaflet failing to start both land here.
class MapErrorBoundary extends Component<MapErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
