import type { ReactNode } from 'react';
import { FileTextIcon, InboxIcon, type LucideIcon } from 'lucide-react';
import { bidsPageTexts } from '@sudsy/domain/bids';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LoadMoreButton } from '@/components/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { serverMessage } from '@/lib/error-message';
import { useTabParam } from '@/lib/use-tab-param';
import { useAvailableRequests } from '../api/get-available-requests';
import { useQuotes } from '../api/get-quotes';
import { AvailableRequestCard } from '../components/available-request-card';
import { WasherQuoteCard } from '../components/washer-quote-card';

const tabs = ['available', 'mine'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: unknown): value is Tab => tabs.some((tab) => tab === value);

/** /provider/bids: the requests waiting for the washer's answer, and the quotes they placed. The tab is in the address. */
export function QuotesPage() {
  const [tab, selectTab] = useTabParam(isTab, 'available');
  const available = useAvailableRequests();
  const quotes = useQuotes();
  const waiting = available.data?.pages[0]?.total ?? 0;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <title>{`${bidsPageTexts.title} | Sudsy`}</title>
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">{bidsPageTexts.title}</h1>
        <p className="mt-2 text-muted-foreground">{bidsPageTexts.subtitle}</p>
      </header>
      <Tabs value={tab} onValueChange={selectTab} className="gap-6">
        <TabsList>
          <TabsTrigger value="available" className="px-3">
            {bidsPageTexts.availableTab}
            {waiting > 0 ? <span className="ml-1 tabular-nums">({waiting})</span> : null}
          </TabsTrigger>
          <TabsTrigger value="mine" className="px-3">
            {bidsPageTexts.myBidsTab}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="available">
          <PagedTab
            read={available}
            what="available requests"
            itemsOf={(page) => page.requests}
            empty={{ icon: InboxIcon, ...bidsPageTexts.noAvailable }}
            listLabel={bidsPageTexts.availableTab}
            moreLabel={bidsPageTexts.moreRequests}
            render={(request) => <AvailableRequestCard key={request.id} request={request} />}
          />
        </TabsContent>
        <TabsContent value="mine">
          <PagedTab
            read={quotes}
            what="your bids"
            itemsOf={(page) => page.bids}
            empty={{ icon: FileTextIcon, ...bidsPageTexts.noBids }}
            listLabel={bidsPageTexts.myBidsTab}
            moreLabel={bidsPageTexts.moreBids}
            render={(quote) => <WasherQuoteCard key={quote.request.id} quote={quote} />}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

type PagedTabProps<Page, Item> = {
  read: Read<{ pages: Page[] }> & { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  what: string;
  itemsOf: (page: Page) => Item[];
  empty: { icon: LucideIcon; title: string; description: string };
  listLabel: string;
  moreLabel: string;
  render: (item: Item) => ReactNode;
};

/** A tab of pages: loading, failure, its empty state, or the items loaded so far and a button for the next page. */
function PagedTab<Page, Item>({ read, what, itemsOf, empty, listLabel, moreLabel, render }: PagedTabProps<Page, Item>) {
  return (
    <Loadable read={read} what={what}>
      {({ pages }) => {
        const items = pages.flatMap(itemsOf);
        if (items.length === 0) {
          return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
        }
        return (
          <>
            <ul aria-label={listLabel} className="grid gap-4">
              {items.map(render)}
            </ul>
            {read.hasNextPage ? (
              <LoadMoreButton
                label={moreLabel}
                onLoad={() => void read.fetchNextPage()}
                loading={read.isFetchingNextPage}
                className="mt-6"
              />
            ) : null}
          </>
        );
      }}
    </Loadable>
  );
}

/** What a tab needs of a query to show loading, failure with Retry, or its data. */
type Read<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isRefetching: boolean;
  refetch: () => unknown;
};

function Loadable<T>({ read, what, children }: { read: Read<T>; what: string; children: (data: T) => ReactNode }) {
  if (read.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">{`Loading ${what}...`}</span>
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-56 rounded-xl" />
        ))}
      </div>
    );
  }
  if (read.isError || read.data === undefined) {
    return (
      <LoadFailed
        title={`Failed to load ${what}`}
        description={serverMessage(read.error) ?? 'Please check your connection and try again.'}
        onRetry={() => void read.refetch()}
        retrying={read.isRefetching}
      />
    );
  }
  return children(read.data);
}
