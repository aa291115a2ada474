import { CalendarClockIcon } from 'lucide-react';
import { cancellationPolicyText, termsBeforeBooking } from '@sudsy/domain/cancellation-policy';
import type { FreeSlots } from '@sudsy/domain/instant-booking';
import { lateCancellationFeePercent } from '@sudsy/domain/payment-fees';
import type { BookingPayment } from '@/components/booking-payment-note';

type BookingTermsNoteProps = {
  offer: Pick<FreeSlots, 'cancellationNoticeHours' | 'timeZone'>;
  /** The chosen free start (an ISO instant), or null before one is chosen. */
  start: string | null;
  payment: BookingPayment;
};

/**
 * Book now's cancellation terms (docs/product.md, "Instant booking"): the washer's policy, then,
 * once a start is chosen, the deadline the booking would take as its terms, or that a start inside
 * the notice has no free cancellation, so the owner learns it before booking, not on the booking page.
 */
export function BookingTermsNote({ offer, start, payment }: BookingTermsNoteProps) {
  const paidThroughSudsy = payment.state === 'card' || payment.state === 'no-card';
  const text =
    start === null
      ? cancellationPolicyText(offer.cancellationNoticeHours)
      : termsBeforeBooking(
          new Date(start),
          {
            noticeHours: offer.cancellationNoticeHours,
            timeZone: offer.timeZone,
            lateFeePercent: paidThroughSudsy ? lateCancellationFeePercent : null,
          },
          new Date(),
        );
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground" aria-live="polite">
      <CalendarClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      {text}
    </p>
  );
}
