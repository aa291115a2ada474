import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneExpiredRecords } from './data-retention';
import { notifications, paymentWebhookEvents, session, verification } from './db/schema';
import { signedIn, type SignedIn } from './test/accounts';
import { createTestApp, type TestApp } from './test/test-app';

// docs/operations.md, "Retention": what grows with time and serves no one once old is removed.

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner');
});
afterAll(async () => {
  await t?.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const notice = (title: string, createdAt: Date, readAt: Date | null) => ({
  userId: owner.id,
  kind: 'new-quote' as const,
  title,
  body: 'A washer sent a quote.',
  link: '/requests',
  createdAt,
  readAt,
});

describe('the daily removal of records past their retention', () => {
  it('removes read notices over 90 days old and any notice over a year old, and keeps the rest', async () => {
    await t.database.db
      .insert(notifications)
      .values([
        notice('read long ago', daysAgo(100), daysAgo(99)),
        notice('never read, a year old', daysAgo(400), null),
        notice('never read, 100 days old', daysAgo(100), null),
        notice('read lately', daysAgo(10), daysAgo(9)),
      ]);
    await pruneExpiredRecords(t.database.db);
    const left = await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(left.map((row) => row.title).sort()).toEqual(['never read, 100 days old', 'read lately']);
  });

  it('removes sessions and one-time tokens a day after they expired', async () => {
    const sessionOf = (id: string, expiresAt: Date) => ({
      id,
      token: `token-${id}`,
      expiresAt,
      userId: owner.id,
      updatedAt: new Date(),
    });
    await t.database.db
      .insert(session)
      .values([sessionOf('expired-last-week', daysAgo(7)), sessionOf('expired-an-hour-ago', daysAgo(1 / 24))]);
    await t.database.db.insert(verification).values([
      { id: 'token-expired-last-week', identifier: 'reset', value: 'a', expiresAt: daysAgo(7) },
      { id: 'token-still-valid', identifier: 'reset', value: 'b', expiresAt: daysAgo(-1) },
    ]);
    await pruneExpiredRecords(t.database.db);
    const sessions = await t.database.db.select({ id: session.id }).from(session).where(eq(session.userId, owner.id));
    expect(sessions.map((row) => row.id)).not.toContain('expired-last-week');
    expect(sessions.map((row) => row.id)).toContain('expired-an-hour-ago');
    // The owner's own session, made at sign-in, is still there.
    expect(sessions).toHaveLength(2);
    const tokens = await t.database.db.select({ id: verification.id }).from(verification);
    expect(tokens.map((row) => row.id)).toContain('token-still-valid');
    expect(tokens.map((row) => row.id)).not.toContain('token-expired-last-week');
  });

  it("removes a payment webhook event's id after 30 days", async () => {
    await t.database.db.insert(paymentWebhookEvents).values([
      { id: 'evt_old', type: 'payment_intent.succeeded', receivedAt: daysAgo(31) },
      { id: 'evt_recent', type: 'payment_intent.succeeded', receivedAt: daysAgo(29) },
    ]);
    const removed = await pruneExpiredRecords(t.database.db);
    expect(removed.webhookEvents).toBe(1);
    const left = await t.database.db.select({ id: paymentWebhookEvents.id }).from(paymentWebhookEvents);
    expect(left.map((row) => row.id)).toEqual(['evt_recent']);
  });
});
