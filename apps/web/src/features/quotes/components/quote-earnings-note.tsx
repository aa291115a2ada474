import { Link } from 'react-router';
import { LandmarkIcon } from 'lucide-react';
import { bookingPaymentTexts, quoteEarningsText } from '@sudsy/domain/job-payment';
import { typedDollarsToCents } from '@sudsy/domain/money';
import { paidDirectlyText } from '@sudsy/domain/payment-fees';
import { payoutTexts } from '@sudsy/domain/payouts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { usePayoutAccount } from '@/lib/payout-account';

/**
 * Under the quote's amount, before it is sent: what Sudsy's fee takes and what the washer keeps,
 * as they type; with payments off, that the customer pays the washer at the job. Nothing while the
 * account is unknown, or before an amount is typed.
 */
export function QuoteEarningsNote({ amount }: { amount: string }) {
  const account = usePayoutAccount();
  const cents = typedDollarsToCents(amount);
  if (!account.data) return null;
  if (account.data.mode === 'off') return <p className="text-xs text-muted-foreground">{paidDirectlyText}</p>;
  if (cents === undefined || !Number.isSafeInteger(cents) || cents <= 0) return null;
  return (
    <p className="text-xs text-muted-foreground" aria-live="polite">
      {quoteEarningsText(cents, account.data.feePercent)}
    </p>
  );
}

/** Above the quote form while payouts are not set up: quoting works, being booked does not. */
export function PayoutsNeededNotice() {
  const account = usePayoutAccount();
  if (!account.data || account.data.mode === 'off' || account.data.status === 'enabled') return null;
  return (
    <Alert variant="info" role="status">
      <LandmarkIcon aria-hidden />
      <AlertTitle>{bookingPaymentTexts.washerNeedsPayouts}</AlertTitle>
      <AlertDescription>
        <Button asChild size="sm" variant="outline" className="mt-1">
          <Link to="/profile?tab=payouts">{payoutTexts.setUp}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
