import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteRequestDetail } from '@sudsy/domain/quote-request-views';
import { createStorage } from '../../platform/storage/create-storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, callAs, type SignedIn } from '../../test/accounts';
import { profileInput } from '../../test/washers';
import { insertPhoto, insertRequest, insertResponse } from '../../test/requests';

let t: TestApp;
let owner: SignedIn;
let otherOwner: SignedIn;
let quoting: SignedIn;
let waiting: SignedIn;
let outsider: SignedIn;
let requestId: string;
let photoId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, quoting, waiting, outsider] = await Promise.all([
    signedIn(t, 'owner'),
    signedIn(t, 'owner'),
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
  ]);
  await callAs(t, quoting, 'PUT', '/api/washer-profile', profileInput({ businessName: 'Shine Mobile Detailing' }));
  requestId = await insertRequest(t, owner, { status: 'sent' });
  await insertResponse(t, requestId, quoting, {
    status: 'quoted',
    amountCents: 8500,
    estimatedMinutes: 75,
    washerNotes: 'Can come early',
    proposedDate: '2030-05-01',
    proposedTime: '09:00',
    createdAt: new Date(Date.UTC(2030, 0, 1)),
  });
  await insertResponse(t, requestId, waiting, { createdAt: new Date(Date.UTC(2030, 0, 2)) });
  photoId = await insertPhoto(t, requestId, owner);
  const storage = createStorage(t.config.storage);
  await storage.put(`requests/${photoId}.webp`, new TextEncoder().encode('full'), 'image/webp');
  await storage.put(`requests/${photoId}-thumb.webp`, new TextEncoder().encode('thumb'), 'image/webp');
});
afterAll(() => t.close());

async function detail(who: SignedIn | null, id = requestId): Promise<{ status: number; request?: QuoteRequestDetail }> {
  const response = await callAs(t, who, 'GET', `/api/quote-requests/${encodeURIComponent(id)}`);
  const body = (await response.json()) as { request?: QuoteRequestDetail };
  return { status: response.status, request: body.request };
}

describe('GET /api/quote-requests/:id', () => {
  it('shows the owner everything: notes, point, photos and every washer with their quote', async () => {
    const { status, request } = await detail(owner);
    expect(status).toBe(200);
    expect(request).toEqual({
      id: requestId,
      status: 'sent',
      createdAt: expect.any(String),
      address: '1 Market St, San Francisco, CA 94105',
      preferredDate: '2030-05-01',
      preferredTime: '10:30',
      serviceIds: ['express-wash', 'clay-bar'],
      vehicle: null,
      responseCount: 2,
      quotedCount: 1,
      notes: 'Gate code 1234',
      coordinates: { lat: 37.7864, lng: -122.3892 },
      photos: [
        {
          id: photoId,
          url: `/api/quote-requests/${requestId}/photos/${photoId}`,
          thumbUrl: `/api/quote-requests/${requestId}/photos/${photoId}/thumb`,
        },
      ],
      recipients: [
        {
          washerId: quoting.id,
          businessName: 'Shine Mobile Detailing',
          status: 'quoted',
          amountCents: 8500,
          estimatedMinutes: 75,
          washerNotes: 'Can come early',
          proposedDate: '2030-05-01',
          proposedTime: '09:00',
          rating: null,
          cancellationNoticeHours: 24,
        },
        {
          washerId: waiting.id,
          businessName: 'Provider',
          status: 'sent',
          amountCents: null,
          estimatedMinutes: null,
          washerNotes: null,
          proposedDate: null,
          proposedTime: null,
          rating: null,
          // No profile yet: the default notice.
          cancellationNoticeHours: 24,
        },
      ],
      booking: null,
    });
  });

  it('shows a washer it was sent to the request and their own response only', async () => {
    const { status, request } = await detail(waiting);
    expect(status).toBe(200);
    expect(request?.recipients.map((recipient) => recipient.washerId)).toEqual([waiting.id]);
    expect(request).toMatchObject({ responseCount: 1, quotedCount: 0, notes: 'Gate code 1234' });
    expect(request?.photos).toHaveLength(1);
    const own = await detail(quoting);
    expect(own.request?.recipients).toEqual([expect.objectContaining({ washerId: quoting.id, amountCents: 8500 })]);
    expect(own.request).toMatchObject({ responseCount: 1, quotedCount: 1 });
  });

  it('answers 404 to another owner and to a washer it was not sent to, as for no request at all', async () => {
    const missing = await detail(owner, 'no-such-request');
    expect(missing.status).toBe(404);
    for (const who of [otherOwner, outsider]) {
      const response = await callAs(t, who, 'GET', `/api/quote-requests/${requestId}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    }
  });

  it('answers 401 when signed out', async () => {
    expect((await detail(null)).status).toBe(401);
  });
});

describe('GET /api/quote-requests/:id/photos/:photoId', () => {
  const photoPath = () => `/api/quote-requests/${requestId}/photos/${photoId}`;

  it('serves the photo and its thumbnail to the owner and to washers it was sent to', async () => {
    for (const who of [owner, quoting, waiting]) {
      const full = await callAs(t, who, 'GET', photoPath());
      expect(full.status).toBe(200);
      expect(full.headers.get('content-type')).toBe('image/webp');
      expect(full.headers.get('cache-control')).toBe('private, max-age=86400');
      expect(await full.text()).toBe('full');
      expect(await (await callAs(t, who, 'GET', `${photoPath()}/thumb`)).text()).toBe('thumb');
    }
  });

  it('answers 404 to another owner and a washer it was not sent to, and 401 signed out', async () => {
    for (const who of [otherOwner, outsider]) {
      expect((await callAs(t, who, 'GET', photoPath())).status).toBe(404);
      expect((await callAs(t, who, 'GET', `${photoPath()}/thumb`)).status).toBe(404);
    }
    expect((await callAs(t, null, 'GET', photoPath())).status).toBe(401);
  });

  it('answers 404 for a photo asked for through a request it does not belong to', async () => {
    const otherRequest = await insertRequest(t, owner);
    expect((await callAs(t, owner, 'GET', `/api/quote-requests/${otherRequest}/photos/${photoId}`)).status).toBe(404);
    expect((await callAs(t, owner, 'GET', `/api/quote-requests/${requestId}/photos/no-such-photo`)).status).toBe(404);
  });
});
