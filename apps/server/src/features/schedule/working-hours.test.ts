import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialWorkingHours, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, callAs, type SignedIn } from '../../test/accounts';

let t: TestApp;
let washer: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  washer = await signedIn(t, 'washer');
  owner = await signedIn(t, 'owner');
});
afterAll(() => t.close());

const copy = (hours: WeeklyAvailability): WeeklyAvailability => structuredClone(hours);

describe('GET and PUT /api/schedule/working-hours', () => {
  it("gives a new washer the schedule page's initial hours and the default zone", async () => {
    const response = await callAs(t, washer, 'GET', '/api/schedule/working-hours');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hours: initialWorkingHours, timeZone: 'America/Los_Angeles' });
  });

  it('saves the hours, keeps the zone the browser sent with the first save, and reads them back', async () => {
    const hours = copy(initialWorkingHours);
    hours.Sunday = {
      enabled: true,
      timeSlots: [
        { start: '10:00', end: '12:00' },
        { start: '13:00', end: '14:00' },
      ],
    };
    hours.Monday.enabled = false;
    const saved = await callAs(t, washer, 'PUT', '/api/schedule/working-hours', {
      hours,
      timeZone: 'America/New_York',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ hours, timeZone: 'America/New_York' });

    const again = await callAs(t, washer, 'PUT', '/api/schedule/working-hours', { hours, timeZone: 'Europe/Paris' });
    expect((await again.json()) as unknown).toMatchObject({ timeZone: 'America/New_York' });

    const read = await callAs(t, washer, 'GET', '/api/schedule/working-hours');
    expect(await read.json()).toEqual({ hours, timeZone: 'America/New_York' });
  });

  it('refuses a slot that ends before it starts, naming the day, whatever the client sends', async () => {
    const hours = copy(initialWorkingHours);
    hours.Thursday.timeSlots = [{ start: '14:00', end: '09:00' }];
    const response = await callAs(t, washer, 'PUT', '/api/schedule/working-hours', { hours });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: expect.any(String),
        fields: { 'hours.Thursday.timeSlots.0.end': 'End time must be after start time on Thursday' },
      },
    });
    const equal = copy(initialWorkingHours);
    equal.Friday.timeSlots = [{ start: '09:00', end: '09:00' }];
    expect((await callAs(t, washer, 'PUT', '/api/schedule/working-hours', { hours: equal })).status).toBe(400);
  });

  it('refuses malformed weeks with 400, never 500', async () => {
    const offPicker = copy(initialWorkingHours);
    offPicker.Monday.timeSlots = [{ start: '03:00', end: '23:00' }];
    const bodies: unknown[] = [
      {},
      { hours: null },
      { hours: { Monday: initialWorkingHours.Monday } },
      { hours: offPicker },
      { hours: { ...initialWorkingHours, Monday: { enabled: true, timeSlots: [] } } },
      { hours: { ...initialWorkingHours, Monday: { enabled: 'yes', timeSlots: [{ start: '09:00', end: '10:00' }] } } },
      { hours: initialWorkingHours, timeZone: 'Nowhere/Land' },
      [],
      'hours',
    ];
    for (const body of bodies) {
      const response = await callAs(t, washer, 'PUT', '/api/schedule/working-hours', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const broken = await t.app.request('http://localhost:3000/api/schedule/working-hours', {
      method: 'PUT',
      headers: { cookie: washer.cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: '{"hours":',
    });
    expect(broken.status).toBe(400);
  });

  it('keeps each washer to their own hours', async () => {
    const other = await signedIn(t, 'washer');
    const read = await callAs(t, other, 'GET', '/api/schedule/working-hours');
    expect(await read.json()).toEqual({ hours: initialWorkingHours, timeZone: 'America/Los_Angeles' });
  });

  it('answers 401 signed out and 403 to owners', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { hours: initialWorkingHours }],
    ] as const) {
      expect((await callAs(t, null, method, '/api/schedule/working-hours', body)).status).toBe(401);
      expect((await callAs(t, owner, method, '/api/schedule/working-hours', body)).status).toBe(403);
    }
  });
});
