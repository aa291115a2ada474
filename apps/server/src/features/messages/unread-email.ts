import { and, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { unreadMessageEmail } from '@sudsy/domain/messages';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import type { BackgroundMailer } from '../../platform/mail/background-mailer';
import { noticeMail } from '../../platform/mail/templates';
import type { Clock } from '../../platform/rate-limiter';
import { wantsEmail } from '../notification-preferences';
import { messageEmailNotices, messages } from './schema';
import { sweepPass } from '../../platform/metrics/operational-events';

/** How often the sweep looks for messages left unread; well under the 15 minutes it waits for. */
export const unreadSweepEveryMs = 60_000;

type SweepDeps = { db: Db; mailer: BackgroundMailer; publicUrl: string; now: Clock };

/**
 * Emails each user who has had a message unread for 15 minutes, unless they were emailed in the
 * last hour or their preferences say no. Every message is considered once: it is marked whether
 * an email went out or the preferences refused it. Safe on several instances at once: a user's
 * hourly slot is claimed in the database before the email is sent. Returns the users emailed.
 */
export async function sweepUnreadMessages({ db, mailer, publicUrl, now }: SweepDeps): Promise<string[]> {
  const at = now();
  const waitedSince = new Date(at.getTime() - unreadMessageEmail.afterMs);
  const lastAllowed = new Date(at.getTime() - unreadMessageEmail.atMostEveryMs);
  const due = and(isNull(messages.readAt), isNull(messages.emailNoticeAt), lte(messages.createdAt, waitedSince));
  const waiting = await db
    .selectDistinct({ userId: messages.receiverId })
    .from(messages)
    .leftJoin(messageEmailNotices, eq(messageEmailNotices.userId, messages.receiverId))
    .where(and(due, sql`(${messageEmailNotices.sentAt} is null or ${messageEmailNotices.sentAt} <= ${lastAllowed})`));

  const emailed: string[] = [];
  for (const { userId } of waiting) {
    const wanted = await wantsEmail(db, userId, 'unread-message');
    const mail = await db.transaction(async (tx) => {
      if (wanted) {
        const claimed = await tx
          .insert(messageEmailNotices)
          .values({ userId, sentAt: at })
          .onConflictDoUpdate({
            target: messageEmailNotices.userId,
            set: { sentAt: at },
            setWhere: lte(messageEmailNotices.sentAt, lastAllowed),
          })
          .returning({ userId: messageEmailNotices.userId });
        if (claimed.length === 0) return null;
      }
      await tx
        .update(messages)
        .set({ emailNoticeAt: at })
        .where(and(eq(messages.receiverId, userId), due));
      if (!wanted) return null;
      return unreadMail(tx, userId, publicUrl);
    });
    if (mail) {
      mailer.sendLater(mail);
      emailed.push(userId);
    }
  }
  return emailed;
}

async function unreadMail(db: Pick<Db, 'select'>, userId: string, publicUrl: string) {
  const [recipient] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
  if (!recipient) return null;
  const senders = await db
    .select({ senderId: messages.senderId, unread: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, userId), isNull(messages.readAt)))
    .groupBy(messages.senderId);
  const names = senders.length
    ? await db
        .select({ name: user.name })
        .from(user)
        .where(
          inArray(
            user.id,
            senders.map((sender) => sender.senderId),
          ),
        )
    : [];
  const unread = senders.reduce((sum, sender) => sum + sender.unread, 0);
  return {
    to: recipient.email,
    ...noticeMail({
      subject: unread === 1 ? 'You have an unread message on Sudsy' : `You have ${unread} unread messages on Sudsy`,
      name: recipient.name,
      intro: `You have ${unread === 1 ? 'a message' : `${unread} messages`} waiting for you on Sudsy.`,
      details: [
        ['Unread', String(unread)],
        ['From', names.map((row) => row.name).join(', ')],
      ],
      action: 'Read your messages',
      url: new URL('/messages', publicUrl).toString(),
      publicUrl,
    }),
  };
}

/** The sweep on a timer, for main.ts; `stop()` waits for a sweep under way. */
export function startUnreadMessageEmails(deps: SweepDeps & { logger: Logger; everyMs?: number }): {
  stop(): Promise<void>;
} {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => sweepPass('unread-message-mail', () => sweepUnreadMessages(deps)))
      .catch((error: unknown) => deps.logger.error({ err: error }, 'unread message sweep failed'));
  }, deps.everyMs ?? unreadSweepEveryMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
