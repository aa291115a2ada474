import { describe, expect, it } from 'vitest';
import { createGeocoder } from './create-geocoder';
import { googleGeocoder } from './google-geocoder';
import { offlineGeocoder } from './offline-geocoder';

// Google itself is never called from tests; a stand-in answers as its Geocoding API does.
const offline = offlineGeocoder();
const result = (address: string, lat: number, lng: number) => ({
  formatted_address: address,
  geometry: { location: { lat, lng } },
});

function stub(answer: (url: URL) => Response | Promise<Response>) {
  const urls: URL[] = [];
  const fetchImpl = (async (input: Parameters<typeof fetch>[0]) => {
    const url = new URL(String(input));
    urls.push(url);
    return answer(url);
  }) as typeof fetch;
  return { urls, geocoder: googleGeocoder('test-key-0123456789abcdef', offline, fetchImpl) };
}

describe('google geocoder', () => {
  it('asks for US results with the key and reads results[0] on status OK', async () => {
    const { urls, geocoder } = stub(() =>
      Response.json({
        status: 'OK',
        results: [result('1 Market St, San Francisco, CA 94105, USA', 37.7941, -122.3951)],
      }),
    );
    expect(await geocoder.geocode('1 Market St')).toEqual({ lat: 37.7941, lng: -122.3951 });
    expect(urls[0]?.searchParams.get('address')).toBe('1 Market St');
    expect(urls[0]?.searchParams.get('components')).toBe('country:US');
    expect(urls[0]?.searchParams.get('key')).toBe('test-key-0123456789abcdef');
    expect(await geocoder.suggest('1 Market')).toEqual([
      { label: '1 Market St, San Francisco, CA 94105, USA', lat: 37.7941, lng: -122.3951 },
    ]);
    expect(await geocoder.reverse({ lat: 37.7941, lng: -122.3951 })).toBe('1 Market St, San Francisco, CA 94105, USA');
    expect(urls[2]?.searchParams.get('latlng')).toBe('37.7941,-122.3951');
  });

  it('takes ZERO_RESULTS as nothing there', async () => {
    const { geocoder } = stub(() => Response.json({ status: 'ZERO_RESULTS', results: [] }));
    expect(await geocoder.geocode('94105')).toBeNull();
    expect(await geocoder.suggest('94105')).toEqual([]);
    expect(await geocoder.reverse({ lat: 0, lng: 0 })).toBeNull();
  });

  it('falls back to the gazetteer when Google refuses, fails or is unreachable', async () => {
    for (const answer of [
      () => Response.json({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }),
      () => Response.json({ status: 'OVER_QUERY_LIMIT' }),
      () => new Response('upstream trouble', { status: 502 }),
      () => new Response('not json', { status: 200 }),
      () => Promise.reject(new TypeError('fetch failed')),
    ]) {
      const { geocoder } = stub(answer);
      expect(await geocoder.geocode('94105')).toEqual({ lat: 37.7864, lng: -122.3892 });
      expect(await geocoder.suggest('94105')).toEqual([
        { label: 'San Francisco, CA 94105', lat: 37.7864, lng: -122.3892 },
      ]);
      expect(await geocoder.reverse({ lat: 37.7937, lng: -122.3965 })).toBe('San Francisco, CA 94111');
    }
  });

  it('names the area from the gazetteer, without a request', async () => {
    const { urls, geocoder } = stub(() => Response.json({ status: 'OK', results: [] }));
    expect(await geocoder.area({ lat: 30.2672, lng: -97.7431 })).toBe('Austin, TX');
    expect(urls).toEqual([]);
  });
});

describe('createGeocoder', () => {
  it('is offline unless Google is chosen and has a key', async () => {
    // The offline geocoder answers 'Austin, TX' style; constructing the Google one makes no request.
    for (const maps of [
      { provider: 'offline' as const, googleApiKey: undefined },
      { provider: 'offline' as const, googleApiKey: 'a-key-that-is-not-used-offline' },
      { provider: 'google' as const, googleApiKey: undefined },
    ]) {
      expect(await createGeocoder(maps).reverse({ lat: 37.7937, lng: -122.3965 })).toBe('San Francisco, CA 94111');
    }
    expect(createGeocoder({ provider: 'google', googleApiKey: 'a-google-key-0123456789' })).toBeDefined();
  });
});
