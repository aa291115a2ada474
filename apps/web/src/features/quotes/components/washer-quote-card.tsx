import { useState } from 'react';
import { toast } from 'sonner';
import { bidToasts, type Bid } from '@sudsy/domain/bids';
import { cancelAppointmentTexts, cancellationText } from '@sudsy/domain/booking';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import { isQuoteOpen, quoteStatusBadges } from '@sudsy/domain/quote';
import { formatTime12h } from '@sudsy/domain/time-slots';
import { AppointmentStatusBadge } from '@/components/appointment-status-badge';
import { CancelAppointmentDialog } from '@/components/cancel-appointment-dialog';
import { MessageLink } from '@/components/message-link';
import { PendingLabel } from '@/components/pending-label';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { serverMessage } from '@/lib/error-message';
import { formatPreferredTime } from '@/lib/request-dates';
import { useCancelAppointment } from '@/lib/cancel-appointment';
import { quotesQueryKeys } from '../api/quotes-query-keys';
import { useWithdrawQuote } from '../api/withdraw-quote';
import { QuoteRequestDetails } from './quote-request-details';
import { QuoteDialog } from './quote-dialog';
import { PayAtJobNote } from '@/components/pay-at-job-note';

/** One of the washer's quotes: its status, what was offered, the request it answers, and what can still be done. */
export function WasherQuoteCard({ quote }: { quote: Bid }) {
  const [changing, setChanging] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelAppointment(quotesQueryKeys.all);
  const withdraw = useWithdrawQuote();
  const badge = quoteStatusBadges[quote.status];
  const titleId = `quote-${quote.request.id}`;
  const open = isQuoteOpen(quote.status) && quote.request.status === 'sent';
  const booking = quote.booking;

  const onWithdraw = async () => {
    try {
      await withdraw.mutateAsync(quote.request.id);
      toast.success(bidToasts.withdrawn.title, { description: bidToasts.withdrawn.description });
    } catch (error) {
      toast.error(bidToasts.failed.title, { description: serverMessage(error) ?? bidToasts.failed.description });
    }
  };

  return (
    <li>
      <Card className="gap-4" aria-labelledby={titleId}>
        <CardHeader className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1.5">
            <CardTitle id={titleId} className="text-lg">
              Quote for {quote.request.ownerName}
            </CardTitle>
            <CardDescription>
              Proposed for {formatPreferredTime(quote.proposedDate, quote.proposedTime)}
            </CardDescription>
          </div>
          <Badge variant={badge.variant}>{badge.text}</Badge>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/50 p-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-xs text-muted-foreground">Amount</dt>
              <dd className="text-lg font-semibold tabular-nums">
                {formatCents(quote.amountCents, { always2: true })}
                <PayAtJobNote side="washer" />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Duration</dt>
              <dd className="font-medium">{formatMinutes(quote.estimatedMinutes)}</dd>
            </div>
            {quote.notes ? (
              <div className="col-span-2 sm:col-span-1">
                <dt className="text-xs text-muted-foreground">Your notes</dt>
                <dd dir="auto" className="whitespace-pre-line">
                  {quote.notes}
                </dd>
              </div>
            ) : null}
          </dl>
          {booking ? (
            <div className="grid gap-1 rounded-lg border p-3 text-sm" aria-label="Appointment">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  Appointment {formatPreferredTime(booking.date, null)}, {formatTime12h(booking.start)} –{' '}
                  {formatTime12h(booking.end)}
                </span>
                <AppointmentStatusBadge status={booking.status} />
              </div>
              {booking.status === 'cancelled' ? (
                <p className="text-muted-foreground">{cancellationText(booking)}</p>
              ) : null}
            </div>
          ) : null}
          <QuoteRequestDetails request={quote.request} />
        </CardContent>
        <CardFooter className="flex flex-wrap gap-2">
          {open ? (
            <>
              <Button variant="outline" onClick={() => setChanging(true)}>
                Change Quote
              </Button>
              <Button variant="outline" onClick={() => void onWithdraw()} disabled={withdraw.isPending}>
                <PendingLabel pending={withdraw.isPending} idle="Withdraw" busy="Withdrawing..." />
              </Button>
            </>
          ) : null}
          {booking?.status === 'scheduled' ? (
            <Button variant="outline" className="text-destructive" onClick={() => setCancelling(true)}>
              Cancel appointment
            </Button>
          ) : null}
          <MessageLink
            contactId={quote.request.ownerId}
            requestId={quote.request.id}
            contactName={quote.request.ownerName}
            className="sm:ml-auto"
          />
        </CardFooter>
      </Card>
      <QuoteDialog request={quote.request} current={quote} open={changing} onOpenChange={setChanging} />
      {booking ? (
        <CancelAppointmentDialog
          appointmentId={booking.appointmentId}
          description={cancelAppointmentTexts.washerDescription(quote.request.ownerName)}
          reasonRequired
          terms={booking}
          by="washer"
          cancel={cancel}
          open={cancelling}
          onOpenChange={setCancelling}
        />
      ) : null}
    </li>
  );
}
