import { Link } from 'react-router';
import { cancellationPolicyText } from '@sudsy/domain/cancellation-policy';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import { quoteStatusBadges } from '@sudsy/domain/quote';
import { quoteAnswerSentence } from '@sudsy/domain/quote-request-display';
import type { QuoteRequestRecipient } from '@sudsy/domain/quote-request-views';
import { MessageLink } from '@/components/message-link';
import { StarRating } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { formatPreferredTime } from '@/lib/request-dates';
import { AcceptQuoteDialog } from './accept-quote-dialog';
import { PayAtJobNote } from '@/components/pay-at-job-note';

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
  const priced = quote.amountCents !== null;
  const sentence = quoteAnswerSentence(quote.status, booked);

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
            <PayAtJobNote />
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
          <AcceptQuoteDialog
            requestId={requestId}
            washerId={quote.washerId}
            businessName={quote.businessName}
            terms={`${formatCents(quote.amountCents ?? 0, { always2: true })} for ${proposed ?? 'the proposed time'}.`}
          />
        ) : null}
        <MessageLink contactId={quote.washerId} requestId={requestId} contactName={quote.businessName} />
      </div>
    </li>
  );
}
