import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertAppointment } from '../../test/appointments';
import { signedIn, callAs, type SignedIn } from '../../test/accounts';
import { dayFromToday } from '../../test/dates';
import { insertRequest } from '../../test/requests';
import { profiles } from '../profiles/schema';

let t: TestApp;
let washer: SignedIn;
let otherWasher: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [washer, otherWasher, owner] = await Promise.all([
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
    signedIn(t, 'owner'),
  ]);
});
afterAll(() => t.close());

type Listing = {
  today: string;
  timeZone: string;
  appointments: { id: string; date: string; start: string; status: string }[];
  past: { id: string; date: string; start: string; status: string }[];
};

async function listAppointments(who: SignedIn): Promise<Listing> {
  const response = await callAs(t, who, 'GET', '/api/schedule/appointments');
  expect(response.status).toBe(200);
  return (await response.json()) as Listing;
}

describe('GET /api/schedule/appointments', () => {
  it("lists the washer's own appointments of today and later, in order, with the washer's today", async () => {
    const today = dayFromToday(0);
    const tomorrow = dayFromToday(1);
    const later = await insertAppointment(t.database.db, washer, owner, {
      serviceDate: tomorrow,
      startTime: '13:00',
      endTime: '14:00',
      status: 'completed',
    });
    const earlier = await insertAppointment(t.database.db, washer, owner, {
      serviceDate: today,
      startTime: '09:00',
      endTime: '10:30',
      ownerName: 'Jane Doe',
      services: ['full-detail', 'clay-bar'],
    });
    await insertAppointment(t.database.db, washer, owner, {
      serviceDate: dayFromToday(-1),
      startTime: '09:00',
      endTime: '10:00',
    });
    // Cancelled jobs leave Today and Upcoming: My Appointments' Cancelled tab keeps them.
    await insertAppointment(t.database.db, washer, owner, {
      serviceDate: today,
      startTime: '15:00',
      endTime: '16:00',
      status: 'cancelled',
    });
    await insertAppointment(t.database.db, otherWasher, owner, {
      serviceDate: today,
      startTime: '11:00',
      endTime: '12:00',
    });

    const listing = await listAppointments(washer);
    expect(listing.today).toBe(today);
    expect(listing.timeZone).toBe('America/Los_Angeles');
    expect(listing.appointments.map((appointment) => appointment.id)).toEqual([earlier, later]);
    expect(listing.appointments[0]).toEqual({
      id: earlier,
      date: today,
      start: '09:00',
      end: '10:30',
      ownerName: 'Jane Doe',
      vehicle: '2020 Honda Civic (Blue)',
      // One car: the vehicle, services and price say it all.
      cars: [],
      address: '1 Market St, San Francisco, CA 94105',
      services: ['full-detail', 'clay-bar'],
      status: 'scheduled',
    });
  });

  it('lists past jobs apart, the ones still to mark completed first, without cancelled ones, up to five', async () => {
    const busy = await signedIn(t, 'washer');
    const job = (days: number, status: 'scheduled' | 'completed' | 'cancelled', startTime = '09:00') =>
      insertAppointment(t.database.db, busy, owner, {
        serviceDate: dayFromToday(days),
        startTime,
        endTime: '14:00',
        status,
      });
    const doneYesterday = await job(-1, 'completed');
    const toMarkLastWeek = await job(-7, 'scheduled');
    const toMarkYesterday = await job(-1, 'scheduled', '13:00');
    await job(-2, 'cancelled');
    const doneTwoDaysAgo = await job(-2, 'completed');
    const doneThreeDaysAgo = await job(-3, 'completed');
    await job(-4, 'completed');
    const todays = await job(0, 'scheduled');

    const listing = await listAppointments(busy);
    expect(listing.appointments.map((appointment) => appointment.id)).toEqual([todays]);
    expect(listing.past.map((appointment) => appointment.id)).toEqual([
      toMarkYesterday,
      toMarkLastWeek,
      doneYesterday,
      doneTwoDaysAgo,
      doneThreeDaysAgo,
    ]);
    expect((await listAppointments(washer)).past.every((appointment) => appointment.status !== 'cancelled')).toBe(true);
  });

  it("follows the washer's time zone for today", async () => {
    const tokyo = await signedIn(t, 'washer');
    await callAs(t, tokyo, 'GET', '/api/schedule/calendar-feed?timeZone=Asia%2FTokyo');
    const listing = await listAppointments(tokyo);
    expect(listing).toMatchObject({
      today: dayFromToday(0, 'Asia/Tokyo'),
      timeZone: 'Asia/Tokyo',
      appointments: [],
      past: [],
    });
  });

  it("answers 404 for another washer's appointment and for none at all", async () => {
    const mine = await insertAppointment(t.database.db, washer, owner, {
      serviceDate: dayFromToday(2),
      startTime: '09:00',
      endTime: '10:00',
    });
    const theirs = await insertAppointment(t.database.db, otherWasher, owner, {
      serviceDate: dayFromToday(2),
      startTime: '09:00',
      endTime: '10:00',
    });
    const own = await callAs(t, washer, 'GET', `/api/schedule/appointments/${mine}`);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id: mine, date: dayFromToday(2) });
    expect((await callAs(t, washer, 'GET', `/api/schedule/appointments/${theirs}`)).status).toBe(404);
    expect((await callAs(t, washer, 'GET', `/api/schedule/appointments/${randomUUID()}`)).status).toBe(404);
    expect((await callAs(t, washer, 'GET', '/api/schedule/appointments/nope')).status).toBe(400);
    expect((await listAppointments(washer)).appointments.some((appointment) => appointment.id === theirs)).toBe(false);
  });

  it('answers 401 signed out and 403 to owners', async () => {
    for (const path of ['/api/schedule/appointments', `/api/schedule/appointments/${randomUUID()}`]) {
      expect((await callAs(t, null, 'GET', path)).status).toBe(401);
      expect((await callAs(t, owner, 'GET', path)).status).toBe(403);
    }
  });
});

describe('calendar feed', () => {
  async function feedUrl(who: SignedIn, method = 'GET', path = '/api/schedule/calendar-feed'): Promise<string> {
    const response = await callAs(t, who, method, path);
    expect(response.status).toBe(200);
    return ((await response.json()) as { url: string }).url;
  }

  /** The feed as a calendar app fetches it: no cookie, just the URL. */
  async function fetchFeed(url: string): Promise<Response> {
    return t.app.request(url);
  }

  it('gives a stable secret URL on the public origin', async () => {
    const url = await feedUrl(washer);
    expect(url.startsWith(`${t.config.publicUrl}/api/calendar/`)).toBe(true);
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(washer)).toBe(url);
    expect(await feedUrl(otherWasher)).not.toBe(url);
  });

  it("lists the washer's appointments and blocks and parses back with ical.js", async () => {
    const feedWasher = await signedIn(t, 'washer');
    const url = await feedUrl(feedWasher);
    const date = dayFromToday(3);
    const appointmentId = await insertAppointment(t.database.db, feedWasher, owner, {
      serviceDate: date,
      startTime: '09:00',
      endTime: '10:30',
      ownerName: 'Jane; Doe',
      services: ['full-detail', 'clay-bar'],
      address: '500 Howard St, San Francisco, CA',
    });
    const cancelledId = await insertAppointment(t.database.db, feedWasher, owner, {
      serviceDate: date,
      startTime: '15:00',
      endTime: '16:00',
      status: 'cancelled',
    });
    await insertAppointment(t.database.db, otherWasher, owner, {
      serviceDate: date,
      startTime: '12:00',
      endTime: '13:00',
      ownerName: 'Not Mine',
    });
    const blockId = randomUUID();
    const reason = `Dentist appointment, then a long lunch with the whole family — ${'très '.repeat(10)}`;
    expect(
      (
        await callAs(t, feedWasher, 'PUT', `/api/schedule/blocks/${blockId}`, {
          date,
          start: '12:00',
          durationMinutes: 60,
          reason,
        })
      ).status,
    ).toBe(200);
    const untitledId = randomUUID();
    await callAs(t, feedWasher, 'PUT', `/api/schedule/blocks/${untitledId}`, {
      date: dayFromToday(4),
      start: '20:00',
      durationMinutes: 480,
      reason: '',
    });

    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('private');
    const text = await response.text();

    // RFC 5545 §3.1: CRLF line ends, physical lines of at most 75 octets.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = new Map(
      calendar.getAllSubcomponents('vevent').map((component) => {
        const event = new ICAL.Event(component);
        return [event.uid, event] as const;
      }),
    );
    expect([...events.keys()].sort()).toEqual(
      [
        `appointment-${appointmentId}@sudsy`,
        `appointment-${cancelledId}@sudsy`,
        `block-${blockId}@sudsy`,
        `block-${untitledId}@sudsy`,
      ].sort(),
    );
    for (const event of events.values()) {
      expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
      expect(event.startDate.isDate).toBe(false);
      expect(event.startDate.zone?.tzid).toBe('UTC');
    }

    const appointment = events.get(`appointment-${appointmentId}@sudsy`);
    expect(appointment?.summary).toBe('Full Detail, Clay Bar Treatment – Jane; Doe');
    expect(appointment?.location).toBe('500 Howard St, San Francisco, CA');
    expect(appointment?.description).toContain('Vehicle: 2020 Honda Civic (Blue)');
    expect(appointment?.startDate.toJSDate()).toEqual(zonedTimeToInstant(date, '09:00', 'America/Los_Angeles'));
    expect(appointment?.endDate.toJSDate()).toEqual(zonedTimeToInstant(date, '10:30', 'America/Los_Angeles'));
    expect(events.get(`appointment-${cancelledId}@sudsy`)?.component.getFirstPropertyValue('status')).toBe('CANCELLED');

    const blocked = events.get(`block-${blockId}@sudsy`);
    expect(blocked?.summary).toBe(reason.trim());
    expect(blocked?.startDate.toJSDate()).toEqual(zonedTimeToInstant(date, '12:00', 'America/Los_Angeles'));
    expect(blocked?.endDate.toJSDate()).toEqual(zonedTimeToInstant(date, '13:00', 'America/Los_Angeles'));
    const untitled = events.get(`block-${untitledId}@sudsy`);
    expect(untitled?.summary).toBe('Blocked time');
    expect(untitled?.endDate.toJSDate()).toEqual(zonedTimeToInstant(dayFromToday(5), '00:00', 'America/Los_Angeles'));
  });

  it("carries the owner's notes, their phone while the job is scheduled and a link back; whole days off as all-day events", async () => {
    const feedWasher = await signedIn(t, 'washer');
    const caller = await signedIn(t, 'owner');
    await t.database.db.insert(profiles).values({ userId: caller.id, phone: '(415) 555-0134' });
    const url = await feedUrl(feedWasher);
    const requestId = await insertRequest(t, caller, { notes: 'Gate code 1234; ring twice, please' });
    const scheduledId = await insertAppointment(t.database.db, feedWasher, caller, {
      serviceDate: dayFromToday(3),
      quoteRequestId: requestId,
    });
    const completedId = await insertAppointment(t.database.db, feedWasher, caller, {
      serviceDate: dayFromToday(-2),
      status: 'completed',
    });
    const stretchId = randomUUID();
    const wholeDays = { allDay: true, start: '', durationMinutes: 60 };
    const put = (id: string, body: object) => callAs(t, feedWasher, 'PUT', `/api/schedule/blocks/${id}`, body);
    expect(
      (await put(stretchId, { ...wholeDays, date: dayFromToday(20), through: dayFromToday(22), reason: 'Holiday' }))
        .status,
    ).toBe(200);
    const dayOffId = randomUUID();
    expect((await put(dayOffId, { ...wholeDays, date: dayFromToday(25), reason: '' })).status).toBe(200);

    const text = await (await fetchFeed(url)).text();
    const unfolded = text.replace(/\r\n /g, '');
    // RFC 5545 §3.3.11: the notes' semicolon and comma are escaped in DESCRIPTION.
    expect(unfolded).toContain('Notes: Gate code 1234\\; ring twice\\, please');
    expect(unfolded).toContain(`URL;VALUE=URI:${t.config.publicUrl}/appointments/${scheduledId}`);
    const compact = (date: string) => date.replace(/-/g, '');
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${compact(dayFromToday(20))}`);
    expect(unfolded).toContain(`DTEND;VALUE=DATE:${compact(dayFromToday(23))}`);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = new Map(
      calendar.getAllSubcomponents('vevent').map((component) => {
        const event = new ICAL.Event(component);
        return [event.uid, event] as const;
      }),
    );
    const scheduled = events.get(`appointment-${scheduledId}@sudsy`);
    expect(scheduled?.description.split('\n')).toEqual(
      expect.arrayContaining([
        'Phone: (415) 555-0134',
        'Notes: Gate code 1234; ring twice, please',
        `Booking: ${t.config.publicUrl}/appointments/${scheduledId}`,
      ]),
    );
    expect(scheduled?.component.getFirstPropertyValue('url')).toBe(`${t.config.publicUrl}/appointments/${scheduledId}`);
    const completed = events.get(`appointment-${completedId}@sudsy`);
    expect(completed?.description).not.toContain('555-0134');
    expect(completed?.description).toContain(`Booking: ${t.config.publicUrl}/appointments/${completedId}`);

    // One all-day event per stretch, its end the day after the last.
    const stretch = events.get(`block-${stretchId}@sudsy`);
    expect(stretch?.summary).toBe('Holiday');
    expect(stretch?.startDate.isDate).toBe(true);
    expect(stretch?.startDate.toString()).toBe(dayFromToday(20));
    expect(stretch?.endDate.toString()).toBe(dayFromToday(23));
    const dayOff = events.get(`block-${dayOffId}@sudsy`);
    expect(dayOff?.summary).toBe('Blocked time');
    expect([dayOff?.startDate.toString(), dayOff?.endDate.toString()]).toEqual([dayFromToday(25), dayFromToday(26)]);
    expect([...events.keys()].filter((uid) => uid.startsWith('block-'))).toHaveLength(2);
  });

  it('stops serving the old URL once regenerated', async () => {
    const old = await feedUrl(washer);
    expect((await fetchFeed(old)).status).toBe(200);
    const fresh = await feedUrl(washer, 'POST', '/api/schedule/calendar-feed/regenerate');
    expect(fresh).not.toBe(old);
    expect(await feedUrl(washer)).toBe(fresh);
    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    expect((await fetchFeed(fresh)).status).toBe(200);
  });

  it('answers 404 for made-up feed addresses', async () => {
    for (const file of [`${'A'.repeat(43)}.ics`, 'short.ics', `${'A'.repeat(43)}.json`, '..%2F..%2Fetc%2Fpasswd']) {
      expect((await t.app.request(`http://localhost:3000/api/calendar/${file}`)).status, file).toBe(404);
    }
  });

  it('refuses an unknown zone, and answers 401 signed out and 403 to owners', async () => {
    expect((await callAs(t, washer, 'GET', '/api/schedule/calendar-feed?timeZone=Mars%2FOlympus')).status).toBe(400);
    for (const [method, path] of [
      ['GET', '/api/schedule/calendar-feed'],
      ['POST', '/api/schedule/calendar-feed/regenerate'],
    ] as const) {
      expect((await callAs(t, null, method, path)).status).toBe(401);
      expect((await callAs(t, owner, method, path)).status).toBe(403);
    }
  });
});
