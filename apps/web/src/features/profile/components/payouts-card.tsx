import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowRightIcon, BanknoteIcon, CheckCircle2Icon, ClockIcon, LandmarkIcon } from 'lucide-react';
import { toast } from 'sonner';
import { accountMessages } from '@sudsy/domain/account';
import { feeExplanationText } from '@sudsy/domain/payment-fees';
import { payoutReturnToast, payoutsReturnParam, payoutTexts, type PayoutAccount } from '@sudsy/domain/payouts';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { usePayoutAccount } from '@/lib/payout-account';
import { useStartPayoutOnboarding } from '../api/start-payout-onboarding';

/** Payouts (washers only): whether bookings can pay them, and the way to onboarding when not yet. */
export function PayoutsCard() {
  const payouts = usePayoutAccount();
  useReturnFromOnboarding(payouts.refetch);

  return (
    <SectionCard id="payouts" title={payoutTexts.title} icon={<LandmarkIcon />}>
      {payouts.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading your payouts...</span>
          <Skeleton className="h-12" />
          <Skeleton className="h-9" />
        </div>
      ) : payouts.isError ? (
        <LoadFailed
          title="Could not load your payouts"
          description={serverMessage(payouts.error) ?? 'Check your connection and try again.'}
          onRetry={() => void payouts.refetch()}
          retrying={payouts.isRefetching}
        />
      ) : (
        <PayoutsState account={payouts.data} />
      )}
    </SectionCard>
  );
}

/**
 * Back from onboarding (/profile?payouts=return): the status is read again, told in a toast, and
 * the query taken off the address so a reload does not tell it twice.
 */
function useReturnFromOnboarding(refetch: ReturnType<typeof usePayoutAccount>['refetch']) {
  const [searchParams, setSearchParams] = useSearchParams();
  const returned = searchParams.get(payoutsReturnParam.name) === payoutsReturnParam.value;
  useEffect(() => {
    if (!returned) return;
    void refetch().then(({ data }) => {
      if (!data || data.mode === 'off') return;
      const { title, description } = payoutReturnToast(data.status);
      // One toast however often this runs (React's strict mode runs effects twice).
      const options = { id: 'payouts-return', description };
      if (data.status === 'enabled') toast.success(title, options);
      else toast.info(title, options);
    });
    setSearchParams(
      (params) => {
        params.delete(payoutsReturnParam.name);
        return params;
      },
      { replace: true },
    );
  }, [returned, refetch, setSearchParams]);
}

function PayoutsState({ account }: { account: PayoutAccount }) {
  const fee = feeExplanationText(account.feePercent);
  if (account.mode === 'off')
    return (
      <p className="flex items-start gap-3 rounded-lg bg-muted/60 p-4 text-sm">
        <BanknoteIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        {payoutTexts.paymentsOff}
      </p>
    );
  if (account.status === 'enabled')
    return (
      <div className="grid gap-2">
        <p className="flex items-center gap-2 font-medium text-emerald-700 dark:text-emerald-400">
          <CheckCircle2Icon className="size-5 shrink-0" aria-hidden />
          {payoutTexts.enabled}
        </p>
        <p className="text-sm text-muted-foreground">
          {payoutTexts.enabledNote} {fee}
        </p>
      </div>
    );
  const pending = account.status === 'pending';
  return (
    <div className="grid gap-4">
      {pending ? (
        <p className="flex items-start gap-2 text-sm">
          <ClockIcon className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
          {payoutTexts.pendingNote}
        </p>
      ) : (
        <p className="text-sm">
          {payoutTexts.setUpIntro} {fee}
        </p>
      )}
      {account.mode === 'local' ? <p className="text-xs text-muted-foreground">{payoutTexts.localNotice}</p> : null}
      <OnboardingButton label={pending ? payoutTexts.finish : payoutTexts.setUp} />
    </div>
  );
}

function OnboardingButton({ label }: { label: string }) {
  const start = useStartPayoutOnboarding();
  // Still busy once the link is here: the browser is on its way to it.
  const busy = start.isPending || start.isSuccess;
  return (
    // Wraps its text in the narrow column rather than widen it.
    <Button
      className="h-auto min-h-9 w-full whitespace-normal"
      disabled={busy}
      onClick={() =>
        start.mutate(undefined, {
          onError: (error) => toast.error('Error', { description: serverMessage(error) ?? accountMessages.unexpected }),
        })
      }
    >
      {busy ? 'Opening...' : label}
      <ArrowRightIcon aria-hidden />
    </Button>
  );
}
