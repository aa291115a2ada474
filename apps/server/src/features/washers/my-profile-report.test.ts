import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyReport } from '@sudsy/domain/moderation';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { washerWithProfile } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let operator: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t);
});
afterAll(() => t.close());

const myReport = async (who: SignedIn, washerId: string) => {
  const response = await callAs(t, who, 'GET', `/api/washers/${washerId}/my-report`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { report: MyReport | null }).report;
};

describe('a reporter sees their report on the washer page', () => {
  it('answers only the caller’s own report, then its outcome, and refuses someone signed out', async () => {
    const washer = await washerWithProfile(t, 'Watched Suds');
    const other = await washerWithProfile(t, 'Unreported Suds');
    const reporter = await signedIn(t, 'owner');
    const bystander = await signedIn(t, 'owner');
    const report = await callAs(t, reporter, 'POST', `/api/washers/${washer.id}/report`, { reason: 'fake-business' });
    expect(report.status).toBe(201);

    expect(await myReport(reporter, washer.id)).toEqual({ outcome: null, reason: null });
    expect(await myReport(reporter, other.id)).toBeNull();
    expect(await myReport(bystander, washer.id)).toBeNull();
    expect(await myReport(washer, washer.id)).toBeNull();
    expect((await callAs(t, null, 'GET', `/api/washers/${washer.id}/my-report`)).status).toBe(401);

    const decision = { decision: 'keep', reason: 'A real business with its own photos' };
    expect(
      (await callAs(t, operator, 'POST', `/api/operator/reports/profiles/${washer.id}/decision`, decision)).status,
    ).toBe(200);
    expect(await myReport(reporter, washer.id)).toEqual({
      outcome: 'keep',
      reason: 'A real business with its own photos',
    });
    expect(await myReport(bystander, washer.id)).toBeNull();
  });
});
