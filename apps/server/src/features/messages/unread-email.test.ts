import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPreferences } from '@sudsy/domain/notification-preferences';
import { user } from '../../db/schema';
import { createLogger } from '../../logger';
import { createJobQueue } from '../../platform/jobs/job-queue';
import { devOutbox } from '../../platform/schema';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { saveNotificationPreferences } from '../notification-preferences';
import { shareRequest, until } from './test-support';
import { sweepUnreadMessages, unreadMessageMailJob } from './unread-email';

const minutes = (count: number) => count * 60_000;

let t: TestApp;
let owner: SignedIn;
let washer: SignedIn;
let quietWasher: SignedIn;
let promptWasher: SignedIn;
const start = Date.now();
let clock = new Date(start);

beforeAll(async () => {
  t = await createTestApp();
  [owner, washer, quietWasher, promptWasher] = await Promise.all([
    signedIn(t, 'owner'),
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
  ]);
  await Promise.all([
    shareRequest(t, owner, washer),
    shareRequest(t, owner, quietWasher),
    shareRequest(t, owner, promptWasher),
  ]);
  const noRequestUpdates = defaultPreferences();
  noRequestUpdates.email.requestUpdates = false;
  // Message alerts would push it (push-delivery.test.ts).
  noRequestUpdates.push.messageAlerts = false;
  await saveNotificationPreferences(t.database.db, quietWasher.id, noRequestUpdates);
});
afterAll(() => t.close());

const at = (offsetMs: number) => () => (clock = new Date(start + offsetMs));
const sweep = (offsetMs: number) => sweepUnreadMessages({ db: t.database.db, now: at(offsetMs) });
const send = (to: SignedIn, content: string) =>
  callAs(t, owner, 'POST', `/api/messages/conversations/${to.id}`, { content });

async function mailsTo(who: SignedIn): Promise<{ subject: string; text: string }[]> {
  await t.mail.settled();
  const [row] = await t.database.db.select({ email: user.email }).from(user).where(eq(user.id, who.id));
  const response = await t.app.request(`${testOrigin}/api/dev/mailbox?to=${encodeURIComponent(row?.email ?? '')}`);
  // The sign-up verification mail is there too.
  return ((await response.json()) as { subject: string; text: string }[]).filter((mail) =>
    mail.subject.includes('unread'),
  );
}

describe('unread-message emails', () => {
  it('wait 15 minutes, then tell the user once, with a link to their messages', async () => {
    await send(washer, 'Are you free on Saturday?');
    await send(washer, 'Around 10?');
    await send(promptWasher, 'Hello!');
    await send(quietWasher, 'Hi there');
    expect(await sweep(minutes(14))).toEqual([]);

    // The prompt washer reads in time and is never emailed.
    await callAs(t, promptWasher, 'POST', `/api/messages/conversations/${owner.id}/read`);
    expect(await sweep(minutes(16))).toEqual([washer.id]);
    const [mail, ...more] = await mailsTo(washer);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('You have 2 unread messages on Sudsy');
    expect(mail?.text).toContain('From: Test User');
    expect(mail?.text).toContain(`${t.config.publicUrl.replace(/\/$/u, '')}/messages`);
    expect(mail?.text).not.toContain('Are you free');

    expect(await sweep(minutes(20))).toEqual([]);
    expect(await mailsTo(promptWasher)).toEqual([]);
  });

  it('honour the preferences: no email when request updates and message alerts are off', async () => {
    expect(await mailsTo(quietWasher)).toEqual([]);
    expect(await sweep(minutes(200))).toEqual([]);
  });

  it('send at most one an hour, and only about messages not told of yet', async () => {
    await send(washer, 'One more thing');
    // 15 minutes have passed for the new message, but the last email was at minute 16.
    expect(await sweep(minutes(40))).toEqual([]);
    expect(await sweep(minutes(75))).toEqual([]);
    expect(await sweep(minutes(77))).toEqual([washer.id]);
    const mails = await mailsTo(washer);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('You have 3 unread messages on Sudsy');
    // Nothing new since: no more emails, however long the messages stay unread.
    expect(await sweep(minutes(500))).toEqual([]);
  });

  it('go out once when two server instances sweep at the same moment', async () => {
    await send(promptWasher, 'Are you there?');
    const [first, second] = await Promise.all([sweep(minutes(2000)), sweep(minutes(2000))]);
    expect([...first, ...second]).toEqual([promptWasher.id]);
    expect(await mailsTo(promptWasher)).toHaveLength(1);
  });

  it('run as a job of the queue, which stops cleanly', async () => {
    await send(washer, 'Job check');
    const queue = createJobQueue(t.database, createLogger('silent'), { pollingIntervalSeconds: 0.5 });
    const job = unreadMessageMailJob({ db: t.database.db, now: at(minutes(3000)) });
    try {
      await queue.start([job]);
      // Its every-minute slot may be far off: a run is asked for, as the schedule would.
      await queue.send(job.name);
      await until(async () => (await mailsTo(washer)).length === 3);
    } finally {
      await queue.stop();
    }
    expect(clock.getTime()).toBe(start + minutes(3000));
  });
});

describe('unread messages with the email off', () => {
  it('are still told when message alerts are on, by push alone', async () => {
    const app = await createTestApp();
    try {
      const [sender, receiver] = await Promise.all([signedIn(app, 'owner'), signedIn(app, 'washer')]);
      await shareRequest(app, sender, receiver);
      const emailOff = defaultPreferences();
      emailOff.email.requestUpdates = false;
      await saveNotificationPreferences(app.database.db, receiver.id, emailOff);
      const response = await callAs(app, sender, 'POST', `/api/messages/conversations/${receiver.id}`, {
        content: 'Only a push for this one',
      });
      expect(response.status).toBe(201);
      const later = new Date(Date.now() + minutes(20));
      expect(await sweepUnreadMessages({ db: app.database.db, now: () => later })).toEqual([receiver.id]);
      await app.mail.settled();
      const [row] = await app.database.db.select({ email: user.email }).from(user).where(eq(user.id, receiver.id));
      const mails = await app.database.db
        .select()
        .from(devOutbox)
        .where(eq(devOutbox.to, (row?.email ?? '').toLowerCase()));
      expect(mails.filter((mail) => mail.subject.includes('unread'))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
