import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  defaultQuoteRequestTab,
  emptyQuoteRequestTabText,
  filterQuoteRequests,
  inQuoteRequestTab,
  hasNoWasherLeft,
  isAnsweredQuote,
  quoteAnswerSentence,
  quoteAnswerSentences,
  quoteRequestBadge,
  quoteRequestTabs,
  quoteRequestToasts,
  requestStateOf,
  requestStates,
  requestStateSentences,
  tabsHoldingRequests,
  type QuoteRequestTab,
  type RequestStateFields,
} from './quote-request-display';
import { quoteRequestStatuses, quoteResponseStatuses, type QuoteResponseStatus } from './quote-request';

const statusArb = fc.oneof(fc.constantFrom(...quoteRequestStatuses), fc.string());
const requestArb = fc.record({ status: statusArb, quotedCount: fc.nat({ max: 50 }) });
const tabArb = fc.constantFrom(...quoteRequestTabs.map((tab) => tab.id));

describe('quote request badge', () => {
  it('reads by status when no quote is answered', () => {
    expect(quoteRequestBadge({ status: 'pending', quotedCount: 0 })).toEqual({
      text: 'Pending Quotes',
      variant: 'secondary',
    });
    expect(quoteRequestBadge({ status: 'sent', quotedCount: 0 }).text).toBe('Sent to Providers');
    expect(quoteRequestBadge({ status: 'completed', quotedCount: 0 }).text).toBe('Completed');
    expect(quoteRequestBadge({ status: 'cancelled', quotedCount: 0 })).toEqual({
      text: 'Cancelled',
      variant: 'destructive',
    });
    expect(quoteRequestBadge({ status: 'on-hold', quotedCount: 0 }).text).toBe('on-hold');
    expect(quoteRequestBadge({ status: 'constructor', quotedCount: 0 }).text).toBe('constructor');
  });

  it("reads 'Quotes Received (n)' while the request is open and n quotes are answered", () => {
    expect(quoteRequestBadge({ status: 'sent', quotedCount: 2 }).text).toBe('Quotes Received (2)');
    fc.assert(
      fc.property(fc.constantFrom('pending', 'sent'), fc.integer({ min: 1, max: 1000 }), (status, quotedCount) => {
        const badge = quoteRequestBadge({ status, quotedCount });
        return badge.text === `Quotes Received (${quotedCount})` && badge.variant === 'default';
      }),
    );
  });

  it('names a booked, completed or cancelled request by its state, whatever its quotes (decision record 010)', () => {
    expect(quoteRequestBadge({ status: 'booked', quotedCount: 1 }).text).toBe('Booked');
    expect(quoteRequestBadge({ status: 'completed', quotedCount: 3 }).text).toBe('Completed');
    expect(quoteRequestBadge({ status: 'cancelled', quotedCount: 2 })).toEqual({
      text: 'Cancelled',
      variant: 'destructive',
    });
  });

  it('is destructive exactly for a cancelled request', () => {
    fc.assert(
      fc.property(
        requestArb,
        (request) => (quoteRequestBadge(request).variant === 'destructive') === (request.status === 'cancelled'),
      ),
    );
  });

  it('counts quoted and accepted responses as answered quotes', () => {
    expect(quoteResponseStatuses.filter(isAnsweredQuote)).toEqual(['quoted', 'accepted']);
  });
});

describe('quote request tabs', () => {
  it('are Pending (default), Quoted, Sent, Completed and All', () => {
    expect(quoteRequestTabs.map((tab) => tab.label)).toEqual(['Pending', 'Quoted', 'Sent', 'Completed', 'All']);
    expect(defaultQuoteRequestTab).toBe('pending');
  });

  it('filter by status, by answered quotes for Quoted, and keep everything under All', () => {
    const requests = [
      { id: 1, status: 'pending', quotedCount: 0 },
      { id: 2, status: 'sent', quotedCount: 0 },
      { id: 3, status: 'sent', quotedCount: 2 },
      { id: 4, status: 'completed', quotedCount: 1 },
      { id: 5, status: 'cancelled', quotedCount: 0 },
    ];
    const ids = (tab: QuoteRequestTab) => filterQuoteRequests(tab, requests).map((request) => request.id);
    expect(ids('pending')).toEqual([1]);
    expect(ids('quoted')).toEqual([3, 4]);
    expect(ids('sent')).toEqual([2, 3]);
    expect(ids('completed')).toEqual([4]);
    expect(ids('all')).toEqual([1, 2, 3, 4, 5]);
  });

  it('keep a request in a tab exactly by its rule', () => {
    fc.assert(
      fc.property(tabArb, requestArb, (tab, request) => {
        const expected = tab === 'all' ? true : tab === 'quoted' ? request.quotedCount > 0 : request.status === tab;
        return inQuoteRequestTab(tab, request) === expected;
      }),
    );
  });

  it('keep the order and only members of the list', () => {
    fc.assert(
      fc.property(tabArb, fc.array(requestArb), (tab, requests) => {
        const kept = filterQuoteRequests(tab, requests);
        let cursor = 0;
        for (const request of kept) {
          cursor = requests.indexOf(request, cursor);
          if (cursor < 0) return false;
          cursor += 1;
        }
        return tab !== 'all' || kept.length === requests.length;
      }),
    );
  });

  it('put every request with a known status in All and in its status or Quoted tab', () => {
    const known = fc.record({
      status: fc.constantFrom('pending', 'sent', 'completed'),
      quotedCount: fc.nat({ max: 5 }),
    });
    fc.assert(
      fc.property(known, (request) => {
        const tabs = quoteRequestTabs.filter((tab) => inQuoteRequestTab(tab.id, request)).map((tab) => tab.id);
        return (
          tabs.includes('all') &&
          tabs.includes(request.status as QuoteRequestTab) &&
          tabs.includes('quoted') === request.quotedCount > 0
        );
      }),
    );
  });

  it("say 'No {tab} quote requests' when empty", () => {
    expect(quoteRequestTabs.map((tab) => emptyQuoteRequestTabText(tab.id))).toEqual([
      'No pending quote requests',
      'No quoted quote requests',
      'No sent quote requests',
      'No completed quote requests',
      'No all quote requests',
    ]);
  });

  it('have the load failure texts', () => {
    expect(quoteRequestToasts.loadFailed).toEqual({
      title: 'Failed to load quote requests',
      description: 'An error occurred while loading your quote requests.',
    });
  });
});

describe('quoteAnswerSentence', () => {
  it('says what each answer means, never "no quote yet" for a washer who declined', () => {
    expect(quoteAnswerSentence('sent', false)).toBe(quoteAnswerSentences.awaiting);
    expect(quoteAnswerSentence('declined', false)).toBe(quoteAnswerSentences.turnedDown);
    expect(quoteAnswerSentence('declined', true)).toBe(quoteAnswerSentences.otherBooked);
    expect(quoteAnswerSentence('withdrawn', false)).toBe(quoteAnswerSentences.withdrawn);
    expect(quoteAnswerSentence('expired', false)).toBe(quoteAnswerSentences.lapsed);
    expect(quoteAnswerSentence('quoted', false)).toBeNull();
    expect(quoteAnswerSentence('accepted', true)).toBeNull();
    expect(quoteAnswerSentence('not-chosen', true)).toBe(quoteAnswerSentences.otherBooked);
    expect(quoteAnswerSentence('cancelled', false)).toBe(quoteAnswerSentences.bookingCancelled);
  });

  it('gives every status at most one sentence, and the awaiting one to "sent" alone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...quoteResponseStatuses), fc.boolean(), (status, booked) => {
        const sentence = quoteAnswerSentence(status, booked);
        return (sentence === quoteAnswerSentences.awaiting) === (status === 'sent');
      }),
    );
  });
});

describe('hasNoWasherLeft', () => {
  const request = (...statuses: QuoteResponseStatus[]) => ({
    status: 'sent',
    recipients: statuses.map((status) => ({ status })),
  });

  it('is true once every washer asked has declined, withdrawn or lapsed', () => {
    expect(hasNoWasherLeft(request('declined'))).toBe(true);
    expect(hasNoWasherLeft(request('declined', 'withdrawn', 'expired'))).toBe(true);
    expect(hasNoWasherLeft(request('declined', 'sent'))).toBe(false);
    expect(hasNoWasherLeft(request('declined', 'quoted'))).toBe(false);
    expect(hasNoWasherLeft(request())).toBe(false);
    expect(hasNoWasherLeft({ ...request('declined'), status: 'cancelled' })).toBe(false);
  });

  it('counts the washer whose booking was cancelled as gone: a reopened request with nobody else offers more washers', () => {
    expect(hasNoWasherLeft(request('cancelled'))).toBe(true);
    expect(hasNoWasherLeft(request('cancelled', 'quoted'))).toBe(false);
  });
});

describe('request states', () => {
  const today = '2030-06-10';
  const request = (fields: Partial<RequestStateFields> = {}): RequestStateFields => ({
    status: 'sent',
    quotedCount: 0,
    preferredDate: '2030-06-12',
    recipients: [{ status: 'sent' }],
    ...fields,
  });

  it('gives each state of a request', () => {
    expect(requestStateOf(request({ status: 'pending', recipients: [] }), today)).toBe('pending');
    expect(requestStateOf(request(), today)).toBe('sent');
    expect(requestStateOf(request({ quotedCount: 1, recipients: [{ status: 'quoted' }] }), today)).toBe('quoted');
    expect(requestStateOf(request({ recipients: [{ status: 'declined' }] }), today)).toBe('no-washer-left');
    expect(requestStateOf(request({ preferredDate: '2030-06-09' }), today)).toBe('expired');
    expect(requestStateOf(request({ status: 'booked', quotedCount: 1 }), today)).toBe('booked');
    expect(requestStateOf(request({ status: 'completed', quotedCount: 1 }), today)).toBe('completed');
    expect(requestStateOf(request({ status: 'cancelled', preferredDate: '2020-01-01' }), today)).toBe('cancelled');
    expect(requestStateOf(request({ status: 'on-hold' }), today)).toBeNull();
  });

  it('has one sentence for every state, and a request is in exactly one known state or none', () => {
    expect(Object.keys(requestStateSentences).sort()).toEqual([...requestStates].sort());
    fc.assert(
      fc.property(
        statusArb,
        fc.nat({ max: 5 }),
        fc.option(fc.constantFrom('2030-06-09', '2030-06-10', '2030-06-11')),
        fc.array(fc.constantFrom(...quoteResponseStatuses), { maxLength: 4 }),
        (status, quotedCount, preferredDate, statuses) => {
          const state = requestStateOf(
            { status, quotedCount, preferredDate, recipients: statuses.map((answer) => ({ status: answer })) },
            today,
          );
          const known = ['pending', 'sent', 'booked', 'completed', 'cancelled'].includes(status);
          return known ? state !== null && requestStates.includes(state) : state === null;
        },
      ),
    );
  });
});

describe('the tabs an empty tab points to', () => {
  it('names each other tab holding requests, with its count, and All only when no other does', () => {
    const requests = [
      { status: 'sent', quotedCount: 1 },
      { status: 'sent', quotedCount: 0 },
      { status: 'booked', quotedCount: 1 },
    ];
    expect(tabsHoldingRequests('pending', requests)).toEqual([
      { tab: 'quoted', label: 'Quoted', count: 2 },
      { tab: 'sent', label: 'Sent', count: 2 },
    ]);
    expect(tabsHoldingRequests('pending', [{ status: 'cancelled', quotedCount: 0 }])).toEqual([
      { tab: 'all', label: 'All', count: 1 },
    ]);
    expect(tabsHoldingRequests('pending', [])).toEqual([]);
  });

  it('never names the tab itself, and an empty tab of an owner with requests always points somewhere', () => {
    fc.assert(
      fc.property(tabArb, fc.array(requestArb, { maxLength: 8 }), (tab, requests) => {
        const holding = tabsHoldingRequests(tab, requests);
        expect(holding.map((entry) => entry.tab)).not.toContain(tab);
        for (const entry of holding) expect(entry.count).toBe(filterQuoteRequests(entry.tab, requests).length);
        const empty = filterQuoteRequests(tab, requests).length === 0;
        if (requests.length > 0 && empty) expect(holding.length).toBeGreaterThan(0);
      }),
    );
  });
});
