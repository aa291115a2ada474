import { z } from 'zod';
import { maxAddressSuggestions } from '@sudsy/domain/geo';
import type { Geocoder } from './geocoder';

const endpoint = 'https://maps.googleapis.com/maps/api/geocode/json';
const timeoutMs = 5000;

const answerSchema = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      }),
    )
    .default([]),
});
type Result = z.infer<typeof answerSchema>['results'][number];

/**
 * Google's Geocoding API, limited to the US. Only status OK counts; ZERO_RESULTS is
 * an answer ("nothing there"), while a failure (quota, network, a bad key) is answered by the
 * offline gazetteer instead, so a Google outage never turns into an error for the user.
 */
export function googleGeocoder(apiKey: string, fallback: Geocoder, fetchImpl: typeof fetch = fetch): Geocoder {
  const call = async (params: Record<string, string>): Promise<Result[] | null> => {
    const url = new URL(endpoint);
    for (const [name, value] of Object.entries({ ...params, key: apiKey })) url.searchParams.set(name, value);
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return null;
      const answer = answerSchema.safeParse(await response.json());
      if (!answer.success) return null;
      if (answer.data.status === 'ZERO_RESULTS') return [];
      return answer.data.status === 'OK' ? answer.data.results : null;
    } catch {
      return null;
    }
  };
  const forAddress = (address: string) => call({ address, components: 'country:US' });

  return {
    async geocode(address) {
      const results = await forAddress(address);
      if (results === null) return fallback.geocode(address);
      const location = results[0]?.geometry.location;
      return location ? { lat: location.lat, lng: location.lng } : null;
    },
    async suggest(query) {
      const results = await forAddress(query);
      if (results === null) return fallback.suggest(query);
      return results.slice(0, maxAddressSuggestions).map((result) => ({
        label: result.formatted_address,
        lat: result.geometry.location.lat,
        lng: result.geometry.location.lng,
      }));
    },
    async reverse(point) {
      const results = await call({ latlng: `${point.lat},${point.lng}` });
      if (results === null) return fallback.reverse(point);
      return results[0]?.formatted_address ?? null;
    },
    // City level needs no street-precise answer, so it costs no request.
    area: (point) => fallback.area(point),
  };
}
