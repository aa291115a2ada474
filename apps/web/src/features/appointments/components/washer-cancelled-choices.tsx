import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CalendarCheckIcon, CompassIcon, SearchIcon, XCircleIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { formatSlot } from '@sudsy/domain/booking';
import { nextBestQuote, washerCancelledTexts as texts } from '@sudsy/domain/booking-page';
import { formatCents } from '@sudsy/domain/money';
import type { QuoteRequestDetail } from '@sudsy/domain/quote-request-views';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PendingLabel } from '@/components/pending-label';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { sameSlotPath } from '@/lib/search-params';
import { useBookOtherQuote } from '../api/book-other-quote';
import { useCloseBookingRequest } from '../api/close-booking-request';
import { useBookingRequest } from '../api/get-booking-request';

/**
 * When the washer cancels, the owner chooses (docs/product.md, "The booking page"): book the
 * next-best quote at its price, ask washers free at the same time, or close the request. A wash of
 * a series that goes on needs no choice about the request: the owner reads that the rest stays.
 */
export function WasherCancelledChoices({ appointment }: { appointment: AppointmentDetail }) {
  const washer = appointment.washer.name;
  return (
    <SectionCard
      id="washer-cancelled-choices"
      title={texts.title}
      icon={<CompassIcon />}
      description={texts.description(washer)}
    >
      {appointment.seriesId ? (
        <div className="grid gap-3">
          <p className="text-sm">{texts.seriesNote(washer)}</p>
          <AskSameTime appointment={appointment} />
        </div>
      ) : appointment.quoteRequestId ? (
        <RequestChoices appointment={appointment} requestId={appointment.quoteRequestId} />
      ) : (
        <AskSameTime appointment={appointment} />
      )}
    </SectionCard>
  );
}

function RequestChoices({ appointment, requestId }: { appointment: AppointmentDetail; requestId: string }) {
  const request = useBookingRequest(requestId);
  if (request.isPending)
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading your request...</span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-10 w-56" />
      </div>
    );
  if (request.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {serverMessage(request.error) ?? 'Your request could not be loaded.'}
      </p>
    );
  const rebooked = request.data.booking;
  if (rebooked && rebooked.appointmentId !== appointment.id && rebooked.status === 'scheduled')
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm">{texts.rebooked}</p>
        <Button asChild size="sm">
          <Link to={`/appointments/${rebooked.appointmentId}`}>
            <CalendarCheckIcon aria-hidden />
            {texts.openRebooked}
          </Link>
        </Button>
      </div>
    );
  if (request.data.status !== 'sent') return <p className="text-sm text-muted-foreground">{texts.closed}</p>;
  return (
    <div className="grid gap-4">
      <BookNext request={request.data} />
      <AskSameTime appointment={appointment} />
      <CloseRequest requestId={requestId} />
    </div>
  );
}

function BookNext({ request }: { request: QuoteRequestDetail }) {
  const navigate = useNavigate();
  const book = useBookOtherQuote();
  const best = nextBestQuote(request.recipients);
  if (!best || best.amountCents === null) return <p className="text-sm text-muted-foreground">{texts.noOtherQuote}</p>;
  const label = texts.bookNext(best.businessName, formatCents(best.amountCents, { always2: true }));
  const submit = async () => {
    try {
      const booking = await book.mutateAsync({ requestId: request.id, washerId: best.washerId });
      toast.success('Booked', { description: `${best.businessName} is booked.` });
      await navigate(`/appointments/${booking.appointmentId}`);
    } catch (failure) {
      toast.error(texts.bookFailed, { description: serverMessage(failure) ?? 'Please try again.' });
    }
  };
  return (
    <Choice
      hint={
        best.proposedDate && best.proposedTime
          ? texts.bookNextHint(formatSlot(best.proposedDate, best.proposedTime))
          : undefined
      }
    >
      <Button size="sm" onClick={() => void submit()} disabled={book.isPending}>
        <CalendarCheckIcon aria-hidden />
        <PendingLabel pending={book.isPending} idle={label} busy="Booking..." />
      </Button>
    </Choice>
  );
}

function AskSameTime({ appointment }: { appointment: AppointmentDetail }) {
  const path = sameSlotPath({
    serviceIds: appointment.services,
    address: appointment.address,
    date: appointment.date,
    start: appointment.start,
    end: appointment.end,
    vehicleId: appointment.bookAgain?.vehicleId ?? undefined,
    notes: appointment.notes,
  });
  return (
    <Choice hint={texts.askSameTimeHint}>
      <Button asChild size="sm" variant="outline">
        <Link to={path}>
          <SearchIcon aria-hidden />
          {texts.askSameTime}
        </Link>
      </Button>
    </Choice>
  );
}

function CloseRequest({ requestId }: { requestId: string }) {
  const close = useCloseBookingRequest();
  const confirm = async () => {
    try {
      await close.mutateAsync(requestId);
      return true;
    } catch (failure) {
      toast.error(texts.closeFailed, { description: serverMessage(failure) ?? 'Please try again.' });
      return false;
    }
  };
  return (
    <Choice hint={texts.closeHint}>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="ghost" className="text-destructive hover:text-destructive">
            <XCircleIcon aria-hidden />
            {texts.close}
          </Button>
        }
        title={`${texts.close}?`}
        description={texts.closeHint}
        confirmLabel={texts.close}
        cancelLabel="Keep it open"
        destructive
        onConfirm={confirm}
        waitFor={{ pending: close.isPending, busyLabel: 'Closing...' }}
      />
    </Choice>
  );
}

/** One choice: its control, and under it what it does. */
function Choice({ hint, children }: { hint?: string; children: ReactNode }) {
  return (
    <div className="grid justify-items-start gap-1">
      {children}
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
