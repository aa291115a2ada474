import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobStart } from '@sudsy/domain/appointment';
import { campaignTopicSwitches, type CampaignTopic } from '@sudsy/domain/campaigns';
import type { defaultNotificationPreferences } from '@sudsy/domain/constants';
import { defaultPreferences, type NotificationPreferences } from '@sudsy/domain/notification-preferences';
import { addDays, defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { smsMessages, type SmsSettings } from '@sudsy/domain/sms-settings';
import { startLocalPushService, type LocalPushService } from '../../platform/push/local-push-service';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { completeAs, insertAppointment } from '../../test/appointments';
import { payingOwner, quote, sendRequest, washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { subscribeDevice, sweeps, textsTo, toldOn, type Channel, type Device } from '../../test/notice-channels';
import { createTestApp, type TestApp } from '../../test/test-app';

// Every setting of the account page does what it says (docs/product.md, "Notifications", "SMS",
// "Push notifications"): for each, a notice it governs reaches the channels it decides with it on
// and not with it off, while the channels it does not decide still tell it. A flag added to the
// preferences fails typecheck here until it has its case.

type Defaults = typeof defaultNotificationPreferences;
type Flags<T> = { [K in keyof T]-?: T[K] extends boolean ? K : never }[keyof T] & string;
/** Every switch of the Preferences tab: each flag of each group, the SMS section's, and the device's. */
type Switch =
  | { [Group in keyof Defaults]: `${Group}.${keyof Defaults[Group] & string}` }[keyof Defaults]
  | `sms.${Flags<SmsSettings>}`
  | 'push.thisDevice';

/** Someone told of a notice, with the device the account page subscribed for them, if any. */
type Person = SignedIn & { device?: Device };

/** Something that happens in the marketplace and tells a `role`: it happens to `who`, answering the subject they are told. */
type Notice = { what: string; role: 'owner' | 'washer'; happen: (who: Person) => Promise<string> };

type SwitchCase = {
  /** For a switch off by default: how the account page turns it on. */
  on?: (preferences: NotificationPreferences) => NotificationPreferences;
  /** How the account page turns it off for someone who has it on: the preferences it saves, or a step of its own. */
  off: ((preferences: NotificationPreferences) => NotificationPreferences) | { step: (who: Person) => Promise<void> };
  notice: Notice;
  /** The channels the switch decides: the notice arrives there with it on, and not with it off. */
  decides: readonly Channel[];
  /** Channels that tell the notice either way. */
  still: readonly Channel[];
};

let t: TestApp;
let pushService: LocalPushService;
beforeAll(async () => {
  // Notices do not depend on how money moves; without payments, owners and washers are quicker to set up.
  [t, pushService] = await Promise.all([createTestApp({ PAYMENTS: 'off' }), startLocalPushService()]);
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const minute = 60_000;
const fromNow = (minutes: number) => new Date(Date.now() + minutes * minute);

// What happens, each with fresh counterparts, so no case sees another's notices.

const aQuote: Notice = {
  what: 'a washer quotes on their request',
  role: 'owner',
  happen: async (owner) => {
    const washer = await washerWithProfile(t, 'Quote Quickly Wash');
    const requestId = await sendRequest(t, owner, [washer]);
    expect((await quote(t, washer, requestId, { amountCents: 8500 })).status).toBe(200);
    return 'New quote from Quote Quickly Wash: $85.00';
  },
};

const aRequest: Notice = {
  what: 'an owner sends them a request',
  role: 'washer',
  happen: async (washer) => {
    await sendRequest(t, await payingOwner(t), [washer]);
    return 'New quote request from Test User';
  },
};

const anUnreadMessage: Notice = {
  what: 'a message waits unread past the sweep',
  role: 'washer',
  happen: async (washer) => {
    const owner = await payingOwner(t);
    await sendRequest(t, owner, [washer]);
    const sent = await callAs(t, owner, 'POST', `/api/messages/conversations/${washer.id}`, { content: 'Is 10 ok?' });
    expect(sent.status).toBe(201);
    await sweeps.unreadMessages(t, fromNow(16));
    return 'You have an unread message on Sudsy';
  },
};

let jobDays = 0;
const theTwoHourReminder: Notice = {
  what: 'the reminder sweep, two hours before their job',
  role: 'owner',
  happen: async (owner) => {
    // A day of its own per job: the sweep reminds every job due at the time it is given.
    const job = { date: addDays('2031-03-01', jobDays++), start: '10:00' };
    const washer = await signedIn(t, 'washer');
    await insertAppointment(t.database.db, washer, owner, { serviceDate: job.date, startTime: job.start });
    const startsAt = jobStart(job, defaultTimeZone);
    expect(await sweeps.reminders(t, new Date(startsAt.getTime() - 90 * minute))).toBe(1);
    return 'Your car wash starts at 10:00 AM';
  },
};

const aFeedbackRequest: Notice = {
  what: 'the feedback sweep, a day after their wash',
  role: 'owner',
  happen: async (owner) => {
    const washer = await washerWithProfile(t, 'Rate Me Rinse');
    const id = await insertAppointment(t.database.db, washer, owner, { serviceDate: dayFromToday(-1) });
    expect((await completeAs(t, washer, id)).status).toBe(200);
    await sweeps.feedbackRequests(t, fromNow(25 * 60));
    return 'How was your wash with Rate Me Rinse?';
  },
};

let campaigns = 0;
/** An operator's campaign of `topic` to owners (with a text message when `texted`), the subject its own. */
const aCampaign = (topic: CampaignTopic, texted = false): Notice => ({
  what: `an operator's campaign under "${campaignTopicSwitches[topic].label}"${texted ? ' with a text' : ''}`,
  role: 'owner',
  happen: async () => {
    const subject = `${campaignTopicSwitches[topic].label}, issue ${++campaigns}`;
    const text = texted ? { text: subject } : {};
    await sweeps.campaign(t, { topic, audience: 'owners', subject, body: 'What is new at Sudsy.', ...text });
    return subject;
  },
});

// The account page, as the web app calls it.

async function preferencesOf(who: Person): Promise<NotificationPreferences> {
  const response = await callAs(t, who, 'GET', '/api/notification-preferences');
  expect(response.status).toBe(200);
  return ((await response.json()) as { preferences: NotificationPreferences }).preferences;
}

/** Saves the preferences `change` makes of the current ones; the answer. */
async function saving(who: Person, change: (preferences: NotificationPreferences) => NotificationPreferences) {
  return callAs(t, who, 'PUT', '/api/notification-preferences', change(await preferencesOf(who)));
}

async function save(who: Person, change: (preferences: NotificationPreferences) => NotificationPreferences) {
  expect((await saving(who, change)).status).toBe(200);
}

let phones = 0;
/** SMS on with a number of its own, confirmed with the code texted to it. */
async function textsOn(who: Person): Promise<void> {
  const phone = `+1415555${String(3000 + phones++)}`;
  await save(who, (p) => ({ ...p, sms: { enabled: true, phone, termsConsent: true, marketingConsent: false } }));
  const code = /your code is (\d{6})/.exec((await textsTo(t, who))[0]?.body ?? '')?.[1];
  expect((await callAs(t, who, 'POST', '/api/sms/confirm', { code })).status).toBe(200);
}

/**
 * The terms cannot be unticked while SMS stays on (the form refuses it), so withdrawing them is
 * turning SMS off, which clears them; turning it on again without them is refused in the form's words.
 */
async function withdrawTerms(who: Person): Promise<void> {
  await save(who, (p) => ({ ...p, sms: { ...p.sms, enabled: false } }));
  expect((await preferencesOf(who)).sms).toMatchObject({ enabled: false, termsConsent: false, confirmed: true });
  const again = await saving(who, (p) => ({ ...p, sms: { ...p.sms, enabled: true } }));
  expect(again.status).toBe(400);
  const { error } = (await again.json()) as { error: { fields: Record<string, string> } };
  expect(error.fields).toEqual({ 'sms.termsConsent': smsMessages.termsRequired });
}

/** The device switch turned off: the device is removed from the server (the browser unsubscribes too). */
async function turnThisDeviceOff(who: Person): Promise<void> {
  expect((await callAs(t, who, 'DELETE', `/api/push-subscriptions/${who.device?.id}`)).status).toBe(204);
}

const cases = {
  'email.requestUpdates': {
    off: (p) => ({ ...p, email: { ...p.email, requestUpdates: false } }),
    notice: aQuote,
    decides: ['mail'],
    still: ['bell'],
  },
  'email.serviceReminders': {
    off: (p) => ({ ...p, email: { ...p.email, serviceReminders: false } }),
    notice: theTwoHourReminder,
    decides: ['mail'],
    still: ['bell'],
  },
  'push.newRequests': {
    off: (p) => ({ ...p, push: { ...p.push, newRequests: false } }),
    notice: aRequest,
    decides: ['bell', 'push'],
    still: ['mail'],
  },
  'push.bidUpdates': {
    off: (p) => ({ ...p, push: { ...p.push, bidUpdates: false } }),
    notice: aQuote,
    decides: ['bell', 'push'],
    still: ['mail'],
  },
  'push.systemAlerts': {
    off: (p) => ({ ...p, push: { ...p.push, systemAlerts: false } }),
    notice: theTwoHourReminder,
    decides: ['bell', 'push'],
    still: ['mail'],
  },
  'push.messageAlerts': {
    off: (p) => ({ ...p, push: { ...p.push, messageAlerts: false } }),
    notice: anUnreadMessage,
    decides: ['push'],
    still: ['mail'],
  },
  'push.thisDevice': { off: { step: turnThisDeviceOff }, notice: aRequest, decides: ['push'], still: ['bell', 'mail'] },
  'sms.enabled': {
    off: (p) => ({ ...p, sms: { ...p.sms, enabled: false } }),
    notice: theTwoHourReminder,
    decides: ['text'],
    still: ['mail', 'bell'],
  },
  'sms.termsConsent': {
    off: { step: withdrawTerms },
    notice: theTwoHourReminder,
    decides: ['text'],
    still: ['mail', 'bell'],
  },
  'marketing.feedbackRequests': {
    off: (p) => ({ ...p, marketing: { ...p.marketing, feedbackRequests: false } }),
    notice: aFeedbackRequest,
    decides: ['mail'],
    still: [],
  },
  'email.promotions': {
    on: (p) => ({ ...p, email: { ...p.email, promotions: true } }),
    off: (p) => ({ ...p, email: { ...p.email, promotions: false } }),
    notice: aCampaign('promotion'),
    decides: ['mail'],
    still: [],
  },
  'email.newsletter': {
    on: (p) => ({ ...p, email: { ...p.email, newsletter: true } }),
    off: (p) => ({ ...p, email: { ...p.email, newsletter: false } }),
    notice: aCampaign('newsletter'),
    decides: ['mail'],
    still: [],
  },
  'marketing.specialOffers': {
    on: (p) => ({ ...p, marketing: { ...p.marketing, specialOffers: true } }),
    off: (p) => ({ ...p, marketing: { ...p.marketing, specialOffers: false } }),
    notice: aCampaign('special-offer'),
    decides: ['mail'],
    still: [],
  },
  'marketing.partnerOffers': {
    on: (p) => ({ ...p, marketing: { ...p.marketing, partnerOffers: true } }),
    off: (p) => ({ ...p, marketing: { ...p.marketing, partnerOffers: false } }),
    notice: aCampaign('partner-offer'),
    decides: ['mail'],
    still: [],
  },
  'marketing.eventInvites': {
    off: (p) => ({ ...p, marketing: { ...p.marketing, eventInvites: false } }),
    notice: aCampaign('event-invite'),
    decides: ['mail'],
    still: [],
  },
  'sms.marketingConsent': {
    on: (p) => ({ ...p, sms: { ...p.sms, marketingConsent: true } }),
    off: (p) => ({ ...p, sms: { ...p.sms, marketingConsent: false } }),
    notice: aCampaign('event-invite', true),
    decides: ['text'],
    still: ['mail'],
  },
} satisfies Record<Switch, SwitchCase>;

/** Someone new of the notice's role, with a device and a confirmed number where those are looked at, and the switch on or turned off. */
async function personWith(c: SwitchCase, on: boolean): Promise<Person> {
  const who: Person = c.notice.role === 'owner' ? await payingOwner(t) : await washerWithProfile(t);
  const looked = [...c.decides, ...c.still];
  if (looked.includes('push')) who.device = await subscribeDevice(t, pushService, who);
  if (looked.includes('text')) await textsOn(who);
  if (c.on) await save(who, c.on);
  if (on) return who;
  if (typeof c.off === 'function') await save(who, c.off);
  else await c.off.step(who);
  return who;
}

const titled = ([name, c]: [string, SwitchCase]) =>
  [`${name}: ${c.notice.what}: ${c.decides.join(' and ')} only while on`, c] as const;

describe('every switch of the Preferences tab', () => {
  it('has its case here', () => {
    const preferences = defaultPreferences();
    const groups = ['email', 'push', 'marketing'] as const;
    const switches = [
      ...groups.flatMap((group) => Object.keys(preferences[group]).map((flag) => `${group}.${flag}`)),
      ...Object.entries(preferences.sms).flatMap(([flag, value]) =>
        typeof value === 'boolean' ? [`sms.${flag}`] : [],
      ),
      'push.thisDevice',
    ];
    expect(Object.keys(cases).sort()).toEqual(switches.sort());
  });

  it.each(Object.entries(cases).map(titled))('%s', async (_title, c) => {
    const channels = [...c.decides, ...c.still];
    for (const on of [true, false]) {
      const who = await personWith(c, on);
      const subject = await c.notice.happen(who);
      const told = async (channel: Channel) => (await toldOn(t, pushService, channel, who)).includes(subject);
      const arrived = await Promise.all(channels.map(async (channel) => [channel, await told(channel)] as const));
      // Where the switch decides, only while it is on; elsewhere either way.
      const expected = channels.map((channel) => [channel, on || c.still.includes(channel)] as const);
      expect(Object.fromEntries(arrived), `"${subject}" with it ${on ? 'on' : 'off'}`).toEqual(
        Object.fromEntries(expected),
      );
    }
  });
});
