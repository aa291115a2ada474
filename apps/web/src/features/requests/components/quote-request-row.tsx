import { Link } from 'react-router';
import { CalendarIcon, CarIcon, ChevronRightIcon, MapPinIcon } from 'lucide-react';
import type { QuoteRequestListItem } from '@sudsy/domain/quote-request-views';
import { QuoteRequestBadge } from '@/components/quote-request-badge';
import { formatCreatedDate, formatPreferredTime } from '@/lib/request-dates';
import { serviceNames } from '@/lib/service-names';

/** One request in My Quote Requests: services, badge, created date and the essentials; opens its page. */
export function QuoteRequestRow({ request }: { request: QuoteRequestListItem }) {
  const when = formatPreferredTime(request.preferredDate, request.preferredTime);
  const reach =
    request.responseCount === 0
      ? 'Not sent to a washer yet'
      : `Sent to ${request.responseCount} washer${request.responseCount === 1 ? '' : 's'}`;
  return (
    <li>
      <Link
        to={`/customer/requests/${encodeURIComponent(request.id)}`}
        className="group flex items-center gap-4 rounded-xl border bg-card p-4 shadow-xs transition-colors outline-none hover:bg-accent/50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-5"
      >
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="font-medium text-pretty">{serviceNames(request.serviceIds)}</p>
            <QuoteRequestBadge request={request} />
          </div>
          <div className="flex flex-col gap-x-4 gap-y-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
            {request.vehicle ? (
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <CarIcon className="size-4 shrink-0" aria-hidden />
                <span className="truncate">{request.vehicle.label}</span>
              </span>
            ) : null}
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <MapPinIcon className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{request.address}</span>
            </span>
            {when ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarIcon className="size-4 shrink-0" aria-hidden />
                {when}
              </span>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground">
            Created <time dateTime={request.createdAt}>{formatCreatedDate(request.createdAt)}</time> · {reach}
          </p>
        </div>
        <ChevronRightIcon
          className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden
        />
      </Link>
    </li>
  );
}
