import { Link } from 'react-router';
import { toast } from 'sonner';
import { bookingToasts } from '@sudsy/domain/booking';
import { cancellationPolicyText } from '@sudsy/domain/cancellation-policy';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import { quoteStatusBadges } from '@sudsy/domain/quote';
import { quoteAnswerSentence } from '@sudsy/domain/quote-request-display';
import type { QuoteRequestRecipient } from '@sudsy/domain/quote-request-views';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MessageLink } from '@/components/message-link';
import { PendingLabel } from '@/components/pending-label';
import { StarRating } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-message';
import { formatPreferredTime } from '@/lib/request-dates';
import { useAcceptQuote } from '../api/accept-quote';

type QuoteCardProps = {
  requestId: string;
  quote: QuoteRequestRecipient;
  /** Whether the request still takes an acceptance (sent, not booked or cancelled). */
  acceptable: boolean;
  /** Whether the request was booked, with this washer or another. */
  booked: boolean;
};

/** One washer's answer: who (with their rating), the price, how long, when, their notes; Accept books it. */
export function QuoteCard({ requestId, quote, acceptable, booked }: QuoteCardProps) {
  const badge = quoteStatusBadges[quote.status];
  const proposed = formatPreferredTime(quote.proposedDate, quote.proposedTime);
  const accept = useAcceptQuote();
  const priced = quote.amountCents !== null;
  const sentence = quoteAnswerSentence(quote.status, booked);

  const onAccept = async () => {
    try {
      await accept.mutateAsync({ requestId, washerId: quote.washerId });
      toast.success(bookingToasts.booked.title, { description: bookingToasts.booked.description });
    } catch (error) {
      toast.error('Could not book this quote', { description: serverMessage(error) ?? 'Please try again.' });
    }
  };

  return (
    <li
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs data-[accepted=true]:border-primary"
      data-accepted={quote.status === 'accepted'}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-1">
          <Link
            to={`/providers/${encodeURIComponent(quote.washerId)}`}
            className="font-semibold underline-offset-4 hover:underline"
          >
            {quote.businessName}
          </Link>
          {quote.rating ? (
            <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <StarRating value={quote.rating.average} />
              <span className="tabular-nums">
                {quote.rating.average.toFixed(1)} ({quote.rating.count})
              </span>
            </span>
          ) : (
            <span className="text-sm text-muted-foreground">New Provider</span>
          )}
        </div>
        <Badge variant={badge.variant}>{badge.text}</Badge>
      </div>
      {priced ? (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">Quote</dt>
            <dd className="text-2xl font-semibold tabular-nums">
              {formatCents(quote.amountCents ?? 0, { always2: true })}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Duration</dt>
            <dd className="font-medium">
              {quote.estimatedMinutes === null ? '—' : formatMinutes(quote.estimatedMinutes)}
            </dd>
          </div>
          {proposed ? (
            <div className="col-span-2">
              <dt className="text-xs text-muted-foreground">Proposed start</dt>
              <dd className="font-medium">{proposed}</dd>
            </div>
          ) : null}
          <div className="col-span-2">
            <dt className="text-xs text-muted-foreground">Cancellation</dt>
            <dd>{cancellationPolicyText(quote.cancellationNoticeHours)}</dd>
          </div>
        </dl>
      ) : null}
      {sentence ? <p className="text-sm text-muted-foreground">{sentence}</p> : null}
      {quote.washerNotes ? (
        <p className="rounded-md bg-muted/60 p-3 text-sm whitespace-pre-line">{quote.washerNotes}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {acceptable && quote.status === 'quoted' ? (
          <ConfirmDialog
            trigger={
              <Button disabled={accept.isPending} aria-label={`Accept the quote of ${quote.businessName}`}>
                <PendingLabel pending={accept.isPending} idle="Accept" busy="Booking..." />
              </Button>
            }
            title={`Book ${quote.businessName}?`}
            description={`${formatCents(quote.amountCents ?? 0, { always2: true })} for ${proposed ?? 'the proposed time'}. The other quotes are set aside.`}
            cancelLabel="Not yet"
            confirmLabel="Book it"
            onConfirm={onAccept}
          />
        ) : null}
        <MessageLink contactId={quote.washerId} requestId={requestId} contactName={quote.businessName} />
      </div>
    </li>
  );
}
