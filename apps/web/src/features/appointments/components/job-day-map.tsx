import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import { divIcon, latLngBounds, point } from 'leaflet';
import { CircleMarker, MapContainer, Marker, useMap } from 'react-leaflet';
import { mapsMessages } from '@sudsy/domain/geo';
import { jobDayTexts } from '@sudsy/domain/job-day';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { ConfiguredTileLayer, mapChromeClassName } from '@/components/maps/configured-tile-layer';
import { cn } from '@/lib/utils';

export type JobDayMapProps = { job: Coordinates; washer: Coordinates; heightPx: number };

const edgePaddingPx = 32;
/** Two points a street apart are not shown closer than this. */
const fitMaxZoom = 16;

/** The washer's marker: a dot with a ring, its words for screen readers. */
function washerIcon() {
  const face = document.createElement('span');
  face.className = 'block size-full rounded-full border-[3px] border-background bg-primary shadow-md';
  const label = document.createElement('span');
  label.className = 'sr-only';
  label.textContent = jobDayTexts.washerMarker;
  face.append(label);
  return divIcon({ html: face, iconSize: [22, 22], className: 'job-day-washer-marker' });
}

/**
 * The owner's map while the washer is on the way (docs/product.md, "The day of the job"): the job's
 * address and the washer's rounded point, kept both in view as the point moves. Loaded as its own
 * chunk, as every map is.
 */
export default function JobDayMap({ job, washer, heightPx }: JobDayMapProps) {
  const [tilesUnreachable, setTilesUnreachable] = useState(false);
  const icon = useMemo(washerIcon, []);
  return (
    <div className="grid gap-2">
      <figure
        aria-label={jobDayTexts.mapLabel}
        className="isolate overflow-hidden rounded-lg border"
        style={{ height: heightPx }}
      >
        <MapContainer
          bounds={latLngBounds([job, washer])}
          boundsOptions={{ padding: point(edgePaddingPx, edgePaddingPx), maxZoom: fitMaxZoom }}
          scrollWheelZoom={false}
          className={cn('size-full bg-muted!', mapChromeClassName)}
          attributionControl
        >
          <ConfiguredTileLayer onUnreachable={() => setTilesUnreachable(true)} />
          <CircleMarker
            center={job}
            radius={9}
            pathOptions={{ className: 'stroke-background fill-emerald-700', weight: 3, fillOpacity: 1 }}
          />
          <Marker position={washer} icon={icon} keyboard={false} interactive={false} />
          <KeepInView job={job} washer={washer} />
        </MapContainer>
      </figure>
      {tilesUnreachable ? (
        <p role="status" className="text-sm text-muted-foreground">
          {mapsMessages.tilesUnreachable}
        </p>
      ) : null}
    </div>
  );
}

/** MapContainer reads its bounds once; this fits the job and the washer again as the washer moves. */
function KeepInView({ job, washer }: { job: Coordinates; washer: Coordinates }) {
  const map = useMap();
  // By value: each read of the day brings new objects for the same points.
  const { lat: jobLat, lng: jobLng } = job;
  const { lat, lng } = washer;
  useEffect(() => {
    map.fitBounds(
      latLngBounds([
        { lat: jobLat, lng: jobLng },
        { lat, lng },
      ]),
      {
        padding: point(edgePaddingPx, edgePaddingPx),
        maxZoom: fitMaxZoom,
        animate: false,
      },
    );
  }, [map, jobLat, jobLng, lat, lng]);
  return null;
}
