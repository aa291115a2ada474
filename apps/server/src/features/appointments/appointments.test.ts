import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentMessages,
  appointmentsPageSize,
  type AppointmentDetail,
  type AppointmentList,
  type AppointmentListItem,
} from '@sudsy/domain/appointment';
import { unknownCursorMessage } from '@sudsy/domain/pagination';
import { proofPhotoMessages } from '@sudsy/domain/photo-proof';
import { addDays, dateInTimeZone, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import { initialWorkingHours } from '@sudsy/domain/time-slots';
import type { GalleryItem } from '@sudsy/domain/gallery';
import { appointmentDays, quoteRequests } from '../../db/schema';
import { jpegWithGps } from '../../platform/images/test-images';
import { callAs, sendFormAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { insertAppointment } from '../../test/appointments';
import { dayFromToday } from '../../test/dates';

let t: TestApp;
let washer: SignedIn;
let otherWasher: SignedIn;
let owner: SignedIn;
let otherOwner: SignedIn;
let photo: File;

beforeAll(async () => {
  t = await createTestApp();
  [washer, otherWasher, owner, otherOwner] = await Promise.all([
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
    signedIn(t, 'owner'),
    signedIn(t, 'owner'),
  ]);
  photo = new File([await jpegWithGps(800, 600)], 'job.jpg', { type: 'image/jpeg' });
});
afterAll(() => t.close());

const book = (fields: Parameters<typeof insertAppointment>[3] = {}) =>
  insertAppointment(t.database.db, washer, owner, { priceCents: 9500, ...fields });
/** A job that started yesterday: completing is open. */
const started = (fields: Parameters<typeof insertAppointment>[3] = {}) =>
  book({ serviceDate: dayFromToday(-1), ...fields });
const complete = (who: SignedIn | null, id: string, files: Record<string, string | File> = {}) =>
  sendFormAs(t, who, 'POST', `/api/appointments/${id}/complete`, files);
const detail = async (who: SignedIn, id: string): Promise<AppointmentDetail> => {
  const response = await callAs(t, who, 'GET', `/api/appointments/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { appointment: AppointmentDetail }).appointment;
};
const consent = (who: SignedIn | null, id: string, value: unknown) =>
  callAs(t, who, 'PUT', `/api/appointments/${id}/portfolio-consent`, { consent: value });
const fetchAs = (who: SignedIn | null, url: string) => callAs(t, who, 'GET', url);
const gallery = async (): Promise<GalleryItem[]> =>
  ((await (await callAs(t, washer, 'GET', '/api/gallery')).json()) as { items: GalleryItem[] }).items;
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('GET /api/appointments', () => {
  it('lists each side its own appointments only, the soonest scheduled first, with the washer’s name', async () => {
    const early = await book({ serviceDate: '2030-01-02' });
    const late = await book({ serviceDate: '2030-02-02' });
    const strangers = await insertAppointment(t.database.db, otherWasher, otherOwner);
    const ids = async (who: SignedIn) =>
      (
        (await (await callAs(t, who, 'GET', '/api/appointments')).json()) as { appointments: AppointmentListItem[] }
      ).appointments.map((a) => a.id);

    const ownersList = await ids(owner);
    expect(ownersList.indexOf(early)).toBeLessThan(ownersList.indexOf(late));
    expect(ownersList).not.toContain(strangers);
    expect(await ids(washer)).toEqual(expect.arrayContaining([early, late]));
    expect(await ids(washer)).not.toContain(strangers);
    expect(await ids(otherOwner)).toEqual([strangers]);

    const response = await callAs(t, owner, 'GET', '/api/appointments');
    const item = ((await response.json()) as { appointments: AppointmentListItem[] }).appointments.find(
      (a) => a.id === early,
    );
    expect(item).toMatchObject({
      status: 'scheduled',
      date: '2030-01-02',
      start: '10:00',
      end: '11:30',
      priceCents: 9500,
      rating: null,
    });
    expect(item?.washer.id).toBe(washer.id);
  });

  it('answers 401 to a signed-out caller', async () => {
    expect((await callAs(t, null, 'GET', '/api/appointments')).status).toBe(401);
  });
});

describe('GET /api/appointments, a tab a page at a time', () => {
  type Page = AppointmentList;
  const page = async (who: SignedIn, status: string, cursor?: string): Promise<Page> => {
    const query = new URLSearchParams({ status, ...(cursor ? { cursor } : {}) });
    const response = await callAs(t, who, 'GET', `/api/appointments?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Page;
  };
  const whole = async (who: SignedIn, status: string) => {
    const first = await page(who, status);
    expect(first.appointments).toHaveLength(appointmentsPageSize);
    const second = await page(who, status, first.nextCursor ?? '');
    expect(second.nextCursor).toBeNull();
    return [...first.appointments, ...second.appointments];
  };

  it(`answers ${appointmentsPageSize} of a tab at a time, scheduled soonest first and the others the latest first, with every tab's count`, async () => {
    const busy = await signedIn(t, 'owner');
    // Three washers on each day, so jobs of one day and hour tie and go by id.
    const washers = await Promise.all([0, 1, 2].map(() => signedIn(t, 'washer')));
    const ids = { scheduled: [] as string[], completed: [] as string[] };
    for (const status of ['scheduled', 'completed'] as const) {
      for (let index = 0; index < appointmentsPageSize + 4; index += 1) {
        const day = String(1 + Math.floor(index / 3)).padStart(2, '0');
        const by = washers[index % 3] ?? washer;
        ids[status].push(
          await insertAppointment(t.database.db, by, busy, {
            status,
            serviceDate: `${status === 'scheduled' ? '2030-03' : '2030-01'}-${day}`,
          }),
        );
      }
    }
    await insertAppointment(t.database.db, washer, busy, { status: 'cancelled' });

    const scheduled = await whole(busy, 'scheduled');
    expect(scheduled.map((item) => item.id).sort()).toEqual([...ids.scheduled].sort());
    const soonest = scheduled.map((item) => `${item.date} ${item.start} ${item.id}`);
    expect(soonest).toEqual([...soonest].sort());
    const completed = await whole(busy, 'completed');
    expect(completed.map((item) => item.id).sort()).toEqual([...ids.completed].sort());
    const latest = completed.map((item) => `${item.date} ${item.start} ${item.id}`);
    expect(latest).toEqual([...latest].sort().reverse());
    expect((await page(busy, 'cancelled')).counts).toEqual({
      scheduled: appointmentsPageSize + 4,
      completed: appointmentsPageSize + 4,
      cancelled: 1,
    });
  });

  it('refuses an unknown tab or a cursor it did not give out (400 naming it)', async () => {
    const unknownTab = await callAs(t, owner, 'GET', '/api/appointments?status=pending');
    expect(unknownTab.status).toBe(400);
    expect(await unknownTab.json()).toMatchObject({ error: { fields: { status: expect.any(String) } } });
    const badCursor = await callAs(t, owner, 'GET', '/api/appointments?cursor=not-a-cursor');
    expect(badCursor.status).toBe(400);
    expect(await badCursor.json()).toMatchObject({ error: { fields: { cursor: unknownCursorMessage } } });
  });
});

describe('GET /api/appointments/:id', () => {
  it('shows the appointment to its washer and its owner, and is a 404 to anyone else', async () => {
    const id = await book();
    expect(await detail(owner, id)).toMatchObject({
      id,
      status: 'scheduled',
      completedAt: null,
      photos: { before: null, after: null },
      portfolioConsent: false,
      inPortfolio: false,
      review: null,
      cancellation: null,
    });
    expect((await detail(washer, id)).id).toBe(id);
    expect((await callAs(t, otherOwner, 'GET', `/api/appointments/${id}`)).status).toBe(404);
    expect((await callAs(t, otherWasher, 'GET', `/api/appointments/${id}`)).status).toBe(404);
    expect((await callAs(t, owner, 'GET', '/api/appointments/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await callAs(t, null, 'GET', `/api/appointments/${id}`)).status).toBe(401);
  });
});

describe('Book again on GET /api/appointments/:id', () => {
  it("gives the owner the request's vehicle while they keep it and its notes, and the washer nothing", async () => {
    const requestId = `req-again-${Date.now()}`;
    const vehicle = await callAs(t, owner, 'POST', '/api/vehicles', { make: 'Honda', model: 'Civic', year: 2020 });
    const vehicleId = ((await vehicle.json()) as { vehicle: { id: string } }).vehicle.id;
    await t.database.db.insert(quoteRequests).values({
      id: requestId,
      ownerId: owner.id,
      vehicleId,
      address: 'Austin, TX',
      serviceIds: ['express-wash'],
      notes: 'Gate code 1234',
      status: 'booked',
    });
    const id = await started({ quoteRequestId: requestId });

    expect((await detail(owner, id)).bookAgain).toEqual({ vehicleId, notes: 'Gate code 1234' });
    expect((await detail(washer, id)).bookAgain).toBeNull();
    expect((await detail(owner, await book())).bookAgain).toBeNull();

    await callAs(t, owner, 'DELETE', `/api/vehicles/${vehicleId}`);
    expect((await detail(owner, id)).bookAgain).toEqual({ vehicleId: null, notes: 'Gate code 1234' });
  });
});

describe('POST /api/appointments/:id/complete', () => {
  it('completes a scheduled job without photos, and completes the request it was booked from', async () => {
    const requestId = `req-${Date.now()}`;
    await t.database.db.insert(quoteRequests).values({
      id: requestId,
      ownerId: owner.id,
      address: 'Austin, TX',
      serviceIds: ['express-wash'],
      status: 'booked',
    });
    const id = await started({ quoteRequestId: requestId });
    // The proof the job was done: without an after photo it stays scheduled.
    const unproven = await complete(washer, id);
    expect(unproven.status).toBe(400);
    expect(await errorOf(unproven)).toMatchObject({ fields: { after: proofPhotoMessages.afterMissing } });
    expect((await detail(washer, id)).status).toBe('scheduled');
    const response = await complete(washer, id, { after: photo });
    expect(response.status).toBe(200);
    const { appointment } = (await response.json()) as { appointment: AppointmentDetail };
    expect(appointment).toMatchObject({ status: 'completed', photos: { before: null, after: expect.any(Object) } });
    expect(Date.parse(appointment.completedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const [request] = await t.database.db
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, requestId));
    expect(request?.status).toBe('completed');
  });

  it('keeps before and after photos private to the washer and the owner, without their GPS data', async () => {
    const id = await started();
    const response = await complete(washer, id, { before: photo, after: photo });
    expect(response.status, await response.clone().text()).toBe(200);
    const { photos } = ((await response.json()) as { appointment: AppointmentDetail }).appointment;
    expect(photos.before?.url).toBe(`/api/appointments/${id}/photos/before`);
    expect(photos.after?.thumbUrl).toBe(`/api/appointments/${id}/photos/after/thumb`);

    for (const who of [washer, owner]) {
      const file = await fetchAs(who, photos.before?.url ?? '');
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      expect(file.headers.get('cache-control')).toContain('private');
      expect(Buffer.from(await file.arrayBuffer()).includes(Buffer.from('GPS'))).toBe(false);
    }
    expect((await fetchAs(otherOwner, photos.before?.url ?? '')).status).toBe(404);
    expect((await fetchAs(otherWasher, photos.after?.thumbUrl ?? '')).status).toBe(404);
    expect((await fetchAs(null, photos.after?.url ?? '')).status).toBe(401);
    // Stored outside the public gallery prefix: the public files route does not know them.
    const stored = readdirSync(join(t.config.dataDir, 'uploads', 'appointment-photos', id));
    expect(stored).toHaveLength(4);
    for (const name of stored)
      expect((await t.app.request(`${testOrigin}/api/files/appointment-photos/${id}/${name}`)).status).toBe(404);
  });

  it('refuses a second completion and a cancelled job with 409', async () => {
    const id = await started();
    expect((await complete(washer, id, { after: photo })).status).toBe(200);
    const again = await complete(washer, id, { after: photo });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(appointmentMessages.alreadyCompleted);

    const cancelled = await started({ status: 'cancelled' });
    const refused = await complete(washer, cancelled);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(appointmentMessages.cancelledCannotComplete);
  });

  it('completes a job once when the washer sends it twice at the same moment', async () => {
    const id = await started();
    const statuses = (await Promise.all([1, 2, 3].map(() => complete(washer, id, { after: photo }))))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 409, 409]);
  });

  it('refuses a job before its start in the washer’s time zone with 409, and answers when it starts', async () => {
    const tokyoWasher = await signedIn(t, 'washer');
    const zoneSaved = await callAs(t, tokyoWasher, 'PUT', '/api/schedule/working-hours', {
      hours: initialWorkingHours,
      timeZone: 'Asia/Tokyo',
    });
    expect(zoneSaved.status, await zoneSaved.clone().text()).toBe(200);
    const now = new Date();
    const job = (serviceDate: string) =>
      insertAppointment(t.database.db, tokyoWasher, owner, { serviceDate, startTime: '23:59', endTime: '24:00' });
    // 23:59 on Tokyo's date two minutes from now is still ahead, even during Tokyo's last minute of
    // a day (when today's 23:59 has just begun); 23:59 on the day before Tokyo's today is behind.
    const tonightDate = dateInTimeZone(new Date(now.getTime() + 2 * 60_000), 'Asia/Tokyo');
    const tonight = await job(tonightDate);
    const refused = await complete(tokyoWasher, tonight);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: 'not_started', message: appointmentMessages.notStarted });
    const unchanged = await detail(owner, tonight);
    expect(unchanged.status).toBe('scheduled');
    expect(unchanged.startsAt).toBe(zonedTimeToInstant(tonightDate, '23:59', 'Asia/Tokyo').toISOString());

    const tokyoToday = dateInTimeZone(now, 'Asia/Tokyo');
    expect((await complete(tokyoWasher, await job(addDays(tokyoToday, -1)), { after: photo })).status).toBe(200);
  });

  it('refuses a file that is not an image and leaves the job scheduled', async () => {
    const id = await started();
    const response = await complete(washer, id, {
      before: new File(['not an image'], 'notes.txt', { type: 'text/plain' }),
    });
    expect(response.status).toBe(400);
    expect((await detail(washer, id)).status).toBe('scheduled');
  });

  it('answers 401 signed out, 403 to an owner (even the job’s own), 404 to another washer', async () => {
    const id = await started();
    expect((await complete(null, id)).status).toBe(401);
    expect((await complete(owner, id)).status).toBe(403);
    expect((await complete(otherWasher, id)).status).toBe(404);
    expect((await detail(owner, id)).status).toBe('scheduled');
  });
});

describe('PUT /api/appointments/:id/portfolio-consent', () => {
  it('puts the job’s photos in the washer’s public portfolio while the owner allows it, and takes them out when withdrawn', async () => {
    const id = await started({ services: ['full-detail'] });
    await complete(washer, id, { before: photo, after: photo });
    const before = await gallery();

    const given = await consent(owner, id, true);
    expect(given.status).toBe(200);
    expect(((await given.json()) as { appointment: AppointmentDetail }).appointment).toMatchObject({
      portfolioConsent: true,
      inPortfolio: true,
    });
    const published = (await gallery()).filter((item) => !before.some((old) => old.id === item.id));
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      title: 'Full Detail',
      afterImageUrl: expect.stringMatching(/^\/api\/files\/gallery\//),
    });
    const publicFile = await t.app.request(`${testOrigin}${published[0]?.beforeImageUrl ?? ''}`);
    expect(publicFile.status).toBe(200);

    // Allowing again changes nothing.
    expect((await consent(owner, id, true)).status).toBe(200);
    expect(await gallery()).toHaveLength(before.length + 1);

    const withdrawn = await consent(owner, id, false);
    expect(((await withdrawn.json()) as { appointment: AppointmentDetail }).appointment).toMatchObject({
      portfolioConsent: false,
      inPortfolio: false,
    });
    expect((await gallery()).map((item) => item.id)).not.toContain(published[0]?.id);
    expect((await t.app.request(`${testOrigin}${published[0]?.beforeImageUrl ?? ''}`)).status).toBe(404);
    // The private originals stay for both sides.
    expect((await fetchAs(owner, `/api/appointments/${id}/photos/before`)).status).toBe(200);
  });

  it('refuses before completion and for a job without photos with 409', async () => {
    const scheduled = await started();
    const early = await consent(owner, scheduled, true);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(appointmentMessages.consentNeedsCompletion);

    // Its after photo taken as the job's proof, during it, not with the completion.
    const bare = await started();
    await t.database.db.insert(appointmentDays).values({ appointmentId: bare, step: 'in_progress' });
    const proof = { kind: 'after', file: photo };
    expect((await sendFormAs(t, washer, 'POST', `/api/appointments/${bare}/proof-photos`, proof)).status).toBe(200);
    expect((await complete(washer, bare)).status).toBe(200);
    const nothing = await consent(owner, bare, true);
    expect(nothing.status).toBe(409);
    expect((await errorOf(nothing)).message).toBe(appointmentMessages.noPhotosToShare);
  });

  it('answers 401 signed out, 403 to a washer, 404 to another owner, 400 without a flag', async () => {
    const id = await started();
    await complete(washer, id, { before: photo, after: photo });
    expect((await consent(null, id, true)).status).toBe(401);
    expect((await consent(washer, id, true)).status).toBe(403);
    expect((await consent(otherOwner, id, true)).status).toBe(404);
    expect((await consent(owner, id, 'yes')).status).toBe(400);
    expect((await detail(owner, id)).portfolioConsent).toBe(false);
  });
});

describe('OpenAPI document', () => {
  it('lists the appointment and review endpoints', async () => {
    const document = (await (await t.app.request(`${testOrigin}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/api/appointments'] ?? {})).toEqual(['get']);
    expect(document.paths['/api/appointments/{id}/complete']).toHaveProperty('post');
    expect(document.paths['/api/appointments/{id}/portfolio-consent']).toHaveProperty('put');
    expect(document.paths['/api/appointments/{id}/photos/{side}/thumb']).toHaveProperty('get');
    expect(document.paths['/api/appointments/{id}/review']).toHaveProperty('post');
    expect(document.paths['/api/washers/{id}/reviews']).toHaveProperty('get');
  });
});
