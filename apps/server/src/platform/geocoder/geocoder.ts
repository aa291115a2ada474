import type { AddressSuggestion } from '@sudsy/domain/geo';
import type { Coordinates } from '@sudsy/domain/washer-profile';

/** Turns US addresses into coordinates and back. Every method answers null or [] when it cannot tell; none throws on odd input. */
export interface Geocoder {
  /** A point for a typed address (street address, ZIP, 'City, ST'), or null when nothing matches. */
  geocode(address: string): Promise<Coordinates | null>;
  /** Up to 6 US places for what has been typed so far. */
  suggest(query: string): Promise<AddressSuggestion[]>;
  /** An address for a point, or null far from any US place. */
  reverse(point: Coordinates): Promise<string | null>;
  /** The city-level place ('Austin, TX') a point lies in, to show instead of a street address. */
  area(point: Coordinates): Promise<string | null>;
}
