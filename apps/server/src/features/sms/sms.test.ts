import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPreferences, type NotificationPreferences } from '@sudsy/domain/notification-preferences';
import {
  smsCodeMaxTries,
  smsCodesPerHour,
  smsConfirmMessages,
  smsReplies,
  smsTextsPerAppointment,
  smsTextsPerWeek,
} from '@sudsy/domain/sms';
import type { StoredSmsSettings } from '@sudsy/domain/sms-settings';
import { recordEvent } from '../../platform/events/record-event';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { insertAppointment } from '../../test/appointments';
import { emailOf } from '../../test/bookings';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { saveNotificationPreferences } from '../notification-preferences';
import { createLogger } from '../../logger';
import { createRateLimiter } from '../../platform/rate-limiter';
import { smsAppointmentTexts } from './schema';
import { resendSmsCode } from './service';
import { smsInboundPath, smsInboundUrl, smsWebhookToken } from './webhook';

// The clock the codes' expiry, the resend wait and the hourly limit run on.
let clock = new Date('2030-06-01T09:00:00Z');
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let t: TestApp;
let owner: SignedIn;
let washer: SignedIn;
let phones = 0;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  [owner, washer] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'washer')]);
});
afterAll(() => t.close());

/** A number of its own per test, so one test's texts and STOPs are not another's. */
const newPhone = () => `+1415555${String(1000 + phones++).padStart(4, '0')}`;
const smsOn = (phone: string) => ({ enabled: true, phone, termsConsent: true, marketingConsent: false });

async function preferences(who: SignedIn): Promise<NotificationPreferences & { sms: StoredSmsSettings }> {
  const response = await callAs(t, who, 'GET', '/api/notification-preferences');
  expect(response.status).toBe(200);
  return ((await response.json()) as { preferences: NotificationPreferences & { sms: StoredSmsSettings } }).preferences;
}

async function saveSms(who: SignedIn, sms: NotificationPreferences['sms']): Promise<StoredSmsSettings> {
  const response = await callAs(t, who, 'PUT', '/api/notification-preferences', { ...defaultPreferences(), sms });
  expect(response.status).toBe(200);
  return ((await response.json()) as { preferences: { sms: StoredSmsSettings } }).preferences.sms;
}

type DevText = { to: string; email: string; body: string };
async function textsTo(who: SignedIn): Promise<DevText[]> {
  const email = await emailOf(t, who);
  return (await (await t.app.request(`/api/dev/mailbox/texts?to=${encodeURIComponent(email)}`)).json()) as DevText[];
}

/** The code in the newest text to `who`'s account. */
async function latestCode(who: SignedIn): Promise<string> {
  const [text] = await textsTo(who);
  const code = /your code is (\d{6})/.exec(text?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in ${JSON.stringify(text)}`);
  return code;
}

const confirm = (who: SignedIn, code: string) => callAs(t, who, 'POST', '/api/sms/confirm', { code });
const resend = (who: SignedIn) => callAs(t, who, 'POST', '/api/sms/resend');
const fieldOf = async (response: Response) =>
  ((await response.json()) as { error: { fields?: { code?: string }; message: string } }).error;

/** A wrong code for `code`: the same digits shifted by one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** An account with SMS on and its number confirmed through the code texted to it. */
async function confirmedAccount(role: 'owner' | 'washer' = 'owner', phone = newPhone()) {
  const who = await signedIn(t, role);
  await saveSms(who, smsOn(phone));
  expect((await confirm(who, await latestCode(who))).status).toBe(200);
  return { who, phone };
}

describe('confirming the number', () => {
  it('texts a code to a number saved with SMS on, and the code confirms it', async () => {
    const phone = newPhone();
    const saved = await saveSms(owner, smsOn(phone));
    expect(saved).toMatchObject({ enabled: true, phone, confirmed: false, codeSentAt: clock.toISOString() });
    const texts = await textsTo(owner);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: phone, email: await emailOf(t, owner) });
    expect(texts[0]?.body).toMatch(/^Sudsy: your code is \d{6}\. It expires in 10 minutes\./);

    const response = await confirm(owner, await latestCode(owner));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sms: { confirmed: true, codeSentAt: null } });
    expect((await preferences(owner)).sms).toMatchObject({ phone, confirmed: true });
    // Saving again (the same number) neither unconfirms it nor texts another code.
    await saveSms(owner, { ...smsOn(phone), marketingConsent: true });
    expect((await preferences(owner)).sms.confirmed).toBe(true);
    expect(await textsTo(owner)).toHaveLength(1);
  });

  it('changing the number unconfirms it and texts the new one a code', async () => {
    const { who } = await confirmedAccount();
    const next = newPhone();
    expect(await saveSms(who, smsOn(next))).toMatchObject({ phone: next, confirmed: false });
    expect((await textsTo(who))[0]?.to).toBe(next);
  });

  it('texts nothing while SMS is off, and keeps no code for a number saved off', async () => {
    const who = await signedIn(t, 'owner');
    expect(await saveSms(who, { ...smsOn(newPhone()), enabled: false, termsConsent: false })).toMatchObject({
      confirmed: false,
      codeSentAt: null,
    });
    expect(await textsTo(who)).toEqual([]);
    expect((await confirm(who, '123456')).status).toBe(409);
    expect((await resend(who)).status).toBe(409);
  });

  it('refuses a wrong code in words, and after five wrong ones the right one too', async () => {
    const who = await signedIn(t, 'owner');
    await saveSms(who, smsOn(newPhone()));
    const code = await latestCode(who);
    for (let tryNumber = 1; tryNumber < smsCodeMaxTries; tryNumber++) {
      const response = await confirm(who, wrong(code));
      expect(response.status).toBe(400);
      expect((await fieldOf(response)).fields).toEqual({ code: smsConfirmMessages.wrongCode });
    }
    const fifth = await confirm(who, wrong(code));
    expect((await fieldOf(fifth)).fields).toEqual({ code: smsConfirmMessages.tooManyTries });
    const right = await confirm(who, code);
    expect(right.status).toBe(400);
    expect((await fieldOf(right)).fields).toEqual({ code: smsConfirmMessages.tooManyTries });
    expect((await preferences(who)).sms.confirmed).toBe(false);
  });

  it('refuses a code after ten minutes, and one that is not six digits with the form’s message', async () => {
    const who = await signedIn(t, 'owner');
    await saveSms(who, smsOn(newPhone()));
    const code = await latestCode(who);
    const malformed = await confirm(who, '12ab');
    expect(malformed.status).toBe(400);
    expect((await fieldOf(malformed)).fields).toEqual({ code: smsConfirmMessages.codeFormat });
    later(10 * 60);
    const expired = await confirm(who, code);
    expect(expired.status).toBe(400);
    expect((await fieldOf(expired)).fields).toEqual({ code: smsConfirmMessages.expired });
  });

  it('sends a new code at most once a minute, and the new one replaces the old', async () => {
    const who = await signedIn(t, 'owner');
    await saveSms(who, smsOn(newPhone()));
    const first = await latestCode(who);
    later(30);
    const soon = await resend(who);
    expect(soon.status).toBe(429);
    expect((await fieldOf(soon)).message).toBe(smsConfirmMessages.resendWait(30));
    expect(await textsTo(who)).toHaveLength(1);
    later(30);
    const again = await resend(who);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ sms: { confirmed: false, codeSentAt: clock.toISOString() } });
    const second = await latestCode(who);
    expect(await textsTo(who)).toHaveLength(2);
    if (second !== first)
      expect((await fieldOf(await confirm(who, first))).fields?.code).toBe(smsConfirmMessages.wrongCode);
    expect((await confirm(who, second)).status).toBe(200);
    expect((await resend(who)).status).toBe(409);
  });

  it(`texts an account at most ${smsCodesPerHour} codes an hour`, async () => {
    const who = await signedIn(t, 'owner');
    await saveSms(who, smsOn(newPhone()));
    for (let sent = 1; sent < smsCodesPerHour; sent++) {
      later(61);
      expect((await resend(who)).status).toBe(200);
    }
    later(61);
    const over = await resend(who);
    expect(over.status).toBe(429);
    expect((await fieldOf(over)).message).toBe(smsConfirmMessages.tooManyCodes);
    expect(await textsTo(who)).toHaveLength(smsCodesPerHour);
    later(3600);
    expect((await resend(who)).status).toBe(200);
  });

  it('says in words when the provider cannot be reached, and leaves no wait before trying again', async () => {
    const who = await signedIn(t, 'owner');
    const phone = newPhone();
    await saveNotificationPreferences(t.database.db, who.id, { ...defaultPreferences(), sms: smsOn(phone) });
    const deps = {
      db: t.database.db,
      sender: { provider: 'twilio' as const, send: () => Promise.reject(new Error('connect ETIMEDOUT')) },
      rateLimiter: createRateLimiter(t.database.db, () => clock),
      now: () => clock,
      secret: t.config.authSecret,
      logger: createLogger('silent'),
    };
    const user = { id: who.id, name: 'Olivia', email: await emailOf(t, who), role: 'owner' as const };
    await expect(resendSmsCode(deps, user)).rejects.toMatchObject({
      status: 500,
      message: smsConfirmMessages.sendFailed,
    });
    expect((await preferences(who)).sms).toMatchObject({ confirmed: false, codeSentAt: null });
    expect((await resend(who)).status).toBe(200);
  });

  it('is for signed-in users only', async () => {
    expect((await confirm(null as unknown as SignedIn, '123456')).status).toBe(401);
    expect((await callAs(t, null, 'POST', '/api/sms/resend')).status).toBe(401);
  });
});

/** A reply as Twilio posts it: form-encoded, signed over the URL and the sorted fields. */
function twilioPost(app: TestApp, fields: Record<string, string>, token: string, signature?: string) {
  const url = smsInboundUrl(app.config.publicUrl);
  const data = Object.keys(fields)
    .sort()
    .reduce((signed, key) => signed + key + fields[key], url);
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    'x-twilio-signature': signature ?? createHmac('sha1', token).update(data).digest('base64'),
  };
  return app.app.request(smsInboundPath, { method: 'POST', headers, body: new URLSearchParams(fields) });
}

const reply = (from: string, body: string) =>
  twilioPost(
    t,
    { From: from, To: '+15005550006', Body: body, MessageSid: `SM${'0'.repeat(32)}` },
    smsWebhookToken(t.config),
  );

/** A two-hour reminder of a job of `who`'s, delivered. */
async function remind(who: { id: string }, appointmentId?: string): Promise<string> {
  const id = appointmentId ?? (await insertAppointment(t.database.db, washer, who));
  await recordEvent(t.database.db, {
    type: 'appointment-reminder',
    appointmentId: id,
    leadHours: 2,
    tellsWasher: false,
  });
  await t.mail.settled();
  return id;
}

describe('texts of the day of a job', () => {
  it('texts the two-hour reminder, short, only to a confirmed number with SMS on and the terms agreed', async () => {
    const unconfirmed = await signedIn(t, 'owner');
    await saveSms(unconfirmed, smsOn(newPhone()));
    await remind({ id: unconfirmed.id });
    expect(await textsTo(unconfirmed)).toHaveLength(1); // the code only

    const { who, phone } = await confirmedAccount();
    const appointmentId = await remind({ id: who.id });
    const [text] = await textsTo(who);
    expect(text?.to).toBe(phone);
    expect(text?.body).toMatch(new RegExp(`^Sudsy: .+ ${t.config.publicUrl}/appointments/${appointmentId}$`));

    // The same event delivered again texts nothing more; the day-before reminder is not texted.
    await recordEvent(t.database.db, {
      type: 'appointment-reminder',
      appointmentId,
      leadHours: 24,
      tellsWasher: false,
    });
    await t.mail.settled();
    expect(await textsTo(who)).toHaveLength(2);

    // SMS turned off (its consents cleared): no text.
    await saveSms(who, { ...smsOn(phone), enabled: false, termsConsent: false });
    await remind({ id: who.id });
    expect(await textsTo(who)).toHaveLength(2);
  });

  it(`texts one person at most ${smsTextsPerAppointment} times about one appointment, ${smsTextsPerWeek} a week`, async () => {
    const { who } = await confirmedAccount();
    const appointmentId = await remind({ id: who.id });
    for (let event = 1; event <= smsTextsPerAppointment + 2; event++) {
      await recordEvent(t.database.db, { type: 'late-start', appointmentId, driveMinutes: 20 });
      await t.mail.settled();
    }
    const notices = async () => (await textsTo(who)).filter((text) => !text.body.includes('your code is'));
    expect(await notices()).toHaveLength(smsTextsPerAppointment);
    // The week's texts are used up too ("Up to 4 messages per week"): another job is not texted...
    await remind({ id: who.id });
    expect(await notices()).toHaveLength(smsTextsPerWeek);
    // ...until they are more than 7 days old.
    await t.database.db
      .update(smsAppointmentTexts)
      .set({ sentAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(smsAppointmentTexts.userId, who.id));
    await remind({ id: who.id });
    expect(await notices()).toHaveLength(smsTextsPerWeek + 1);
  });
});

describe('STOP', () => {
  it('refuses a reply without a valid signature with 403, and changes nothing', async () => {
    const { who, phone } = await confirmedAccount();
    const fields = { From: phone, Body: 'STOP' };
    expect((await twilioPost(t, fields, 'not-the-token')).status).toBe(403);
    expect((await twilioPost(t, fields, '', '')).status).toBe(403);
    // Signed over other fields than those sent.
    const signedForStart = await twilioPost(t, { ...fields, Body: 'START' }, smsWebhookToken(t.config));
    expect(signedForStart.status).toBe(200);
    expect((await preferences(who)).sms.enabled).toBe(true);
  });

  it('turns SMS off for every account with the number, answers in TwiML, and START turns it back on', async () => {
    const { who: first, phone } = await confirmedAccount('owner');
    const { who: second } = await confirmedAccount('washer', phone);
    const stopped = await reply(phone, ' stop ');
    expect(stopped.status).toBe(200);
    expect(stopped.headers.get('content-type')).toContain('text/xml');
    expect(await stopped.text()).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${smsReplies.stopped}</Message></Response>`,
    );
    for (const who of [first, second]) expect((await preferences(who)).sms).toMatchObject({ enabled: false, phone });
    const before = (await textsTo(first)).length;
    await remind({ id: first.id });
    expect(await textsTo(first)).toHaveLength(before);

    const started = await reply(phone, 'UNSTOP');
    expect(await started.text()).toContain(smsReplies.started);
    for (const who of [first, second])
      expect((await preferences(who)).sms).toMatchObject({ enabled: true, termsConsent: true, confirmed: true });
    await remind({ id: first.id });
    expect(await textsTo(first)).toHaveLength(before + 1);
  });

  it('answers any other reply with an empty TwiML and changes nothing; HELP with what the texts are', async () => {
    const { who, phone } = await confirmedAccount();
    expect(await (await reply(phone, 'help')).text()).toContain(smsReplies.help.replace(/&/g, '&amp;'));
    const response = await reply(phone, 'Thanks, see you then');
    expect(await response.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect((await preferences(who)).sms.enabled).toBe(true);
  });

  it("through the dev mailbox's Reply STOP, turns SMS off and no more texts go", async () => {
    const { who, phone } = await confirmedAccount();
    const page = await (await t.app.request(`/dev/mailbox?to=${encodeURIComponent(await emailOf(t, who))}`)).text();
    expect(page).toContain(`Reply STOP from ${phone}`);
    const response = await t.app.request('/dev/mailbox/texts/reply', {
      method: 'POST',
      headers: { origin: testOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ from: phone, body: 'STOP' }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dev/mailbox#texts');
    expect((await preferences(who)).sms.enabled).toBe(false);
    const before = (await textsTo(who)).length;
    await remind({ id: who.id });
    expect(await textsTo(who)).toHaveLength(before);
    // Only the product's own pages may post it.
    const foreign = await t.app.request('/dev/mailbox/texts/reply', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ from: phone, body: 'START' }),
    });
    expect(foreign.status).toBe(403);
  });
});

describe('with Twilio configured', () => {
  let twilio: TestApp;
  const authToken = 'twilio-auth-token-for-tests';
  beforeAll(async () => {
    twilio = await createTestApp({
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: '+15005550006',
    });
  });
  afterAll(() => twilio.close());

  it("checks the reply's signature with the auth token; STOP turns SMS off", async () => {
    const who = await signedIn(twilio, 'owner');
    const phone = '+14155550999';
    // Stored directly: saving it through the API would text a code through Twilio, and tests have no network.
    await saveNotificationPreferences(twilio.database.db, who.id, { ...defaultPreferences(), sms: smsOn(phone) });
    const fields = { From: phone, To: '+15005550006', Body: 'STOP' };
    expect((await twilioPost(twilio, fields, smsWebhookToken(t.config))).status).toBe(403);
    const response = await twilioPost(twilio, fields, authToken);
    expect(response.status).toBe(200);
    const stored = await callAs(twilio, who, 'GET', '/api/notification-preferences');
    expect(((await stored.json()) as { preferences: { sms: StoredSmsSettings } }).preferences.sms.enabled).toBe(false);
  });
});
