// Places, distances and the maps set-up: what the geocoding and maps endpoints answer, and the
// texts about maps, verbatim.
import { z } from 'zod';
import { earthRadiusMiles } from './constants';
import type { Coordinates } from './washer-profile';

export const maxAddressSuggestions = 6;
export const maxSuggestQueryLength = 200;

export const addressSuggestionSchema = z.object({ label: z.string(), lat: z.number(), lng: z.number() });
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
export const addressSuggestionsSchema = z.object({ suggestions: z.array(addressSuggestionSchema) });

export const reverseGeocodeSchema = z.object({ address: z.string().nullable() });

export const mapsProviders = ['offline', 'google'] as const;
export type MapsProvider = (typeof mapsProviders)[number];
export const mapsConfigSchema = z.object({ provider: z.enum(mapsProviders), keyConfigured: z.boolean() });
export type MapsConfig = z.infer<typeof mapsConfigSchema>;
export const mapsKeySchema = z.object({ apiKey: z.string() });

export const mapsMessages = {
  keyLoadFailedFromServer: 'Failed to load API key from server',
  keyNotConfigured: 'API key not configured on server',
  keyLoadFailed: 'Failed to load API key',
  keySaveFailed: 'Failed to save API key',
  keyClearFailed: 'Failed to clear API key',
  keyEmpty: 'Please provide a valid API key',
  suggestionsFailed: 'Failed to load address suggestions',
  suggestionsInitFailed: 'Failed to initialize address suggestions',
  suggestionsLoading: 'Loading address suggestions...',
  suggestionsNoKey: 'API key not available for address suggestions',
  mapInitFailed: 'Failed to initialize the map. Please refresh and try again.',
  /** Under a service-area map whose tile server cannot be reached: the circle is still drawn. */
  tilesUnreachable: 'The map could not load its streets. The circle still shows the area served.',
  geolocationUnsupported: 'Geolocation is not supported by your browser',
  geolocationError: (message: string) => `Error getting location: ${message}`,
} as const;

/**
 * How far a washer's public point lies from their base, in kilometres (docs/security.md, "A washer's
 * home stays private"). Every distance anyone but the washer sees is measured from that point, so
 * measuring from many places of one's choosing finds the public point, never the base. The lower
 * bound keeps such a fit more than 500 m from the base even with the fit's own error of tens of metres.
 */
export const publicPointOffsetKm = { min: 0.8, max: 1.4 } as const;
/** The public point is shown to 4 decimals (about 11 m), which moves it at most 8 m. */
const publicPointDecimals = 4;
const kilometresPerMile = 1.609344;
/** No public point is further from its base than this (the rounding included): how much wider a search by base must look. */
export const publicPointReachMiles = (publicPointOffsetKm.max + 0.01) / kilometresPerMile;

/**
 * Where a washer's public point lies from their base: `turn` is the bearing as a fraction of a full
 * turn clockwise from north, `reach` the distance as a fraction of the way from
 * publicPointOffsetKm.min to .max. Both are drawn once per base from a strong random source and
 * kept with the profile, so every answer shows the same point and averaging answers gains nothing.
 */
export type PointBlur = { turn: number; reach: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degreesOf = (angle: number) => (angle * 180) / Math.PI;

/** Great-circle distance in miles (earth radius 3959). */
export function greatCircleMiles(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The point `miles` along the great circle leaving `from` at `bearing` degrees clockwise from north. */
export function destinationPoint(from: Coordinates, bearing: number, miles: number): Coordinates {
  const angle = miles / earthRadiusMiles;
  const lat = radians(from.lat);
  const heading = radians(bearing);
  const toLat = Math.asin(Math.sin(lat) * Math.cos(angle) + Math.cos(lat) * Math.sin(angle) * Math.cos(heading));
  const toLng =
    radians(from.lng) +
    Math.atan2(Math.sin(heading) * Math.sin(angle) * Math.cos(lat), Math.cos(angle) - Math.sin(lat) * Math.sin(toLat));
  // Back into [-180, 180): a base by the antimeridian may have its public point across it.
  const lng = ((((degreesOf(toLng) + 180) % 360) + 360) % 360) - 180;
  return { lat: degreesOf(toLat), lng };
}

/**
 * A washer's base as anyone but the washer sees it: moved publicPointOffsetKm away in the
 * direction `blur` gives, then rounded to 4 decimals. The washer's own setup page shows the base.
 */
export function publicPoint(base: Coordinates, blur: PointBlur): Coordinates {
  const fraction = (value: number) => (Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  const { min, max } = publicPointOffsetKm;
  const kilometres = min + (max - min) * fraction(blur.reach);
  const moved = destinationPoint(base, 360 * fraction(blur.turn), kilometres / kilometresPerMile);
  const scale = 10 ** publicPointDecimals;
  // `+ 0` turns a rounded -0 into 0.
  const rounded = (degrees: number) => Math.round(degrees * scale) / scale + 0;
  return { lat: rounded(moved.lat), lng: rounded(moved.lng) };
}

/**
 * A distance to a washer as anyone may see it, measured from their public point: to the tenth of a
 * mile under a mile, to the whole mile from there (0.34 → 0.3, 0.96 → 1, 3.14 → 3, 12.5 → 13).
 */
export function publicMiles(miles: number): number {
  return miles < 1 ? Math.round(miles * 10) / 10 : Math.round(miles);
}

/** A public distance as the cards read it: '0.3 mi away', '1 mi away', '12 mi away'. */
export function milesAwayLabel(miles: number): string {
  const shown = publicMiles(miles);
  return `${shown < 1 ? shown.toFixed(1) : shown.toFixed(0)} mi away`;
}
