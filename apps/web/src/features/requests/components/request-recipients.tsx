import { Link } from 'react-router';
import { ClockIcon, StoreIcon } from 'lucide-react';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import type { QuoteResponseStatus } from '@sudsy/domain/quote-request';
import type { QuoteRequestRecipient } from '@sudsy/domain/quote-request-views';
import { EmptyState } from '@/components/empty-state';
import { MessageButton } from '@/components/message-link';
import { Badge } from '@/components/ui/badge';
import { formatPreferredTime } from '@/lib/request-dates';

// How the owner reads a washer's copy of the request; 'sent' means the washer has not answered yet.
const recipientStatuses: Record<QuoteResponseStatus, { text: string; variant: 'default' | 'secondary' | 'outline' | 'destructive' }> = {
  sent: { text: 'Awaiting quote', variant: 'outline' },
  quoted: { text: 'Quoted', variant: 'default' },
  accepted: { text: 'Accepted', variant: 'default' },
  declined: { text: 'Declined', variant: 'secondary' },
  expired: { text: 'Expired', variant: 'secondary' },
  withdrawn: { text: 'Withdrawn', variant: 'secondary' },
};

/** The washers a request went to, each with where they stand and, once they answered, their quote. */
export function RequestRecipients({ requestId, recipients }: { requestId: string; recipients: readonly QuoteRequestRecipient[] }) {
  if (recipients.length === 0) {
    return (
      <EmptyState
        icon={StoreIcon}
        title="Not sent to a washer yet"
        description="No washer covers this place with these services yet. The request stays pending until one does."
      />
    );
  }
  return (
    <ul aria-label="Washers" className="grid gap-3">
      {recipients.map((recipient) => (
        <Recipient key={recipient.providerId} requestId={requestId} recipient={recipient} />
      ))}
    </ul>
  );
}

function Recipient({ requestId, recipient }: { requestId: string; recipient: QuoteRequestRecipient }) {
  const status = recipientStatuses[recipient.status];
  const proposed = formatPreferredTime(recipient.proposedDate, recipient.proposedTime);
  const quoted = recipient.amountCents !== null;
  return (
    <li className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={`/providers/${encodeURIComponent(recipient.providerId)}`} className="font-medium underline-offset-4 hover:underline">
          {recipient.businessName}
        </Link>
        <div className="flex items-center gap-2">
          <Badge variant={status.variant}>{status.text}</Badge>
          <MessageButton contactId={recipient.providerId} requestId={requestId} contactName={recipient.businessName} />
        </div>
      </div>
      {quoted ? (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs text-muted-foreground">Quote</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatCents(recipient.amountCents ?? 0, { always2: true })}</dd>
          </div>
          {recipient.estimatedMinutes !== null ? (
            <div>
              <dt className="text-xs text-muted-foreground">Duration</dt>
              <dd className="inline-flex items-center gap-1 font-medium">
                <ClockIcon className="size-3.5 text-muted-foreground" aria-hidden />
                {formatMinutes(recipient.estimatedMinutes)}
              </dd>
            </div>
          ) : null}
          {proposed ? (
            <div className="col-span-2 sm:col-span-1">
              <dt className="text-xs text-muted-foreground">Proposed time</dt>
              <dd className="font-medium">{proposed}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">This washer has not sent a quote yet.</p>
      )}
      {recipient.providerNotes ? <p className="rounded-md bg-muted/60 p-3 text-sm whitespace-pre-line">{recipient.providerNotes}</p> : null}
    </li>
  );
}
