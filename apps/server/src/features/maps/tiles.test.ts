import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMapTiles } from '@sudsy/domain/map-tiles';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';

let standard: TestApp;
let own: TestApp;
beforeAll(async () => {
  [standard, own] = await Promise.all([
    createTestApp(),
    createTestApp({
      MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '&copy; Example Maps',
    }),
  ]);
});
afterAll(() => Promise.all([standard.close(), own.close()]));

const imgSrc = (response: Response) =>
  /(?:^|;\s*)img-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('GET /api/maps/tiles', () => {
  it("answers OpenStreetMap's template and attribution by default, to anyone, cacheable for an hour", async () => {
    const response = await standard.app.request(`${testOrigin}/api/maps/tiles`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.json()).toEqual(defaultMapTiles);
  });

  it('answers the configured tile server', async () => {
    const response = await own.app.request(`${testOrigin}/api/maps/tiles`);
    expect(await response.json()).toEqual({
      tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      attribution: '&copy; Example Maps',
    });
  });

  it('is in the OpenAPI document', async () => {
    const document = (await (await standard.app.request(`${testOrigin}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(document.paths).toHaveProperty(['/api/maps/tiles', 'get']);
  });
});

describe('content security policy for map tiles', () => {
  it('lets images come from the configured tile host only, its {s} subdomains as a wildcard', async () => {
    for (const path of ['/api/health', '/providers']) {
      expect(imgSrc(await standard.app.request(path)), path).toBe("'self' data: blob: https://tile.openstreetmap.org");
      expect(imgSrc(await own.app.request(path)), path).toBe("'self' data: blob: https://*.tiles.example.com");
    }
  });
});
