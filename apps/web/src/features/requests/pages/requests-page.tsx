import { Link } from 'react-router';
import { FileTextIcon, PlusIcon, SearchIcon } from 'lucide-react';
import {
  defaultQuoteRequestTab,
  emptyQuoteRequestTabText,
  emptyTabElsewhereText,
  filterQuoteRequests,
  isQuoteRequestTab,
  quoteRequestPageTexts,
  quoteRequestTabs,
  quoteRequestToasts,
  tabsHoldingRequests,
  type QuoteRequestTab,
} from '@sudsy/domain/quote-request-display';
import type { QuoteRequestListItem } from '@sudsy/domain/quote-request-views';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LoadMoreButton } from '@/components/load-more-button';
import { ScrollRow } from '@/components/scroll-row';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { serverMessage } from '@/lib/error-message';
import { useErrorToast } from '@/lib/use-error-toast';
import { useTabParam } from '@/lib/use-tab-param';
import { useQuoteRequests } from '../api/get-quote-requests';
import { QuoteRequestRow } from '../components/quote-request-row';

/** /customer/requests: the owner's quote requests by tab; the tab is in the address, so Back and links keep it. */
export function RequestsPage() {
  const requests = useQuoteRequests();
  const [tab, selectTab] = useTabParam(isQuoteRequestTab, defaultQuoteRequestTab);
  const { title, description: fallback } = quoteRequestToasts.loadFailed;
  useErrorToast(requests, title, fallback);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <title>{`${quoteRequestPageTexts.title} | Sudsy`}</title>
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{quoteRequestPageTexts.title}</h1>
          <p className="mt-2 text-muted-foreground">Follow your requests and compare the quotes washers send back.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/providers">
              <SearchIcon aria-hidden />
              {quoteRequestPageTexts.findWashers}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/customer/requests/new">
              <PlusIcon aria-hidden />
              New Request
            </Link>
          </Button>
        </div>
      </header>

      <Tabs value={tab} onValueChange={selectTab} className="gap-6">
        <ScrollRow className="-mx-4 px-4 sm:mx-0 sm:px-0">
          <TabsList>
            {quoteRequestTabs.map((entry) => (
              <TabsTrigger key={entry.id} value={entry.id} className="px-3">
                {entry.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </ScrollRow>
        {quoteRequestTabs.map((entry) => (
          <TabsContent key={entry.id} value={entry.id}>
            {requests.isPending ? (
              <div role="status" className="grid gap-3">
                <span className="sr-only">Loading quote requests...</span>
                {[0, 1, 2].map((index) => (
                  <Skeleton key={index} className="h-28 rounded-xl" />
                ))}
              </div>
            ) : requests.isError ? (
              <LoadFailed
                title={title}
                description={serverMessage(requests.error) ?? fallback}
                onRetry={() => void requests.refetch()}
                retrying={requests.isRefetching}
              />
            ) : (
              <TabRequests
                tab={entry.id}
                onSelectTab={selectTab}
                requests={requests.data.pages.flatMap((page) => page.requests)}
                more={
                  requests.hasNextPage
                    ? { load: () => void requests.fetchNextPage(), loading: requests.isFetchingNextPage }
                    : null
                }
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/** Older requests still to load: the button asks for the next page. */
type MoreRequests = { load: () => void; loading: boolean } | null;

function LoadMoreRequests({ more }: { more: NonNullable<MoreRequests> }) {
  return <LoadMoreButton label="Load older requests" onLoad={more.load} loading={more.loading} className="mt-4" />;
}

function TabRequests({
  tab,
  onSelectTab,
  requests,
  more,
}: {
  tab: QuoteRequestTab;
  onSelectTab: (tab: QuoteRequestTab) => void;
  requests: readonly QuoteRequestListItem[];
  more: MoreRequests;
}) {
  const shown = filterQuoteRequests(tab, requests);
  // Nothing in this tab yet, but older requests may hold some: offer them rather than 'none'.
  if (shown.length === 0 && more) return <LoadMoreRequests more={more} />;
  const elsewhere = tabsHoldingRequests(tab, requests);
  // The owner's requests are in other tabs: lead there, never to a second request for the same wash.
  if (shown.length === 0 && elsewhere.length > 0) {
    return (
      <EmptyState
        icon={FileTextIcon}
        title={emptyQuoteRequestTabText(tab)}
        description={emptyTabElsewhereText}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {elsewhere.map((entry) => (
              <Button key={entry.tab} variant="outline" onClick={() => onSelectTab(entry.tab)}>
                {entry.label} ({entry.count})
              </Button>
            ))}
          </div>
        }
      />
    );
  }
  if (shown.length === 0) {
    return (
      <EmptyState
        icon={FileTextIcon}
        title={emptyQuoteRequestTabText(tab)}
        description="Ask nearby washers for quotes and your requests will show up here."
        action={
          <Button asChild variant="outline">
            <Link to="/customer/requests/new">Create Service Request</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ul aria-label="Quote requests" className="grid gap-3">
        {shown.map((request) => (
          <QuoteRequestRow key={request.id} request={request} />
        ))}
      </ul>
      {more ? <LoadMoreRequests more={more} /> : null}
    </>
  );
}
