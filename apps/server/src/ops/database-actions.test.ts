import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, operatorAudit, operators } from '../db/schema';
import { askRunningServer, startControlSocket } from '../platform/control-socket';
import { signedIn } from '../test/accounts';
import { emailOf } from '../test/bookings';
import { createTestApp, type TestApp } from '../test/test-app';
import { databaseActionRunner } from './database-actions';

// The tools' actions as a running server on the embedded database does them for the tools, over
// its control socket (the process tests run the tools themselves on a database no server holds).

let t: TestApp;
let dataDir: string;
let socket: { close(): Promise<void> };
const woken: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'sudsy-control-'));
  socket = await startControlSocket(dataDir, {
    dumpDatabase: () => Promise.reject(new Error('not here')),
    run: databaseActionRunner(t.database.db, async (job) => woken.push(job)),
  });
});
afterAll(async () => {
  await socket.close();
  rmSync(dataDir, { recursive: true, force: true });
  await t.close();
});

const run = (action: string, input: unknown) => askRunningServer(dataDir, { command: 'run', action, input });

describe('the control socket', () => {
  it('queues a campaign checked again, wakes its job, and logs it as the command line’s', async () => {
    const campaign = { topic: 'newsletter', audience: 'everyone', subject: 'By socket', body: 'Hello.' };
    const reply = await run('queue-campaign', campaign);
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.subject, 'By socket'));
    expect(reply).toEqual({ ok: true, answer: row?.id });
    expect(woken).toEqual(['campaigns']);
    const [logged] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.subject, `campaign:${row?.id}`));
    expect(logged).toMatchObject({ actor: 'command line', action: 'campaign.queued', after: { subject: 'By socket' } });
    expect(await run('queue-campaign', { ...campaign, topic: 'coupons' })).toMatchObject({ ok: false });
  });

  it('makes an operator and takes it back, each once in the log, and names an unknown email', async () => {
    const washer = await signedIn(t, 'washer');
    const email = await emailOf(t, washer);
    expect(await run('grant-operator', { email: email.toUpperCase() })).toEqual({
      ok: true,
      answer: `${email} is now an operator. The console opens at /operator once two-factor authentication is on (Profile → Security).`,
    });
    expect(await run('grant-operator', { email })).toMatchObject({
      answer: `${email} was already an operator. The console opens at /operator once two-factor authentication is on (Profile → Security).`,
    });
    expect(await t.database.db.select().from(operators).where(eq(operators.userId, washer.id))).toHaveLength(1);
    expect(await run('revoke-operator', { email })).toEqual({ ok: true, answer: `${email} is no longer an operator.` });
    expect(await run('revoke-operator', { email })).toEqual({ ok: true, answer: `${email} was not an operator.` });
    const logged = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.subject, `user:${washer.id}`));
    expect(logged.map((entry) => entry.action).sort()).toEqual(['operator.granted', 'operator.revoked']);
    expect(await run('grant-operator', { email: 'nobody@example.com' })).toEqual({
      ok: false,
      error: 'No account has the email nobody@example.com: sign up with it first, then run this again.',
    });
    expect(await run('drop-tables', {})).toEqual({ ok: false, error: 'unknown action drop-tables' });
  });
});
