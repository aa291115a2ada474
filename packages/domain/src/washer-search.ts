// The washer search of the /providers wizard (docs/product.md, "Finding washers"): what it asks, what it
// answers, and its rules as pure functions. The server runs the rules as one indexed SQL query;
// these functions say what that query must return and are what its tests compare it with.
import { z } from 'zod';
import { catalogue, findCatalogueService } from './catalogue';
import { distanceSlider, serviceRadiusSlider } from './constants';
import { greatCircleMiles } from './geo';
import {
  coordinatesSchema,
  washerPriceCents,
  type Coordinates,
  type CustomService,
  type ServiceOffering,
} from './washer-profile';
import { freeTimeQueryFields, windowProblem } from './free-time';
import { requestMessages } from './quote-request';
import { sizeSurchargesSchema } from './size-pricing';

export const searchMessages = {
  readyToSearch: 'Ready to search',
  needServicesAndAddress: 'Please select services and enter your address',
  failed: { title: 'Search failed', fallback: 'Failed to search for providers. Please try again.' },
  noneFound: {
    title: 'No providers found',
    emptyDatabase: 'No providers are currently available in the database.',
    withAddress: 'No providers found matching your criteria in your area. Try expanding your search radius.',
    otherwise: 'No providers found matching your criteria.',
  },
  found: {
    title: 'Providers found',
    description: (count: number) => `Found ${count} providers matching your criteria.`,
  },
  createFailed: 'Failed to create quote request',
  sendFailed: 'Failed to send quote requests',
} as const;

/** A search answers at most this many washers, nearest first: enough for a page of cards to choose from. */
export const maxSearchResults = 100;

const catalogueIds = new Set(catalogue.map((service) => service.id));
const splitIds = (text: string) =>
  text
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** Service ids in a query string, comma-separated: catalogue ids, at least one, each once. */
export const servicesQueryParam = z
  .string({ error: requestMessages.noServices })
  .transform(splitIds)
  .pipe(
    z
      .array(z.string().refine((id) => catalogueIds.has(id), 'Unknown service'))
      .min(1, requestMessages.noServices)
      .max(catalogue.length)
      .transform((ids) => [...new Set(ids)]),
  );

/** A decimal number in a query string; '' or 'Infinity' must not slip through as 0 or ∞. */
const degrees = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?$/, 'Enter a number.')
    .pipe(z.coerce.number<string>().min(-limit).max(limit));

/**
 * GET /api/washers/search, as its query string carries it: services as comma-separated ids,
 * the address as typed, optionally the point the address was picked at (a suggestion or the
 * browser's location), which spares the server a geocode, and optionally a date and time window
 * the washer must have free time in (free-time.ts).
 */
export const washerSearchQuerySchema = z
  .object({
    services: servicesQueryParam,
    address: z
      .string({ error: requestMessages.addressRequired })
      .trim()
      .min(1, requestMessages.addressRequired)
      .max(300),
    maxMiles: z
      .string()
      .regex(/^\d{1,3}$/, 'Enter a whole number of miles.')
      .pipe(z.coerce.number<string>().min(distanceSlider.min).max(distanceSlider.max))
      .default(distanceSlider.default),
    lat: degrees(90).optional(),
    lng: degrees(180).optional(),
    /** "Verified only" (docs/product.md, "Washer verification"): `1` keeps only verified washers. */
    verified: z.enum(['1'], 'Use verified=1, or leave it out.').optional(),
    ...freeTimeQueryFields,
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: 'Give both lat and lng, or neither',
    path: ['lat'],
  })
  .superRefine((query, context) => {
    const problem = windowProblem(query);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['from'] });
  });
export type WasherSearchQuery = z.input<typeof washerSearchQuerySchema>;

export const searchServiceSchema = z.object({ serviceId: z.string(), name: z.string(), priceCents: z.number().int() });
export type SearchService = z.infer<typeof searchServiceSchema>;

/** A search card shows at most this many of the washer's latest portfolio pieces. */
export const cardPortfolioPieces = 3;

export const washerSearchResultSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  /** The washer's account photo (their photo or logo); null: the card shows their initials. */
  photoUrl: z.string().nullable(),
  /** Their latest portfolio pieces, newest first, as thumbnails: the after photo where there is one. */
  portfolio: z
    .array(z.object({ id: z.string(), thumbUrl: z.string(), title: z.string().nullable() }))
    .max(cardPortfolioPieces),
  /** Null until the washer has reviews: the card then reads 'New Provider'. */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  experienceYears: z.number().int(),
  /**
   * Miles from the washer's public point, rounded as publicMiles says; null when the search address
   * or the washer has no point: the card shows `area` instead.
   */
  distanceMiles: z.number().nullable(),
  /**
   * Where the washer is, city-level ('Austin, TX'; the street address stays private), given when
   * there is no distance to show instead (the card shows one or the other); null otherwise, and
   * for a washer without a point.
   */
  area: z.string().nullable(),
  bio: z.string(),
  workRadiusMiles: z.number().int(),
  /**
   * Where the results map puts the washer: their public point (publicPoint, 0.8 to 1.4 km off their
   * base), which distanceMiles is measured from; null without a point.
   */
  mapCenter: coordinatesSchema.nullable(),
  /** The requested services this washer offers, at this washer's price. */
  services: z.array(searchServiceSchema),
  /** Their sum; the card adds the washer's size pricing for the owner's car (priceForVehicle). */
  estimatedTotalCents: z.number().int(),
  sizeSurcharges: sizeSurchargesSchema,
  /** Services the washer offers beyond the requested ones. */
  otherServicesCount: z.number().int(),
  /**
   * The earliest instant (ISO) the washer has room for the job: in the asked date and window, or
   * within the next week without them; null when none (a search with a date or window leaves such washers out).
   */
  nextFreeStart: z.string().nullable(),
  /** Whether the washer takes instant bookings: the card then offers Book now. */
  instantBooking: z.boolean(),
  /** Whether an operator verified the washer's ID and insurance, not expired (isVerified): the Verified badge. */
  verified: z.boolean(),
});
export type WasherSearchResult = z.infer<typeof washerSearchResultSchema>;

export const washerSearchResponseSchema = z.object({
  washers: z.array(washerSearchResultSchema),
  /** False when the address could not be placed: the search then went on without distance. */
  geocoded: z.boolean(),
  /** The point searched from, the owner's own (given or geocoded), for the results map; null when not placed. */
  origin: coordinatesSchema.nullable(),
  /**
   * When nothing was found, how many searchable washers the database holds, counted up to
   * maxSearchResults (0 selects the 'in the database' message); null when washers were found,
   * as nothing shows the figure then and counting them costs a pass over every washer.
   */
  totalWashers: z.number().int().nullable(),
});
export type WasherSearchResponse = z.infer<typeof washerSearchResponseSchema>;

/** Which of the 'No providers found' lines an empty search shows. */
export function noWashersMessage(response: Pick<WasherSearchResponse, 'totalWashers'>, address: string): string {
  if (response.totalWashers === 0) return searchMessages.noneFound.emptyDatabase;
  return address.trim() === '' ? searchMessages.noneFound.otherwise : searchMessages.noneFound.withAddress;
}

/** What the search rules need to know of a washer. */
export type SearchCandidate = {
  offeredServiceIds: readonly string[];
  point: Coordinates | null;
  workRadiusMiles: number;
};

export type SearchCriteria = { serviceIds: readonly string[]; origin: Coordinates | null; maxMiles: number };

/** Miles between the search point and the washer's, or null when either is unknown. */
export function searchDistanceMiles(origin: Coordinates | null, point: Coordinates | null): number | null {
  return origin && point ? greatCircleMiles(origin, point) : null;
}

/**
 * A washer matches when it offers at least one selected service and its distance is
 * within both its own work radius and the search maximum, or when no distance can be computed.
 */
export function matchesSearch(candidate: SearchCandidate, criteria: SearchCriteria): boolean {
  return matchedDistance(candidate, criteria) !== undefined;
}

/**
 * matchesSearch's answer and the distance it measured, so a search over many washers measures
 * each once: the miles to a washer the search finds (null when either point is unknown), or
 * undefined for one it does not.
 */
export function matchedDistance(candidate: SearchCandidate, criteria: SearchCriteria): number | null | undefined {
  if (!candidate.offeredServiceIds.some((id) => criteria.serviceIds.includes(id))) return undefined;
  const distance = searchDistanceMiles(criteria.origin, candidate.point);
  return distance === null || distance <= Math.min(candidate.workRadiusMiles, criteria.maxMiles) ? distance : undefined;
}

/**
 * The Create Service Request form reaches every washer whose work radius covers the job and who
 * offers one of its services. Unlike the wizard, an unknown distance reaches no one: the form
 * promises nearby washers, and a washer without a point cannot be said to be nearby.
 */
export function requestReaches(
  candidate: SearchCandidate,
  serviceIds: readonly string[],
  place: Coordinates | null,
): boolean {
  if (!candidate.offeredServiceIds.some((id) => serviceIds.includes(id))) return false;
  const distance = searchDistanceMiles(place, candidate.point);
  return distance !== null && distance <= candidate.workRadiusMiles;
}

/**
 * Top Washers on the owner dashboard are those whose work radius covers the owner's place and who
 * offer any service: the request form's reach, for whatever they offer.
 */
export function coversPlace(candidate: SearchCandidate, place: Coordinates): boolean {
  return requestReaches(candidate, candidate.offeredServiceIds, place);
}

/** Nearest first; washers without a distance last. */
export function compareDistance(a: number | null, b: number | null): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return a - b;
}

/** The widest circle any washer works in: a search or request never needs to look further. */
export const maxWorkRadiusMiles = serviceRadiusSlider.max;

/**
 * The card's price lines: each requested service the washer offers at the washer's price
 * (washerPriceCents), their sum, and how many other services the washer offers.
 */
export function searchServicePrices(
  requested: readonly string[],
  offeredServiceIds: readonly string[],
  offerings: readonly Pick<ServiceOffering, 'serviceId' | 'minPriceCents'>[],
  customServices: readonly Pick<CustomService, 'id' | 'name' | 'basePriceCents'>[],
): { services: SearchService[]; estimatedTotalCents: number; otherServicesCount: number } {
  const services = requested
    .filter((id) => offeredServiceIds.includes(id))
    .map((serviceId) => ({
      serviceId,
      name:
        findCatalogueService(serviceId)?.name ??
        customServices.find((service) => service.id === serviceId)?.name ??
        serviceId,
      priceCents: washerPriceCents(serviceId, offerings, customServices),
    }));
  return {
    services,
    estimatedTotalCents: services.reduce((sum, service) => sum + service.priceCents, 0),
    otherServicesCount: offeredServiceIds.length - services.length,
  };
}
