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
  geolocationUnsupported: 'Geolocation is not supported by your browser',
  geolocationError: (message: string) => `Error getting location: ${message}`,
} as const;

/** Great-circle distance in miles (earth radius 3959). */
export function greatCircleMiles(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * A washer's base as anyone may see it: to 0.01° (about 1 km), so a public answer never shows where
 * the washer lives. The search itself uses the exact point, which stays on the server.
 */
export function publicPoint(point: Coordinates): Coordinates {
  const toHundredths = (degrees: number) => Math.round(degrees * 100) / 100;
  return { lat: toHundredths(point.lat), lng: toHundredths(point.lng) };
}

/** A distance to a washer as anyone may see it: to 0.1 mile, as the card shows it. */
export function publicMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}
