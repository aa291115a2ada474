import type { EmailNotificationKind } from '@sudsy/domain/notification-preferences';
import type { NotificationKind } from '@sudsy/domain/notifications';
import type { Db } from '../../db/client';
import { deliverOnceOutside, deliverOnceWithin } from '../../platform/events/deliveries';
import type { Mailer } from '../../platform/mail/mailer';
import { noticeMail } from '../../platform/mail/templates';
import { publishMail } from '../../platform/metrics/operational-events';
import { wantsEmail, wantsInApp } from '../notification-preferences';
import type { Recipient } from './recipients';
import { recordNotification, type NotificationPublisher } from './service';

/** What the notices need to reach people: the database, the mail transport, the live streams. */
export type NoticeDeps = { db: Db; mailer: Mailer; hub: NotificationPublisher; publicUrl: string };

/** What one event says to one person; `path` is the page it is about. */
export type Notice = Omit<Parameters<typeof noticeMail>[0], 'name' | 'url' | 'publicUrl'> & { path: string };

/** How it reaches them: by email of this kind, in the bell as this kind, or both. */
export type Channels = { email?: EmailNotificationKind; bell?: NotificationKind };

/** Tells one person one notice on the channels their preferences allow. */
export type Tell = (to: Recipient, channels: Channels, notice: Notice) => Promise<void>;

/**
 * The `tell` of one event. Each channel to each person is delivered once however often the event
 * is retried: the bell item is written with its delivery record, and the mail carries an
 * idempotency key made of the event and the person.
 */
export function tellerFor({ db, mailer, hub, publicUrl }: NoticeDeps, eventId: string): Tell {
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
  };
}
