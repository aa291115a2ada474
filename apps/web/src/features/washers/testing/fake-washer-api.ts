import { vi } from 'vitest';
import type { PaymentMethods } from '@sudsy/domain/payment-methods';
import type { MyReport, MyReviewReport } from '@sudsy/domain/moderation';
import type { FavouriteWasher } from '@sudsy/domain/favourites';
import { maxRating, publicReviewsLimit, type PublicReview, type ReviewStats } from '@sudsy/domain/review';
import type { PublicWasher } from '@sudsy/domain/washer-api';
import { defaultSizeSurcharges } from '@sudsy/domain/size-pricing';
import { fakePage } from '@/test/fake-page';
import { fakeVehicle } from '@/test/fake-vehicle';
import type { Session } from '@/lib/session';
import { fakeVisa } from '@/test/fake-card';

// The public washer page's API at the network edge for the feature's component tests: a washer
// (washer-1 unless a test names another), their reviews paged as the server pages them, the
// review stats, and writes (reply and its edit or removal, report) recorded and answered as the test says.

export const publicWasher: PublicWasher = {
  id: 'washer-1',
  businessName: 'Sparkle Mobile Detailing',
  photoUrl: null,
  bio: 'Ten years of mobile detailing around Austin.',
  experienceYears: 10,
  workRadiusMiles: 15,
  area: 'Austin, TX',
  mapCenter: { lat: 30.2672, lng: -97.7431 },
  certifications: ['insurance-cert', 'detail-cert'],
  services: [
    {
      serviceId: 'express-wash',
      name: 'Express Wash & Go',
      minPriceCents: 3500,
      maxPriceCents: 5250,
      estimatedMinutes: 30,
      custom: false,
    },
    {
      serviceId: 'custom-1',
      name: 'Boat Hull Wash',
      minPriceCents: 8000,
      maxPriceCents: 8000,
      estimatedMinutes: 90,
      custom: true,
    },
  ],
  rating: null,
  cancellationNoticeHours: 24,
  lateCancellations: 2,
  noShows: 1,
  instantBooking: false,
  verified: false,
  gallery: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      beforeImageUrl: '/files/before.jpg',
      beforeThumbUrl: '/files/before-thumb.jpg',
      afterImageUrl: '/files/after.jpg',
      afterThumbUrl: '/files/after-thumb.jpg',
      title: 'Muddy truck',
      description: 'Full exterior detail.',
      createdAt: '2026-05-01T10:00:00.000Z',
    },
  ],
};

export function review(id: string, fields: Partial<PublicReview> = {}): PublicReview {
  return {
    id,
    rating: 5,
    comment: 'Spotless, and on time.',
    createdAt: '2026-05-03T10:00:00.000Z',
    reviewerName: 'Olivia O.',
    reply: null,
    ...fields,
  };
}

/** The stats the server would count from `reviews`, with the job figures a test gives. */
export function statsOf(
  reviews: readonly PublicReview[],
  jobs: Pick<ReviewStats, 'completedJobs' | 'repeatCustomerShare'> = {
    completedJobs: reviews.length,
    repeatCustomerShare: reviews.length === 0 ? null : 0,
  },
): ReviewStats {
  const distribution = Array.from(
    { length: maxRating },
    (_, index) => reviews.filter((item) => item.rating === index + 1).length,
  );
  const average = reviews.length === 0 ? null : reviews.reduce((sum, item) => sum + item.rating, 0) / reviews.length;
  return { average, count: reviews.length, distribution, ...jobs };
}

export type Sent = { path: string; body: unknown };

type FakeWasherApi = {
  /** The washer's page answer, or the status of its failure. */
  washer?: PublicWasher | 404 | 500;
  reviews?: PublicReview[];
  /** The review stats, or the status of its failure; counted from `reviews` unless given. */
  stats?: ReviewStats | 500;
  session?: Session | null;
  /** The ids of the signed-in owner's favourite washers; a heart's PUT or DELETE changes them. */
  favourites?: string[];
  /**
   * The answer to a POST (reply or report), a reply's PUT or DELETE, or a heart's PUT or DELETE; as
   * the server answers it unless given.
   */
  answer?: (sent: Sent) => Response | undefined;
  /** The owner's saved cards (default: a Visa ending in 4242, local payments). */
  cards?: PaymentMethods['cards'];
  /** How the server takes payments (default: local). */
  paymentsMode?: PaymentMethods['mode'];
  /** The signed-in user's reports on this washer's reviews; a report the server takes joins them. */
  myReports?: MyReviewReport[];
  /** The signed-in user's report of this washer's profile; a report the server takes becomes it. */
  myProfileReport?: MyReport | null;
};

const failure = (status: number, message = 'Not found') =>
  Response.json({ error: { code: status === 404 ? 'not_found' : 'conflict', message } }, { status });

const favouriteOf = (washerId: string): FavouriteWasher => ({
  washerId,
  businessName: washerId === publicWasher.id ? publicWasher.businessName : washerId,
  imageUrl: null,
  rating: null,
  area: null,
  savedAt: '2026-05-01T10:00:00.000Z',
});

/** Stubs fetch with the public washer page's API; returns the writes it received. */
export function fakeWasherApi({
  washer = publicWasher,
  reviews = [],
  stats,
  session = null,
  favourites = [],
  answer,
  cards = [fakeVisa],
  paymentsMode = 'local',
  myReports = [],
  myProfileReport = null,
}: FakeWasherApi = {}) {
  const sent: Sent[] = [];
  const reported = [...myReports];
  let profileReport = myProfileReport;
  const stored = [...reviews];
  const favourite = new Set(favourites);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost:3000');
      const path = url.pathname;
      if (path === '/api/auth/get-session') return Response.json(session);
      if (path === '/api/favourites') return Response.json({ favourites: [...favourite].map(favouriteOf) });
      if (init?.method === 'PUT' || init?.method === 'DELETE') {
        const entry = { path: `${init.method} ${path}`, body: bodyOf(init) };
        sent.push(entry);
        const answered = answer?.(entry) ?? changeReplyAnswer(stored, entry);
        if (answered) return answered;
        const id = decodeURIComponent(path.split('/').at(-1) ?? '');
        if (init.method === 'PUT') favourite.add(id);
        else favourite.delete(id);
        return new Response(null, { status: 204 });
      }
      if (init?.method === 'POST') {
        const entry = { path, body: bodyOf(init) };
        sent.push(entry);
        const answered = answer?.(entry);
        if (answered) return answered;
        const reportOf = /^\/api\/reviews\/([^/]+)\/report$/.exec(path)?.[1];
        if (reportOf) reported.push({ reviewId: decodeURIComponent(reportOf), outcome: null, reason: null });
        if (/^\/api\/washers\/[^/]+\/report$/.test(path)) profileReport = { outcome: null, reason: null };
        return defaultWriteAnswer(stored, entry);
      }
      if (path === '/api/vehicles') return Response.json({ vehicles: [ownersCar] });
      if (path === '/api/payments/config') return Response.json({ mode: paymentsMode });
      if (path === '/api/payment-methods')
        return Response.json({ mode: paymentsMode, publishableKey: null, cards: paymentsMode === 'off' ? [] : cards });
      if (/^\/api\/washers\/[^/]+\/free-slots$/.test(path))
        return Response.json(freeSlotsFor(url, typeof washer === 'number' ? [] : washer.services));
      if (/^\/api\/washers\/[^/]+\/reviews$/.test(path)) {
        // Paged as the server pages: after the review named by the cursor, a page at a time.
        const page = fakePage(stored, url.searchParams.get('cursor'), publicReviewsLimit, (item) => item.id);
        return Response.json({ reviews: page.items, nextCursor: page.nextCursor });
      }
      if (/^\/api\/washers\/[^/]+\/reviews\/my-reports$/.test(path)) return Response.json({ reports: reported });
      if (/^\/api\/washers\/[^/]+\/my-report$/.test(path)) return Response.json({ report: profileReport });
      if (/^\/api\/washers\/[^/]+\/review-stats$/.test(path)) {
        if (stats === 500) return failure(500, 'Server error');
        return Response.json(stats ?? statsOf(stored));
      }
      if (/^\/api\/washers\/[^/]+$/.test(path)) {
        return typeof washer === 'number' ? failure(washer) : Response.json(washer);
      }
      return failure(404);
    }),
  );
  return sent;
}

const bodyOf = (init: RequestInit): unknown => (typeof init.body === 'string' ? JSON.parse(init.body) : null);

/** The owner's one car. */
const ownersCar = fakeVehicle({ id: 'camry', make: 'Toyota', model: 'Camry', year: 2021 });

/** Tomorrow at 10:00 and 10:30 (the browser's zone), at the washer's prices for the services asked. */
function freeSlotsFor(url: URL, services: PublicWasher['services']) {
  const asked = (url.searchParams.get('services') ?? '').split(',');
  const chosen = services.filter((service) => asked.includes(service.serviceId));
  const tomorrowTen = new Date();
  tomorrowTen.setDate(tomorrowTen.getDate() + 1);
  tomorrowTen.setHours(10, 0, 0, 0);
  return {
    instantBooking: true,
    noticeHours: 2,
    cancellationNoticeHours: 24,
    timeZone: 'UTC',
    durationMinutes: chosen.reduce((sum, service) => sum + service.estimatedMinutes, 0),
    servicesCents: chosen.reduce((sum, service) => sum + service.minPriceCents, 0),
    moreServicesCents: [],
    sizeSurcharges: defaultSizeSurcharges,
    slots: [tomorrowTen, new Date(tomorrowTen.getTime() + 30 * 60_000)].map((slot) => slot.toISOString()),
  };
}

/** What the server does on a write: a reply is kept on its review, a report is taken. */
function defaultWriteAnswer(stored: PublicReview[], { path, body }: Sent): Response {
  const reply = /^\/api\/reviews\/([^/]+)\/reply$/.exec(path);
  if (reply) {
    const index = stored.findIndex((item) => item.id === reply[1]);
    const target = stored[index];
    if (!target) return failure(404);
    const text = (body as { text: string }).text;
    const saved = { text, createdAt: '2026-05-04T09:00:00.000Z', editedAt: null };
    stored[index] = { ...target, reply: saved };
    return Response.json({ reply: saved }, { status: 201 });
  }
  if (/^\/api\/(reviews|washers)\/[^/]+\/report$/.test(path)) return Response.json({ reported: true }, { status: 201 });
  return failure(404);
}

/** What the server does on a reply's PUT (the text changes, marked edited) or DELETE; undefined for other paths. */
function changeReplyAnswer(stored: PublicReview[], { path, body }: Sent): Response | undefined {
  const [method, route] = path.split(' ');
  const reviewId = /^\/api\/reviews\/([^/]+)\/reply$/.exec(route ?? '')?.[1];
  if (reviewId === undefined) return undefined;
  const index = stored.findIndex((item) => item.id === reviewId);
  const target = stored[index];
  if (!target?.reply) return failure(404);
  if (method === 'DELETE') {
    stored[index] = { ...target, reply: null };
    return new Response(null, { status: 204 });
  }
  const reply = { ...target.reply, text: (body as { text: string }).text, editedAt: '2026-05-05T09:00:00.000Z' };
  stored[index] = { ...target, reply };
  return Response.json({ reply });
}
