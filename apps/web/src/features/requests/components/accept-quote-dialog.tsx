import { useState } from 'react';
import { toast } from 'sonner';
import { bookingToasts } from '@sudsy/domain/booking';
import { useRepeatChoice } from '@/components/instant-booking/use-repeat-choice';
import { BookingPaymentNote, useBookingPayment } from '@/components/booking-payment-note';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { serverMessage } from '@/lib/error-message';
import { useAcceptQuote } from '../api/accept-quote';

type AcceptQuoteDialogProps = {
  requestId: string;
  washerId: string;
  businessName: string;
  /** The price and start, as the confirmation says them. */
  terms: string;
};

/**
 * Accept on a quote: confirms the booking and offers to repeat it (every 1, 2 or 4 weeks); dates
 * of the repeat that clash with the washer's calendar come back to be moved or skipped.
 */
export function AcceptQuoteDialog({ requestId, washerId, businessName, terms }: AcceptQuoteDialogProps) {
  const [open, setOpen] = useState(false);
  const repeat = useRepeatChoice();
  const accept = useAcceptQuote();
  const payment = useBookingPayment();

  const book = () =>
    accept.mutate(
      { requestId, washerId, repeat: repeat.request() },
      {
        onSuccess: () => {
          toast.success(bookingToasts.booked.title, { description: bookingToasts.booked.description });
          setOpen(false);
        },
        onError: (error) => {
          if (repeat.showClashes(error)) return;
          toast.error('Could not book this quote', { description: serverMessage(error) ?? 'Please try again.' });
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button disabled={accept.isPending} aria-label={`Accept the quote of ${businessName}`}>
          <PendingLabel pending={accept.isPending} idle="Accept" busy="Booking..." />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Book {businessName}?</DialogTitle>
          <DialogDescription>{terms} The other quotes are set aside.</DialogDescription>
        </DialogHeader>
        {repeat.fields}
        <BookingPaymentNote payment={payment} washerName={businessName} />
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Not yet
          </Button>
          <Button
            onClick={book}
            disabled={accept.isPending || payment.state === 'no-card'}
            aria-busy={accept.isPending}
          >
            <PendingLabel pending={accept.isPending} idle="Book it" busy="Booking..." />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
