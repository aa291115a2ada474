import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Contact, Message } from '@sudsy/domain/messages';
import type { LoadedContacts } from '../api/get-contacts';
import type { Conversation } from '../api/get-conversation';
import { messagesQueryKeys } from '../api/messages-query-keys';
import { addMessage, markRead } from './messages-cache';

const me = 'owner-1';
const washer: Contact = {
  id: 'washer-1',
  name: 'Sparkle',
  avatar: null,
  role: 'washer',
  lastMessage: 'Old news',
  lastMessageTime: '2030-01-01T10:00:00.000Z',
  unreadCount: 0,
  requestId: 'r1',
};
const other: Contact = { ...washer, id: 'washer-2', name: 'Shine', lastMessageTime: '2030-01-01T11:00:00.000Z' };

function message(fields: Partial<Message> & Pick<Message, 'id'>): Message {
  return {
    senderId: washer.id,
    receiverId: me,
    requestId: 'r1',
    content: 'Hello',
    read: false,
    createdAt: '2030-01-02T09:00:00.000Z',
    ...fields,
  };
}

/** Contact pages as the cache holds them, each page's cursor named after its place. */
function loaded(...pages: Contact[][]): LoadedContacts {
  return {
    pages: pages.map((contacts, index) => ({
      contacts,
      nextCursor: index < pages.length - 1 ? `page-${index}` : null,
    })),
    pageParams: pages.map((_, index) => (index === 0 ? null : `page-${index - 1}`)),
  };
}

function cacheWith(messages: Message[] = []) {
  const client = new QueryClient();
  client.setQueryData<LoadedContacts>(messagesQueryKeys.contacts, loaded([other, washer]));
  client.setQueryData<number>(messagesQueryKeys.unreadCount, 3);
  client.setQueryData<Conversation>(messagesQueryKeys.conversation(washer.id), {
    contact: washer,
    messages,
    hasEarlier: false,
  });
  const read = () => ({
    contacts:
      client.getQueryData<LoadedContacts>(messagesQueryKeys.contacts)?.pages.flatMap((page) => page.contacts) ?? [],
    unread: client.getQueryData<number>(messagesQueryKeys.unreadCount),
    conversation: client.getQueryData<Conversation>(messagesQueryKeys.conversation(washer.id))?.messages ?? [],
  });
  return { client, read };
}

describe('addMessage', () => {
  it('appends a message to me, raises the counts and moves its contact to the top', () => {
    const { client, read } = cacheWith();
    const incoming = message({ id: 'm1', content: 'New!' });
    addMessage(client, me, incoming);
    const { contacts, unread, conversation } = read();
    expect(conversation).toEqual([incoming]);
    expect(unread).toBe(4);
    expect(contacts.map((contact) => contact.id)).toEqual([washer.id, other.id]);
    expect(contacts[0]).toMatchObject({ lastMessage: 'New!', lastMessageTime: incoming.createdAt, unreadCount: 1 });
  });

  it('counts a message once, however often it is heard (the send answer and the stream)', () => {
    const { client, read } = cacheWith();
    const incoming = message({ id: 'm1' });
    addMessage(client, me, incoming);
    addMessage(client, me, incoming);
    expect(read().conversation).toHaveLength(1);
    expect(read().unread).toBe(4);
    expect(read().contacts[0]?.unreadCount).toBe(1);
  });

  it('leaves the unread counts alone for what I sent', () => {
    const { client, read } = cacheWith();
    addMessage(client, me, message({ id: 'mine', senderId: me, receiverId: washer.id, content: 'On my way' }));
    expect(read().unread).toBe(3);
    expect(read().contacts[0]).toMatchObject({ id: washer.id, lastMessage: 'On my way', unreadCount: 0 });
  });

  it('moves a contact of a later page to the top of the first, and the pages keep their cursors', () => {
    const { client } = cacheWith();
    client.setQueryData<LoadedContacts>(messagesQueryKeys.contacts, loaded([other], [washer]));
    addMessage(client, me, message({ id: 'm1', content: 'Up you go' }));
    const list = client.getQueryData<LoadedContacts>(messagesQueryKeys.contacts);
    expect(list?.pages.map((page) => page.contacts.map((contact) => contact.id))).toEqual([[washer.id, other.id], []]);
    expect(list?.pages.map((page) => page.nextCursor)).toEqual(['page-0', null]);
  });

  it('asks the server again for a contact it does not know yet', () => {
    const { client } = cacheWith();
    addMessage(client, me, message({ id: 'm9', senderId: 'washer-new' }));
    expect(client.getQueryState(messagesQueryKeys.contacts)?.isInvalidated).toBe(true);
  });
});

describe('markRead', () => {
  it('when I read a conversation: its messages read, its count 0, the header count down', () => {
    const { client, read } = cacheWith([
      message({ id: 'm1' }),
      message({ id: 'm2' }),
      message({ id: 'mine', senderId: me, receiverId: washer.id }),
    ]);
    client.setQueryData<LoadedContacts>(messagesQueryKeys.contacts, loaded([{ ...washer, unreadCount: 2 }, other]));
    markRead(client, me, me, washer.id);
    const { contacts, unread, conversation } = read();
    expect(conversation.map((item) => item.read)).toEqual([true, true, false]);
    expect(contacts[0]?.unreadCount).toBe(0);
    expect(unread).toBe(1);
  });

  it('when the other side reads mine: my messages show as read, my counts stay', () => {
    const { client, read } = cacheWith([
      message({ id: 'theirs' }),
      message({ id: 'mine', senderId: me, receiverId: washer.id }),
    ]);
    markRead(client, me, washer.id, me);
    expect(read().conversation.map((item) => item.read)).toEqual([false, true]);
    expect(read().unread).toBe(3);
  });
});
