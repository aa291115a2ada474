import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPreferences, type NotificationPreferences } from '@sudsy/domain/notification-preferences';
import { smsMessages } from '@sudsy/domain/sms-settings';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { wantsEmail } from './service';

let t: TestApp;
let owner: SignedIn;
let washer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, washer] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'washer')]);
});
afterAll(() => t.close());

const path = '/api/notification-preferences';
/** The answer: the preferences, with the number's state beside the SMS section (none confirmed here). */
const answered = (preferences: NotificationPreferences) => ({
  ...preferences,
  sms: { ...preferences.sms, confirmed: false, codeSentAt: expect.anything() as unknown },
});
const unconfirmed = (preferences: NotificationPreferences) => ({
  ...preferences,
  sms: { ...preferences.sms, confirmed: false, codeSentAt: null },
});
const smsOn = { enabled: true, phone: '+14155550123', termsConsent: true, marketingConsent: true };

async function read(who: SignedIn): Promise<NotificationPreferences> {
  const response = await callAs(t, who, 'GET', path);
  expect(response.status).toBe(200);
  return ((await response.json()) as { preferences: NotificationPreferences }).preferences;
}

async function save(who: SignedIn, preferences: NotificationPreferences): Promise<Response> {
  return callAs(t, who, 'PUT', path, preferences);
}

describe('/api/notification-preferences', () => {
  it('answers the documented defaults before anything is saved', async () => {
    expect(await read(owner)).toEqual(unconfirmed(defaultPreferences()));
  });

  it("stores each user's own preferences: one user's save leaves the other's alone", async () => {
    const mine = { ...defaultPreferences(), email: { ...defaultPreferences().email, promotions: true }, sms: smsOn };
    const response = await save(washer, mine);
    expect(response.status).toBe(200);
    // SMS on with a new number: a code was texted to it, and it is not confirmed yet.
    expect(await read(washer)).toEqual(answered(mine));
    expect(await read(owner)).toEqual(unconfirmed(defaultPreferences()));
  });

  it('turning SMS off clears both consents and keeps the number', async () => {
    await save(owner, { ...defaultPreferences(), sms: smsOn });
    const response = await save(owner, { ...defaultPreferences(), sms: { ...smsOn, enabled: false } });
    expect(response.status).toBe(200);
    expect((await read(owner)).sms).toEqual({
      enabled: false,
      phone: '+14155550123',
      termsConsent: false,
      marketingConsent: false,
      confirmed: false,
      codeSentAt: null,
    });
  });

  it.each([
    ['a short number', { ...smsOn, phone: '+1415555' }, { 'sms.phone': smsMessages.phoneTooShort }],
    ['a number not in E.164 form', { ...smsOn, phone: '04155550123' }, { 'sms.phone': smsMessages.phoneFormat }],
    ['no terms consent', { ...smsOn, termsConsent: false }, { 'sms.termsConsent': smsMessages.termsRequired }],
  ])('refuses SMS with %s, in the form’s words, and keeps what was stored', async (_case, sms, fields) => {
    const before = await read(owner);
    const response = await save(owner, { ...defaultPreferences(), sms });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual(fields);
    expect(await read(owner)).toEqual(before);
  });

  it('refuses a missing group or a flag that is not a boolean with a 400', async () => {
    const { marketing: _marketing, ...withoutMarketing } = defaultPreferences();
    expect((await callAs(t, owner, 'PUT', path, withoutMarketing)).status).toBe(400);
    const badFlag = { ...defaultPreferences(), push: { ...defaultPreferences().push, bidUpdates: 'yes' } };
    expect((await callAs(t, owner, 'PUT', path, badFlag)).status).toBe(400);
  });

  it('is for signed-in users only', async () => {
    expect((await callAs(t, null, 'GET', path)).status).toBe(401);
    expect((await callAs(t, null, 'PUT', path, defaultPreferences())).status).toBe(401);
  });

  it('is what the email notifications honour', async () => {
    const quiet = { ...defaultPreferences(), email: { ...defaultPreferences().email, requestUpdates: false } };
    await save(owner, quiet);
    expect(await wantsEmail(t.database.db, owner.id, 'new-quote')).toBe(false);
    expect(await wantsEmail(t.database.db, owner.id, 'appointment-reminder')).toBe(true);
    await save(owner, defaultPreferences());
    expect(await wantsEmail(t.database.db, owner.id, 'new-quote')).toBe(true);
  });

  it('is documented, with the service preferences and washer credentials, in the OpenAPI document', async () => {
    const response = await t.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const { paths } = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths['/api/notification-preferences'] ?? {})).toEqual(['get', 'put']);
    expect(Object.keys(paths['/api/service-preferences'] ?? {})).toEqual(['get', 'put']);
    for (const path of [
      '/api/washer-credentials',
      '/api/washer-credentials/insurance',
      '/api/washer-credentials/skills',
      '/api/washer-credentials/skills/{id}',
      '/api/washer-credentials/certifications',
      '/api/washer-credentials/certifications/{id}',
      '/api/washers/{id}/credentials',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });
});
