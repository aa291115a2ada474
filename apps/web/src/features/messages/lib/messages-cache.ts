import type { QueryClient } from '@tanstack/react-query';
import type { Contact, Message } from '@sudsy/domain/messages';
import type { LoadedContacts } from '../api/get-contacts';
import type { Conversation } from '../api/get-conversation';
import { messagesQueryKeys } from '../api/messages-query-keys';

// How a message or a read receipt, whether just sent or heard on the live stream, changes what the
// page shows, without asking the server again.

/** Every loaded contact, changed by `change` (which may drop one by answering null). */
function mapContacts(list: LoadedContacts, change: (contact: Contact) => Contact | null): LoadedContacts {
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      contacts: page.contacts.flatMap((contact) => change(contact) ?? []),
    })),
  };
}

/** The contact moved to the top of the first page: their conversation is the latest activity now. */
function moveToTop(list: LoadedContacts, contactId: string, change: (contact: Contact) => Contact): LoadedContacts {
  let moved: Contact | undefined;
  const without = mapContacts(list, (contact) => {
    if (contact.id !== contactId) return contact;
    moved = change(contact);
    return null;
  });
  const [first, ...rest] = without.pages;
  if (!moved || !first) return list;
  return { ...without, pages: [{ ...first, contacts: [moved, ...first.contacts] }, ...rest] };
}

/** A new message between `me` and a contact: added to its conversation, the contact list and the unread count. */
export function addMessage(queryClient: QueryClient, me: string, message: Message): void {
  const contactId = message.senderId === me ? message.receiverId : message.senderId;
  let isNew = true;
  queryClient.setQueryData<Conversation>(messagesQueryKeys.conversation(contactId), (conversation) => {
    if (!conversation) return conversation;
    if (conversation.messages.some((known) => known.id === message.id)) {
      isNew = false;
      return conversation;
    }
    return { ...conversation, messages: [...conversation.messages, message] };
  });
  if (!isNew) return;
  const toMe = message.receiverId === me;
  const contacts = queryClient.getQueryData<LoadedContacts>(messagesQueryKeys.contacts);
  const loaded = contacts?.pages.some((page) => page.contacts.some((contact) => contact.id === contactId));
  if (contacts && !loaded) {
    // Someone new, or not loaded yet: only the server knows their name and place.
    void queryClient.invalidateQueries({ queryKey: messagesQueryKeys.contacts });
  } else {
    queryClient.setQueryData<LoadedContacts>(messagesQueryKeys.contacts, (list) =>
      list
        ? moveToTop(list, contactId, (contact) => ({
            ...contact,
            lastMessage: message.content,
            lastMessageTime: message.createdAt,
            unreadCount: contact.unreadCount + (toMe && !message.read ? 1 : 0),
          }))
        : list,
    );
  }
  if (toMe && !message.read)
    queryClient.setQueryData<number>(messagesQueryKeys.unreadCount, (count) =>
      count === undefined ? count : count + 1,
    );
}

/** `readerId` read everything `contactId` sent them: their badge drops, and the sender sees the messages as read. */
export function markRead(queryClient: QueryClient, me: string, readerId: string, contactId: string): void {
  const otherParty = readerId === me ? contactId : readerId;
  let nowRead = 0;
  queryClient.setQueryData<Conversation>(messagesQueryKeys.conversation(otherParty), (conversation) => {
    if (!conversation) return conversation;
    return {
      ...conversation,
      messages: conversation.messages.map((message) => {
        if (message.senderId !== contactId || message.receiverId !== readerId || message.read) return message;
        nowRead += 1;
        return { ...message, read: true };
      }),
    };
  });
  if (readerId !== me) return;
  let cleared = nowRead;
  queryClient.setQueryData<LoadedContacts>(messagesQueryKeys.contacts, (list) =>
    list
      ? mapContacts(list, (contact) => {
          if (contact.id !== contactId) return contact;
          cleared = Math.max(cleared, contact.unreadCount);
          return { ...contact, unreadCount: 0 };
        })
      : list,
  );
  if (cleared > 0)
    queryClient.setQueryData<number>(messagesQueryKeys.unreadCount, (count) =>
      count === undefined ? count : Math.max(0, count - cleared),
    );
  // The exact figure from the server, in case this tab did not know of every message.
  void queryClient.invalidateQueries({ queryKey: messagesQueryKeys.unreadCount });
}
