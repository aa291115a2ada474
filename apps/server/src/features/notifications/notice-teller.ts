import type { EmailNotificationKind } from '@sudsy/domain/notification-preferences';
import type { NotificationKind } from '@sudsy/domain/notifications';
import type { PushKind } from '@sudsy/domain/push';
import { smsNoticeText } from '@sudsy/domain/sms';
import type { Db } from '../../db/client';
import { deliverOnceOutside, deliverOnceWithin } from '../../platform/events/deliveries';
import type { Mailer } from '../../platform/mail/mailer';
import { noticeMail } from '../../platform/mail/templates';
import { publishMail } from '../../platform/metrics/operational-events';
import type { PushSender } from '../../platform/push/push-sender';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { wantsEmail, wantsInApp, wantsPush } from '../notification-preferences';
import { forgetPushSubscription, markPushSubscriptionUsed, pushTargetsOf } from '../push-subscriptions';
import { claimAppointmentText, textableNumberOf } from '../sms';
import type { Recipient } from './recipients';
import { recordNotification, type NotificationPublisher } from './service';

/** What the notices need to reach people: the database, the mail transport, the live streams, web push, texts. */
export type NoticeDeps = {
  db: Db;
  mailer: Mailer;
  hub: NotificationPublisher;
  publicUrl: string;
  push: PushSender;
  sms: SmsSender;
};

/** What one event says to one person; `path` is the page it is about. */
export type Notice = Omit<Parameters<typeof noticeMail>[0], 'name' | 'url' | 'publicUrl'> & { path: string };

/**
 * How it reaches them: by email of this kind, in the bell as this kind, or both. A bell item is
 * also pushed to their devices as its own kind; `push` names the kind of a push without a bell
 * item (unread messages, which have their own badge).
 */
export type Channels = {
  email?: EmailNotificationKind;
  bell?: NotificationKind;
  push?: PushKind;
  /** Also texted (the few that matter on the day of a job): the appointment it is about, for the cap per job. */
  sms?: string;
};

/** Tells one person one notice on the channels their preferences allow. */
export type Tell = (to: Recipient, channels: Channels, notice: Notice) => Promise<void>;

/**
 * The `tell` of one event. Each channel to each person is delivered once however often the event
 * is retried: the bell item is written with its delivery record, and the mail carries an
 * idempotency key made of the event and the person. A push is recorded per device, so a device whose
 * push service failed is tried again without repeating the push to the others.
 */
export function tellerFor({ db, mailer, hub, publicUrl, push, sms }: NoticeDeps, eventId: string): Tell {
  return async (to, channels, { path, ...notice }) => {
    const email = channels.email;
    if (email && (await wantsEmail(db, to.id, email)))
      await deliverOnceOutside(db, eventId, `email-${to.id}`, async (idempotencyKey) => {
        const content = noticeMail({ ...notice, name: to.name, url: `${publicUrl}${path}`, publicUrl });
        await mailer.send({ to: to.email, ...content, idempotencyKey }).catch((error: unknown) => {
          publishMail('failed');
          throw error;
        });
        publishMail('sent');
      });
    const bell = channels.bell;
    if (bell && (await wantsInApp(db, to.id, bell)))
      await deliverOnceWithin(db, eventId, `bell-${to.id}`, (tx) =>
        recordNotification(tx, hub, {
          userId: to.id,
          kind: bell,
          title: notice.subject,
          body: notice.intro,
          link: path,
        }),
      );
    const pushKind = bell ?? channels.push;
    if (pushKind) {
      // Most people have no device: their preferences are not read for a push.
      const devices = await pushTargetsOf(db, to.id);
      if (devices.length > 0 && (await wantsPush(db, to.id, pushKind)))
        await pushToDevices(db, push, eventId, to, devices, { title: notice.subject, body: notice.intro, path });
    }
    const appointmentId = channels.sms;
    if (appointmentId && sms.provider !== 'off')
      await textOnce({ db, sms }, eventId, to, appointmentId, smsNoticeText(notice.subject, `${publicUrl}${path}`));
  };
}

/**
 * Texts a notice to the person's number once per event (docs/product.md, "SMS"): only to a confirmed
 * number with SMS on and the terms agreed, at most `smsTextsPerAppointment` about one appointment
 * (`about`: its id, or a campaign's key) and `smsTextsPerWeek` in 7 days. A text the provider
 * refuses gives its place back; one that failed is tried again.
 */
export async function textOnce(
  { db, sms }: Pick<NoticeDeps, 'db' | 'sms'>,
  eventId: string,
  to: Recipient,
  about: string,
  body: string,
): Promise<void> {
  const phone = await textableNumberOf(db, to.id);
  if (phone === null) return;
  await deliverOnceOutside(db, eventId, `sms-${to.id}`, async (idempotencyKey) => {
    const place = await claimAppointmentText(db, to.id, about);
    if (place === null) return;
    const recipient = { userId: to.id, email: to.email };
    const outcome = await sms.send({ to: phone, body, recipient }, { idempotencyKey }).catch(async (error: unknown) => {
      await place.release();
      throw error;
    });
    if (outcome === 'refused') await place.release();
  });
}

/**
 * Sends the push to each of the person's devices at once. A device whose push service says it is
 * gone (404, 410) is forgotten; one that failed (no answer, 429, 5xx) makes the event fail after
 * the others were tried, so that it is tried again.
 */
async function pushToDevices(
  db: Db,
  push: PushSender,
  eventId: string,
  to: Recipient,
  devices: Awaited<ReturnType<typeof pushTargetsOf>>,
  message: { title: string; body: string; path: string },
): Promise<void> {
  const results = await Promise.allSettled(
    devices.map((device) =>
      deliverOnceOutside(db, eventId, `push-${to.id}-${device.id}`, async (idempotencyKey) => {
        const target = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } };
        const recipient = { email: to.email, device: device.label };
        const outcome = await push.send(target, message, { idempotencyKey, recipient });
        if (outcome === 'gone') await forgetPushSubscription(db, device.id);
        if (outcome === 'sent') await markPushSubscriptionUsed(db, device.id);
      }),
    ),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
