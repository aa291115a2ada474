import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  profileModerationNoticeTexts,
  profileReportMessages,
  type ReportedProfile,
} from '@sudsy/domain/profile-moderation';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { emailOf, mailsTo, washerWithProfile } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { operatorAudit } from './schema';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let operator: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t);
});
afterAll(() => t.close());

const report = (who: SignedIn | null, washerId: string, body: unknown = { reason: 'fake-business' }) =>
  callAs(t, who, 'POST', `/api/washers/${washerId}/report`, body);
const queue = async () =>
  ((await (await callAs(t, operator, 'GET', '/api/operator/reports')).json()) as { profiles: ReportedProfile[] })
    .profiles;
const decide = (washerId: string, body: unknown) =>
  callAs(t, operator, 'POST', `/api/operator/reports/profiles/${washerId}/decision`, body);
const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

describe('reporting a washer profile', () => {
  it('takes one report per user, never from the washer themself, and lists it with the profile', async () => {
    const washer = await washerWithProfile(t, 'Shady Suds');
    const reporter = await signedIn(t, 'owner');
    expect((await report(null, washer.id)).status).toBe(401);
    expect((await report(reporter, 'no-such-washer')).status).toBe(404);
    expect((await report(washer, washer.id)).status).toBe(403);
    expect((await report(reporter, washer.id, { reason: 'ugly' })).status).toBe(400);
    expect((await report(reporter, washer.id, { reason: 'misleading-photos', details: 'Stock photos' })).status).toBe(
      201,
    );
    const twice = await report(reporter, washer.id);
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toBe(profileReportMessages.alreadyReported);
    expect((await queue()).find((item) => item.washer.id === washer.id)).toMatchObject({
      washer: { businessName: 'Shady Suds', email: await emailOf(t, washer), suspended: false },
      reports: [{ reason: 'misleading-photos', details: 'Stock photos', reporter: { id: reporter.id } }],
    });
  });
});

describe('deciding a reported profile', () => {
  it('keeps it with a reason: the reporter is told, the log written, the queue emptied', async () => {
    const washer = await washerWithProfile(t, 'Honest Suds');
    const reporter = await signedIn(t, 'owner');
    expect((await report(reporter, washer.id)).status).toBe(201);
    expect((await decide(washer.id, { decision: 'keep', reason: '' })).status).toBe(400);
    expect((await decide(washer.id, { decision: 'keep', reason: 'A registered business' })).status).toBe(200);
    expect((await queue()).some((item) => item.washer.id === washer.id)).toBe(false);
    const mail = (await mailsTo(t, reporter)).find(
      (each) => each.subject === profileModerationNoticeTexts.subject('keep', 'Honest Suds'),
    );
    expect(mail?.text).toContain('Our reason: A registered business');
    const [logged] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.subject, `washer:${washer.id}`));
    expect(logged).toMatchObject({ action: 'profile.kept', actorId: operator.id });
    expect((await decide(washer.id, { decision: 'keep', reason: 'Again' })).status).toBe(409);
  });

  it('closes the reports as suspended only once the washer is suspended in Accounts', async () => {
    const washer = await washerWithProfile(t, 'Fake Suds');
    const reporter = await signedIn(t, 'owner');
    expect((await report(reporter, washer.id)).status).toBe(201);
    const early = await decide(washer.id, { decision: 'suspended', reason: 'Fake business' });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toBe(profileReportMessages.notSuspended);
    const suspended = await callAs(t, operator, 'POST', `/api/operator/accounts/${washer.id}/suspension`, {
      reason: 'Fake business',
    });
    expect(suspended.status).toBe(200);
    expect((await queue()).find((item) => item.washer.id === washer.id)?.washer.suspended).toBe(true);
    expect((await decide(washer.id, { decision: 'suspended', reason: 'Fake business' })).status).toBe(200);
    expect((await mailsTo(t, reporter)).map((each) => each.subject)).toContain(
      profileModerationNoticeTexts.subject('suspended', 'Fake Suds'),
    );
  });
});
