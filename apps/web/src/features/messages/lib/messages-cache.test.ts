import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Contact, Message } from '@sudsy/domain/messages';
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

function cacheWith(messages: Message[] = []) {
  const client = new QueryClient();
  client.setQueryData<Contact[]>(messagesQueryKeys.contacts, [other, washer]);
  client.setQueryData<number>(messagesQueryKeys.unreadCount, 3);
  client.setQueryData<Conversation>(messagesQueryKeys.conversation(washer.id), {
    contact: washer,
    messages,
    hasEarlier: false,
  });
  const read = () => ({
    contacts: client.getQueryData<Contact[]>(messagesQueryKeys.contacts) ?? [],
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
    client.setQueryData<Contact[]>(messagesQueryKeys.contacts, [{ ...washer, unreadCount: 2 }, other]);
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
