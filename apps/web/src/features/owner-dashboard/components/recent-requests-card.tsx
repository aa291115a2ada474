import { Link } from 'react-router';
import { ChevronRightIcon, FileTextIcon } from 'lucide-react';
import { recentRequestsLimit } from '@sudsy/domain/constants';
import { quoteRequestPageTexts } from '@sudsy/domain/quote-request-display';
import type { QuoteRequestListItem } from '@sudsy/domain/quote-request-views';
import { EmptyState } from '@/components/empty-state';
import { QuoteRequestBadge } from '@/components/quote-request-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCreatedDate } from '@/lib/request-dates';
import { serviceNames } from '@/lib/service-names';

/** The latest three quote requests with their badges and dates; null while they load. */
export function RecentRequestsCard({ requests }: { requests: readonly QuoteRequestListItem[] | null }) {
  return (
    <Card className="gap-4" role="region" aria-labelledby="recent-requests-title">
      <CardHeader className="flex items-center justify-between gap-3">
        <h2 id="recent-requests-title" className="leading-none font-semibold">
          {quoteRequestPageTexts.recentTitle}
        </h2>
        <Button asChild variant="ghost" size="sm" className="-my-2 -mr-2">
          <Link to="/customer/requests">
            {quoteRequestPageTexts.viewAll}
            <ChevronRightIcon aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {requests === null ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">Loading recent quote requests...</span>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-14" />
            ))}
          </div>
        ) : requests.length === 0 ? (
          <EmptyState
            icon={FileTextIcon}
            title="No quote requests yet"
            description="Ask nearby washers for quotes; your latest requests show here."
            action={
              <Button asChild size="sm">
                <Link to="/customer/requests/new">Get Quotes</Link>
              </Button>
            }
            className="py-6"
          />
        ) : (
          <ul aria-label={quoteRequestPageTexts.recentTitle} className="grid gap-2">
            {requests.slice(0, recentRequestsLimit).map((request) => (
              <li key={request.id}>
                <Link
                  to={`/customer/requests/${encodeURIComponent(request.id)}`}
                  className="flex items-center justify-between gap-3 rounded-lg border p-3 transition-colors outline-none hover:bg-accent/60 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="grid min-w-0 gap-0.5">
                    <span className="truncate text-sm font-medium">{serviceNames(request.serviceIds)}</span>
                    <span className="text-xs text-muted-foreground">
                      <time dateTime={request.createdAt}>{formatCreatedDate(request.createdAt)}</time>
                    </span>
                  </span>
                  <QuoteRequestBadge request={request} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
