import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerDashboard } from '@sudsy/domain/owner-dashboard';
import type { WasherDashboard } from '@sudsy/domain/washer-api';
import type { ScheduleAppointments } from '@sudsy/domain/schedule-schemas';
import { addDays, dateInTimeZone, defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { completeAs, insertAppointment } from '../../test/appointments';

// The dashboards and the schedule follow the appointments as they are booked and done.

let t: TestApp;
let washer: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [washer, owner] = await Promise.all([signedIn(t, 'washer'), signedIn(t, 'owner')]);
});
afterAll(() => t.close());

const read = async <T>(who: SignedIn, path: string): Promise<T> => {
  const response = await callAs(t, who, 'GET', path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
const ownerFigures = () => read<OwnerDashboard>(owner, '/api/owner-dashboard');
const washerFigures = () => read<WasherDashboard>(washer, '/api/washer-dashboard');
const schedule = () => read<ScheduleAppointments>(washer, '/api/schedule/appointments');

describe('dashboards and schedule from real appointments', () => {
  it('count a booked wash as upcoming on both sides, then as a wash done and earnings once the washer completes it', async () => {
    const today = dateInTimeZone(new Date(), defaultTimeZone);
    const tomorrow = addDays(today, 1);
    // Booked for today at midnight, so it has started and the completed job falls in this month's count.
    const todays = await insertAppointment(t.database.db, washer, owner, {
      serviceDate: today,
      startTime: '00:00',
      endTime: '00:30',
      priceCents: 12_500,
    });
    const later = await insertAppointment(t.database.db, washer, owner, {
      serviceDate: tomorrow,
      priceCents: 8000,
      services: ['full-detail'],
    });

    expect(await ownerFigures()).toMatchObject({ totalWashes: 0, upcomingAppointments: 2 });
    expect((await ownerFigures()).upcoming.map((entry) => entry.id)).toEqual([todays, later]);
    expect(await washerFigures()).toMatchObject({ jobsThisMonth: 0, earningsCents: 0 });
    const listed = await schedule();
    expect(listed.today).toBe(today);
    expect(listed.appointments.map((entry) => [entry.id, entry.date, entry.status])).toEqual([
      [todays, today, 'scheduled'],
      [later, tomorrow, 'scheduled'],
    ]);

    expect((await completeAs(t, washer, todays)).status).toBe(200);

    expect(await ownerFigures()).toMatchObject({ totalWashes: 1, upcomingAppointments: 1 });
    expect((await ownerFigures()).upcoming.map((entry) => entry.id)).toEqual([later]);
    expect(await washerFigures()).toMatchObject({ jobsThisMonth: 1, earningsCents: 12_500 });
    expect((await schedule()).appointments.find((entry) => entry.id === todays)?.status).toBe('completed');
  });
});
