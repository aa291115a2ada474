import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { washerProfileDefaults } from '@sudsy/domain/constants';
import {
  contactsPageSize,
  conversationPageSize,
  messagesTexts,
  type Contact,
  type Message,
  type SendMessageInput,
} from '@sudsy/domain/messages';
import { removedMessageText } from '@sudsy/domain/message-moderation';
import { isRole } from '@sudsy/domain/roles';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { afterCursor, afterPlace, microsecondsOf, pageOf, placeCursor } from '../../db/pagination';
import { washerProfiles } from '../washer-setup/schema';
import { quoteRequests, quoteResponses } from '../requests/schema';
import { user as users } from '../../auth/schema';
import { forbidden, notFound } from '../../http/app-error';
import type { MessagesHub } from './hub';
import { toMessage } from './message-rows';
import { myMessageReports } from './reports';
import { messages } from './schema';

/** Both directions between two people. */
const between = (a: string, b: string) =>
  or(
    and(eq(messages.senderId, a), eq(messages.receiverId, b)),
    and(eq(messages.senderId, b), eq(messages.receiverId, a)),
  );

/**
 * The quote requests two people share, newest first: requests `me` sent to the other, or the
 * other sent to `me`. This is what makes them contacts.
 */
function sharedRequests(db: Db, me: string, other: string) {
  return db
    .select({ id: quoteRequests.id })
    .from(quoteResponses)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteResponses.requestId))
    .where(
      or(
        and(eq(quoteRequests.ownerId, me), eq(quoteResponses.washerId, other)),
        and(eq(quoteRequests.ownerId, other), eq(quoteResponses.washerId, me)),
      ),
    )
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
}

type ContactRow = {
  id: string;
  name: string;
  business_name: string | null;
  image: string | null;
  role: string;
  last_message: string | null;
  last_message_time: Date | string | null;
  unread_count: number;
  request_id: string | null;
  activity: string;
};

/** Which of `me`'s contacts to read: only one, or a page after a place cursor. */
type ContactsWanted = { only: string } | { cursor: string | undefined; limit: number };

/** A contact's latest activity: their last message with `me`, or the newest request the two share. */
const lastActivity = sql`greatest(last.created_at, newest.created_at)`;

/**
 * `me`'s contacts: everyone they share a quote request with, plus anyone they have messages with
 * whose request has since gone, so no conversation disappears. The latest activity first (the last
 * message between the two, or a newer request they share), each with its place cursor.
 */
async function selectContacts(
  db: Db,
  me: string,
  wanted: ContactsWanted,
): Promise<{ contact: Contact; cursor: string }[]> {
  const result = await db.execute(sql`
    with shared as (
      select r.washer_id as contact_id, q.id as request_id, q.created_at
        from ${quoteResponses} r join ${quoteRequests} q on q.id = r.request_id
        where q.owner_id = ${me}
      union all
      select q.owner_id, q.id, q.created_at
        from ${quoteResponses} r join ${quoteRequests} q on q.id = r.request_id
        where r.washer_id = ${me}
    ),
    contact_ids as (
      select contact_id from shared
      union
      select case when sender_id = ${me} then receiver_id else sender_id end
        from ${messages} where sender_id = ${me} or receiver_id = ${me}
    )
    select u.id, u.name, u.image, u.role,
           nullif(pp.business_name, '') as business_name,
           case when last.hidden_at is null then last.content else ${removedMessageText} end as last_message, last.created_at as last_message_time,
           ${microsecondsOf(lastActivity)} as activity,
           (select count(*)::int from ${messages} m
              where m.receiver_id = ${me} and m.sender_id = u.id and m.read_at is null) as unread_count,
           newest.request_id
      from contact_ids c
      join ${users} u on u.id = c.contact_id
      left join ${washerProfiles} pp on pp.user_id = u.id
      left join lateral (
        select m.content, m.hidden_at, m.created_at from ${messages} m
         where (m.sender_id = ${me} and m.receiver_id = u.id) or (m.sender_id = u.id and m.receiver_id = ${me})
         order by m.created_at desc, m.id desc limit 1
      ) last on true
      left join lateral (
        select s.request_id, s.created_at from shared s where s.contact_id = u.id
         order by s.created_at desc, s.request_id desc limit 1
      ) newest on true
     where ${'only' in wanted ? sql`u.id = ${wanted.only}` : wanted.cursor === undefined ? sql`true` : afterPlace(lastActivity, sql`u.id`, wanted.cursor)}
     order by ${lastActivity} desc, u.id desc
     limit ${'only' in wanted ? 1 : wanted.limit}
  `);
  return (result.rows as ContactRow[]).map((row) => {
    const role = isRole(row.role) ? row.role : 'owner';
    const contact: Contact = {
      id: row.id,
      name: role === 'washer' ? (row.business_name ?? (row.name || washerProfileDefaults.businessName)) : row.name,
      avatar: row.image,
      role,
      lastMessage: row.last_message,
      lastMessageTime: row.last_message_time === null ? null : new Date(row.last_message_time).toISOString(),
      unreadCount: row.unread_count,
      requestId: row.request_id,
    };
    return { contact, cursor: placeCursor(row.activity, row.id) };
  });
}

/** A page of the user's contacts, the latest activity first, after the place `cursor` (docs/product.md, "Limits"). */
export async function listContacts(
  db: Db,
  user: SessionUser,
  cursor?: string,
): Promise<{ contacts: Contact[]; nextCursor: string | null }> {
  const rows = await selectContacts(db, user.id, { cursor, limit: contactsPageSize + 1 });
  const { page, more } = pageOf(rows, contactsPageSize);
  return { contacts: page.map((row) => row.contact), nextCursor: more ? (page.at(-1)?.cursor ?? null) : null };
}

/** A conversation is readable by its two people only: anyone else's is 404, as if it did not exist. */
async function conversationPartner(db: Db, me: string, contactId: string): Promise<Contact> {
  const [row] = contactId === me ? [] : await selectContacts(db, me, { only: contactId });
  if (!row) throw notFound('No such conversation.');
  return row.contact;
}

/**
 * The contact and a page of the messages between the two, oldest first: the newest page, or the
 * page just before the message `before` (a message of another conversation is 404). Each carries
 * the caller's own report of it, if any.
 */
export async function getConversation(
  db: Db,
  user: SessionUser,
  contactId: string,
  before?: string,
): Promise<{ contact: Contact; messages: Message[]; hasEarlier: boolean }> {
  const me = user.id;
  const contact = await conversationPartner(db, me, contactId);
  let earlierThan: SQL | undefined;
  if (before !== undefined) {
    const [anchor] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, before), between(me, contactId)));
    if (!anchor) throw notFound('No such message in this conversation.');
    earlierThan = afterCursor(messages, messages.createdAt, messages.id, anchor.id);
  }
  const rows = await db
    .select()
    .from(messages)
    .where(and(between(me, contactId), earlierThan))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(conversationPageSize + 1);
  const { page, more } = pageOf(rows, conversationPageSize);
  const reported = await myMessageReports(
    db,
    me,
    page.map((row) => row.id),
  );
  return {
    contact,
    messages: page.reverse().map((row) => ({ ...toMessage(row), myReport: reported.get(row.id) ?? null })),
    hasEarlier: more,
  };
}

/**
 * Sends a message to a contact about a request they share (the one named, else their newest).
 * Writing to anyone else is 403: only people who share a quote request may talk.
 */
export async function sendMessage(
  db: Db,
  hub: MessagesHub,
  user: SessionUser,
  contactId: string,
  input: { content: string; requestId?: SendMessageInput['requestId'] },
): Promise<Message> {
  const me = user.id;
  const shared = contactId === me ? [] : await sharedRequests(db, me, contactId);
  const requestId =
    input.requestId === undefined ? shared[0]?.id : shared.find((request) => request.id === input.requestId)?.id;
  if (requestId === undefined) throw forbidden(messagesTexts.notAContact, 'not_a_contact');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ senderId: me, receiverId: contactId, requestId, content: input.content })
      .returning();
    if (!row) throw new Error('message insert returned no row');
    // In the transaction: the note goes out when the message is there to be read.
    await hub.publish(tx, { kind: 'message', id: row.id, senderId: me, receiverId: contactId });
    return toMessage(row);
  });
}

/** Opening a conversation: everything the contact sent becomes read, and the unread count 0. */
export async function markConversationRead(
  db: Db,
  hub: MessagesHub,
  user: SessionUser,
  contactId: string,
): Promise<number> {
  const me = user.id;
  await conversationPartner(db, me, contactId);
  return db.transaction(async (tx) => {
    const read = await tx
      .update(messages)
      .set({ readAt: new Date() })
      .where(and(eq(messages.receiverId, me), eq(messages.senderId, contactId), isNull(messages.readAt)))
      .returning({ id: messages.id });
    if (read.length > 0) await hub.publish(tx, { kind: 'read', readerId: me, contactId });
    return read.length;
  });
}

/** The header badge: every unread message sent to the user. */
export async function unreadCount(db: Db, user: SessionUser): Promise<number> {
  const me = user.id;
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, me), isNull(messages.readAt)));
  return row?.unread ?? 0;
}
