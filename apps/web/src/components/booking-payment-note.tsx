import { Link } from 'react-router';
import { CreditCardIcon, HandCoinsIcon } from 'lucide-react';
import { bookingPaymentRefusals, bookingPaymentTexts } from '@sudsy/domain/job-payment';
import { cardLabel, type SavedCard } from '@sudsy/domain/payment-methods';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentMethods } from '@/lib/payment-methods';

/**
 * How a booking would be paid: at the job (payments off), on the owner's default card, or not
 * at all yet (no card: booking waits for one). `unknown` when the cards could not be read: the
 * server still decides, and says why if it refuses.
 */
export type BookingPayment =
  { state: 'loading' | 'off' | 'no-card' | 'unknown' } | { state: 'card'; card: Pick<SavedCard, 'brand' | 'last4'> };

export function useBookingPayment(): BookingPayment {
  const methods = usePaymentMethods();
  if (methods.isPending) return { state: 'loading' };
  if (methods.isError) return { state: 'unknown' };
  if (methods.data.mode === 'off') return { state: 'off' };
  const card = methods.data.cards.find((saved) => saved.isDefault) ?? methods.data.cards[0];
  return card ? { state: 'card', card } : { state: 'no-card' };
}

/** Where a card is added: the Payment Methods card of the account page. */
export const addCardPath = '/profile#payment-methods';

/** The booking dialogs' line on money: what the card is charged and when, or what is missing. */
export function BookingPaymentNote({ payment, washerName }: { payment: BookingPayment; washerName: string }) {
  switch (payment.state) {
    case 'loading':
      return <Skeleton className="h-10 w-full" aria-hidden />;
    case 'unknown':
      return null;
    case 'off':
      return (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <HandCoinsIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {bookingPaymentTexts.payDirectly(washerName)}
        </p>
      );
    case 'card':
      return (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <CreditCardIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {bookingPaymentTexts.paidWith(cardLabel(payment.card))}
        </p>
      );
    case 'no-card':
      return (
        <Alert variant="info" role="status">
          <CreditCardIcon aria-hidden />
          <AlertTitle>A card is needed to book</AlertTitle>
          <AlertDescription>
            <p>{bookingPaymentRefusals.card_required}</p>
            <Button asChild size="sm" variant="outline" className="mt-1">
              <Link to={addCardPath}>{bookingPaymentTexts.addCard}</Link>
            </Button>
          </AlertDescription>
        </Alert>
      );
  }
}
