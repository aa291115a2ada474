import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSize, operatorTexts, type AuditPage } from '@sudsy/domain/operator';
import { user } from '../../auth/schema';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { emailOf } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordOperatorAction } from './audit';
import { grantOperator, revokeOperator } from './grants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An account made an operator by the tool, with two-factor on unless `twoFactor` says not. */
async function operator({ twoFactor = true } = {}): Promise<SignedIn> {
  const who = await signedIn(t, 'owner');
  await grantOperator(t.database.db, { email: await emailOf(t, who) });
  // Two-factor's own sign-up and sign-in are tested with the account page; here only its mark counts.
  await t.database.db.update(user).set({ twoFactorEnabled: twoFactor }).where(eq(user.id, who.id));
  return who;
}

const paths = ['/api/operator/audit', '/api/operator/audit.csv'];

describe('the operator console’s gate', () => {
  it('answers 404 to everyone who is not an operator, signed out included, as to a path that does not exist', async () => {
    const [owner, washer] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'washer')]);
    const missing = await (await callAs(t, owner, 'GET', '/api/operator/nothing-here')).json();
    for (const path of paths)
      for (const who of [null, owner, washer]) {
        const response = await callAs(t, who, 'GET', path);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(missing);
      }
  });

  it('answers 403 with the way forward to an operator without two-factor, and 404 once revoked', async () => {
    const who = await operator({ twoFactor: false });
    for (const path of paths) {
      const response = await callAs(t, who, 'GET', path);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        operatorTexts.twoFactorRequired,
      );
    }
    await revokeOperator(t.database.db, { email: await emailOf(t, who) });
    expect((await callAs(t, who, 'GET', paths[0] ?? '')).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('lists every action newest first, a page at a time, and exports them all as CSV, oldest first', async () => {
    const who = await operator();
    const actor = { name: 'ops@example.com', id: who.id };
    for (let n = 1; n <= auditPageSize; n += 1)
      await recordOperatorAction(t.database.db, { actor, action: 'campaign.queued', subject: `campaign:n${n}` });
    await recordOperatorAction(t.database.db, {
      actor,
      action: 'campaign.queued',
      subject: 'campaign:last',
      reason: '=HYPERLINK("x"), with "quotes"',
      after: { subject: 'Spring' },
    });

    const first = (await (await callAs(t, who, 'GET', '/api/operator/audit')).json()) as AuditPage;
    expect(first.entries).toHaveLength(auditPageSize);
    expect(first.entries[0]).toMatchObject({
      subject: 'campaign:last',
      actor: 'ops@example.com',
      after: { subject: 'Spring' },
    });
    const rest = (await (
      await callAs(t, who, 'GET', `/api/operator/audit?cursor=${first.nextCursor}`)
    ).json()) as AuditPage;
    const all = [...first.entries, ...rest.entries];
    // The operator's own grant, the 51 above, with nothing twice and nothing left out.
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    expect(all.filter((entry) => entry.subject.startsWith('campaign:n'))).toHaveLength(auditPageSize);
    expect(all.some((entry) => entry.action === 'operator.granted' && entry.subject === `user:${who.id}`)).toBe(true);

    const csv = await callAs(t, who, 'GET', '/api/operator/audit.csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('at,actor,action,subject,reason,before,after');
    expect(lines.at(-1)).toMatch(
      /^[\d-]+T[\d:.]+Z,ops@example\.com,campaign\.queued,campaign:last,"'=HYPERLINK\(""x""\), with ""quotes""",,"\{""subject"":""Spring""\}"$/,
    );
    expect(lines.findIndex((line) => line.includes('campaign:n1,'))).toBeLessThan(
      lines.findIndex((line) => line.includes('campaign:n2,')),
    );
  });

  it('cannot be changed or deleted, whatever the application asks', async () => {
    const { db } = t.database;
    await expect(db.execute(sql`update operator_audit set reason = 'rewritten'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from operator_audit`)).rejects.toThrow();
  });
});
