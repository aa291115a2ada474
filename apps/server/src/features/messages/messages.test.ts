import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxMessageLength } from '@sudsy/domain/constants';
import { contactsPageSize, conversationPageSize, type Contact, type Message } from '@sudsy/domain/messages';
import { unknownCursorMessage } from '@sudsy/domain/pagination';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { messages } from './schema';
import { shareRequest } from './test-support';
import { insertWasher, profileInput } from '../../test/washers';

let t: TestApp;
let owner: SignedIn;
let washer: SignedIn;
let otherWasher: SignedIn;
let stranger: SignedIn;
let olderRequest: string;
let newerRequest: string;
let foreignRequest: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, washer, otherWasher, stranger] = await Promise.all([
    signedIn(t, 'owner'),
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
    signedIn(t, 'owner'),
  ]);
  await callAs(t, washer, 'PUT', '/api/washer-profile', profileInput({ businessName: 'Shine Mobile Detailing' }));
  olderRequest = await shareRequest(t, owner, washer, new Date(Date.UTC(2025, 0, 1)));
  newerRequest = await shareRequest(t, owner, washer, new Date(Date.UTC(2025, 0, 2)));
  await shareRequest(t, owner, otherWasher);
  foreignRequest = await shareRequest(t, stranger, otherWasher);
});
afterAll(() => t.close());

const send = (from: SignedIn, to: SignedIn, body: unknown) =>
  callAs(t, from, 'POST', `/api/messages/conversations/${to.id}`, body);
const json = async <T>(response: Response) => (await response.json()) as T;

async function contactsOf(who: SignedIn): Promise<Contact[]> {
  return (await json<{ contacts: Contact[] }>(await callAs(t, who, 'GET', '/api/messages/contacts'))).contacts;
}
async function unreadOf(who: SignedIn): Promise<number> {
  return (await json<{ unread: number }>(await callAs(t, who, 'GET', '/api/messages/unread-count'))).unread;
}

describe('contacts', () => {
  it('are the people one shares a quote request with, each side seeing the other', async () => {
    const ownerContacts = await contactsOf(owner);
    expect(ownerContacts.map((contact) => contact.id).sort()).toEqual([washer.id, otherWasher.id].sort());
    expect(ownerContacts.find((contact) => contact.id === washer.id)).toEqual({
      id: washer.id,
      name: 'Shine Mobile Detailing',
      avatar: null,
      role: 'washer',
      lastMessage: null,
      lastMessageTime: null,
      unreadCount: 0,
      requestId: newerRequest,
    });
    const washerContacts = await contactsOf(washer);
    expect(washerContacts).toEqual([
      expect.objectContaining({ id: owner.id, name: 'Test User', role: 'owner', requestId: newerRequest }),
    ]);
    expect((await contactsOf(otherWasher)).map((contact) => contact.id).sort()).toEqual([owner.id, stranger.id].sort());
  });

  it('are only for signed-in users', async () => {
    for (const path of [
      '/api/messages/contacts',
      '/api/messages/unread-count',
      `/api/messages/conversations/${washer.id}`,
      '/api/messages/stream',
    ]) {
      expect((await callAs(t, null, 'GET', path)).status).toBe(401);
    }
    expect((await callAs(t, null, 'POST', `/api/messages/conversations/${washer.id}`, { content: 'hi' })).status).toBe(
      401,
    );
    expect((await callAs(t, null, 'POST', `/api/messages/conversations/${washer.id}/read`)).status).toBe(401);
  });
});

describe('sending, reading and unread counts', () => {
  let sent: Message;

  it('stores a message about the newest shared request, trimmed, unread', async () => {
    const response = await send(owner, washer, { content: '  Can you come at 9?  ' });
    expect(response.status).toBe(201);
    sent = (await json<{ message: Message }>(response)).message;
    expect(sent).toEqual({
      id: expect.any(String),
      senderId: owner.id,
      receiverId: washer.id,
      requestId: newerRequest,
      content: 'Can you come at 9?',
      read: false,
      createdAt: expect.any(String),
    });
  });

  it('keeps a message’s joiners and direction marks: free text is shown isolated, not stripped', async () => {
    const [writer, reader] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'washer')]);
    await shareRequest(t, writer, reader);
    const content = 'Family car 👨\u200D👩\u200D👧 \u202Bשלום\u202C';
    const response = await send(writer, reader, { content });
    expect(response.status).toBe(201);
    expect((await json<{ message: Message }>(response)).message.content).toBe(content);
  });

  it('uses the request the page names when the two share it', async () => {
    const response = await send(washer, owner, { content: 'About the older one: yes.', requestId: olderRequest });
    expect(response.status).toBe(201);
    expect((await json<{ message: Message }>(response)).message.requestId).toBe(olderRequest);
  });

  it('counts unread messages per contact and in total, and opening the conversation sets them to 0', async () => {
    await send(owner, washer, { content: 'And bring the clay bar <b>please</b>' });
    expect(await unreadOf(washer)).toBe(2);
    const [contact] = await contactsOf(washer);
    expect(contact).toMatchObject({
      id: owner.id,
      unreadCount: 2,
      lastMessage: 'And bring the clay bar <b>please</b>',
    });
    expect(await unreadOf(owner)).toBe(1);

    const conversation = await json<{ contact: Contact; messages: Message[] }>(
      await callAs(t, washer, 'GET', `/api/messages/conversations/${owner.id}`),
    );
    expect(conversation.contact.id).toBe(owner.id);
    expect(conversation.messages.map((message) => message.content)).toEqual([
      'Can you come at 9?',
      'About the older one: yes.',
      'And bring the clay bar <b>please</b>',
    ]);

    const read = await callAs(t, washer, 'POST', `/api/messages/conversations/${owner.id}/read`);
    expect(await json(read)).toEqual({ read: 2 });
    expect(await unreadOf(washer)).toBe(0);
    expect((await contactsOf(washer))[0]?.unreadCount).toBe(0);
    // The owner's own unread message from the washer is untouched.
    expect(await unreadOf(owner)).toBe(1);
    const again = await json<{ messages: Message[] }>(
      await callAs(t, owner, 'GET', `/api/messages/conversations/${washer.id}`),
    );
    expect(again.messages.find((message) => message.id === sent.id)?.read).toBe(true);
  });

  it('lists the contact with the newest conversation first', async () => {
    await send(owner, otherWasher, { content: 'Hello other washer' });
    expect((await contactsOf(owner)).map((contact) => contact.id)).toEqual([otherWasher.id, washer.id]);
  });
});

describe('validation', () => {
  it('refuses empty and whitespace-only text with a clear message', async () => {
    for (const content of ['', '   ', '\n\t']) {
      const response = await send(owner, washer, { content });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'invalid_input', fields: { content: 'Write a message before sending.' } },
      });
    }
    expect((await send(owner, washer, {})).status).toBe(400);
  });

  it('takes exactly 2,000 characters and refuses 2,001 saying so', async () => {
    expect((await send(owner, washer, { content: 'x'.repeat(maxMessageLength) })).status).toBe(201);
    const response = await send(owner, washer, { content: 'x'.repeat(maxMessageLength + 1) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { content: 'Messages can be at most 2,000 characters; this one has 2,001.' } },
    });
  });
});

describe('who may write and read', () => {
  it('refuses to write to someone who is not a contact (403)', async () => {
    for (const [from, to] of [
      [owner, stranger],
      [washer, otherWasher],
      [stranger, washer],
      [owner, owner],
    ] as const) {
      const response = await send(from, to, { content: 'Hi' });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        error: { code: 'not_a_contact', message: 'You can only message people you share a quote request with.' },
      });
    }
    const unknown = await callAs(t, owner, 'POST', '/api/messages/conversations/no-such-user', { content: 'Hi' });
    expect(unknown.status).toBe(403);
  });

  it('refuses a request the two do not share (403)', async () => {
    expect((await send(owner, washer, { content: 'Hi', requestId: foreignRequest })).status).toBe(403);
  });

  it('answers 404 for anyone else’s conversation, and marking it read changes nothing', async () => {
    expect((await callAs(t, stranger, 'GET', `/api/messages/conversations/${washer.id}`)).status).toBe(404);
    expect((await callAs(t, owner, 'GET', `/api/messages/conversations/${owner.id}`)).status).toBe(404);
    expect((await callAs(t, owner, 'GET', '/api/messages/conversations/no-such-user')).status).toBe(404);
    const unreadBefore = await unreadOf(owner);
    expect((await callAs(t, stranger, 'POST', `/api/messages/conversations/${washer.id}/read`)).status).toBe(404);
    expect((await callAs(t, washer, 'POST', `/api/messages/conversations/${stranger.id}/read`)).status).toBe(404);
    expect(await unreadOf(owner)).toBe(unreadBefore);
  });
});

describe('many contacts', () => {
  type Page = { contacts: Contact[]; nextCursor: string | null };
  const page = async (who: SignedIn, cursor?: string): Promise<Page> => {
    const path = cursor ? `/api/messages/contacts?cursor=${encodeURIComponent(cursor)}` : '/api/messages/contacts';
    const response = await callAs(t, who, 'GET', path);
    expect(response.status).toBe(200);
    return json<Page>(response);
  };
  /** An owner sharing a request with `count` washers, the first ten at one instant (ties go by id). */
  const ownerWithContacts = async (count: number) => {
    const hub = await signedIn(t, 'owner');
    const instant = new Date(Date.UTC(2030, 0, 1));
    const washerIds: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const id = await insertWasher(t.database.db, { businessName: `Suds ${index}` });
      await shareRequest(
        t,
        hub,
        { id, cookie: '' },
        index < 10 ? instant : new Date(instant.getTime() + index * 60_000),
      );
      washerIds.push(id);
    }
    return { hub, washerIds };
  };

  it(`answers ${contactsPageSize} at a time, the latest activity first, each once`, async () => {
    const { hub, washerIds } = await ownerWithContacts(contactsPageSize + 4);
    const first = await page(hub);
    expect(first.contacts).toHaveLength(contactsPageSize);
    expect(first.contacts[0]?.name).toBe(`Suds ${contactsPageSize + 3}`);
    const second = await page(hub, first.nextCursor ?? '');
    expect(second.nextCursor).toBeNull();
    expect([...first.contacts, ...second.contacts].map((contact) => contact.id).sort()).toEqual([...washerIds].sort());
  });

  it('skips none when the contact a page ended on writes before the next page is asked for', async () => {
    const { hub, washerIds } = await ownerWithContacts(contactsPageSize + 2);
    const first = await page(hub);
    const last = first.contacts.at(-1);
    await t.database.db.insert(messages).values({
      senderId: last?.id ?? '',
      receiverId: hub.id,
      content: 'Still on for Monday?',
      createdAt: new Date(Date.UTC(2031, 0, 1)),
    });
    expect((await page(hub)).contacts[0]?.id).toBe(last?.id);
    const second = await page(hub, first.nextCursor ?? '');
    expect([...first.contacts, ...second.contacts].map((contact) => contact.id).sort()).toEqual([...washerIds].sort());
  });

  it('refuses a cursor it did not give out (400 naming it)', async () => {
    const response = await callAs(t, owner, 'GET', '/api/messages/contacts?cursor=not-a-cursor');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { cursor: unknownCursorMessage } } });
  });
});

describe('a long conversation', () => {
  it(`answers ${conversationPageSize} messages at a time, each page before the last, none missed or twice`, async () => {
    const [talker, listener] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'washer')]);
    const requestId = await shareRequest(t, talker, listener);
    // Written straight to the table, half of them at one instant, so ties are ordered by id too.
    const sameInstant = new Date(Date.UTC(2030, 5, 1));
    const written = Array.from({ length: conversationPageSize + 10 }, (_, index) => ({
      senderId: index % 2 ? talker.id : listener.id,
      receiverId: index % 2 ? listener.id : talker.id,
      requestId,
      content: `Message ${index}`,
      createdAt: index < 30 ? sameInstant : new Date(sameInstant.getTime() + index * 1000),
    }));
    await t.database.db.insert(messages).values(written);
    const page = async (before?: string) => {
      const path = `/api/messages/conversations/${listener.id}${before ? `?before=${before}` : ''}`;
      const response = await callAs(t, talker, 'GET', path);
      expect(response.status).toBe(200);
      return json<{ messages: Message[]; hasEarlier: boolean }>(response);
    };

    const newest = await page();
    expect(newest.messages).toHaveLength(conversationPageSize);
    expect(newest.hasEarlier).toBe(true);
    expect(newest.messages.at(-1)?.content).toBe(`Message ${conversationPageSize + 9}`);
    const earlier = await page(newest.messages[0]?.id);
    expect(earlier.hasEarlier).toBe(false);
    const all = [...earlier.messages, ...newest.messages];
    expect(new Set(all.map((message) => message.id)).size).toBe(conversationPageSize + 10);
    expect(all.slice(30).map((message) => message.content)).toEqual(written.slice(30).map((row) => row.content));
  });

  it('refuses a page before a message of another conversation (404) or before something that is not a message id (400)', async () => {
    const [mine] = await t.database.db.select({ id: messages.id }).from(messages).limit(1);
    const path = (before: string) => `/api/messages/conversations/${washer.id}?before=${before}`;
    expect(
      (await callAs(t, stranger, 'GET', `/api/messages/conversations/${otherWasher.id}?before=${mine?.id}`)).status,
    ).toBe(404);
    expect((await callAs(t, owner, 'GET', path('not-an-id'))).status).toBe(400);
  });
});
