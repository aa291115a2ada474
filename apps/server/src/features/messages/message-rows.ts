import { eq } from 'drizzle-orm';
import { removedMessageText } from '@sudsy/domain/message-moderation';
import type { Message } from '@sudsy/domain/messages';
import type { Db } from '../../db/client';
import { messages } from './schema';

export type MessageRow = typeof messages.$inferSelect;

/** A stored message as the API and the live stream send it; a hidden one only says it was removed. */
export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    requestId: row.requestId,
    content: row.hiddenAt === null ? row.content : removedMessageText,
    ...(row.hiddenAt !== null && { removed: true }),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findMessage(db: Db, id: string): Promise<Message | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row ? toMessage(row) : null;
}
