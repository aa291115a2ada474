// How My Quote Requests shows a request (docs/product.md, "Service requests"): its status badge, the tabs and what each
// keeps, and the page's texts, verbatim. "Quotes Received (n)" and the Quoted tab count quotes a
// washer has answered, not requests merely delivered to washers.
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
  completed: { text: 'Completed', variant: 'default' },
  cancelled: { text: 'Cancelled', variant: 'destructive' },
};

/** Any answered quote wins over the status; an unknown status is shown as it is. */
export function quoteRequestBadge(request: QuoteRequestDisplayFields): QuoteRequestBadge {
  if (request.quotedCount > 0) return { text: `Quotes Received (${request.quotedCount})`, variant: 'default' };
  return Object.hasOwn(statusBadges, request.status)
    ? (statusBadges[request.status] as QuoteRequestBadge)
    : { text: request.status, variant: 'outline' };
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
