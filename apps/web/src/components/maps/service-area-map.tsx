import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { Circle, CircleMarker, MapContainer, TileLayer, useMap } from 'react-leaflet';
import { map as mapConstants, metresPerMile } from '@sudsy/domain/constants';
import type { Coordinates } from '@sudsy/domain/provider-profile';

export type ServiceAreaMapProps = {
  center: Coordinates;
  radiusMiles: number;
  heightPx?: number;
  /** What a screen reader hears for the map. */
  label: string;
};

const tileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const attribution = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Seed 001 §9: the map at zoom 12 around the service center, with a circle of the service radius. */
export default function ServiceAreaMap({ center, radiusMiles, heightPx = mapConstants.heightPx, label }: ServiceAreaMapProps) {
  const position: [number, number] = [center.lat, center.lng];
  return (
    <figure aria-label={label} className="isolate overflow-hidden rounded-lg border" style={{ height: heightPx }}>
      <MapContainer center={position} zoom={mapConstants.zoom} scrollWheelZoom={false} className="size-full bg-muted" attributionControl>
        <TileLayer url={tileUrl} attribution={attribution} className="dark:brightness-75 dark:contrast-125" />
        <Circle center={position} radius={radiusMiles * metresPerMile} pathOptions={{ className: 'stroke-primary fill-primary', weight: 2, fillOpacity: 0.15 }} />
        <CircleMarker center={position} radius={6} pathOptions={{ className: 'stroke-background fill-primary', weight: 2, fillOpacity: 1 }} />
        <Recenter center={position} />
      </MapContainer>
    </figure>
  );
}

/** MapContainer reads its center once; a new service center moves the view to it. */
function Recenter({ center: [lat, lng] }: { center: [number, number] }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  return null;
}
