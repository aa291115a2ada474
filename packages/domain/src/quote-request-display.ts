// How My Quote Requests shows a request (docs/product.md, "Service requests"): its status badge, the tabs and what each
// keeps, and the page's texts, verbatim. "Quotes Received (n)" and the Quoted tab count quotes a
// washer has answered, not requests merely delivered to washers.
import { isRequestExpired } from './expiry';
import type { QuoteResponseStatus } from './quote-request';
import type { ToastText } from './schedule-messages';

/** Response statuses that mean the washer answered with a quote. */
export const answeredQuoteStatuses = ['quoted', 'accepted'] as const satisfies readonly QuoteResponseStatus[];

export function isAnsweredQuote(status: string): boolean {
  return (answeredQuoteStatuses as readonly string[]).includes(status);
}

/** What the badge and the tabs read of a request. */
export type QuoteRequestDisplayFields = { status: string; quotedCount: number };

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';
export type QuoteRequestBadge = { text: string; variant: BadgeVariant };

const statusBadges: Record<string, QuoteRequestBadge> = {
  pending: { text: 'Pending Quotes', variant: 'secondary' },
  sent: { text: 'Sent to Providers', variant: 'outline' },
  booked: { text: 'Booked', variant: 'default' },
  completed: { text: 'Completed', variant: 'default' },
  cancelled: { text: 'Cancelled', variant: 'destructive' },
};

/** Whether the request still waits for a booking: only then do its answered quotes name it. */
const isOpen = (status: string) => status === 'pending' || status === 'sent';

/**
 * While a request is open, its answered quotes name it ('Quotes Received (2)'); otherwise, and
 * once it is booked, completed or cancelled, its status does (decision record 010). An unknown
 * status is shown as it is.
 */
export function quoteRequestBadge(request: QuoteRequestDisplayFields): QuoteRequestBadge {
  if (isOpen(request.status) && request.quotedCount > 0)
    return { text: `Quotes Received (${request.quotedCount})`, variant: 'default' };
  return Object.hasOwn(statusBadges, request.status)
    ? (statusBadges[request.status] as QuoteRequestBadge)
    : { text: request.status, variant: 'outline' };
}

/** Every state an owner's request can be in, each with one badge and one sentence (docs/product.md). */
export const requestStates = [
  'pending',
  'sent',
  'quoted',
  'no-washer-left',
  'expired',
  'booked',
  'completed',
  'cancelled',
] as const;
export type RequestState = (typeof requestStates)[number];

/** The sentence under a request's badge on its page (ours). */
export const requestStateSentences: Record<RequestState, string> = {
  pending: 'No washer nearby offers these services yet, so nobody has it. Find Providers looks further away.',
  sent: 'Sent to the washers you chose. You are emailed when a quote comes in.',
  quoted: 'Compare the quotes below and book the one that suits you.',
  'no-washer-left': 'Every washer you asked has turned it down or their quote has ended. Ask other washers nearby.',
  expired: 'Its preferred date has passed without a booking. Find more washers for another day.',
  booked: 'A washer is booked for this request. The appointment is below.',
  completed: 'The wash is done. You can rate it on its appointment page.',
  cancelled: 'This request is cancelled: no washer can quote on it or be booked for it.',
};

export type RequestStateFields = QuoteRequestDisplayFields & {
  preferredDate: string | null;
  recipients: readonly { status: QuoteResponseStatus }[];
};

/** The one state a request is in, as of `today` (requestExpiryToday); null for a status the app does not know. */
export function requestStateOf(request: RequestStateFields, today: string): RequestState | null {
  if (request.status === 'booked' || request.status === 'completed' || request.status === 'cancelled')
    return request.status;
  if (!isOpen(request.status)) return null;
  if (isRequestExpired(request, today)) return 'expired';
  if (hasNoWasherLeft(request)) return 'no-washer-left';
  if (request.quotedCount > 0) return 'quoted';
  return request.status === 'pending' ? 'pending' : 'sent';
}

export const quoteRequestTabs = [
  { id: 'pending', label: 'Pending' },
  { id: 'quoted', label: 'Quoted' },
  { id: 'sent', label: 'Sent' },
  { id: 'completed', label: 'Completed' },
  { id: 'all', label: 'All' },
] as const;
export type QuoteRequestTab = (typeof quoteRequestTabs)[number]['id'];
export const defaultQuoteRequestTab: QuoteRequestTab = 'pending';

export function isQuoteRequestTab(value: unknown): value is QuoteRequestTab {
  return quoteRequestTabs.some((tab) => tab.id === value);
}

/** Quoted keeps requests with an answered quote; Pending, Sent and Completed filter by status; All keeps everything. */
export function inQuoteRequestTab(tab: QuoteRequestTab, request: QuoteRequestDisplayFields): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'quoted':
      return request.quotedCount > 0;
    default:
      return request.status === tab;
  }
}

export function filterQuoteRequests<T extends QuoteRequestDisplayFields>(
  tab: QuoteRequestTab,
  requests: readonly T[],
): T[] {
  return requests.filter((request) => inQuoteRequestTab(tab, request));
}

/**
 * The other tabs that hold some of `requests`, with how many: an empty tab points to them instead
 * of inviting a new request the owner may already have (docs/product.md, "Quote requests"). All
 * is named only when no other tab holds them (a booked or cancelled request shows only there).
 */
export function tabsHoldingRequests(
  current: QuoteRequestTab,
  requests: readonly QuoteRequestDisplayFields[],
): { tab: QuoteRequestTab; label: string; count: number }[] {
  const holding = quoteRequestTabs
    .filter((entry) => entry.id !== current && entry.id !== 'all')
    .map((entry) => ({ tab: entry.id, label: entry.label, count: filterQuoteRequests(entry.id, requests).length }))
    .filter((entry) => entry.count > 0);
  if (holding.length > 0 || current === 'all' || requests.length === 0) return holding;
  return [{ tab: 'all', label: 'All', count: requests.length }];
}

export const emptyTabElsewhereText = 'Your requests are in the tabs below.';

/** 'No pending quote requests': the tab's name in lower case. */
export function emptyQuoteRequestTabText(tab: QuoteRequestTab): string {
  const label = quoteRequestTabs.find((entry) => entry.id === tab)?.label ?? tab;
  return `No ${label.toLowerCase()} quote requests`;
}

export const quoteRequestPageTexts = {
  title: 'My Quote Requests',
  findWashers: 'Find Providers',
  viewAll: 'View all',
  recentTitle: 'Recent Quote Requests',
} as const;

export const quoteRequestToasts = {
  /** The server's message replaces the description when it sends one. */
  loadFailed: {
    title: 'Failed to load quote requests',
    description: 'An error occurred while loading your quote requests.',
  },
} as const satisfies Record<string, ToastText>;

/** The sentence under a washer's answer on the owner's request page (ours): what its badge means here. */
export const quoteAnswerSentences = {
  awaiting: 'This washer has not sent a quote yet.',
  turnedDown: 'This washer turned this request down.',
  otherBooked: 'You booked another washer.',
  withdrawn: 'This washer withdrew their quote.',
  lapsed: 'This quote lapsed: its proposed start has passed.',
  bookingCancelled: 'The booking with this washer was cancelled.',
} as const;

/**
 * One sentence for a washer's answer, or none when its price says it all (quoted, accepted). A
 * decline is the washer's own unless the request was booked with someone else, which declines the
 * rest.
 */
export function quoteAnswerSentence(status: QuoteResponseStatus, requestBooked: boolean): string | null {
  switch (status) {
    case 'sent':
      return quoteAnswerSentences.awaiting;
    case 'declined':
      return requestBooked ? quoteAnswerSentences.otherBooked : quoteAnswerSentences.turnedDown;
    case 'withdrawn':
      return quoteAnswerSentences.withdrawn;
    case 'expired':
      return quoteAnswerSentences.lapsed;
    case 'not-chosen':
      return quoteAnswerSentences.otherBooked;
    case 'cancelled':
      return quoteAnswerSentences.bookingCancelled;
    default:
      return null;
  }
}

/** Statuses after which a washer can no longer quote on a request. */
const closedAnswers: readonly QuoteResponseStatus[] = ['declined', 'withdrawn', 'expired', 'not-chosen', 'cancelled'];

/**
 * A request still open whose every washer has turned it down, withdrawn or lapsed: nobody can
 * book it any more, so the page says so and offers to find more washers (ours).
 */
export function hasNoWasherLeft(request: { status: string; recipients: readonly { status: QuoteResponseStatus }[] }) {
  return (
    request.status === 'sent' &&
    request.recipients.length > 0 &&
    request.recipients.every((recipient) => closedAnswers.includes(recipient.status))
  );
}

export const noWasherLeftTexts = {
  title: 'No washer can take this request',
  description: requestStateSentences['no-washer-left'],
  action: 'Find more washers',
} as const;
