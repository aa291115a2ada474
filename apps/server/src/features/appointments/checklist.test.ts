import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checklist } from '@sudsy/domain/checklists';
import type { Receipt } from '@sudsy/domain/receipt';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { completeAs, insertAppointment } from '../../test/appointments';
import { washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appointmentDays } from './schema';

let t: TestApp;
let washer: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [washer, owner] = await Promise.all([washerWithProfile(t, 'Tick Tock Wash'), signedIn(t, 'owner')]);
});
afterAll(() => t.close());

/** A job of an express wash and a custom service, its day at `step` when given. */
async function job(step?: 'arrived' | 'in_progress', daysAhead = 7) {
  const id = await insertAppointment(t.database.db, washer, owner, {
    serviceDate: dayFromToday(daysAhead),
    services: ['express-wash', 'custom-9'],
    priceCents: 9000,
  });
  if (step) await t.database.db.insert(appointmentDays).values({ appointmentId: id, step });
  return id;
}

const tick = (who: SignedIn | null, id: string, key: string, body: unknown) =>
  callAs(t, who, 'PUT', `/api/appointments/${id}/checklist/${encodeURIComponent(key)}`, body);
const checklistOf = async (who: SignedIn, id: string) =>
  (await (await callAs(t, who, 'GET', `/api/appointments/${id}/checklist`)).json()) as Checklist;

describe('the job checklist', () => {
  it('lists the steps of the job’s services, ticked by the washer in progress and read by both sides', async () => {
    const id = await job('in_progress');
    const before = await checklistOf(owner, id);
    expect(before.items.map((item) => `${item.service}: ${item.label}`)).toEqual([
      'Express Wash & Go: Rinse',
      'Express Wash & Go: Foam',
      'Express Wash & Go: Wheels',
      'Express Wash & Go: Windows',
      'Express Wash & Go: Dry',
      'Custom service: Done as described',
    ]);
    expect(before.items.every((item) => item.doneAt === null)).toBe(true);

    const ticked = await tick(washer, id, 'express-wash:0', { done: true });
    expect(ticked.status).toBe(200);
    expect(((await ticked.json()) as Checklist).items[0]?.doneAt).not.toBeNull();
    expect((await tick(washer, id, 'custom-9:0', { done: true })).status).toBe(200);
    // Ticking twice keeps the first time; unticking clears it.
    const first = (await checklistOf(owner, id)).items[0]?.doneAt;
    await tick(washer, id, 'express-wash:0', { done: true });
    expect((await checklistOf(washer, id)).items[0]?.doneAt).toBe(first);
    expect((await tick(washer, id, 'custom-9:0', { done: false })).status).toBe(200);
    const seen = await checklistOf(owner, id);
    expect(seen.items.filter((item) => item.doneAt !== null).map((item) => item.key)).toEqual(['express-wash:0']);
  });

  it('is ticked only in progress, only by the washer, only for its own steps', async () => {
    const arrived = await job('arrived');
    const refused = await tick(washer, arrived, 'express-wash:0', { done: true });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: 'not_in_progress', message: 'Tick the checklist once you have started the job.' },
    });
    expect((await tick(washer, await job(), 'express-wash:0', { done: true })).status).toBe(409);

    const working = await job('in_progress');
    expect((await tick(owner, working, 'express-wash:0', { done: true })).status).toBe(403);
    expect((await tick(await signedIn(t, 'washer'), working, 'express-wash:0', { done: true })).status).toBe(404);
    expect((await tick(null, working, 'express-wash:0', { done: true })).status).toBe(401);
    expect((await tick(washer, working, 'clay-bar:0', { done: true })).status).toBe(404);
    expect((await tick(washer, working, 'express-wash:0', { done: 'yes' })).status).toBe(400);
    expect((await checklistOf(owner, working)).items.every((item) => item.doneAt === null)).toBe(true);
  });

  it('goes on the receipt as the washer left it, and stays so once the job is completed', async () => {
    const done = await job('in_progress', -1);
    for (const key of ['express-wash:0', 'express-wash:1', 'express-wash:2', 'express-wash:3', 'express-wash:4'])
      expect((await tick(washer, done, key, { done: true })).status).toBe(200);
    expect((await completeAs(t, washer, done)).status).toBe(200);
    const { receipt } = (await (await callAs(t, owner, 'GET', `/api/appointments/${done}/receipt`)).json()) as {
      receipt: Receipt;
    };
    expect(receipt.checklist).toEqual([
      { service: 'Express Wash & Go', label: 'Rinse', done: true },
      { service: 'Express Wash & Go', label: 'Foam', done: true },
      { service: 'Express Wash & Go', label: 'Wheels', done: true },
      { service: 'Express Wash & Go', label: 'Windows', done: true },
      { service: 'Express Wash & Go', label: 'Dry', done: true },
      { service: 'Custom service', label: 'Done as described', done: false },
    ]);
    expect((await tick(washer, done, 'custom-9:0', { done: true })).status).toBe(409);

    // A job completed without ticking anything has no checklist on its receipt.
    const untouched = await job(undefined, -1);
    expect((await completeAs(t, washer, untouched)).status).toBe(200);
    const plain = (await (await callAs(t, owner, 'GET', `/api/appointments/${untouched}/receipt`)).json()) as {
      receipt: Receipt;
    };
    expect(plain.receipt.checklist).toBeNull();
  });
});
