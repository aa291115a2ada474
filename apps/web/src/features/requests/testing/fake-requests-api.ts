import { vi } from 'vitest';
import type { PaymentMethods } from '@sudsy/domain/payment-methods';
import type { Profile } from '@sudsy/domain/profile';
import {
  quoteRequestsPageSize,
  type QuoteRequestDetail,
  type QuoteRequestListItem,
} from '@sudsy/domain/quote-request-views';
import type { ServicePreferences } from '@sudsy/domain/service-preferences';
import type { Vehicle } from '@sudsy/domain/vehicle';
import { fakePage } from '@/test/fake-page';
import { sessionFor } from '@/test/render-app';
import { fakeVisa } from '@/test/fake-card';

type Route = 'vehicles' | 'profile' | 'list' | 'detail' | 'create' | 'accept';
type FakeState = {
  vehicles: Vehicle[];
  profile: Profile | null;
  servicePreferences: ServicePreferences | null;
  requests: QuoteRequestListItem[];
  details: QuoteRequestDetail[];
  /** How many washers a created request reaches. */
  sentTo: number;
  /** The owner's cards and the server's payments mode (default: local, a Visa ending in 4242). */
  paymentMethods: PaymentMethods;
};

export const fakeOwnerVehicle: Vehicle = {
  id: 'vehicle-1',
  make: 'Toyota',
  model: 'Camry',
  year: 2021,
  type: 'sedan',
  nickname: null,
  color: 'Silver',
  licensePlate: null,
  notes: null,
  createdAt: '2030-05-01T10:00:00.000Z',
};

export function fakeListItem(
  fields: Partial<QuoteRequestListItem> & Pick<QuoteRequestListItem, 'id'>,
): QuoteRequestListItem {
  return {
    status: 'pending',
    createdAt: '2025-01-05T15:00:00.000Z',
    address: 'Union Square, San Francisco, CA 94108',
    preferredDate: '2030-06-03',
    preferredTime: '10:30',
    serviceIds: ['express-wash'],
    vehicle: { id: 'vehicle-1', label: '2021 Toyota Camry' },
    responseCount: 0,
    quotedCount: 0,
    ...fields,
  };
}

/**
 * Stands in for the owner's API at the network edge (session, vehicles, profile, service preferences,
 * quote requests, saved cards).
 * `overrides` replace an answer, e.g. with a failure.
 */
export function fakeRequestsApi(
  initial: Partial<FakeState> = {},
  overrides: Partial<Record<Route, () => Response>> = {},
) {
  const state: FakeState = {
    vehicles: [fakeOwnerVehicle],
    profile: null,
    servicePreferences: null,
    requests: [],
    details: [],
    sentTo: 2,
    paymentMethods: { mode: 'local', publishableKey: null, cards: [fakeVisa] },
    ...initial,
  };
  const requests: { method: string; path: string; body: unknown }[] = [];
  const notFound = () => Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    const route = `${method} ${url.pathname}`;
    if (url.pathname === '/api/auth/get-session') return Response.json(sessionFor('owner'));
    if (route === 'GET /api/vehicles') return overrides.vehicles?.() ?? Response.json({ vehicles: state.vehicles });
    if (route === 'GET /api/profile') return overrides.profile?.() ?? Response.json({ profile: state.profile });
    if (route === 'GET /api/service-preferences') return Response.json({ preferences: state.servicePreferences });
    if (route === 'GET /api/quote-requests') return overrides.list?.() ?? listPage(state.requests, url);
    if (route === 'POST /api/quote-requests') {
      return (
        overrides.create?.() ??
        Response.json(
          { request: { id: 'request-new', status: state.sentTo > 0 ? 'sent' : 'pending' }, sentTo: state.sentTo },
          { status: 201 },
        )
      );
    }
    if (route === 'GET /api/payment-methods') return Response.json(state.paymentMethods);
    if (route === 'GET /api/geocode/suggest') return Response.json({ suggestions: [] });
    if (method === 'POST' && url.pathname.endsWith('/accept')) return overrides.accept?.() ?? notFound();
    const detail = /^\/api\/quote-requests\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && detail) {
      if (overrides.detail) return overrides.detail();
      const found = state.details.find((request) => request.id === detail[1]);
      return found ? Response.json({ request: found }) : notFound();
    }
    return notFound();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests };
}

/** A page of the list as the server pages it: newest first, from the request after the cursor on. */
function listPage(all: readonly QuoteRequestListItem[], url: URL): Response {
  const { items, nextCursor } = fakePage(all, url.searchParams.get('cursor'), quoteRequestsPageSize, (item) => item.id);
  return Response.json({ requests: items, nextCursor });
}
