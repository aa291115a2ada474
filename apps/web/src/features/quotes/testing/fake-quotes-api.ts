import { vi } from 'vitest';
import type { PayoutAccount } from '@sudsy/domain/payouts';
import { availableRequestsPageSize, bidsPageSize, type Bid, type BidRequest } from '@sudsy/domain/bids';
import { fakePage } from '@/test/fake-page';
import { sessionFor } from '@/test/render-app';

export const fakeQuoteRequest: BidRequest = {
  id: 'request-1',
  status: 'sent',
  createdAt: '2030-05-01T15:00:00.000Z',
  ownerId: 'owner-1',
  ownerName: 'Olivia Owner',
  serviceIds: ['express-wash'],
  vehicle: '2021 Toyota Camry',
  vehicleType: 'suv',
  suggestedAmountCents: 4600,
  address: '1 Market St, San Francisco, CA 94105',
  distanceMiles: 2.34,
  preferredDate: '2030-05-13',
  preferredTime: '10:00',
  notes: 'Gate code 1234',
  photos: [],
};

/** A quote of the washer's on `fakeBidRequest`, with overrides. */
export const fakeQuote = (overrides: Partial<Bid> = {}): Bid => ({
  status: 'quoted',
  amountCents: 8500,
  estimatedMinutes: 90,
  notes: 'Bring my own water',
  proposedDate: '2030-05-13',
  proposedTime: '10:00',
  updatedAt: '2030-05-02T10:00:00.000Z',
  request: fakeQuoteRequest,
  booking: null,
  ...overrides,
});

type Answer = () => Response;

/**
 * Stands in for the washer's quotes API (`/api/bids`) at the network edge: the session, Available Requests, My
 * Bids, PUT of a quote (answered by `quote`, by default a success) and the washer's payouts (by
 * default on, at a 10% fee). Returns the calls made.
 */
export function fakeQuotesApi({
  available = [fakeQuoteRequest],
  quotes = [] as Bid[],
  quote,
  payouts = { mode: 'local', status: 'enabled', feePercent: 10 },
}: { available?: BidRequest[]; quotes?: Bid[]; quote?: Answer; payouts?: PayoutAccount } = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/auth/get-session') return Response.json(sessionFor('washer'));
    if (url.pathname === '/api/payouts/account') return Response.json(payouts);
    if (url.pathname === '/api/bids/available') {
      const page = fakePage(available, url.searchParams.get('cursor'), availableRequestsPageSize, (item) => item.id);
      return Response.json({ requests: page.items, nextCursor: page.nextCursor, total: available.length });
    }
    if (url.pathname === '/api/bids' && method === 'GET') {
      const page = fakePage(quotes, url.searchParams.get('cursor'), bidsPageSize, (entry) => entry.request.id);
      return Response.json({ bids: page.items, nextCursor: page.nextCursor });
    }
    if (url.pathname.startsWith('/api/bids/') && method === 'PUT') {
      if (quote) return quote();
      const sent = body as {
        amountCents: number;
        estimatedMinutes: number;
        notes: string;
        proposedDate: string;
        proposedTime: string;
      };
      const request = available.find((entry) => url.pathname.endsWith(entry.id)) ?? fakeQuoteRequest;
      return Response.json({
        bid: { status: 'quoted', ...sent, updatedAt: '2030-05-02T10:00:00.000Z', request, booking: null },
      });
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
