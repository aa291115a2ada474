import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createTwilioSmsSender, type TwilioMessages } from './twilio-sms-sender';

// Twilio is never called in tests (no network): the client stands in at the SDK's edge, answering
// as Twilio's REST API does (its RestException carries Twilio's error code and the HTTP status).
const account = { accountSid: `AC${'0'.repeat(32)}`, authToken: 'token', from: '+15005550006' };
const text = { to: '+14155550123', body: 'Sudsy: hello', recipient: { userId: 'u1', email: 'ann@example.com' } };
const options = { idempotencyKey: 'k1' };

function fakeClient(answer: () => Promise<unknown>) {
  const created: Record<string, unknown>[] = [];
  const client = {
    messages: {
      create: async (params: Record<string, unknown>) => {
        created.push(params);
        return answer();
      },
    },
  } as unknown as TwilioMessages;
  return { created, load: () => Promise.resolve(client) };
}

const restException = (status: number, code: number) => Object.assign(new Error('Twilio said no'), { status, code });

describe('the Twilio sender', () => {
  it('sends from TWILIO_FROM, or through a messaging service when it names one', async () => {
    const fake = fakeClient(() => Promise.resolve({ sid: 'SM1' }));
    expect(await createTwilioSmsSender(account, createLogger('silent'), fake.load).send(text, options)).toBe('sent');
    const service = `MG${'a'.repeat(32)}`;
    await createTwilioSmsSender({ ...account, from: service }, createLogger('silent'), fake.load).send(text, options);
    expect(fake.created).toEqual([
      { from: '+15005550006', to: text.to, body: text.body },
      { messagingServiceSid: service, to: text.to, body: text.body },
    ]);
  });

  it('calls a number that replied STOP or cannot take texts refused, which no retry changes', async () => {
    for (const code of [21610, 21211, 21614]) {
      const fake = fakeClient(() => Promise.reject(restException(400, code)));
      expect(await createTwilioSmsSender(account, createLogger('silent'), fake.load).send(text, options)).toBe(
        'refused',
      );
    }
  });

  it('throws what may work later (a 5xx, a rate limit, no answer), so the text is tried again', async () => {
    for (const error of [restException(503, 20500), restException(429, 20429), new Error('ETIMEDOUT')]) {
      const fake = fakeClient(() => Promise.reject(error));
      await expect(createTwilioSmsSender(account, createLogger('silent'), fake.load).send(text, options)).rejects.toBe(
        error,
      );
    }
  });
});
