import { createRoute, z } from '@hono/zod-openapi';
import {
  addressSuggestionsSchema,
  mapsConfigSchema,
  mapsKeySchema,
  mapsMessages,
  maxSuggestQueryLength,
  reverseGeocodeSchema,
} from '@sudsy/domain/geo';
import type { Config } from '../../config';
import { notFound } from '../../http/app-error';
import { createRouter } from '../../http/router';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { error, json } from './openapi';

// Public: the owner's request form and the washer search place addresses too, signed in or not.
const tags = ['Maps'];

/** A decimal number in a query string; '' or 'Infinity' must not slip through as 0 or ∞. */
const degrees = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?$/, 'Enter a number.')
    .pipe(z.coerce.number<string>().min(-limit).max(limit));

const suggestRoute = createRoute({
  method: 'get',
  path: '/geocode/suggest',
  tags,
  summary: 'Up to 6 US places for a partly typed address',
  request: { query: z.object({ q: z.string().max(maxSuggestQueryLength) }) },
  responses: { 200: json(addressSuggestionsSchema, 'Suggestions'), 400: error('Missing or too long') },
});

const reverseRoute = createRoute({
  method: 'get',
  path: '/geocode/reverse',
  tags,
  summary: 'An address for a point, null outside the US',
  request: { query: z.object({ lat: degrees(90), lng: degrees(180) }) },
  responses: { 200: json(reverseGeocodeSchema, 'Address'), 400: error('Not a point') },
});

const configRoute = createRoute({
  method: 'get',
  path: '/maps/config',
  tags,
  summary: 'Which maps provider the server uses and whether it has a key',
  responses: { 200: json(mapsConfigSchema, 'Maps configuration') },
});

const keyRoute = createRoute({
  method: 'get',
  path: '/maps/key',
  tags,
  summary: "The browser key for Google's maps script, in Google mode",
  responses: { 200: json(mapsKeySchema, 'Key'), 404: error('No key on the server') },
});

export function areaRoutes(geocoder: Geocoder, maps: Config['maps']) {
  return createRouter()
    .openapi(suggestRoute, async (c) => c.json({ suggestions: await geocoder.suggest(c.req.valid('query').q) }, 200))
    .openapi(reverseRoute, async (c) => c.json({ address: await geocoder.reverse(c.req.valid('query')) }, 200))
    .openapi(configRoute, (c) =>
      c.json({ provider: maps.provider, keyConfigured: maps.googleApiKey !== undefined }, 200),
    )
    .openapi(keyRoute, (c) => {
      if (maps.provider !== 'google' || maps.googleApiKey === undefined) throw notFound(mapsMessages.keyNotConfigured);
      return c.json({ apiKey: maps.googleApiKey }, 200);
    });
}
