import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import { latLng, point } from 'leaflet';
import { Circle, CircleMarker, MapContainer, useMap } from 'react-leaflet';
import { map as mapConstants, metresPerMile } from '@sudsy/domain/constants';
import { mapsMessages } from '@sudsy/domain/geo';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { cn } from '@/lib/utils';
import { ConfiguredTileLayer, mapChromeClassName } from './configured-tile-layer';

export type ServiceAreaMapProps = {
  center: Coordinates;
  radiusMiles: number;
  heightPx?: number;
  /** What a screen reader hears for the map. */
  label: string;
};

const areaPaddingPx = 24;

/**
 * The map at zoom 12 around the service center, with a circle of the service radius. When its
 * tiles cannot load (offline, a blocked or wrong MAP_TILE_URL), it says so under the map, whose
 * circle still shows the area, as the search's map falls back to its list.
 */
export default function ServiceAreaMap({
  center,
  radiusMiles,
  heightPx = mapConstants.heightPx,
  label,
}: ServiceAreaMapProps) {
  const position: [number, number] = [center.lat, center.lng];
  const radiusMetres = radiusMiles * metresPerMile;
  const [tilesUnreachable, setTilesUnreachable] = useState(false);
  return (
    <div className="grid gap-2">
      <figure aria-label={label} className="isolate overflow-hidden rounded-lg border" style={{ height: heightPx }}>
        <MapContainer
          center={position}
          zoom={mapConstants.zoom}
          scrollWheelZoom={false}
          className={cn('size-full bg-muted!', mapChromeClassName)}
          attributionControl
        >
          <ConfiguredTileLayer onUnreachable={() => setTilesUnreachable(true)} />
          <Circle
            center={position}
            radius={radiusMetres}
            pathOptions={{ className: 'stroke-primary fill-primary', weight: 2, fillOpacity: 0.15 }}
          />
          <CircleMarker
            center={position}
            radius={6}
            pathOptions={{ className: 'stroke-background fill-primary', weight: 2, fillOpacity: 1 }}
          />
          <FitArea lat={center.lat} lng={center.lng} radiusMetres={radiusMetres} />
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

/**
 * MapContainer reads its view once; this follows the center and radius. Zoom 12 as specified,
 * or wider when the circle would not fit: a 10-mile radius spans more than a zoom-12 view, and the
 * preview is there to show the whole area.
 */
function FitArea({ lat, lng, radiusMetres }: { lat: number; lng: number; radiusMetres: number }) {
  const map = useMap();
  useEffect(() => {
    const area = latLng(lat, lng).toBounds(radiusMetres * 2);
    const zoom = Math.min(mapConstants.zoom, map.getBoundsZoom(area, false, point(areaPaddingPx, areaPaddingPx)));
    map.setView([lat, lng], zoom);
  }, [map, lat, lng, radiusMetres]);
  return null;
}
