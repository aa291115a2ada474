import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTimeZone, zonedTimeToInstant } from '@sudsy/domain/schedule-time-zone';
import { appointmentSeries, rescheduleProposals } from '../../db/schema';
import { signedIn, callAs, type SignedIn } from '../../test/accounts';
import { insertAppointment } from '../../test/appointments';
import { insertRequest, insertResponse } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getWasherAgenda } from './agenda';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 10:30 on 3 June 2030 in the washer's zone (no schedule: the default zone). */
const now = zonedTimeToInstant('2030-06-03', '10:30', defaultTimeZone);

describe('the washer dashboard agenda', () => {
  it('leads with the next job not over yet: a job still running today before tomorrow', async () => {
    const [washer, owner] = await Promise.all([signedIn(t, 'washer'), signedIn(t, 'owner')]);
    const db = t.database.db;
    await insertAppointment(db, washer, owner, { serviceDate: '2030-06-03', startTime: '08:00', endTime: '09:00' });
    await insertAppointment(db, washer, owner, {
      serviceDate: '2030-06-03',
      startTime: '12:00',
      endTime: '13:00',
      status: 'cancelled',
    });
    const tomorrow = await insertAppointment(db, washer, owner, {
      serviceDate: '2030-06-04',
      startTime: '09:00',
      endTime: '10:00',
      ownerName: 'Tess Tomorrow',
    });
    expect((await getWasherAgenda(db, washer, now)).nextJob).toMatchObject({
      id: tomorrow,
      ownerName: 'Tess Tomorrow',
      date: '2030-06-04',
      startsAt: zonedTimeToInstant('2030-06-04', '09:00', defaultTimeZone).toISOString(),
    });

    const running = await insertAppointment(db, washer, owner, {
      serviceDate: '2030-06-03',
      startTime: '10:00',
      endTime: '11:00',
      ownerName: 'Rita Running',
      address: '9 Elm St, San Francisco, CA 94110',
      vehicleDescription: '2019 Tesla Model 3 (White)',
    });
    expect((await getWasherAgenda(db, washer, now)).nextJob).toMatchObject({
      id: running,
      address: '9 Elm St, San Francisco, CA 94110',
      vehicle: '2019 Tesla Model 3 (White)',
    });
  });

  it('has no next job and nothing waiting for a new washer', async () => {
    const washer = await signedIn(t, 'washer');
    expect(await getWasherAgenda(t.database.db, washer, now)).toEqual({
      today: '2030-06-03',
      nextJob: null,
      requests: 0,
      series: [],
      seriesTotal: 0,
      reschedules: [],
      reschedulesTotal: 0,
    });
  });

  it('counts requests to quote, pending series and the owner’s proposals, not the washer’s own', async () => {
    const [washer, other, owner] = await Promise.all([
      signedIn(t, 'washer'),
      signedIn(t, 'washer'),
      signedIn(t, 'owner'),
    ]);
    const db = t.database.db;
    const open = await insertRequest(t, owner, { status: 'sent' });
    await insertResponse(t, open, washer, { status: 'sent' });
    await insertResponse(t, open, other, { status: 'sent' });
    const answered = await insertRequest(t, owner, { status: 'sent' });
    await insertResponse(t, answered, washer, { status: 'quoted', amountCents: 5000 });

    const first = await insertAppointment(db, washer, owner, { serviceDate: '2030-06-10', ownerName: 'Sara Series' });
    const [series] = await db
      .insert(appointmentSeries)
      .values({ washerId: washer.id, ownerId: owner.id, firstAppointmentId: first, everyWeeks: 2, months: 3 })
      .returning();
    const accepted = await insertAppointment(db, washer, owner, { serviceDate: '2030-06-11' });
    await db.insert(appointmentSeries).values({
      washerId: washer.id,
      ownerId: owner.id,
      firstAppointmentId: accepted,
      everyWeeks: 1,
      status: 'active',
    });

    const moved = await insertAppointment(db, washer, owner, { serviceDate: '2030-06-12', ownerName: 'Pat Proposer' });
    const proposal = {
      fromDate: '2030-06-12',
      fromStart: '10:00',
      fromEnd: '11:30',
      toDate: '2030-06-13',
      toStart: '14:00',
      toEnd: '15:30',
    };
    await db.insert(rescheduleProposals).values({ appointmentId: moved, proposedBy: 'owner', ...proposal });
    const ownMove = await insertAppointment(db, washer, owner, { serviceDate: '2030-06-14' });
    await db.insert(rescheduleProposals).values({ appointmentId: ownMove, proposedBy: 'washer', ...proposal });

    const agenda = await getWasherAgenda(db, washer, now);
    expect(agenda.requests).toBe(1);
    expect(agenda.series).toEqual([
      {
        seriesId: series?.id,
        appointmentId: first,
        ownerName: 'Sara Series',
        everyWeeks: 2,
        firstDate: '2030-06-10',
        firstStart: expect.stringMatching(/^10:00/),
      },
    ]);
    expect(agenda.seriesTotal).toBe(1);
    expect(agenda.reschedules).toMatchObject([
      { appointmentId: moved, ownerName: 'Pat Proposer', toDate: '2030-06-13' },
    ]);
    expect(agenda.reschedulesTotal).toBe(1);
    // Another washer's dashboard sees none of it.
    expect(await getWasherAgenda(db, other, now)).toMatchObject({ requests: 1, seriesTotal: 0, reschedulesTotal: 0 });
  });

  it('answers the washer over HTTP in the shape the page reads', async () => {
    const washer: SignedIn = await signedIn(t, 'washer');
    const response = await callAs(t, washer, 'GET', '/api/washer-dashboard/agenda');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ nextJob: null, requests: 0 });
  });
});
