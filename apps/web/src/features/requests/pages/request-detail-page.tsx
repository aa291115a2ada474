import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  ArrowLeftIcon,
  CalendarIcon,
  CarIcon,
  FileQuestionIcon,
  MapPinIcon,
  NotebookPenIcon,
  SearchXIcon,
} from 'lucide-react';
import { findCatalogueService } from '@sudsy/domain/catalogue';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import { requestExpiryToday } from '@sudsy/domain/expiry';
import { noWasherLeftTexts, requestStateOf, requestStateSentences } from '@sudsy/domain/quote-request-display';
import type { QuoteRequestDetail } from '@sudsy/domain/quote-request-views';
import { DetailQueryView } from '@/components/detail-query-view';
import { QuoteRequestBadge } from '@/components/quote-request-badge';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCreatedDate, formatPreferredTime } from '@/lib/request-dates';
import { emptyCriteria, wizardSearchParams } from '@/lib/search-params';
import { useQuoteRequest } from '../api/get-quote-request';
import { RequestPhotoGallery } from '../components/request-photo-gallery';
import { QuoteBooking } from '../components/quote-booking';
import { QuoteList } from '../components/quote-list';
import { QuoteRequestCancelButton } from '../components/quote-request-cancel-button';
import { PayAtJobNote } from '@/components/pay-at-job-note';

/** /customer/requests/:id: the booking once there is one, the washers' quotes side by side, and what was asked, where and when. */
export function RequestDetailPage() {
  const { id = '' } = useParams();
  const request = useQuoteRequest(id);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <title>Quote Request | Sudsy</title>
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4 text-muted-foreground">
        <Link to="/customer/requests">
          <ArrowLeftIcon aria-hidden />
          My Quote Requests
        </Link>
      </Button>
      <DetailQueryView
        query={request}
        loading={{
          label: 'Loading the quote request...',
          skeleton: (
            <>
              <Skeleton className="h-9 w-64" />
              <div className="grid gap-6 lg:grid-cols-2">
                <Skeleton className="h-72 rounded-xl" />
                <Skeleton className="h-72 rounded-xl" />
              </div>
            </>
          ),
        }}
        notFound={{
          heading: 'Quote request not found',
          icon: FileQuestionIcon,
          title: 'This quote request does not exist',
          description: 'It may have been removed, or the link is wrong. Your requests are all in My Quote Requests.',
          to: '/customer/requests',
          linkText: 'View all requests',
        }}
        failed={{
          heading: 'Quote Request',
          title: 'Failed to load the quote request',
          fallback: 'An error occurred while loading this quote request.',
        }}
      >
        {(data) => <RequestDetail request={data} />}
      </DetailQueryView>
    </div>
  );
}

function RequestDetail({ request }: { request: QuoteRequestDetail }) {
  const services = request.serviceIds.map((id) => ({ id, service: findCatalogueService(id) }));
  const when = formatPreferredTime(request.preferredDate, request.preferredTime);
  const booking = request.booking;
  const bookedWasher = booking
    ? request.recipients.find((recipient) => recipient.washerId === booking.washerId)
    : undefined;
  const cancellable = request.status === 'pending' || request.status === 'sent';
  const state = requestStateOf(request, requestExpiryToday(new Date()));
  return (
    <>
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight">Quote Request</h1>
            <QuoteRequestBadge request={request} />
          </div>
          <p className="text-muted-foreground">
            Created <time dateTime={request.createdAt}>{formatCreatedDate(request.createdAt)}</time>
          </p>
          {/* A request nobody can take says so in its own notice below, with what to do. */}
          {state && state !== 'no-washer-left' ? (
            <p className="max-w-prose text-sm font-medium">{requestStateSentences[state]}</p>
          ) : null}
        </div>
        {cancellable ? <QuoteRequestCancelButton requestId={request.id} /> : null}
      </header>
      <div className="grid gap-6">
        {booking ? <QuoteBooking booking={booking} washerName={bookedWasher?.businessName ?? 'your washer'} /> : null}
        {state === 'no-washer-left' ? <NoWasherLeft request={request} /> : null}
        <DetailCard
          title="Quotes"
          description={
            request.recipients.length > 0
              ? `Sent to ${request.recipients.length} washer${request.recipients.length === 1 ? '' : 's'}; ${request.quotedCount} quoted so far.`
              : undefined
          }
        >
          <QuoteList request={request} />
        </DetailCard>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <DetailCard title="Services">
            <ul className="grid gap-2 text-sm">
              {services.map(({ id, service }) => (
                <li key={id} className="flex items-baseline justify-between gap-3">
                  <span className="font-medium">{service?.name ?? id}</span>
                  {service ? (
                    <span className="shrink-0 text-muted-foreground tabular-nums">
                      {formatMinutes(service.estimatedMinutes)} ·{' '}
                      {formatCents(service.basePriceCents, { always2: true })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            <PayAtJobNote className="mt-3" />
          </DetailCard>
          <DetailCard title="Details">
            <dl className="grid gap-4 text-sm">
              <Detail icon={CarIcon} label="Vehicle">
                {request.vehicle?.label ?? 'No vehicle named'}
              </Detail>
              <Detail icon={MapPinIcon} label="Service location">
                {request.address}
              </Detail>
              <Detail icon={CalendarIcon} label="Date and time">
                {when ?? 'Any time that suits the washer'}
              </Detail>
              <Detail icon={NotebookPenIcon} label="Notes">
                {request.notes ? (
                  <span dir="auto" className="whitespace-pre-line">
                    {request.notes}
                  </span>
                ) : (
                  <span className="text-muted-foreground">No notes</span>
                )}
              </Detail>
            </dl>
          </DetailCard>
          {request.photos.length > 0 ? (
            <DetailCard title="Photos">
              <RequestPhotoGallery photos={request.photos} />
            </DetailCard>
          ) : null}
        </div>
      </div>
    </>
  );
}

/** Every washer asked is out: say so, and open the search wizard with this request's wash. */
function NoWasherLeft({ request }: { request: QuoteRequestDetail }) {
  // A date that has passed meanwhile is dropped by the wizard itself.
  const search = wizardSearchParams({
    ...emptyCriteria,
    serviceIds: request.serviceIds,
    date: request.preferredDate,
    address: request.address,
    step: 1,
    selected: [],
  });
  return (
    <Alert>
      <SearchXIcon aria-hidden />
      <AlertTitle>{noWasherLeftTexts.title}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{noWasherLeftTexts.description}</p>
        <Button asChild className="w-fit">
          <Link to={`/providers?${search.toString()}`}>{noWasherLeftTexts.action}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function DetailCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="leading-none font-semibold">{title}</h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Detail({ icon: Icon, label, children }: { icon: typeof CarIcon; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon className="size-3.5 shrink-0" aria-hidden />
        {label}
      </dt>
      <dd className="pl-5 break-words">{children}</dd>
    </div>
  );
}
