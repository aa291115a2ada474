import { useState } from 'react';
import { toast } from 'sonner';
import { bidToasts, type BidRequest } from '@sudsy/domain/bids';
import { MessageLink } from '@/components/message-link';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { serverMessage } from '@/lib/error-message';
import { formatCreatedDate } from '@/lib/request-dates';
import { useDeclineRequest } from '../api/decline-request';
import { QuoteRequestDetails } from './quote-request-details';
import { QuoteDialog } from './quote-dialog';

/** A request waiting for the washer's answer: quote it or decline it. */
export function AvailableRequestCard({ request }: { request: BidRequest }) {
  const [quoting, setQuoting] = useState(false);
  const decline = useDeclineRequest();
  const titleId = `request-${request.id}`;

  const onDecline = async () => {
    try {
      await decline.mutateAsync(request.id);
      toast.success(bidToasts.declined.title, { description: bidToasts.declined.description });
    } catch (error) {
      toast.error(bidToasts.failed.title, { description: serverMessage(error) ?? bidToasts.failed.description });
    }
  };

  return (
    <li>
      <Card className="gap-4" aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId} className="text-lg">
            Request from {request.ownerName}
          </CardTitle>
          <CardDescription>
            Received <time dateTime={request.createdAt}>{formatCreatedDate(request.createdAt)}</time>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QuoteRequestDetails request={request} />
        </CardContent>
        <CardFooter className="flex flex-wrap gap-2">
          <Button onClick={() => setQuoting(true)}>Send Quote</Button>
          <Button variant="outline" onClick={() => void onDecline()} disabled={decline.isPending}>
            <PendingLabel pending={decline.isPending} idle="Decline" busy="Declining..." />
          </Button>
          <MessageLink
            contactId={request.ownerId}
            requestId={request.id}
            contactName={request.ownerName}
            className="sm:ml-auto"
          />
        </CardFooter>
      </Card>
      <QuoteDialog request={request} open={quoting} onOpenChange={setQuoting} />
    </li>
  );
}
