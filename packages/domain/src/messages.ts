// Messages (docs/product.md, "Messages"): the
// texts, the send rule the server enforces and the form follows, what the API answers with, the
// events of the live stream, and the contact list's search and tabs.
import { z } from 'zod';
import { nextCursorSchema, pageCursorSchema } from './pagination';
import { maxMessageLength } from './constants';
import { roles, type Role } from './roles';
import { notificationSchema } from './notifications';
import { myReportSchema } from './moderation';

export const messagesTexts = {
  title: 'Messages',
  searchPlaceholder: 'Search contacts...',
  noContacts: 'No contacts found',
  /** Ours: under the contacts while more are not loaded. */
  moreContacts: 'Load more contacts',
  noConversation: { title: 'No conversation selected', description: 'Select a contact to start messaging' },
  messagePlaceholder: 'Type a message...',
  send: 'Send',
  loadFailed: 'Failed to load messages',
  contactsLoadFailed: 'Failed to load contacts',
  sendFailed: 'Failed to send message',
  noMessagesYet: 'No messages yet. Say hello!',
  notAContact: 'You can only message people you share a quote request with.',
  back: 'Back to contacts',
} as const;

export const messageRules = {
  empty: 'Write a message before sending.',
  tooLong: (length: number) =>
    `Messages can be at most ${maxMessageLength.toLocaleString('en-US')} characters; this one has ${length.toLocaleString('en-US')}.`,
} as const;

/** Characters as a reader counts them (and as PostgreSQL's char_length does): code points, not UTF-16 units. */
export function messageLength(text: string): number {
  return [...text].length;
}

/** Whether a draft would be sent at all: empty or whitespace-only text is ignored. */
export function isBlankMessage(text: string): boolean {
  return text.trim().length === 0;
}

/** The text of a message as sent and stored: trimmed at both ends, never blank, at most 2,000 characters. */
export const messageContentSchema = z
  .string({ error: messageRules.empty })
  .trim()
  .min(1, messageRules.empty)
  .superRefine((text, context) => {
    const length = messageLength(text);
    if (length > maxMessageLength) context.addIssue({ code: 'custom', message: messageRules.tooLong(length) });
  });

/** POST /api/messages/conversations/:contactId. Without a request id the newest request the two share is used. */
export const sendMessageSchema = z.object({
  content: messageContentSchema,
  requestId: z.string().min(1).max(100).optional(),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const messageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  /** The quote request the message is about; null once that request is gone. */
  requestId: z.string().nullable(),
  content: z.string(),
  /** An operator hid it after a report (docs/product.md, "Operators"): `content` then says so. */
  removed: z.boolean().optional(),
  /**
   * The viewer's own report of this message, in a conversation's pages only (a message just sent or
   * heard live has none): the page shows "Reported" in place of Report. Never anyone else's report.
   */
  myReport: myReportSchema.nullable().optional(),
  read: z.boolean(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const contactSchema = z.object({
  /** The contact's user id. */
  id: z.string(),
  /** A washer's business name when set, otherwise the account name. */
  name: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(roles),
  lastMessage: z.string().nullable(),
  /** ISO instant of the last message. */
  lastMessageTime: z.string().nullable(),
  unreadCount: z.number().int().min(0),
  /** The newest quote request the two share, which a new message is about unless the page names another. */
  requestId: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

/** How many contacts GET /api/messages/contacts answers at a time, the latest activity first. */
export const contactsPageSize = 30;
export const contactsResponseSchema = z.object({ contacts: z.array(contactSchema), nextCursor: nextCursorSchema });
/** How many messages a conversation answers at a time; earlier ones come a page at a time. */
export const conversationPageSize = 50;
/** GET /api/messages/conversations/:contactId?before=<message id>: the page before that message. */
export const conversationPageQuerySchema = z.object({ before: pageCursorSchema.optional() });
export const conversationResponseSchema = z.object({
  contact: contactSchema,
  /** Oldest first: the newest page, or the one before `before`. */
  messages: z.array(messageSchema),
  /** Earlier messages exist than the first of this page. */
  hasEarlier: z.boolean(),
});
export const messageResponseSchema = z.object({ message: messageSchema });
export const unreadCountResponseSchema = z.object({ unread: z.number().int().min(0) });
export const markReadResponseSchema = z.object({ read: z.number().int().min(0) });

/**
 * The events of GET /api/messages/stream (the SSE event name is the `type`). `ready` opens every
 * connection and `resync` follows a gap on the server's side: both tell the client to catch up
 * on what it may have missed. `ping` is the heartbeat.
 */
export const streamEventSchemas = {
  ready: z.object({ heartbeatMs: z.number().int().positive() }),
  resync: z.object({}),
  ping: z.object({}),
  message: z.object({ message: messageSchema }),
  /** `readerId` has read everything `contactId` sent them. */
  read: z.object({ readerId: z.string(), contactId: z.string() }),
  /** A new item of the user's notification centre. */
  notification: z.object({ notification: notificationSchema }),
  /** The user read one notification (`id`) or all of them (`id` null), perhaps on another device. */
  'notifications-read': z.object({ id: z.string().nullable() }),
  /** A booking of the user changed (a new time, a cancellation, a step of its day): its page reads it again. */
  'appointment-changed': z.object({ appointmentId: z.string() }),
} as const;
export type StreamEventType = keyof typeof streamEventSchemas;
export type StreamEvent = {
  [Type in StreamEventType]: { type: Type; data: z.infer<(typeof streamEventSchemas)[Type]> };
}[StreamEventType];

/** Unread-message emails: once a message has waited 15 minutes unread, and at most one email an hour per user. */
export const unreadMessageEmail = { afterMs: 15 * 60_000, atMostEveryMs: 60 * 60_000 } as const;

/** A client that hears nothing, not even a heartbeat, for this many heartbeats takes the stream for dead. */
export const missedHeartbeatsBeforeReconnect = 2.5;

export type ContactTab = 'all' | 'unread' | 'role';

/** The tabs of the contact list: the third names the other side, Washers for owners, Customers for washers. */
export function contactTabs(viewer: Role): { value: ContactTab; label: string }[] {
  return [
    { value: 'all', label: 'All' },
    { value: 'unread', label: 'Unread' },
    { value: 'role', label: viewer === 'owner' ? 'Washers' : 'Customers' },
  ];
}

/** The contacts a tab and a search show, in the order given: the search matches names, ignoring case. */
export function filterContacts<T extends Pick<Contact, 'name' | 'role' | 'unreadCount'>>(
  contacts: readonly T[],
  viewer: Role,
  tab: ContactTab,
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  const otherSide: Role = viewer === 'owner' ? 'washer' : 'owner';
  return contacts.filter((contact) => {
    if (needle && !contact.name.toLocaleLowerCase().includes(needle)) return false;
    if (tab === 'unread') return contact.unreadCount > 0;
    if (tab === 'role') return contact.role === otherSide;
    return true;
  });
}

export type MessageSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. ones; trailing punctuation is left to the sentence.
const linkPattern = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
const trailingPunctuation = /[.,;:!?'")\]}]+$/u;

/**
 * A message cut into plain text and links, so a page can show the text as text and make only
 * web addresses clickable. Joining the segments' texts gives the message back unchanged.
 */
export function messageSegments(content: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let cursor = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  for (const match of content.matchAll(linkPattern)) {
    const start = match.index;
    const link = match[0].replace(trailingPunctuation, '');
    pushText(content.slice(cursor, start));
    if (link.length <= 'www.'.length || /^https?:\/\/$/iu.test(link)) {
      pushText(link);
    } else {
      segments.push({ kind: 'link', text: link, href: /^www\./iu.test(link) ? `https://${link}` : link });
    }
    cursor = start + link.length;
  }
  pushText(content.slice(cursor));
  return segments;
}
