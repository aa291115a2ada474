import { useState } from 'react';
import { toast } from 'sonner';
import { bookingToasts } from '@sudsy/domain/booking';
import type { SeriesConflict } from '@sudsy/domain/repeat-series';
import { noRepeat, RepeatFields, type RepeatChoice } from '@/components/instant-booking/repeat-fields';
import {
  repeatWithChoices,
  SeriesConflicts,
  type ConflictChoices,
} from '@/components/instant-booking/series-conflicts';
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
import { seriesConflictsOf } from '@/lib/book-instantly';
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
  const [repeat, setRepeat] = useState<RepeatChoice>(noRepeat);
  const [conflicts, setConflicts] = useState<SeriesConflict[]>([]);
  const [choices, setChoices] = useState<ConflictChoices>({});
  const accept = useAcceptQuote();

  const book = () =>
    accept.mutate(
      { requestId, washerId, repeat: repeatWithChoices(repeat, conflicts, choices) },
      {
        onSuccess: () => {
          toast.success(bookingToasts.booked.title, { description: bookingToasts.booked.description });
          setOpen(false);
        },
        onError: (error) => {
          const clashing = seriesConflictsOf(error);
          if (clashing) {
            setConflicts(clashing);
            setChoices({});
            return;
          }
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
        <RepeatFields
          value={repeat}
          onChange={(value) => {
            setRepeat(value);
            setConflicts([]);
          }}
        />
        {repeat.everyWeeks !== null && conflicts.length > 0 ? (
          <SeriesConflicts conflicts={conflicts} choices={choices} onChange={setChoices} />
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Not yet
          </Button>
          <Button onClick={book} disabled={accept.isPending} aria-busy={accept.isPending}>
            <PendingLabel pending={accept.isPending} idle="Book it" busy="Booking..." />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
