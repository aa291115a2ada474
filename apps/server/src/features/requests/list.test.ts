import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownCursorMessage } from '@sudsy/domain/pagination';
import { filterQuoteRequests, quoteRequestBadge, type QuoteRequestTab } from '@sudsy/domain/quote-request-display';
import { quoteRequestsPageSize, type QuoteRequestListItem } from '@sudsy/domain/quote-request-views';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, callAs, type SignedIn } from '../../test/accounts';
import { insertRequest, insertResponse } from '../../test/requests';

let t: TestApp;
let otherOwner: SignedIn;
let washers: SignedIn[];

beforeAll(async () => {
  t = await createTestApp();
  [otherOwner, ...washers] = await Promise.all([
    signedIn(t, 'owner'),
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
  ]);
});
afterAll(() => t.close());

const washer = (index: number): SignedIn => {
  const found = washers[index];
  if (!found) throw new Error(`no washer ${index}`);
  return found;
};

async function list(who: SignedIn): Promise<QuoteRequestListItem[]> {
  const response = await callAs(t, who, 'GET', '/api/quote-requests');
  expect(response.status).toBe(200);
  return ((await response.json()) as { requests: QuoteRequestListItem[] }).requests;
}

async function addVehicle(who: SignedIn, body: object): Promise<string> {
  const response = await callAs(t, who, 'POST', '/api/vehicles', body);
  return ((await response.json()) as { vehicle: { id: string } }).vehicle.id;
}

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 12, minute));

describe('GET /api/quote-requests', () => {
  it("lists the owner's requests newest first, with vehicle, place, time and services", async () => {
    const me = await signedIn(t, 'owner');
    const vehicleId = await addVehicle(me, { make: 'Honda', model: 'Civic', year: 2020, nickname: 'Daily' });
    const older = await insertRequest(t, me, { createdAt: at(1), vehicleId });
    const newer = await insertRequest(t, me, {
      createdAt: at(2),
      vehicleId: null,
      preferredDate: null,
      preferredTime: null,
    });
    await insertRequest(t, otherOwner, { createdAt: at(3) });
    const requests = await list(me);
    expect(requests.map((request) => request.id)).toEqual([newer, older]);
    expect(requests[1]).toEqual({
      id: older,
      status: 'pending',
      createdAt: at(1).toISOString(),
      address: '1 Market St, San Francisco, CA 94105',
      preferredDate: '2030-05-01',
      preferredTime: '10:30',
      serviceIds: ['express-wash', 'clay-bar'],
      vehicle: { id: vehicleId, label: 'Daily (2020 Honda Civic)' },
      responseCount: 0,
      quotedCount: 0,
    });
    expect(requests[0]).toMatchObject({ vehicle: null, preferredDate: null, preferredTime: null });
  });

  it('names no vehicle once it is removed, nor one that belongs to someone else', async () => {
    const me = await signedIn(t, 'owner');
    const mine = await addVehicle(me, { make: 'Mazda', model: 'MX-5', year: 2019 });
    const theirs = await addVehicle(otherOwner, { make: 'Tesla', model: 'Model 3', year: 2022 });
    const withMine = await insertRequest(t, me, { vehicleId: mine });
    const withTheirs = await insertRequest(t, me, { vehicleId: theirs });
    await callAs(t, me, 'DELETE', `/api/vehicles/${mine}`);
    const requests = await list(me);
    expect(requests.find((request) => request.id === withMine)?.vehicle).toBeNull();
    expect(requests.find((request) => request.id === withTheirs)?.vehicle).toBeNull();
  });

  it('counts the washers a request went to and those who answered with a quote', async () => {
    const me = await signedIn(t, 'owner');
    const id = await insertRequest(t, me, { status: 'sent' });
    await insertResponse(t, id, washer(0), { status: 'quoted', amountCents: 9000 });
    await insertResponse(t, id, washer(1), { status: 'accepted', amountCents: 8000 });
    await insertResponse(t, id, washer(2), { status: 'sent' });
    expect((await list(me))[0]).toMatchObject({ id, responseCount: 3, quotedCount: 2 });
  });

  it('gives the documented badges and tabs through the list', async () => {
    const me = await signedIn(t, 'owner');
    const pending = await insertRequest(t, me, { createdAt: at(1) });
    const sent = await insertRequest(t, me, { createdAt: at(2), status: 'sent' });
    await insertResponse(t, sent, washer(0));
    const quoted = await insertRequest(t, me, { createdAt: at(3), status: 'sent' });
    await insertResponse(t, quoted, washer(0), { status: 'quoted', amountCents: 5000 });
    await insertResponse(t, quoted, washer(1), { status: 'declined' });
    const completed = await insertRequest(t, me, { createdAt: at(4), status: 'completed' });
    const cancelled = await insertRequest(t, me, { createdAt: at(5), status: 'cancelled' });
    const requests = await list(me);
    const badge = (id: string) =>
      quoteRequestBadge(requests.find((request) => request.id === id) ?? { status: '?', quotedCount: 0 });
    expect(badge(pending).text).toBe('Pending Quotes');
    expect(badge(sent).text).toBe('Sent to Providers');
    expect(badge(quoted).text).toBe('Quotes Received (1)');
    expect(badge(completed).text).toBe('Completed');
    expect(badge(cancelled)).toEqual({ text: 'Cancelled', variant: 'destructive' });
    const tab = (name: QuoteRequestTab) => filterQuoteRequests(name, requests).map((request) => request.id);
    expect(tab('pending')).toEqual([pending]);
    expect(tab('quoted')).toEqual([quoted]);
    expect(tab('sent')).toEqual([quoted, sent]);
    expect(tab('completed')).toEqual([completed]);
    expect(tab('all')).toEqual([cancelled, completed, quoted, sent, pending]);
  });

  it('is empty for a new owner', async () => {
    expect(await list(await signedIn(t, 'owner'))).toEqual([]);
  });

  it('refuses signed-out callers with 401 and washers with 403', async () => {
    expect((await callAs(t, null, 'GET', '/api/quote-requests')).status).toBe(401);
    expect((await callAs(t, washer(0), 'GET', '/api/quote-requests')).status).toBe(403);
  });
});

describe('GET /api/quote-requests, page by page', () => {
  type Page = { requests: QuoteRequestListItem[]; nextCursor: string | null };
  const page = async (who: SignedIn, cursor?: string): Promise<Page> => {
    const path = cursor ? `/api/quote-requests?cursor=${encodeURIComponent(cursor)}` : '/api/quote-requests';
    const response = await callAs(t, who, 'GET', path);
    expect(response.status).toBe(200);
    return (await response.json()) as Page;
  };

  it(`answers ${quoteRequestsPageSize} at a time, newest first, each once, until nextCursor is null`, async () => {
    const busy = await signedIn(t, 'owner');
    // Half of them at one instant: ties are ordered by id, so none is skipped or repeated.
    const instant = new Date(Date.UTC(2030, 0, 1));
    const total = quoteRequestsPageSize + 7;
    for (let index = 0; index < total; index += 1)
      await insertRequest(t, busy, { createdAt: index < 10 ? instant : new Date(instant.getTime() + index * 60_000) });

    const first = await page(busy);
    expect(first.requests).toHaveLength(quoteRequestsPageSize);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(busy, first.nextCursor ?? '');
    expect(second.requests).toHaveLength(7);
    expect(second.nextCursor).toBeNull();
    const all = [...first.requests, ...second.requests];
    expect(new Set(all.map((request) => request.id)).size).toBe(total);
    const times = all.map((request) => request.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('misses none of the requests made within one millisecond (the database keeps microseconds)', async () => {
    const quick = await signedIn(t, 'owner');
    const ids: string[] = [];
    for (let index = 0; index < quoteRequestsPageSize + 3; index += 1) ids.push(await insertRequest(t, quick));
    await t.database.db.execute(
      sql`update quote_requests set created_at = timestamptz '2030-01-01 00:00:00.123+00' + (random() * 900)::int * interval '1 microsecond' where owner_id = ${quick.id}`,
    );
    const first = await page(quick);
    const second = await page(quick, first.nextCursor ?? '');
    expect([...first.requests, ...second.requests].map((request) => request.id).sort()).toEqual(ids.sort());
  });

  it("refuses a cursor it did not give out (400 naming it), and another owner's cursor shows only one's own", async () => {
    const [mine, theirs] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'owner')]);
    for (let index = 0; index < quoteRequestsPageSize + 1; index += 1) await insertRequest(t, theirs);
    const response = await callAs(t, mine, 'GET', '/api/quote-requests?cursor=not-a-cursor');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { cursor: unknownCursorMessage } } });
    const { nextCursor } = await page(theirs);
    expect(await page(mine, nextCursor ?? '')).toEqual({ requests: [], nextCursor: null });
  });
});
