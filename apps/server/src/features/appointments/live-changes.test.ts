import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { insertAppointment } from '../../test/appointments';
import { upcoming, washerWithProfile } from '../../test/bookings';
import { addDays } from '@sudsy/domain/schedule-time-zone';
import { dayFromToday } from '../../test/dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openStream } from '../../test/event-stream';

// An open booking page follows its booking (docs/product.md, "The booking page"): the change is
// told to both parties' streams, whoever made it and wherever.

let t: TestApp;
let washer: SignedIn;
let owner: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [washer, owner, stranger] = await Promise.all([
    washerWithProfile(t, 'Live Lather'),
    signedIn(t, 'owner'),
    signedIn(t, 'owner'),
  ]);
});
afterAll(() => t.close());

describe('a booking that changes is told to both sides live', () => {
  it('a new time proposed and accepted reaches the open streams of the owner and the washer, nobody else', async () => {
    // Weekdays: the washer works 09:00–17:00 Monday to Friday.
    const monday = upcoming('Monday');
    const id = await insertAppointment(t.database.db, washer, owner, { serviceDate: monday });
    const [ownerStream, washerStream, strangerStream] = await Promise.all([
      openStream(t.app, owner),
      openStream(t.app, washer),
      openStream(t.app, stranger),
    ]);
    await Promise.all([ownerStream, washerStream, strangerStream].map((stream) => stream.next('ready')));

    const proposed = await callAs(t, washer, 'POST', `/api/appointments/${id}/reschedule`, {
      date: addDays(monday, 1),
      start: '14:00',
    });
    expect(proposed.status).toBe(201);
    expect(await ownerStream.next('appointment-changed')).toEqual({ appointmentId: id });
    expect(await washerStream.next('appointment-changed')).toEqual({ appointmentId: id });

    const { appointment } = (await proposed.json()) as { appointment: { reschedules: { id: string }[] } };
    const answered = await callAs(
      t,
      owner,
      'POST',
      `/api/appointments/${id}/reschedule/${appointment.reschedules[0]?.id}/answer`,
      { accept: true },
    );
    expect(answered.status).toBe(200);
    expect(await washerStream.next('appointment-changed')).toEqual({ appointmentId: id });
    expect(await ownerStream.next('appointment-changed')).toEqual({ appointmentId: id });

    await t.mail.settled();
    expect(strangerStream.received.filter((event) => event.type === 'appointment-changed')).toEqual([]);
    await Promise.all([ownerStream, washerStream, strangerStream].map((stream) => stream.close()));
  });

  it('a cancellation reaches the side that did not cancel', async () => {
    const id = await insertAppointment(t.database.db, washer, owner, { serviceDate: dayFromToday(9) });
    const washerStream = await openStream(t.app, washer);
    await washerStream.next('ready');
    const cancelled = await callAs(t, owner, 'POST', `/api/appointments/${id}/cancel`, { reason: '' });
    expect(cancelled.status).toBe(200);
    expect(await washerStream.next('appointment-changed')).toEqual({ appointmentId: id });
    await washerStream.close();
  });
});
