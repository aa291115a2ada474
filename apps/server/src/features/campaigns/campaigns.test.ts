import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignTextMessage, campaignTexts, type Campaign } from '@sudsy/domain/campaigns';
import { defaultPreferences, type NotificationPreferences } from '@sudsy/domain/notification-preferences';
import { user } from '../../auth/schema';
import { eventOutbox } from '../../platform/schema';
import { listRecordedTexts } from '../../platform/sms/dev-outbox-sms-sender';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { emailOf, mailsTo } from '../../test/bookings';
import { createTestApp, testPassword, type TestApp } from '../../test/test-app';
import { notificationPreferencesOf, saveNotificationPreferences } from '../notification-preferences';
import { smsNumbers } from '../sms/schema';
import { handOutCampaign, queueCampaign } from './campaign-service';
import { campaigns } from './schema';
import { unsubscribeToken } from './unsubscribe-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const offer: Campaign = {
  topic: 'special-offer',
  audience: 'owners',
  subject: 'Spring shine: 20% off',
  body: 'Hi from Sudsy,\n\nEvery wash booked this week is 20% off.',
  text: '20% off every wash this week',
};

let phones = 0;
/** Someone with the given switches, and SMS on a confirmed number when `text` says so. */
async function person(
  role: 'owner' | 'washer',
  change: (preferences: NotificationPreferences) => NotificationPreferences,
  text: { marketingConsent: boolean } | null = null,
): Promise<SignedIn> {
  const who = await signedIn(t, role);
  const phone = `+1415555${String(1000 + (phones += 1)).slice(-4)}`;
  const sms = text ? { enabled: true, phone, termsConsent: true, ...text } : defaultPreferences().sms;
  await saveNotificationPreferences(t.database.db, who.id, { ...change(defaultPreferences()), sms });
  // The number as confirmed by its code (the SMS tests walk the code itself).
  if (text) await t.database.db.insert(smsNumbers).values({ userId: who.id, phone, confirmedAt: new Date() });
  return who;
}
const offersOn = (preferences: NotificationPreferences) => ({
  ...preferences,
  marketing: { ...preferences.marketing, specialOffers: true },
});

/** Every pass until no campaign waits, then every event delivered. */
async function sendAll(passSize?: number): Promise<void> {
  while ((await handOutCampaign(t.database.db, { passSize })) !== null);
  await t.events.drain();
}

/** The campaign mails `who` got (the ones with an unsubscribe header), by subject. */
const subjectsTo = async (who: SignedIn) =>
  (await mailsTo(t, who)).filter((mail) => mail.listUnsubscribe !== null).map((mail) => mail.subject);
const textsTo = async (who: SignedIn) =>
  (await listRecordedTexts(t.database.db, await emailOf(t, who))).map((text) => text.body);

describe('a campaign', () => {
  it('reaches those of its audience whose topic switch is on, by email, and by text with marketing consent', async () => {
    const texted = await person('owner', offersOn, { marketingConsent: true });
    const mailedOnly = await person('owner', offersOn, { marketingConsent: false });
    const offersOff = await person('owner', (preferences) => preferences, { marketingConsent: true });
    const washer = await person('washer', offersOn);
    await queueCampaign(t.database.db, offer);
    await sendAll();

    expect(await subjectsTo(texted)).toEqual([offer.subject]);
    expect(await textsTo(texted)).toEqual([campaignTextMessage(offer.text ?? '')]);
    expect(await subjectsTo(mailedOnly)).toEqual([offer.subject]);
    expect(await textsTo(mailedOnly)).toEqual([]);
    expect(await subjectsTo(offersOff)).toEqual([]);
    expect(await textsTo(offersOff)).toEqual([]);
    expect(await subjectsTo(washer)).toEqual([]);

    const mail = (await mailsTo(t, texted)).find((each) => each.subject === offer.subject);
    const token = unsubscribeToken(t.config.authSecret, texted.id, 'special-offer');
    expect(mail?.text).toContain('Every wash booked this week is 20% off.');
    expect(mail?.text).toContain(campaignTexts.why('Special offers'));
    expect(mail?.text).toContain(`${t.config.publicUrl}/unsubscribe/${token}`);
    expect(mail?.listUnsubscribe).toBe(`${t.config.publicUrl}/api/unsubscribe/${token}`);
    const [row] = await t.database.db.select().from(campaigns);
    expect(row?.finishedAt).not.toBeNull();
  });

  it('goes out over several passes, each person once, and a delivery retried sends nothing twice', async () => {
    const everyone = await Promise.all([1, 2, 3, 4, 5].map(() => person('washer', offersOn)));
    await queueCampaign(t.database.db, { ...offer, audience: 'washers', subject: 'For washers only' });
    await sendAll(2);
    for (const washer of everyone) expect(await subjectsTo(washer)).toEqual(['For washers only']);
    // As if every event failed after its mail went: each is delivered again.
    await t.database.db.update(eventOutbox).set({ deliveredAt: null, availableAt: new Date() });
    await t.events.drain();
    for (const washer of everyone) expect(await subjectsTo(washer)).toEqual(['For washers only']);
  });

  it('asks the preferences again when it is delivered: a switch turned off since stops it', async () => {
    const owner = await person('owner', offersOn);
    await queueCampaign(t.database.db, { ...offer, subject: 'Changed my mind' });
    while ((await handOutCampaign(t.database.db)) !== null);
    await saveNotificationPreferences(t.database.db, owner.id, defaultPreferences());
    await t.events.drain();
    expect(await subjectsTo(owner)).toEqual([]);
  });

  it('leaves out unconfirmed addresses and deleted accounts', async () => {
    const unconfirmed = await person('owner', offersOn);
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, unconfirmed.id));
    const leaving = await person('owner', offersOn);
    const deletion = await callAs(t, leaving, 'POST', '/api/account/delete', { password: testPassword });
    expect(deletion.status).toBe(200);
    // Event invitations are on by default: what an anonymised account's preferences would say.
    await queueCampaign(t.database.db, { ...offer, topic: 'event-invite', subject: 'Not for them' });
    await sendAll();
    expect(await subjectsTo(unconfirmed)).toEqual([]);
    // The deleted account keeps its row, anonymised: no mail goes to its made-up address.
    expect(await subjectsTo(leaving)).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  const path = (token: string) => `/api/unsubscribe/${token}`;

  it('names the topic and the masked address, turns only that switch off, and says so again', async () => {
    const owner = await person('owner', (preferences) => ({
      ...offersOn(preferences),
      email: { ...preferences.email, newsletter: true },
    }));
    const email = await emailOf(t, owner);
    const token = unsubscribeToken(t.config.authSecret, owner.id, 'special-offer');
    const before = await t.app.request(path(token));
    expect(await before.json()).toEqual({
      topic: 'special-offer',
      label: 'Special offers',
      email: `${email[0]}•••${email.slice(email.indexOf('@'))}`,
      subscribed: true,
    });
    // A mail client's one-click POST: no cookie, no Origin, the RFC 8058 body.
    const click = () =>
      t.app.request(path(token), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await click();
    expect(first.status).toBe(200);
    expect(((await first.json()) as { subscribed: boolean }).subscribed).toBe(false);
    expect((await click()).status).toBe(200);
    const after = await notificationPreferencesOf(t.database.db, owner.id);
    expect(after.marketing.specialOffers).toBe(false);
    expect(after.email.newsletter).toBe(true);
    expect(after.email.requestUpdates).toBe(true);

    await queueCampaign(t.database.db, { ...offer, subject: 'After unsubscribing' });
    await sendAll();
    expect(await subjectsTo(owner)).toEqual([]);
  });

  it('answers a token that is not ours, or another topic under the same signature, with 404 and changes nothing', async () => {
    const owner = await person('owner', offersOn);
    const token = unsubscribeToken(t.config.authSecret, owner.id, 'special-offer');
    const forged = token.replace('special-offer', 'newsletter');
    for (const bad of [
      forged,
      `${token}x`,
      'nonsense',
      unsubscribeToken('another-secret', owner.id, 'special-offer'),
    ]) {
      const response = await t.app.request(path(bad), { method: 'POST' });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(campaignTexts.invalid);
    }
    expect((await notificationPreferencesOf(t.database.db, owner.id)).marketing.specialOffers).toBe(true);
  });
});
