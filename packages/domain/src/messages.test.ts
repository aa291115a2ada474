import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maxMessageLength } from './constants';
import {
  contactTabs,
  filterContacts,
  isBlankMessage,
  messageLength,
  messageRules,
  messageSegments,
  sendMessageSchema,
  type Contact,
} from './messages';

const contact = (name: string, role: Contact['role'], unreadCount = 0) => ({ name, role, unreadCount });

describe('the send rule', () => {
  it('trims the text and refuses blank text with a clear message', () => {
    expect(sendMessageSchema.parse({ content: '  Hello there \n' })).toEqual({ content: 'Hello there' });
    for (const content of ['', '   ', '\n\t ']) {
      const result = sendMessageSchema.safeParse({ content });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messageRules.empty);
    }
  });

  it('accepts exactly 2,000 characters and refuses 2,001 saying how long it is', () => {
    expect(sendMessageSchema.safeParse({ content: 'a'.repeat(maxMessageLength) }).success).toBe(true);
    const result = sendMessageSchema.safeParse({ content: 'a'.repeat(maxMessageLength + 1) });
    expect(result.error?.issues[0]?.message).toBe('Messages can be at most 2,000 characters; this one has 2,001.');
  });

  it('counts characters, not UTF-16 units: 2,000 emoji fit', () => {
    expect(messageLength('🧽🚗')).toBe(2);
    expect(sendMessageSchema.safeParse({ content: '🧽'.repeat(maxMessageLength) }).success).toBe(true);
    expect(sendMessageSchema.safeParse({ content: '🧽'.repeat(maxMessageLength + 1) }).success).toBe(false);
  });

  it('accepts any text whose trimmed length is 1 to 2,000 and nothing else', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 2100 }), (text) => {
        const trimmed = text.trim();
        const expected = trimmed.length > 0 && messageLength(trimmed) <= maxMessageLength;
        expect(sendMessageSchema.safeParse({ content: text }).success).toBe(expected);
        expect(isBlankMessage(text)).toBe(trimmed.length === 0);
      }),
    );
  });
});

describe('contact tabs and search', () => {
  const contacts = [
    contact('Sparkle Mobile Wash', 'washer', 2),
    contact('Dana Owner', 'owner'),
    contact('Shine Bros', 'washer'),
  ];

  it('names the third tab after the other side', () => {
    expect(contactTabs('owner').map((tab) => tab.label)).toEqual(['All', 'Unread', 'Washers']);
    expect(contactTabs('washer').map((tab) => tab.label)).toEqual(['All', 'Unread', 'Customers']);
  });

  it('filters by tab and by a case-insensitive name search', () => {
    expect(filterContacts(contacts, 'owner', 'all', '')).toEqual(contacts);
    expect(filterContacts(contacts, 'owner', 'unread', '')).toEqual([contacts[0]]);
    expect(filterContacts(contacts, 'owner', 'role', '')).toEqual([contacts[0], contacts[2]]);
    expect(filterContacts(contacts, 'washer', 'role', '')).toEqual([contacts[1]]);
    expect(filterContacts(contacts, 'owner', 'all', '  SHINE ')).toEqual([contacts[2]]);
    expect(filterContacts(contacts, 'owner', 'unread', 'shine')).toEqual([]);
  });

  it('only ever narrows the list, keeping its order', () => {
    const contactArb = fc.record({
      name: fc.string(),
      role: fc.constantFrom('owner' as const, 'washer' as const),
      unreadCount: fc.nat(5),
    });
    fc.assert(
      fc.property(
        fc.array(contactArb),
        fc.constantFrom('owner' as const, 'washer' as const),
        fc.constantFrom('all' as const, 'unread' as const, 'role' as const),
        fc.string(),
        (list, viewer, tab, search) => {
          const shown = filterContacts(list, viewer, tab, search);
          let from = 0;
          for (const item of shown) {
            from = list.indexOf(item, from) + 1;
            expect(from).toBeGreaterThan(0);
          }
          if (tab === 'all' && search.trim() === '') expect(shown).toEqual(list);
        },
      ),
    );
  });
});

describe('messageSegments', () => {
  it('makes web addresses links and leaves everything else text, markup included', () => {
    expect(messageSegments('See https://example.com/a?b=1, or www.sudsy.test. <b>bold</b>')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'www.sudsy.test', href: 'https://www.sudsy.test' },
      { kind: 'text', text: '. <b>bold</b>' },
    ]);
    expect(messageSegments('javascript:alert(1) and <a href="https://x.test">x</a>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) and <a href="' },
      { kind: 'link', text: 'https://x.test', href: 'https://x.test' },
      { kind: 'text', text: '">x</a>' },
    ]);
    expect(messageSegments('just http:// and www.')).toEqual([{ kind: 'text', text: 'just http:// and www.' }]);
  });

  it('gives the message back when its segments are joined, with only http(s) links', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom('https://a.test/x', 'http://b.test', 'www.c.test', ' ', '.', '<', 'javascript:'),
    );
    fc.assert(
      fc.property(fc.array(piece), (pieces) => {
        const text = pieces.join('');
        const segments = messageSegments(text);
        expect(segments.map((segment) => segment.text).join('')).toBe(text);
        for (const segment of segments) if (segment.kind === 'link') expect(segment.href).toMatch(/^https?:\/\/\S+$/u);
      }),
    );
  });
});
