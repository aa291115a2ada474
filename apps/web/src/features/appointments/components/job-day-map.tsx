import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import { divIcon, latLngBounds, point } from 'leaflet';
import { MapContainer, Marker, useMap } from 'react-leaflet';
import { mapsMessages } from '@sudsy/domain/geo';
import { jobDayTexts } from '@sudsy/domain/job-day';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { ConfiguredTileLayer, mapChromeClassName } from '@/components/maps/configured-tile-layer';
import { cn } from '@/lib/utils';

export type JobDayMapProps = { job: Coordinates; washer: Coordinates; heightPx: number };

const edgePaddingPx = 32;
/** Two points a street apart are not shown closer than this. */
const fitMaxZoom = 16;

/** The two marks, drawn alike on the map and in its key so each reads as what it is. */
const washerMark =
  'block size-6 rounded-full border-[3px] border-background bg-primary shadow-md ring-2 ring-primary/40';
const jobMark = 'block size-4 rotate-45 rounded-[3px] border-2 border-background bg-emerald-700 shadow-md';

/** A marker's face: its mark, and its words for screen readers. */
function markerIcon(mark: string, spoken: string, className: string, sizePx: number) {
  const face = document.createElement('span');
  face.className = mark;
  const label = document.createElement('span');
  label.className = 'sr-only';
  label.textContent = spoken;
  face.append(label);
  return divIcon({ html: face, iconSize: [sizePx, sizePx], className });
}

/**
 * The owner's map while the washer is on the way (docs/product.md, "The day of the job"): the job's
 * address and the washer's rounded point, kept both in view as the point moves. Loaded as its own
 * chunk, as every map is.
 */
export default function JobDayMap({ job, washer, heightPx }: JobDayMapProps) {
  const [tilesUnreachable, setTilesUnreachable] = useState(false);
  const washerIcon = useMemo(() => markerIcon(washerMark, jobDayTexts.washerMarker, 'job-day-washer-marker', 24), []);
  const jobIcon = useMemo(() => markerIcon(jobMark, jobDayTexts.jobMarker, 'job-day-job-marker', 16), []);
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
          <Marker position={job} icon={jobIcon} keyboard={false} interactive={false} />
          <Marker position={washer} icon={washerIcon} keyboard={false} interactive={false} />
          <KeepInView job={job} washer={washer} />
        </MapContainer>
      </figure>
      <ul aria-hidden className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <span className={washerMark} />
          {jobDayTexts.washerMarker}
        </li>
        <li className="flex items-center gap-2">
          <span className={jobMark} />
          {jobDayTexts.jobMarker}
        </li>
      </ul>
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
