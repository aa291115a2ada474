import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  latLng,
  latLngBounds,
  point,
  type DivIcon,
  type LatLng,
  type LeafletKeyboardEvent,
  type LeafletMouseEvent,
  type Marker as LeafletMarker,
} from 'leaflet';
import { Circle, MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { metresPerMile } from '@sudsy/domain/constants';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { ConfiguredTileLayer, mapChromeClassName } from '@/components/maps/configured-tile-layer';
import { cn } from '@/lib/utils';
import { clusterByDistance, type Cluster } from '../lib/cluster-by-distance';
import { clusterIcon, originIcon, washerIcon } from './results-map-icons';

/** A washer the map can place: their rounded point, never their exact one. */
export type MapWasher = {
  id: string;
  businessName: string;
  point: Coordinates;
  workRadiusMiles: number;
  distanceMiles: number | null;
};

export type ResultsMapProps = {
  origin: Coordinates | null;
  washers: readonly MapWasher[];
  /** The washers whose cards are open: their markers and circles stand out. */
  openIds: readonly string[];
  /** The washers ticked so far: their markers say so. */
  selectedIds: readonly string[];
  onOpen: (ids: string[]) => void;
  onTilesUnreachable: () => void;
  /** How much of the map's right side the open cards cover, so the opened marker is panned clear of them. */
  coveredRightPx: number;
  label: string;
  className?: string;
};

/** Markers closer than this on screen are drawn as one numbered marker. */
const clusterRadiusPx = 44;
const edgePaddingPx = 40;
/** A lone washer beside the search point is not shown at street level. */
const fitMaxZoom = 14;

/**
 * Step 2's map (docs/product.md, "Finding washers"): the search point, each placed washer with their
 * service area, nearby markers gathered into numbered ones, fitted to the markers. Loaded as its
 * own chunk: Leaflet never comes with the list.
 */
export default function ResultsMap({
  origin,
  washers,
  openIds,
  selectedIds,
  onOpen,
  onTilesUnreachable,
  coveredRightPx,
  label,
  className,
}: ResultsMapProps) {
  const points = useMemo(
    () => [...(origin ? [origin] : []), ...washers.map((washer) => washer.point)].map(toLatLng),
    [origin, washers],
  );
  const searchIcon = useMemo(originIcon, []);
  return (
    <figure aria-label={label} className={cn('isolate overflow-hidden rounded-lg border', className)}>
      <MapContainer
        bounds={latLngBounds(points)}
        boundsOptions={{ padding: point(edgePaddingPx, edgePaddingPx), maxZoom: fitMaxZoom }}
        scrollWheelZoom={false}
        className={cn('size-full bg-muted!', mapChromeClassName)}
        attributionControl
      >
        <ConfiguredTileLayer onUnreachable={onTilesUnreachable} />
        {washers.map((washer) => (
          <ServiceArea key={washer.id} washer={washer} open={openIds.includes(washer.id)} />
        ))}
        {origin ? <Marker position={toLatLng(origin)} icon={searchIcon} keyboard={false} interactive={false} /> : null}
        <WasherMarkers
          washers={washers}
          openIds={openIds}
          selectedIds={selectedIds}
          onOpen={onOpen}
          coveredRightPx={coveredRightPx}
        />
        <FitMarkers points={points} />
      </MapContainer>
    </figure>
  );
}

function toLatLng({ lat, lng }: Coordinates): LatLng {
  return latLng(lat, lng);
}

function ServiceArea({ washer, open }: { washer: MapWasher; open: boolean }) {
  return (
    <Circle
      center={toLatLng(washer.point)}
      radius={washer.workRadiusMiles * metresPerMile}
      interactive={false}
      // Light lines, as many overlap; the open washer's stands out.
      pathOptions={{
        className: 'stroke-primary fill-primary',
        weight: open ? 2 : 1,
        opacity: open ? 0.9 : 0.35,
        // Only the open washer's area is shaded: a dozen overlapping shades would tint the whole map.
        fillOpacity: open ? 0.12 : 0,
      }}
    />
  );
}

/** MapContainer reads its bounds once; a new search's markers are fitted again. */
function FitMarkers({ points }: { points: LatLng[] }) {
  const map = useMap();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    map.fitBounds(latLngBounds(points), { padding: point(edgePaddingPx, edgePaddingPx), maxZoom: fitMaxZoom });
  }, [map, points]);
  return null;
}

type WasherMarkersProps = Pick<ResultsMapProps, 'washers' | 'openIds' | 'selectedIds' | 'onOpen' | 'coveredRightPx'>;

/** The washers' markers, clustered anew at each zoom (screen distance depends on the zoom alone). */
function WasherMarkers({ washers, openIds, selectedIds, onOpen, coveredRightPx }: WasherMarkersProps) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const clusters = useMemo(
    () => clusterByDistance(washers, (washer) => map.project(toLatLng(washer.point), zoom), clusterRadiusPx),
    [map, washers, zoom],
  );
  // Each washer's marker, or the numbered one that holds them: where focus returns when the cards close.
  const markers = useRef(new Map<string, LeafletMarker>());

  const wasOpen = useRef<readonly string[]>([]);
  useEffect(() => {
    const [first] = openIds;
    const opened = first === undefined ? undefined : washers.find((washer) => washer.id === first);
    if (opened) {
      map.panInside(toLatLng(opened.point), {
        paddingTopLeft: point(edgePaddingPx, edgePaddingPx),
        paddingBottomRight: point(coveredRightPx + edgePaddingPx, edgePaddingPx),
      });
    } else if (wasOpen.current[0] !== undefined && document.activeElement === document.body) {
      // The close button went with the cards: focus goes back to the marker they came from.
      markers.current.get(wasOpen.current[0])?.getElement()?.focus();
    }
    wasOpen.current = openIds;
  }, [map, openIds, washers, coveredRightPx]);

  // A marker gone from the map keeps no element, and the next one for the same washer replaces it.
  const remember = (ids: string[]) => (marker: LeafletMarker | null) => {
    if (marker) for (const id of ids) markers.current.set(id, marker);
  };

  const openOrZoom = ({ members }: Cluster<MapWasher>) => {
    const bounds = latLngBounds(members.map((washer) => toLatLng(washer.point)));
    const padding = point(edgePaddingPx, edgePaddingPx);
    const target = Math.min(map.getBoundsZoom(bounds, false, padding.multiplyBy(2)), map.getMaxZoom());
    // Washers at one rounded point never part however far the map zooms: their cards open together.
    const onePlace = bounds.getNorthEast().equals(bounds.getSouthWest());
    if (onePlace || target <= map.getZoom()) onOpen(members.map((washer) => washer.id));
    else map.fitBounds(bounds, { padding });
  };

  return clusters.map((cluster) => {
    const [only] = cluster.members;
    if (only && cluster.members.length === 1) {
      return (
        <WasherMarker
          key={only.id}
          washer={only}
          open={openIds.includes(only.id)}
          selected={selectedIds.includes(only.id)}
          onActivate={() => onOpen([only.id])}
          markerRef={remember([only.id])}
        />
      );
    }
    const ids = cluster.members.map((washer) => washer.id);
    return (
      <ClusterMarker
        key={ids.join(',')}
        position={map.unproject(point(cluster.x, cluster.y), zoom)}
        members={cluster.members}
        onActivate={() => openOrZoom(cluster)}
        markerRef={remember(ids)}
        raised={ids.some((id) => openIds.includes(id))}
      />
    );
  });
}

type ClusterMarkerProps = Omit<ActivatableMarkerProps, 'icon' | 'title'> & { members: readonly MapWasher[] };

function ClusterMarker({ members, ...marker }: ClusterMarkerProps) {
  const names = members.map((washer) => washer.businessName);
  const spoken = `${names.length} providers: ${names.join(', ')}`;
  const icon = useMemo(() => clusterIcon(names.length, spoken), [names.length, spoken]);
  return <ActivatableMarker {...marker} icon={icon} title={`${names.length} providers`} />;
}

type WasherMarkerProps = {
  washer: MapWasher;
  open: boolean;
  selected: boolean;
  onActivate: () => void;
  markerRef: (marker: LeafletMarker | null) => void;
};

function WasherMarker({ washer, open, selected, onActivate, markerRef }: WasherMarkerProps) {
  const { businessName, distanceMiles } = washer;
  // A new icon replaces the marker's element (and its focus): made again only when its look changes.
  const icon = useMemo(
    () => washerIcon({ businessName, distanceMiles, selected, open }),
    [businessName, distanceMiles, selected, open],
  );
  return (
    <ActivatableMarker
      position={toLatLng(washer.point)}
      icon={icon}
      title={businessName}
      onActivate={onActivate}
      markerRef={markerRef}
      raised={open}
    />
  );
}

type ActivatableMarkerProps = {
  position: LatLng;
  icon: DivIcon;
  title: string;
  onActivate: () => void;
  markerRef: (marker: LeafletMarker | null) => void;
  raised: boolean;
};

/** A marker that is a button: Leaflet makes it focusable, and Enter or Space does what a click does. */
function ActivatableMarker({ position, icon, title, onActivate, markerRef, raised }: ActivatableMarkerProps) {
  return (
    <Marker
      ref={markerRef}
      position={position}
      icon={icon}
      title={title}
      zIndexOffset={raised ? 1000 : 0}
      eventHandlers={{
        // A marker is focusable, and a press would focus it: the browser then scrolls the map's own
        // box to show the whole marker (one at the edge), and the release lands beside it, so the
        // click was lost. The press opens the cards, which take the focus themselves.
        mousedown: (event: LeafletMouseEvent) => event.originalEvent.preventDefault(),
        click: onActivate,
        keydown: (event: LeafletKeyboardEvent) => {
          if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
          event.originalEvent.preventDefault();
          onActivate();
        },
      }}
    />
  );
}
