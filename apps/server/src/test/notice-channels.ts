import type { Campaign } from '@sudsy/domain/campaigns';
import type { NotificationsPage } from '@sudsy/domain/notifications';
import type { PushMessage } from '@sudsy/domain/push';
import { askForFeedback } from '../features/appointments/feedback-request-sweep';
import { sendDueReminders } from '../features/appointments/reminder-sweep';
import { handOutCampaign, queueCampaign } from '../features/campaigns/campaign-service';
import { sweepUnreadMessages } from '../features/messages/unread-email';
import type { LocalPushService, LocalSubscription } from '../platform/push/local-push-service';
import { callAs, type SignedIn } from './accounts';
import { emailOf, mailsTo } from './bookings';
import { jsonRequest, type TestApp } from './test-app';

// Where a person sees a notice, read as they would see it: the mail's subject in the dev outbox,
// the bell item's title through the API, the push a device's push service took, the text in the
// dev outbox. Each answers the subjects (titles) told to `who`, once every event recorded is delivered.

export type Channel = 'mail' | 'bell' | 'push' | 'text';

/** A device subscribed at the local push service and on the server, as the account page's switch does. */
export type Device = { subscription: LocalSubscription; id: string };

export async function subscribeDevice(t: TestApp, pushService: LocalPushService, who: SignedIn): Promise<Device> {
  const { publicKey } = (await (await t.app.request('/api/push/config')).json()) as { publicKey: string };
  const subscription = await pushService.subscribe(publicKey);
  const body = { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys };
  const response = await jsonRequest(t.app, '/api/push-subscriptions', body, { headers: { cookie: who.cookie } });
  if (response.status !== 201) throw new Error(`subscribing failed: ${response.status} ${await response.text()}`);
  return { subscription, id: ((await response.json()) as { device: { id: string } }).device.id };
}

export type DevText = { to: string; body: string };

/** The texts in the dev outbox to `who`'s account, newest first. */
export async function textsTo(t: TestApp, who: SignedIn): Promise<DevText[]> {
  const email = encodeURIComponent(await emailOf(t, who));
  return (await (await t.app.request(`/api/dev/mailbox/texts?to=${email}`)).json()) as DevText[];
}

/** The subjects told to `who` on `channel`; `device` is theirs for pushes (none: no pushes). */
export async function toldOn(
  t: TestApp,
  pushService: LocalPushService,
  channel: Channel,
  who: SignedIn & { device?: Device },
): Promise<string[]> {
  await t.mail.settled();
  switch (channel) {
    case 'mail':
      return (await mailsTo(t, who)).map((mail) => mail.subject);
    case 'bell': {
      const page = (await (await callAs(t, who, 'GET', '/api/notifications')).json()) as NotificationsPage;
      return page.notifications.map((item) => item.title);
    }
    case 'push': {
      const pushes = who.device ? await pushService.messages(who.device.subscription) : [];
      return pushes.map((push) => (JSON.parse(push) as PushMessage).title);
    }
    case 'text':
      // A notice is texted as "Sudsy: <subject> <link>", a campaign as "Sudsy: <text> Reply STOP to
      // opt out."; codes are neither.
      return (await textsTo(t, who)).flatMap(
        (text) => /^Sudsy: (.+?)(?: https?:\/\/\S+| Reply STOP to opt out\.)$/.exec(text.body)?.[1] ?? [],
      );
  }
}

/** The timed jobs (docs/decisions/019), one pass each as it would run at `at`. */
export const sweeps = {
  reminders: (t: TestApp, at: Date) => sendDueReminders(t.database.db, at),
  feedbackRequests: (t: TestApp, at: Date) => askForFeedback(t.database.db, at),
  unreadMessages: (t: TestApp, at: Date) => sweepUnreadMessages({ db: t.database.db, now: () => at }),
  /** An operator's campaign queued and handed out whole, as `npm run campaign:send` and its job do. */
  campaign: async (t: TestApp, campaign: Campaign) => {
    await queueCampaign(t.database.db, campaign);
    while ((await handOutCampaign(t.database.db)) !== null);
  },
};
