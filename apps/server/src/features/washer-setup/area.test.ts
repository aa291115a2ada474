import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (app: TestApp['app'], path: string) => app.request(`${testOrigin}${path}`);

describe('GET /api/geocode/suggest', () => {
  it('suggests US places for ZIP and city prefixes and for street addresses, signed out too', async () => {
    const zip = await get(t.app, '/api/geocode/suggest?q=94105');
    expect(zip.status).toBe(200);
    expect(await zip.json()).toEqual({
      suggestions: [{ label: 'San Francisco, CA 94105', lat: 37.7864, lng: -122.3892 }],
    });
    const city = (await (await get(t.app, '/api/geocode/suggest?q=Portland%2C%20O')).json()) as {
      suggestions: { label: string }[];
    };
    expect(city.suggestions.map((s) => s.label)).toEqual(['Portland, OR', 'Portland, OH']);
    const street = (await (
      await get(t.app, `/api/geocode/suggest?q=${encodeURIComponent('1 Market St, San Francisco, CA 94105')}`)
    ).json()) as {
      suggestions: { label: string }[];
    };
    expect(street.suggestions[0]?.label).toBe('1 Market St, San Francisco, CA 94105');
    const prefix = (await (await get(t.app, '/api/geocode/suggest?q=1')).json()) as { suggestions: unknown[] };
    expect(prefix.suggestions).toHaveLength(6);
  });

  it('answers an empty list for nothing found, and 400 for a missing or overlong query', async () => {
    expect(await (await get(t.app, '/api/geocode/suggest?q=')).json()).toEqual({ suggestions: [] });
    expect(await (await get(t.app, '/api/geocode/suggest?q=Toronto%2C%20ON')).json()).toEqual({ suggestions: [] });
    expect((await get(t.app, '/api/geocode/suggest')).status).toBe(400);
    expect((await get(t.app, `/api/geocode/suggest?q=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await get(t.app, '/api/geocode/suggest?q=a&q=b')).status).not.toBe(500);
    expect((await get(t.app, '/api/geocode/suggest?q=%E0%A4%A')).status).not.toBe(500);
  });
});

describe('GET /api/geocode/reverse', () => {
  it("names the nearest town's ZIP, or null outside the US", async () => {
    expect(await (await get(t.app, '/api/geocode/reverse?lat=37.7937&lng=-122.3965')).json()).toEqual({
      address: 'San Francisco, CA 94111',
    });
    expect(await (await get(t.app, '/api/geocode/reverse?lat=51.5&lng=-0.12')).json()).toEqual({ address: null });
  });

  it('answers 400 for anything but a point', async () => {
    for (const query of [
      '',
      'lat=37',
      'lat=&lng=',
      'lat=north&lng=0',
      'lat=91&lng=0',
      'lat=0&lng=-181',
      'lat=Infinity&lng=0',
      'lat=1e3&lng=0',
      'lat=0x10&lng=0',
    ]) {
      const response = await get(t.app, `/api/geocode/reverse?${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});

describe('maps configuration', () => {
  it('is offline by default, with no key to hand out', async () => {
    expect(await (await get(t.app, '/api/maps/config')).json()).toEqual({ provider: 'offline', keyConfigured: false });
    const key = await get(t.app, '/api/maps/key');
    expect(key.status).toBe(404);
    expect(await key.json()).toEqual({ error: { code: 'not_found', message: 'API key not configured on server' } });
  });

  it('in Google mode hands out the key when the server has one, and says so when it has none', async () => {
    const withKey = await createTestApp({ MAPS_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'AIza-test-key-0123456789' });
    const withoutKey = await createTestApp({ MAPS_PROVIDER: 'google' });
    try {
      expect(await (await get(withKey.app, '/api/maps/config')).json()).toEqual({
        provider: 'google',
        keyConfigured: true,
      });
      expect(await (await get(withKey.app, '/api/maps/key')).json()).toEqual({ apiKey: 'AIza-test-key-0123456789' });
      expect(await (await get(withoutKey.app, '/api/maps/config')).json()).toEqual({
        provider: 'google',
        keyConfigured: false,
      });
      expect((await get(withoutKey.app, '/api/maps/key')).status).toBe(404);
    } finally {
      await withKey.close();
      await withoutKey.close();
    }
  });
});
