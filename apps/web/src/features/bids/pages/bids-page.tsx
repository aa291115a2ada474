import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FileTextIcon, InboxIcon } from 'lucide-react';
import { bidsPageTexts } from '@sudsy/domain/bids';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LoadMoreButton } from '@/components/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { serverMessage } from '@/lib/error-message';
import { useAvailableRequests } from '../api/get-available-requests';
import { useBids } from '../api/get-bids';
import { AvailableRequestCard } from '../components/available-request-card';
import { BidCard } from '../components/bid-card';

const tabs = ['available', 'mine'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: unknown): value is Tab => tabs.some((tab) => tab === value);

/** /provider/bids: the requests waiting for the washer's answer, and the quotes they placed. The tab is in the address. */
export function BidsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'available';
  const available = useAvailableRequests();
  const bids = useBids();
  const waiting = available.data?.pages[0]?.total ?? 0;

  const selectTab = (next: string) =>
    setSearchParams(
      (params) => {
        if (next === 'available') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

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
          <Loadable read={available} what="available requests">
            {({ pages }) => {
              const requests = pages.flatMap((page) => page.requests);
              if (requests.length === 0) {
                return (
                  <EmptyState
                    icon={InboxIcon}
                    title={bidsPageTexts.noAvailable.title}
                    description={bidsPageTexts.noAvailable.description}
                  />
                );
              }
              return (
                <>
                  <ul aria-label={bidsPageTexts.availableTab} className="grid gap-4">
                    {requests.map((request) => (
                      <AvailableRequestCard key={request.id} request={request} />
                    ))}
                  </ul>
                  <MoreOf read={available} label={bidsPageTexts.moreRequests} />
                </>
              );
            }}
          </Loadable>
        </TabsContent>
        <TabsContent value="mine">
          <Loadable read={bids} what="your bids">
            {({ pages }) => {
              const placed = pages.flatMap((page) => page.bids);
              if (placed.length === 0) {
                return (
                  <EmptyState
                    icon={FileTextIcon}
                    title={bidsPageTexts.noBids.title}
                    description={bidsPageTexts.noBids.description}
                  />
                );
              }
              return (
                <>
                  <ul aria-label={bidsPageTexts.myBidsTab} className="grid gap-4">
                    {placed.map((bid) => (
                      <BidCard key={bid.request.id} bid={bid} />
                    ))}
                  </ul>
                  <MoreOf read={bids} label={bidsPageTexts.moreBids} />
                </>
              );
            }}
          </Loadable>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** What a paged tab needs to offer its next page. */
type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

function MoreOf({ read, label }: { read: Pages; label: string }) {
  if (!read.hasNextPage) return null;
  return (
    <LoadMoreButton
      label={label}
      onLoad={() => void read.fetchNextPage()}
      loading={read.isFetchingNextPage}
      className="mt-6"
    />
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
