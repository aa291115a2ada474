import { eq } from 'drizzle-orm';
import type { Message } from '@sudsy/domain/messages';
import type { Db } from '../../db/client';
import { messages } from './schema';

export type MessageRow = typeof messages.$inferSelect;

/** A stored message as the API and the live stream send it. */
export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    requestId: row.requestId,
    content: row.content,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findMessage(db: Db, id: string): Promise<Message | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row ? toMessage(row) : null;
}
