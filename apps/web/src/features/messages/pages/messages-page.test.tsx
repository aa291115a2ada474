import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  contactsPageSize,
  conversationPageSize,
  messagesTexts,
  type Contact,
  type Message,
} from '@sudsy/domain/messages';
import {
  messageReportMessages,
  messageReportReasons,
  messageReportTexts,
  removedMessageText,
} from '@sudsy/domain/message-moderation';
import { reportedLabel } from '@sudsy/domain/moderation';
import type { Role } from '@sudsy/domain/roles';
import { fakePage } from '@/test/fake-page';
import { renderApp, sessionFor } from '@/test/render-app';

const me = (role: Role) => sessionFor(role).user.id;

function contact(fields: Partial<Contact> & Pick<Contact, 'id' | 'name'>): Contact {
  return {
    avatar: null,
    role: 'washer',
    lastMessage: null,
    lastMessageTime: null,
    unreadCount: 0,
    requestId: 'request-1',
    ...fields,
  };
}

const sparkle = contact({
  id: 'washer-1',
  name: 'Sparkle Mobile',
  lastMessage: 'See you Saturday',
  lastMessageTime: '2030-01-02T10:00:00.000Z',
  unreadCount: 2,
});
const shine = contact({ id: 'washer-2', name: 'Shine Bros' });

function message(fields: Partial<Message> & Pick<Message, 'id' | 'content' | 'senderId' | 'receiverId'>): Message {
  return { requestId: 'request-1', read: false, createdAt: '2030-01-02T10:00:00.000Z', ...fields };
}

type FakeOptions = { role?: Role; contacts?: Contact[] | 'fail'; conversations?: Record<string, Message[]> };

/** The messages API at the network edge; it records what the page sends. */
function fakeMessagesApi({ role = 'owner', contacts = [sparkle, shine], conversations = {} }: FakeOptions = {}) {
  const sent: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method !== 'GET') sent.push({ path: url.pathname, body });
    if (url.pathname === '/api/auth/get-session') return Response.json(sessionFor(role));
    if (url.pathname === '/api/messages/unread-count') return Response.json({ unread: 2 });
    if (url.pathname === '/api/messages/contacts') {
      return contacts === 'fail'
        ? Response.json({ error: { code: 'internal_error', message: 'Database unavailable' } }, { status: 500 })
        : Response.json(pageOfContacts(contacts, url));
    }
    if (method === 'POST' && /^\/api\/messages\/[^/]+\/report$/.test(url.pathname))
      return Response.json({ reported: true }, { status: 201 });
    const conversation = /^\/api\/messages\/conversations\/([^/]+)(\/read)?$/.exec(url.pathname);
    const contactId = decodeURIComponent(conversation?.[1] ?? '');
    const found = contacts === 'fail' ? undefined : contacts.find((item) => item.id === contactId);
    if (conversation && found) {
      if (conversation[2]) return Response.json({ read: 1 });
      if (method === 'POST') {
        const content = (body as { content: string }).content.trim();
        return Response.json(
          { message: message({ id: `new-${sent.length}`, content, senderId: me(role), receiverId: contactId }) },
          { status: 201 },
        );
      }
      // Paged as the server pages: the newest page, or the one before the message named.
      const all = conversations[contactId] ?? [];
      const before = url.searchParams.get('before');
      const end = before ? all.findIndex((known) => known.id === before) : all.length;
      const start = Math.max(0, end - conversationPageSize);
      return Response.json({ contact: found, messages: all.slice(start, end), hasEarlier: start > 0 });
    }
    return Response.json({ error: { code: 'not_found', message: 'No such conversation.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent };
}

const contactList = () => screen.getByRole('list', { name: 'Contacts' });

/** A page of contacts as the server pages them (in the order given), after the one the cursor names. */
function pageOfContacts(contacts: readonly Contact[], url: URL) {
  const { items, nextCursor } = fakePage(contacts, url.searchParams.get('cursor'), contactsPageSize, (item) => item.id);
  return { contacts: items, nextCursor };
}

describe('the messages page', () => {
  it('lists contacts with their last message and unread count, and asks to choose one', async () => {
    fakeMessagesApi();
    const { user } = renderApp('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    await waitFor(() => expect(within(contactList()).getAllByRole('link')).toHaveLength(2));
    const [first, second] = within(contactList()).getAllByRole('link');
    expect(first).toHaveTextContent('Sparkle Mobile');
    expect(first).toHaveTextContent('See you Saturday');
    expect(first).toHaveTextContent('2 unread');
    expect(first).toHaveAttribute('href', '/messages?contact=washer-1');
    expect(second).toHaveTextContent('Shine Bros');
    expect(screen.getByText(messagesTexts.noConversation.title)).toBeInTheDocument();
    expect(screen.getByText(messagesTexts.noConversation.description)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Unread', 'Washers']);

    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(within(contactList()).getAllByRole('link')).toHaveLength(1));
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'nobody');
    expect(await screen.findByText(messagesTexts.noContacts)).toBeInTheDocument();
  });

  it('loads more contacts on demand, and offers them while a search finds none among those loaded', async () => {
    const many = Array.from({ length: contactsPageSize + 2 }, (_, index) =>
      contact({ id: `washer-${index}`, name: `Washer ${index}` }),
    );
    fakeMessagesApi({ contacts: many });
    const { user } = renderApp('/messages');
    await waitFor(() => expect(within(contactList()).getAllByRole('link')).toHaveLength(contactsPageSize));
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), `Washer ${contactsPageSize + 1}`);
    expect(screen.queryByText(messagesTexts.noContacts)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messagesTexts.moreContacts }));
    await waitFor(() => expect(within(contactList()).getAllByRole('link')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: messagesTexts.moreContacts })).not.toBeInTheDocument();
  });

  it('calls the third tab Customers for a washer', async () => {
    fakeMessagesApi({ role: 'washer', contacts: [contact({ id: 'owner-1', name: 'Olivia', role: 'owner' })] });
    renderApp('/messages');
    expect(await screen.findByRole('tab', { name: 'Customers' })).toBeInTheDocument();
  });

  it('opens a conversation: marks it read, shows markup as text and links that open safely', async () => {
    const { sent } = fakeMessagesApi({
      conversations: {
        'washer-1': [
          message({
            id: 'm1',
            content: 'Hello <img src=x onerror=alert(1)> see https://example.com/a',
            senderId: 'washer-1',
            receiverId: me('owner'),
          }),
          message({ id: 'm2', content: 'Great, thanks', senderId: me('owner'), receiverId: 'washer-1', read: true }),
        ],
      },
    });
    renderApp('/messages?contact=washer-1');
    const log = await screen.findByRole('log', { name: 'Messages with Sparkle Mobile' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(log).toHaveTextContent('Hello <img src=x onerror=alert(1)> see https://example.com/a');
    expect(log.querySelector('img')).toBeNull();
    const link = within(log).getByRole('link', { name: 'https://example.com/a' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Isolated, so an override in a message flips neither its bubble's neighbours nor a link's address.
    expect(link).toHaveAttribute('dir', 'ltr');
    expect(link.closest('p')).toHaveAttribute('dir', 'auto');
    expect(log).toHaveTextContent('Read');
    await waitFor(() =>
      expect(sent).toContainEqual({ path: '/api/messages/conversations/washer-1/read', body: undefined }),
    );
  });

  it('reports a message received, never one’s own or a removed one, with a reason', async () => {
    const { sent } = fakeMessagesApi({
      conversations: {
        'washer-1': [
          message({ id: 'm1', content: 'Pay me in cash', senderId: 'washer-1', receiverId: me('owner') }),
          message({ id: 'm2', content: 'No thanks', senderId: me('owner'), receiverId: 'washer-1' }),
          message({
            id: 'm3',
            content: removedMessageText,
            removed: true,
            senderId: 'washer-1',
            receiverId: me('owner'),
          }),
        ],
      },
    });
    const { user } = renderApp('/messages?contact=washer-1');
    const log = await screen.findByRole('log', { name: 'Messages with Sparkle Mobile' });
    const report = within(log).getAllByRole('button', { name: messageReportTexts.buttonName('Sparkle Mobile') });
    expect(report).toHaveLength(1);
    expect(log).toHaveTextContent(removedMessageText);
    await user.click(report[0]!);
    const dialog = await screen.findByRole('dialog', { name: messageReportTexts.title });
    await user.click(within(dialog).getByRole('button', { name: messageReportTexts.submit }));
    expect(await within(dialog).findByText(messageReportMessages.reasonRequired)).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: messageReportReasons['off-platform-payment'] }));
    await user.type(within(dialog).getByRole('textbox'), 'Asked twice');
    await user.click(within(dialog).getByRole('button', { name: messageReportTexts.submit }));
    await waitFor(() =>
      expect(sent).toContainEqual({
        path: '/api/messages/m1/report',
        body: { reason: 'off-platform-payment', details: 'Asked twice' },
      }),
    );
    // The report is taken: the message says so, and its Report action is gone.
    expect(await within(log).findByText(reportedLabel({ outcome: null, reason: null }))).toBeVisible();
    expect(within(log).queryByRole('button', { name: messageReportTexts.buttonName('Sparkle Mobile') })).toBeNull();
  });

  it('marks the messages the viewer reported, with the outcome once decided, in place of Report', async () => {
    fakeMessagesApi({
      conversations: {
        'washer-1': [
          message({
            id: 'm1',
            content: 'Pay me in cash',
            senderId: 'washer-1',
            receiverId: me('owner'),
            myReport: { outcome: null, reason: null },
          }),
          message({
            id: 'm2',
            content: 'Cash only, please',
            senderId: 'washer-1',
            receiverId: me('owner'),
            myReport: { outcome: 'keep', reason: 'A price talk, not a scam' },
          }),
          message({
            id: 'm3',
            content: 'See you at 10',
            senderId: 'washer-1',
            receiverId: me('owner'),
            myReport: null,
          }),
        ],
      },
    });
    renderApp('/messages?contact=washer-1');
    const log = await screen.findByRole('log', { name: 'Messages with Sparkle Mobile' });
    const [looking, kept, unreported] = within(log).getAllByRole('listitem');
    expect(looking).toHaveTextContent('Reported · we are looking into it');
    expect(kept).toHaveTextContent('Reported · kept after review: A price talk, not a scam');
    expect(unreported).not.toHaveTextContent('Reported');
    expect(within(log).getAllByRole('button', { name: messageReportTexts.buttonName('Sparkle Mobile') })).toEqual([
      within(unreported!).getByRole('button'),
    ]);
  });

  it('sends with Enter about the request in the address, and ignores blank text', async () => {
    const { sent } = fakeMessagesApi();
    const { user } = renderApp('/messages?contact=washer-2&request=request-9');
    const box = await screen.findByRole('textbox', { name: 'Message Shine Bros' });
    expect(screen.getByText(messagesTexts.noMessagesYet)).toBeInTheDocument();
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(sent).toEqual([]);

    await user.clear(box);
    await user.type(box, 'Are you free?{Shift>}{Enter}{/Shift}Saturday works');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: '/api/messages/conversations/washer-2',
          body: { content: 'Are you free?\nSaturday works', requestId: 'request-9' },
        },
      ]),
    );
    expect(await screen.findByRole('log', { name: 'Messages with Shine Bros' })).toHaveTextContent(
      'Are you free? Saturday works',
    );
    expect(box).toHaveValue('');
  });

  it('refuses more than 2,000 characters before sending', async () => {
    const { sent } = fakeMessagesApi();
    const { user } = renderApp('/messages?contact=washer-2');
    const box = await screen.findByRole('textbox', { name: 'Message Shine Bros' });
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('Messages can be at most 2,000 characters; this one has 2,001.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(sent).toEqual([]);
  });

  it('says when contacts cannot load, and Retry loads them', async () => {
    fakeMessagesApi({ contacts: 'fail' });
    const { user } = renderApp('/messages');
    expect(await screen.findByText(messagesTexts.contactsLoadFailed)).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fakeMessagesApi();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(contactList()).getAllByRole('link')).toHaveLength(2));
  });

  it('says a conversation that is not the user’s is not found', async () => {
    fakeMessagesApi();
    renderApp('/messages?contact=stranger');
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
  });

  it('shows the newest page of a long conversation, and Load earlier messages puts the rest before it', async () => {
    const long = Array.from({ length: conversationPageSize + 5 }, (_, index) =>
      message({
        id: `m-${index}`,
        content: `Note ${index}`,
        senderId: index % 2 ? me('owner') : 'washer-1',
        receiverId: index % 2 ? 'washer-1' : me('owner'),
        read: true,
      }),
    );
    fakeMessagesApi({ conversations: { 'washer-1': long } });
    const { user } = renderApp('/messages?contact=washer-1');
    const log = await screen.findByRole('log', { name: /^Messages with/ });
    expect(within(log).getAllByRole('listitem')).toHaveLength(conversationPageSize);
    expect(within(log).queryByText('Note 0')).not.toBeInTheDocument();

    await user.click(within(log).getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(conversationPageSize + 5));
    expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('Note 0');
    expect(within(log).queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });
});
