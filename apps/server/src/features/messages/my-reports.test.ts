import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@sudsy/domain/messages';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { washerWithProfile } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { shareRequest } from './test-support';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let operator: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t);
});
afterAll(() => t.close());

async function send(from: SignedIn, to: SignedIn, content: string): Promise<string> {
  const response = await callAs(t, from, 'POST', `/api/messages/conversations/${to.id}`, { content });
  expect(response.status).toBe(201);
  return ((await response.json()) as { message: Message }).message.id;
}

const report = (who: SignedIn, messageId: string) =>
  callAs(t, who, 'POST', `/api/messages/${messageId}/report`, { reason: 'off-platform-payment' });
const decide = (messageId: string, body: unknown) =>
  callAs(t, operator, 'POST', `/api/operator/reports/messages/${messageId}/decision`, body);
/** Each message's id and the viewer's report of it, as `who` reads the conversation. */
const marksOf = async (who: SignedIn, other: SignedIn, before?: string) => {
  const query = before ? `?before=${before}` : '';
  const response = await callAs(t, who, 'GET', `/api/messages/conversations/${other.id}${query}`);
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: Message[] };
  return messages.map((message) => [message.id, message.myReport]);
};

describe('a reporter sees their report on the message', () => {
  it('shows only the viewer’s own reports, then the outcome, and nothing signed out', async () => {
    const washer = await washerWithProfile(t, 'Marked Mobile');
    const owner = await signedIn(t, 'owner');
    await shareRequest(t, owner, washer);
    const hello = await send(owner, washer, 'Is 10 am fine?');
    const bad = await send(washer, owner, 'Pay me cash, skip the app fee.');
    const rude = await send(owner, washer, 'Then find another customer.');
    expect((await report(owner, bad)).status).toBe(201);
    expect((await report(washer, rude)).status).toBe(201);

    expect(await marksOf(owner, washer)).toEqual([
      [hello, null],
      [bad, { outcome: null, reason: null }],
      // The washer's report of the owner's message is never the owner's to see.
      [rude, null],
    ]);
    expect(await marksOf(washer, owner)).toEqual([
      [hello, null],
      [bad, null],
      [rude, { outcome: null, reason: null }],
    ]);
    // An earlier page carries the marks too.
    expect(await marksOf(owner, washer, rude)).toEqual([
      [hello, null],
      [bad, { outcome: null, reason: null }],
    ]);
    expect((await callAs(t, null, 'GET', `/api/messages/conversations/${washer.id}`)).status).toBe(401);

    expect((await decide(bad, { decision: 'keep', reason: 'A price talk, not a scam' })).status).toBe(200);
    expect(await marksOf(owner, washer)).toContainEqual([bad, { outcome: 'keep', reason: 'A price talk, not a scam' }]);
    expect(await marksOf(washer, owner)).toContainEqual([bad, null]);
  });
});
