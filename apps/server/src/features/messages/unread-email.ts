import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { unreadMessageEmail } from '@sudsy/domain/messages';
import type { Db } from '../../db/client';
import { recordEvent } from '../../platform/events/record-event';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { sweepPass } from '../../platform/metrics/operational-events';
import type { Clock } from '../../platform/rate-limiter';
import { wantsEmail, wantsPush } from '../notification-preferences';
import { messageEmailNotices, messages } from './schema';

type SweepDeps = { db: Db; now: Clock };

/**
 * Emails each user who has had a message unread for 15 minutes, and pushes it to their devices,
 * unless they were told in the last hour or their preferences say no to both. Every message is considered once: it is marked whether
 * an email went out or the preferences refused it. Safe on several instances at once: a user's
 * hourly slot is claimed in the database, with the event that sends the email. Returns the users told.
 */
export async function sweepUnreadMessages({ db, now }: SweepDeps): Promise<string[]> {
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
    // The notice asks each channel again when it goes out ("request updates", "message alerts").
    const wanted = (await wantsEmail(db, userId, 'unread-message')) || (await wantsPush(db, userId, 'unread-message'));
    const told = await db.transaction(async (tx) => {
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
        if (claimed.length === 0) return false;
      }
      await tx
        .update(messages)
        .set({ emailNoticeAt: at })
        .where(and(eq(messages.receiverId, userId), due));
      if (wanted) await recordEvent(tx, { type: 'messages-unread', userId });
      return wanted;
    });
    if (told) emailed.push(userId);
  }
  return emailed;
}

/** The sweep as a job: every minute, on one instance at a time. */
export function unreadMessageMailJob(deps: SweepDeps): JobDefinition {
  return {
    name: 'unread-message-mail',
    cron: '* * * * *',
    sweep: true,
    run: async () => void (await sweepPass('unread-message-mail', () => sweepUnreadMessages(deps))),
  };
}
