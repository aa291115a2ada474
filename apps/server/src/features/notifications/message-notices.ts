import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { EventOf } from '@sudsy/domain/events';
import { user } from '../../auth/schema';
import type { Db } from '../../db/client';
import { messages } from '../messages/schema';
import type { Tell } from './notice-teller';
import { recipientsOf } from './recipients';

/**
 * Messages waiting unread, to their receiver: how many and from whom, never what they say. Counted
 * when it goes out, so messages read meanwhile are not counted, and none left means no mail. It is
 * mailed under "request updates" and pushed to their devices under "message alerts".
 */
export async function messagesUnread(db: Db, tell: Tell, { userId }: EventOf<'messages-unread'>): Promise<void> {
  const receiver = (await recipientsOf(db, [userId])).get(userId);
  if (!receiver) return;
  const senders = await db
    .select({ senderId: messages.senderId, unread: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, userId), isNull(messages.readAt)))
    .groupBy(messages.senderId);
  const unread = senders.reduce((sum, sender) => sum + sender.unread, 0);
  if (unread === 0) return;
  const names = await db
    .select({ name: user.name })
    .from(user)
    .where(
      inArray(
        user.id,
        senders.map((sender) => sender.senderId),
      ),
    );
  await tell(
    receiver,
    { email: 'unread-message', push: 'unread-message' },
    {
      subject: unread === 1 ? 'You have an unread message on Sudsy' : `You have ${unread} unread messages on Sudsy`,
      intro: `You have ${unread === 1 ? 'a message' : `${unread} messages`} waiting for you on Sudsy.`,
      details: [
        ['Unread', String(unread)],
        ['From', names.map((row) => row.name).join(', ')],
      ],
      action: 'Read your messages',
      path: '/messages',
    },
  );
}
