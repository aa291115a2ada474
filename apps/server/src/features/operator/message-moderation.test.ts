import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messageModerationNoticeTexts,
  messageReportMessages,
  removedMessageText,
  type ReportedMessage,
} from '@sudsy/domain/message-moderation';
import type { Contact, Message } from '@sudsy/domain/messages';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { mailsTo, washerWithProfile } from '../../test/bookings';
import { insertRequest, insertResponse } from '../../test/requests';
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

/** An owner's request sent to `washer`: the two become contacts. */
async function shareRequest(owner: SignedIn, washer: SignedIn): Promise<void> {
  await insertResponse(t, await insertRequest(t, owner, { status: 'sent' }), washer);
}

async function send(from: SignedIn, to: SignedIn, content: string): Promise<string> {
  const response = await callAs(t, from, 'POST', `/api/messages/conversations/${to.id}`, { content });
  expect(response.status).toBe(201);
  return ((await response.json()) as { message: Message }).message.id;
}

/** A washer and an owner who share a request, and three messages: owner, washer (the bad one), owner. */
async function conversation(business: string) {
  const washer = await washerWithProfile(t, business);
  const owner = await signedIn(t, 'owner');
  await shareRequest(owner, washer);
  const before = await send(owner, washer, 'Is 10 am fine?');
  const bad = await send(washer, owner, 'Pay me cash, skip the app fee.');
  const after = await send(owner, washer, 'I would rather pay in the app.');
  return { washer, owner, ids: [before, bad, after] as const };
}

const report = (who: SignedIn | null, messageId: string, body: unknown = { reason: 'off-platform-payment' }) =>
  callAs(t, who, 'POST', `/api/messages/${messageId}/report`, body);
const queue = async () =>
  ((await (await callAs(t, operator, 'GET', '/api/operator/reports')).json()) as { messages: ReportedMessage[] })
    .messages;
const decide = (messageId: string, body: unknown) =>
  callAs(t, operator, 'POST', `/api/operator/reports/messages/${messageId}/decision`, body);
const conversationOf = async (who: SignedIn, other: SignedIn) =>
  (
    (await (await callAs(t, who, 'GET', `/api/messages/conversations/${other.id}`)).json()) as {
      messages: Message[];
    }
  ).messages;

describe('reporting a message', () => {
  it('takes one report per participant, of the other person’s message only, with a reason', async () => {
    const { washer, owner, ids } = await conversation('Report Once Mobile');
    const [, bad] = ids;
    const outsider = await signedIn(t, 'owner');
    expect((await report(outsider, bad)).status).toBe(404);
    expect((await report(washer, bad)).status).toBe(403);
    expect((await report(owner, bad, { reason: 'rude' })).status).toBe(400);
    expect((await report(owner, bad, { reason: 'other', details: 'x'.repeat(1001) })).status).toBe(400);
    expect((await report(owner, bad, { reason: 'off-platform-payment', details: 'Asks for cash' })).status).toBe(201);
    const twice = await report(owner, bad);
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { message: string } }).error.message).toBe(
      messageReportMessages.alreadyReported,
    );
  });
});

describe('the reported messages in the queue', () => {
  it('hides a message: both sides read the removal, the reporter and the sender are told, the log written', async () => {
    const { washer, owner, ids } = await conversation('Cash Only Mobile');
    const [before, bad, after] = ids;
    expect((await report(owner, bad, { reason: 'off-platform-payment', details: 'Asks for cash' })).status).toBe(201);
    const waiting = (await queue()).find((item) => item.message.id === bad);
    expect(waiting).toMatchObject({
      message: {
        content: 'Pay me cash, skip the app fee.',
        sender: { id: washer.id, name: 'Cash Only Mobile' },
        receiver: { id: owner.id },
      },
      reports: [{ reason: 'off-platform-payment', details: 'Asks for cash', reporter: { id: owner.id } }],
    });
    expect(waiting?.context.map((message) => message.id)).toEqual([before, bad, after]);

    expect((await decide(bad, { decision: 'hide', reason: '' })).status).toBe(400);
    expect((await decide(bad, { decision: 'hide', reason: 'Asks to pay outside Sudsy' })).status).toBe(200);
    for (const [who, other] of [
      [owner, washer],
      [washer, owner],
    ] as const) {
      const shown = (await conversationOf(who, other)).find((message) => message.id === bad);
      expect(shown).toMatchObject({ content: removedMessageText, removed: true });
    }
    expect((await queue()).some((item) => item.message.id === bad)).toBe(false);

    const reporterSubject = messageModerationNoticeTexts.reporterSubject('hide', 'Cash Only Mobile');
    expect((await mailsTo(t, owner)).map((mail) => mail.subject)).toContain(reporterSubject);
    const senderMail = (await mailsTo(t, washer)).find(
      (mail) => mail.subject === messageModerationNoticeTexts.senderSubject,
    );
    expect(senderMail?.text).toContain('Our reason: Asks to pay outside Sudsy');
    const [logged] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.subject, `message:${bad}`));
    expect(logged).toMatchObject({
      action: 'message.hidden',
      reason: 'Asks to pay outside Sudsy',
      actorId: operator.id,
    });
    expect((await decide(bad, { decision: 'keep', reason: 'Second look' })).status).toBe(409);
  });

  it('shows the removal as the last message of the contact list too', async () => {
    const washer = await washerWithProfile(t, 'Last Word Mobile');
    const owner = await signedIn(t, 'owner');
    await shareRequest(owner, washer);
    const bad = await send(washer, owner, 'Call me on my own number.');
    expect((await report(owner, bad, { reason: 'spam' })).status).toBe(201);
    expect((await decide(bad, { decision: 'hide', reason: 'Off-platform contact' })).status).toBe(200);
    const { contacts } = (await (await callAs(t, owner, 'GET', '/api/messages/contacts')).json()) as {
      contacts: Contact[];
    };
    expect(contacts.find((contact) => contact.id === washer.id)?.lastMessage).toBe(removedMessageText);
  });

  it('keeps a message: the reporter hears why, the sender hears nothing, the message stays', async () => {
    const { washer, owner, ids } = await conversation('Kept Message Mobile');
    const [, bad] = ids;
    expect((await report(owner, bad, { reason: 'offensive' })).status).toBe(201);
    expect((await decide(bad, { decision: 'keep', reason: 'A price talk, not a scam' })).status).toBe(200);
    const shown = (await conversationOf(owner, washer)).find((message) => message.id === bad);
    expect(shown).toMatchObject({ content: 'Pay me cash, skip the app fee.' });
    expect(shown?.removed).toBeUndefined();
    const mail = (await mailsTo(t, owner)).find(
      (each) => each.subject === messageModerationNoticeTexts.reporterSubject('keep', 'Kept Message Mobile'),
    );
    expect(mail?.text).toContain('Our reason: A price talk, not a scam');
    expect((await mailsTo(t, washer)).map((each) => each.subject)).not.toContain(
      messageModerationNoticeTexts.senderSubject,
    );
    const [logged] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.subject, `message:${bad}`));
    expect(logged).toMatchObject({ action: 'message.kept' });
  });
});
