import { reverseGeocodeSchema } from '@sudsy/domain/geo';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The address at a point, or null when the geocoder knows none. */
export async function reverseGeocode({ lat, lng }: Coordinates): Promise<string | null> {
  const body = await apiFetch(`/api/geocode/reverse?lat=${lat}&lng=${lng}`);
  return parseAnswer(reverseGeocodeSchema, body).address;
}
