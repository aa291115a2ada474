import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@sudsy/domain/notifications';
import { createLogger } from '../../logger';
import { createEventDispatcher } from '../../platform/events/dispatcher';
import { createMailer } from '../../platform/mail/create-mailer';
import { createPushSender } from '../../platform/push/create-push-sender';
import { eventOutbox } from '../../platform/schema';
import type { Mail, Mailer } from '../../platform/mail/mailer';
import { callAs, type SignedIn } from '../../test/accounts';
import { accept, mailsTo, payingOwner, quote, sendRequest, washerWithProfile } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { noticeDelivery } from './notice-delivery';
import { devOutboxSmsSender } from '../../platform/sms/dev-outbox-sms-sender';

// The app's own dispatcher is off: each test delivers with a mail transport that fails as it says.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BACKGROUND_WORK: 'off' });
});
afterAll(() => t.close());

/** A dispatcher whose mail fails once for the first mail `failsOn` picks, in the way `failure` says. */
function deliveringWith(failsOn: (mail: Mail) => boolean, failure: 'before-sending' | 'after-sending') {
  const outbox = createMailer(t.config, t.database.db, createLogger('silent'));
  let failed = false;
  const flaky: Mailer = {
    async send(mail) {
      const fails = !failed && failsOn(mail);
      if (fails) failed = true;
      if (fails && failure === 'before-sending') throw new Error('connection refused');
      await outbox.send(mail);
      // As if the process died after the mail server took it, before the delivery was recorded.
      if (fails) throw new Error('connection reset after the mail was sent');
    },
  };
  return createEventDispatcher({
    db: t.database.db,
    logger: createLogger('silent'),
    retryDelayMs: () => 0,
    handle: noticeDelivery({
      db: t.database.db,
      mailer: flaky,
      hub: t.messagesHub,
      publicUrl: t.config.publicUrl,
      push: createPushSender(t.config, t.database.db, createLogger('silent')),
      sms: devOutboxSmsSender(t.database.db),
    }),
  });
}

async function bellKinds(who: SignedIn): Promise<string[]> {
  const response = await callAs(t, who, 'GET', '/api/notifications');
  return ((await response.json()) as NotificationsPage).notifications.map((item) => item.kind);
}

async function book(): Promise<{ owner: SignedIn; washer: SignedIn }> {
  const [owner, washer] = await Promise.all([payingOwner(t), washerWithProfile(t, 'Twice Shy Detailing')]);
  const requestId = await sendRequest(t, owner, [washer]);
  expect((await quote(t, washer, requestId)).status).toBe(200);
  expect((await accept(t, owner, requestId, washer)).status).toBe(201);
  return { owner, washer };
}

const subjects = async (who: SignedIn) => (await mailsTo(t, who)).map((mail) => mail.subject);

describe('a retried delivery', () => {
  it.each(['before-sending', 'after-sending'] as const)(
    'sends nothing twice when a mail fails %s: each side has one mail and one bell item of the booking',
    async (failure) => {
      const { owner, washer } = await book();
      const dispatcher = deliveringWith((mail) => mail.subject.startsWith('New booking'), failure);
      await dispatcher.drain();
      // The washer's mail failed; the owner's went out on the first attempt.
      await dispatcher.drain();

      const ownerMails = (await subjects(owner)).filter((subject) => subject.startsWith('Booking confirmed'));
      const washerMails = (await subjects(washer)).filter((subject) => subject.startsWith('New booking'));
      expect(ownerMails).toHaveLength(1);
      expect(washerMails).toHaveLength(1);
      expect((await bellKinds(owner)).filter((kind) => kind === 'booking')).toHaveLength(1);
      expect((await bellKinds(washer)).filter((kind) => kind === 'quote-accepted')).toHaveLength(1);
      const waiting = await t.database.db.select().from(eventOutbox).where(isNull(eventOutbox.deliveredAt));
      expect(waiting).toEqual([]);
      // And each earlier event of the loop once: the request to the washer, the quote to the owner.
      expect((await bellKinds(washer)).filter((kind) => kind === 'new-request')).toHaveLength(1);
      expect((await bellKinds(owner)).filter((kind) => kind === 'new-quote')).toHaveLength(1);
    },
  );
});
