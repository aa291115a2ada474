import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSlot } from '@sudsy/domain/booking';
import { defaultPreferences } from '@sudsy/domain/notification-preferences';
import { addDays } from '@sudsy/domain/schedule-time-zone';
import {
  keptNotificationsPerUser,
  notificationsPageSize,
  type Notification,
  type NotificationsPage,
} from '@sudsy/domain/notifications';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { completeAs, insertAppointment } from '../../test/appointments';
import { accept, mailsTo, payingOwner, quote, sendRequest, upcoming, washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { bookInstantly, instantWasher, ownerWithVehicle, slotsOf } from '../../test/instant-booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { saveNotificationPreferences } from '../notification-preferences';
import { notifications } from './schema';

let t: TestApp;
let owner: SignedIn;
let washer: SignedIn;
let rival: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, washer, rival] = await Promise.all([
    payingOwner(t),
    washerWithProfile(t, 'Bell Bright Detailing'),
    washerWithProfile(t, 'Rival Rinse'),
  ]);
});
afterAll(() => t.close());

/** `who`'s bell once the events recorded so far are delivered. */
async function bell(who: SignedIn, cursor?: string): Promise<NotificationsPage> {
  await t.mail.settled();
  const response = await callAs(t, who, 'GET', `/api/notifications${cursor ? `?cursor=${cursor}` : ''}`);
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationsPage;
}

/** The newest notification of `kind` in `who`'s bell. */
async function newest(who: SignedIn, kind: Notification['kind']): Promise<Notification | undefined> {
  return (await bell(who)).notifications.find((item) => item.kind === kind);
}

async function unread(who: SignedIn): Promise<number> {
  await t.mail.settled();
  const response = await callAs(t, who, 'GET', '/api/notifications/unread-count');
  expect(response.status).toBe(200);
  return ((await response.json()) as { unread: number }).unread;
}

describe('the notification centre through the marketplace loop', () => {
  it('tells each side of a request, its quotes and the booking, with links to the pages', async () => {
    const requestId = await sendRequest(t, owner, [washer, rival]);
    expect(await newest(washer, 'new-request')).toMatchObject({
      title: expect.stringMatching(/^New quote request from /),
      link: '/provider/bids',
      read: false,
    });

    expect((await quote(t, washer, requestId, { proposedDate: upcoming('Tuesday') })).status).toBe(200);
    expect((await quote(t, rival, requestId, { proposedDate: upcoming('Tuesday') })).status).toBe(200);
    const quotes = (await bell(owner)).notifications.filter((item) => item.kind === 'new-quote');
    expect(quotes.map((item) => item.title)).toEqual([
      'New quote from Rival Rinse: $85.00',
      'New quote from Bell Bright Detailing: $85.00',
    ]);
    expect(quotes[0]?.link).toBe(`/customer/requests/${requestId}`);

    expect((await accept(t, owner, requestId, washer)).status).toBe(201);
    expect(await newest(owner, 'booking')).toMatchObject({ title: 'Booking confirmed with Bell Bright Detailing' });
    expect(await newest(washer, 'quote-accepted')).toMatchObject({
      title: expect.stringMatching(/^New booking: /),
      body: expect.stringMatching(/ accepted your quote\. The job is in your schedule\.$/),
    });
    expect(await newest(rival, 'quote-declined')).toMatchObject({
      title: expect.stringMatching(/ booked another washer$/),
      link: '/provider/bids',
    });
    // The accepted washer's quote was not declined.
    expect(await newest(washer, 'quote-declined')).toBeUndefined();
  });

  it('calls an instant booking a booking in the washer’s bell, never an accepted quote', async () => {
    const [instant, booker] = await Promise.all([instantWasher(t), ownerWithVehicle(t)]);
    const [start] = (await slotsOf(t, instant)).slots;
    expect((await bookInstantly(t, booker, instant, start ?? '')).status).toBe(201);
    expect(await newest(instant, 'booking')).toMatchObject({
      title: expect.stringMatching(/^New booking: /),
      body: expect.stringMatching(/ booked you\. The job is in your schedule\.$/),
    });
    expect(await newest(instant, 'quote-accepted')).toBeUndefined();
  });

  it('tells the owner when the job is completed and the washer when it is rated', async () => {
    const id = await insertAppointment(t.database.db, washer, owner, { serviceDate: dayFromToday(-1) });
    expect((await completeAs(t, washer, id)).status).toBe(200);
    expect(await newest(owner, 'job-completed')).toMatchObject({
      title: 'Bell Bright Detailing completed your wash',
      link: `/appointments/${id}`,
    });

    const rated = await callAs(t, owner, 'POST', `/api/appointments/${id}/review`, {
      rating: 5,
      comment: 'Spotless.',
    });
    expect(rated.status).toBe(201);
    expect(await newest(washer, 'review-received')).toMatchObject({
      title: 'Olivia Owner rated your wash 5 of 5',
      body: '“Spotless.”',
      link: `/providers/${washer.id}`,
    });
  });

  it('tells the other side of a cancellation and of a proposed new time', async () => {
    // A Monday, then the Tuesday and Wednesday after: the washer works weekdays.
    const cancelledOn = upcoming('Monday');
    const cancelled = await insertAppointment(t.database.db, washer, owner, { serviceDate: cancelledOn });
    const cancel = await callAs(t, washer, 'POST', `/api/appointments/${cancelled}/cancel`, {
      reason: 'Van broke down',
    });
    expect(cancel.status).toBe(200);
    expect(await newest(owner, 'cancellation')).toMatchObject({
      title: `Appointment cancelled: ${formatSlot(cancelledOn, '10:00')}`,
    });

    const moving = await insertAppointment(t.database.db, washer, owner, { serviceDate: addDays(cancelledOn, 1) });
    const proposal = await callAs(t, owner, 'POST', `/api/appointments/${moving}/reschedule`, {
      date: addDays(cancelledOn, 2),
      start: '14:00',
    });
    expect(proposal.status).toBe(201);
    expect(await newest(washer, 'reschedule')).toMatchObject({ link: `/appointments/${moving}` });
  });
});

describe('preferences', () => {
  it('keeps an item out of the bell when its push setting is off, and the email follows its own setting', async () => {
    const quiet = await payingOwner(t);
    const preferences = defaultPreferences();
    await saveNotificationPreferences(t.database.db, quiet.id, {
      ...preferences,
      push: { ...preferences.push, bidUpdates: false },
    });
    const requestId = await sendRequest(t, quiet, [washer]);
    expect((await quote(t, washer, requestId, { proposedDate: upcoming('Wednesday') })).status).toBe(200);
    expect((await bell(quiet)).notifications).toEqual([]);
    expect((await mailsTo(t, quiet)).map((mail) => mail.subject)).toContain(
      'New quote from Bell Bright Detailing: $85.00',
    );

    await saveNotificationPreferences(t.database.db, quiet.id, preferences);
    const again = await sendRequest(t, quiet, [rival]);
    expect((await quote(t, rival, again, { proposedDate: upcoming('Wednesday') })).status).toBe(200);
    expect((await bell(quiet)).notifications.map((item) => item.kind)).toEqual(['new-quote']);
  });
});

describe('reading', () => {
  /** `count` notifications for `who`, written straight to the table, the last one the newest. */
  async function stored(who: SignedIn, count: number): Promise<void> {
    const start = Date.now() - count * 1000;
    await t.database.db.insert(notifications).values(
      Array.from({ length: count }, (_, index) => ({
        userId: who.id,
        kind: 'new-quote' as const,
        title: `Item ${index + 1}`,
        body: 'Body',
        link: '/customer/requests',
        createdAt: new Date(start + index * 1000),
      })),
    );
  }

  it('pages the list newest first and counts what is unread', async () => {
    const reader = await signedIn(t, 'owner');
    await stored(reader, notificationsPageSize + 5);
    const first = await bell(reader);
    expect(first.notifications).toHaveLength(notificationsPageSize);
    expect(first.notifications[0]?.title).toBe(`Item ${notificationsPageSize + 5}`);
    expect(await unread(reader)).toBe(notificationsPageSize + 5);
    expect(first.nextCursor).not.toBeNull();
    const second = await bell(reader, first.nextCursor ?? '');
    expect(second.notifications.map((item) => item.title)).toEqual(['Item 5', 'Item 4', 'Item 3', 'Item 2', 'Item 1']);
    expect(second.nextCursor).toBeNull();
  });

  it('marks one read when opened and all read at once', async () => {
    const reader = await signedIn(t, 'owner');
    await stored(reader, 3);
    const [opened] = (await bell(reader)).notifications;
    const response = await callAs(t, reader, 'POST', `/api/notifications/${opened?.id}/read`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unread: 2 });
    expect((await bell(reader)).notifications.map((item) => item.read)).toEqual([true, false, false]);
    // Opening it again changes nothing.
    expect(await (await callAs(t, reader, 'POST', `/api/notifications/${opened?.id}/read`)).json()).toEqual({
      unread: 2,
    });

    expect((await callAs(t, reader, 'POST', '/api/notifications/read-all')).status).toBe(200);
    expect(await unread(reader)).toBe(0);
    expect((await bell(reader)).notifications.every((item) => item.read)).toBe(true);
  });

  it('never shows or changes another user’s notifications', async () => {
    const mine = await signedIn(t, 'owner');
    const theirs = await signedIn(t, 'owner');
    await stored(theirs, 1);
    const [item] = (await bell(theirs)).notifications;
    expect((await bell(mine)).notifications).toEqual([]);
    expect((await callAs(t, mine, 'POST', `/api/notifications/${item?.id}/read`)).status).toBe(404);
    expect((await callAs(t, mine, 'POST', '/api/notifications/read-all')).status).toBe(200);
    expect(await unread(theirs)).toBe(1);
  });

  it('answers bad ids with 400 and signed-out callers with 401', async () => {
    const reader = await signedIn(t, 'owner');
    expect((await callAs(t, reader, 'POST', '/api/notifications/not-an-id/read')).status).toBe(400);
    expect((await callAs(t, reader, 'GET', '/api/notifications?cursor=nope')).status).toBe(400);
    expect((await callAs(t, null, 'GET', '/api/notifications')).status).toBe(401);
  });

  it(`keeps only the newest ${keptNotificationsPerUser} of a user`, async () => {
    const busy = await washerWithProfile(t, 'Busy Bubbles');
    await stored(busy, keptNotificationsPerUser);
    await sendRequest(t, owner, [busy]);
    expect((await newest(busy, 'new-request'))?.link).toBe('/provider/bids');
    const titles = (
      await t.database.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(eq(notifications.userId, busy.id))
    ).map((row) => row.title);
    expect(titles).toHaveLength(keptNotificationsPerUser);
    // The oldest stored one went to make room.
    expect(titles).not.toContain('Item 1');
    expect(titles).toContain('Item 2');
  });
});
