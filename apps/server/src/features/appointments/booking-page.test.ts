import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { insertAppointment } from '../../test/appointments';
import { washerWithProfile } from '../../test/bookings';
import { insertRequest } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { profiles } from '../profiles/schema';
import { appointments } from './schema';

// The booking page (docs/product.md, "The booking page"): the owner's notes for both sides, the
// owner to write to, and the booking as a calendar file with a link back to the page.

let t: TestApp;
let washer: SignedIn;
let owner: SignedIn;
let stranger: SignedIn;
let bookingId: string;

beforeAll(async () => {
  t = await createTestApp();
  [washer, owner, stranger] = await Promise.all([
    washerWithProfile(t, 'Shine Mobile Detailing'),
    signedIn(t, 'owner'),
    signedIn(t, 'owner'),
  ]);
  const requestId = await insertRequest(t, owner, { notes: 'Gate code 4321; keys with the doorman' });
  bookingId = await insertAppointment(t.database.db, washer, owner, {
    quoteRequestId: requestId,
    address: '48 Elm Street, Springfield',
    serviceDate: '2030-06-03',
    startTime: '10:00',
    endTime: '11:30',
  });
});
afterAll(() => t.close());

async function detailAs(who: SignedIn): Promise<AppointmentDetail> {
  const response = await callAs(t, who, 'GET', `/api/appointments/${bookingId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { appointment: AppointmentDetail }).appointment;
}

/** An iCalendar document's lines, unfolded (RFC 5545 §3.1) and with their escapes undone. */
const unfolded = (ics: string) =>
  ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .map((line) => line.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1'));

describe('the booking page', () => {
  it("shows both sides the owner's notes and the street address, and the washer whom to write to", async () => {
    const [forWasher, forOwner] = await Promise.all([detailAs(washer), detailAs(owner)]);
    for (const detail of [forWasher, forOwner]) {
      expect(detail.notes).toBe('Gate code 4321; keys with the doorman');
      expect(detail.address).toBe('48 Elm Street, Springfield');
      expect(detail.ownerId).toBe(owner.id);
    }
  });

  it("shows the washer the owner's phone while the job is scheduled, never the owner's page", async () => {
    expect((await detailAs(washer)).ownerPhone).toBeUndefined();
    await t.database.db
      .insert(profiles)
      .values({ userId: owner.id, phone: '(415) 555-0134' })
      .onConflictDoUpdate({ target: profiles.userId, set: { phone: '(415) 555-0134' } });
    expect((await detailAs(washer)).ownerPhone).toBe('(415) 555-0134');
    expect((await detailAs(owner)).ownerPhone).toBeUndefined();
    await t.database.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, bookingId));
    try {
      expect((await detailAs(washer)).ownerPhone).toBeUndefined();
    } finally {
      await t.database.db.update(appointments).set({ status: 'scheduled' }).where(eq(appointments.id, bookingId));
      await t.database.db.update(profiles).set({ phone: null }).where(eq(profiles.userId, owner.id));
    }
  });

  it('gives the booking as a calendar file with its address, notes and a link back', async () => {
    for (const who of [owner, washer]) {
      const response = await callAs(t, who, 'GET', `/api/appointments/${bookingId}/calendar.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="sudsy-appointment.ics"');
      const lines = unfolded(await response.text());
      const link = `${t.config.publicUrl}/appointments/${bookingId}`;
      expect(lines).toContain(`UID:appointment-${bookingId}@sudsy`);
      expect(lines).toContain('LOCATION:48 Elm Street, Springfield');
      expect(lines).toContain(`URL;VALUE=URI:${link}`);
      expect(lines).toContain(
        `DESCRIPTION:Vehicle: 2020 Honda Civic (Blue)\nNotes: Gate code 4321; keys with the doorman\nBooking: ${link}`,
      );
    }
  });

  it("is nobody else's: another owner gets a 404", async () => {
    const response = await callAs(t, stranger, 'GET', `/api/appointments/${bookingId}/calendar.ics`);
    expect(response.status).toBe(404);
  });
});
