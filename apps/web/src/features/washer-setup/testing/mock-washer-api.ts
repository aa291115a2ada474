import { vi } from 'vitest';
import type { GalleryItem } from '@sudsy/domain/gallery';
import { bookingPaymentTexts } from '@sudsy/domain/job-payment';
import type { AddressSuggestion, MapsConfig } from '@sudsy/domain/geo';
import type { WasherProfile, WasherProfileInput } from '@sudsy/domain/washer-profile';
import { sessionFor } from '@/test/render-app';

export const washerId = sessionFor('washer').user.id;

type MockWasherApiOptions = {
  /** The server's copy; 'error' makes the read fail with a 500. */
  profile?: WasherProfile | null | 'error';
  gallery?: GalleryItem[];
  mapsConfig?: MapsConfig;
  suggestions?: AddressSuggestion[] | 'error';
  reverseAddress?: string | null;
  emailVerified?: boolean;
  /** Whether the washer's payouts are set up (default yes): without, instant booking stays off. */
  payoutsReady?: boolean;
  /** Answers a save instead of storing it. */
  onSave?: (profile: WasherProfileInput) => Response | undefined;
};

/** A saved profile as the server answers it. */
export function serverProfile(input: WasherProfileInput, updatedAt = '2026-01-01T12:00:00.000Z'): WasherProfile {
  return { ...input, userId: washerId, updatedAt };
}

/**
 * Stands in for the API at the network edge for the washer setup: the session of a washer, the
 * profile (kept between reads and saves), geocoding, maps config and gallery. `offline` makes
 * every call fail as a dropped connection does.
 */
export function mockWasherApi(options: MockWasherApiOptions = {}) {
  const state = {
    profile: options.profile ?? null,
    offline: false,
    saves: [] as WasherProfileInput[],
    /** While set, saves wait for it: the page can be seen 'saving'. */
    hold: null as Promise<void> | null,
    posts: [] as { path: string; body: unknown }[],
    instantBooking: { enabled: false, noticeHours: 2 },
    gallery: options.gallery ?? [],
  };
  const session = sessionFor('washer');
  const payoutsReady = options.payoutsReady ?? true;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (state.offline) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const route = `${method} ${url.pathname}`;
    const galleryItemId = /^DELETE \/api\/gallery\/([^/]+)$/.exec(route)?.[1];
    if (galleryItemId) {
      state.gallery = state.gallery.filter((item) => item.id !== galleryItemId);
      return new Response(null, { status: 204 });
    }
    switch (route) {
      case 'GET /api/auth/get-session':
        return Response.json({ ...session, user: { ...session.user, emailVerified: options.emailVerified ?? true } });
      case 'GET /api/washer-profile/instant-booking':
        return Response.json({ ...state.instantBooking, payoutsReady });
      case 'PUT /api/washer-profile/instant-booking': {
        const settings = JSON.parse(String(init?.body)) as typeof state.instantBooking;
        if (settings.enabled && !payoutsReady)
          return Response.json(
            { error: { code: 'washer_payouts_required', message: bookingPaymentTexts.instantNeedsPayouts } },
            { status: 409 },
          );
        state.instantBooking = settings;
        return Response.json({ ...state.instantBooking, payoutsReady });
      }
      case 'GET /api/washer-profile':
        if (state.profile === 'error')
          return Response.json({ error: { code: 'internal', message: 'Database down' } }, { status: 500 });
        return Response.json({ profile: state.profile });
      case 'PUT /api/washer-profile': {
        const body = JSON.parse(String(init?.body)) as WasherProfileInput;
        state.saves.push(body);
        if (state.hold) await state.hold;
        const answer = options.onSave?.(body);
        if (answer) return answer;
        state.profile = serverProfile(body, new Date().toISOString());
        return Response.json({ profile: state.profile });
      }
      case 'GET /api/geocode/suggest': {
        if (options.suggestions === 'error')
          return Response.json({ error: { code: 'internal', message: 'Geocoder down' } }, { status: 500 });
        const query = (url.searchParams.get('q') ?? '').toLowerCase();
        return Response.json({
          suggestions: (options.suggestions ?? []).filter((s) => s.label.toLowerCase().includes(query)),
        });
      }
      case 'GET /api/geocode/reverse':
        return Response.json({ address: options.reverseAddress ?? null });
      case 'GET /api/maps/config':
        return Response.json(options.mapsConfig ?? { provider: 'offline', keyConfigured: false });
      case 'GET /api/gallery':
        return Response.json({ items: state.gallery });
      case 'POST /api/auth/send-verification-email':
        state.posts.push({ path: url.pathname, body: JSON.parse(String(init?.body)) as unknown });
        return Response.json({ status: true });
      default:
        return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    state,
    setOffline(offline: boolean) {
      state.offline = offline;
    },
    /** Holds every save until the returned release is called. */
    holdSaves(): () => void {
      let release!: () => void;
      state.hold = new Promise((resolve) => (release = resolve));
      return () => {
        state.hold = null;
        release();
      };
    },
  };
}
