import { vi } from 'vitest';
import type { Booking } from '@sudsy/domain/booking';
import type { AddressSuggestion } from '@sudsy/domain/geo';
import type { WasherSearchResponse, WasherSearchResult } from '@sudsy/domain/washer-search';
import type { Role } from '@sudsy/domain/roles';
import type { Vehicle } from '@sudsy/domain/vehicle';
import { defaultSizeSurcharges } from '@sudsy/domain/size-pricing';
import { fakeVehicle } from '@/test/fake-vehicle';
import { sessionFor } from '@/test/render-app';

export function fakeWasher(
  fields: Partial<WasherSearchResult> & Pick<WasherSearchResult, 'id' | 'businessName'>,
): WasherSearchResult {
  return {
    photoUrl: null,
    portfolio: [],
    rating: null,
    experienceYears: 5,
    distanceMiles: 3,
    area: 'Austin, TX',
    bio: 'Mobile detailing with eco-friendly products.',
    workRadiusMiles: 20,
    mapCenter: { lat: 30.29, lng: -97.74 },
    services: [{ serviceId: 'express-wash', name: 'Express Wash & Go', priceCents: 4000 }],
    estimatedTotalCents: 4000,
    sizeSurcharges: defaultSizeSurcharges,
    otherServicesCount: 0,
    nextFreeStart: null,
    instantBooking: false,
    verified: false,
    ...fields,
  };
}

/** Three washers whose distance and experience orders differ: one without a distance. */
export const threeWashers: WasherSearchResult[] = [
  fakeWasher({
    id: 'near',
    businessName: 'Near Suds',
    distanceMiles: 0.6,
    experienceYears: 2,
    mapCenter: { lat: 30.29, lng: -97.74 },
  }),
  fakeWasher({
    id: 'far',
    businessName: 'Far Shine',
    distanceMiles: 13,
    experienceYears: 15,
    rating: { average: 4.75, count: 12 },
    mapCenter: { lat: 30.45, lng: -97.74 },
  }),
  fakeWasher({
    id: 'unplaced',
    businessName: 'Unplaced Gloss',
    distanceMiles: null,
    area: 'Round Rock, TX',
    experienceYears: 8,
    mapCenter: null,
  }),
];

/** The owner's one car, unless a test gives others. */
export const ownerCamry = fakeVehicle({ id: 'camry', make: 'Toyota', model: 'Camry', year: 2021 });

type Reply = (request: { url: URL; body: unknown }) => Response | Promise<Response>;
type FakeOptions = {
  role?: Role | null;
  search?: Reply;
  create?: Reply;
  profile?: Reply;
  suggestions?: AddressSuggestion[];
  /** The owner's saved vehicles; one added through the dialog joins them. */
  vehicles?: Vehicle[];
  /** What the reverse geocoder knows at any point. */
  reverseAddress?: string | null;
  /** A washer's free starts (GET /api/washers/{id}/free-slots); none unless given. */
  freeSlots?: Reply;
  /** Booking one at once (POST /api/washers/{id}/instant-bookings); booked unless given. */
  instantBook?: Reply;
};

export function fakeBooking(): Booking {
  return {
    appointmentId: 'appointment-1',
    washerId: 'near',
    date: '2030-06-03',
    start: '10:00',
    end: '10:30',
    status: 'scheduled',
    priceCents: 4000,
    cancelledBy: null,
    cancelReason: null,
    cancelledLate: false,
    startsAt: '2030-06-03T10:00:00.000Z',
    cancellationNoticeHours: 24,
    timeZone: 'UTC',
    seriesId: null,
  };
}

export function searchAnswer(washers: WasherSearchResult[], fields: Partial<WasherSearchResponse> = {}): Response {
  return Response.json({
    washers,
    geocoded: true,
    origin: { lat: 30.2672, lng: -97.7431 },
    totalWashers: 10,
    ...fields,
  } satisfies WasherSearchResponse);
}

/**
 * Stands in for the API at the network edge: the session of `role` (null: signed out), the search,
 * quote request creation, the saved profile (404 unless given, as before that endpoint existed), the
 * owner's vehicles and the geocoder's suggestions. Records every call.
 */
export function fakeWasherSearchApi({
  role = null,
  search,
  create,
  profile,
  suggestions = [],
  vehicles = [ownerCamry],
  reverseAddress = null,
  freeSlots,
  instantBook,
}: FakeOptions = {}) {
  let saved = [...vehicles];
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/auth/get-session') return Response.json(role ? sessionFor(role) : null);
    if (route === 'GET /api/washers/search') return (search ?? (() => searchAnswer(threeWashers)))({ url, body });
    if (route === 'POST /api/quote-requests') {
      const reply =
        create ?? (() => Response.json({ request: { id: 'request-1', status: 'sent' }, sentTo: 2 }, { status: 201 }));
      return reply({ url, body });
    }
    if (route === 'GET /api/profile' && profile) return profile({ url, body });
    if (route === 'GET /api/vehicles') return Response.json({ vehicles: saved });
    if (route === 'POST /api/vehicles') {
      const vehicle = fakeVehicle({ ...(body as Partial<Vehicle>), id: `vehicle-${saved.length + 1}` });
      saved = [vehicle, ...saved];
      return Response.json({ vehicle }, { status: 201 });
    }
    if (method === 'GET' && /^\/api\/washers\/[^/]+\/free-slots$/.test(url.pathname)) {
      const none = {
        instantBooking: true,
        noticeHours: 2,
        cancellationNoticeHours: 24,
        timeZone: 'UTC',
        durationMinutes: 30,
        servicesCents: 4000,
        moreServicesCents: [],
        sizeSurcharges: defaultSizeSurcharges,
        slots: [],
      };
      return (freeSlots ?? (() => Response.json(none)))({ url, body });
    }
    if (method === 'POST' && /^\/api\/washers\/[^/]+\/instant-bookings$/.test(url.pathname)) {
      const booked = () => Response.json({ booking: fakeBooking() }, { status: 201 });
      return (instantBook ?? booked)({ url, body });
    }
    if (route === 'GET /api/geocode/suggest') return Response.json({ suggestions });
    if (route === 'GET /api/geocode/reverse') return Response.json({ address: reverseAddress });
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);

  const instantBookings = () =>
    calls
      .filter((call) => call.method === 'POST' && call.url.pathname.endsWith('/instant-bookings'))
      .map((call) => call.body);
  const searches = () =>
    calls.filter((call) => call.url.pathname === '/api/washers/search').map((call) => call.url.searchParams);
  const created = () =>
    calls
      .filter((call) => call.method === 'POST' && call.url.pathname === '/api/quote-requests')
      .map((call) => call.body);
  return { fetchMock, searches, created, instantBookings };
}
