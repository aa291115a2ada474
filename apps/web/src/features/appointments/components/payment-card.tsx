import { Link } from 'react-router';
import { AlertTriangleIcon, CreditCardIcon, RefreshCwIcon, ShieldCheckIcon } from 'lucide-react';
import { jobPaymentStatusLabels, type JobPaymentStatus, type JobPaymentView } from '@sudsy/domain/job-payment';
import { formatCents } from '@sudsy/domain/money';
import type { AppointmentStatus } from '@sudsy/domain/schedule-rules';
import type { Role } from '@sudsy/domain/roles';
import { PendingLabel } from '@/components/pending-label';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { useConfirmJobPayment } from '../api/confirm-job-payment';
import { useJobPayment } from '../api/get-job-payment';
import { useRetryJobPayment } from '../api/retry-job-payment';
import { RefundDialog } from './refund-dialog';
import { TipForm } from './tip-form';

const needsOwner = (status: JobPaymentStatus) => status === 'hold_failed' || status === 'authentication_required';

/** The job's money: when the card is held and charged, what failed and how to fix it, the washer's net. */
export function PaymentCard({
  appointmentId,
  jobStatus,
  role,
}: {
  appointmentId: string;
  jobStatus: AppointmentStatus;
  role: Role;
}) {
  const query = useJobPayment(appointmentId, jobStatus);
  if (query.isPending) return <Skeleton className="h-32 rounded-xl" aria-label="Loading the payment..." />;
  // Paid at the job (payments off, or booked before payments): the price in the details says it all.
  if (query.isError || !query.data) return null;
  const payment = query.data;
  const alert = needsOwner(payment.status);
  return (
    <SectionCard
      id="appointment-payment"
      title="Payment"
      icon={<CreditCardIcon />}
      action={<Badge variant={alert ? 'destructive' : 'secondary'}>{jobPaymentStatusLabels[payment.status]}</Badge>}
    >
      <div className="grid gap-4 text-sm">
        <p className={alert ? 'font-medium' : undefined}>{payment.summary}</p>
        {payment.card ? <p className="text-muted-foreground">Card: {payment.card}</p> : null}
        {role === 'washer' ? <WasherShare payment={payment} /> : null}
        {role === 'washer' && payment.refundableCents ? (
          <RefundDialog appointmentId={appointmentId} refundableCents={payment.refundableCents} />
        ) : null}
        {role === 'owner' && payment.status === 'hold_failed' ? (
          <FixCard appointmentId={appointmentId} payment={payment} />
        ) : null}
        {role === 'owner' && payment.tipUntil ? <TipForm appointmentId={appointmentId} payment={payment} /> : null}
        {role === 'owner' && payment.status === 'authentication_required' ? (
          <ConfirmPayment appointmentId={appointmentId} payment={payment} />
        ) : null}
      </div>
    </SectionCard>
  );
}

/** The price, Sudsy's fee on it and what the washer keeps, as the washer was shown before quoting. */
function WasherShare({ payment }: { payment: JobPaymentView }) {
  if (payment.status === 'released') return null;
  const money = (cents: number) => formatCents(cents, { always2: true });
  const rows: [string, string][] = [
    [
      payment.status === 'late_fee_charged' ? 'Late fee' : 'Price',
      money(payment.status === 'late_fee_charged' ? payment.capturedCents : payment.amountCents),
    ],
    ['Sudsy fee', `−${money(payment.feeCents ?? 0)}`],
    ...(payment.tipCents > 0 ? [['Tip', money(payment.tipCents)] as [string, string]] : []),
    ...(payment.refundedCents > 0 ? [['Refunded', `−${money(payment.refundedCents)}`] as [string, string]] : []),
    ['You earn', money(payment.earnedCents ?? 0)],
  ];
  return (
    <dl className="grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className={label === 'You earn' ? 'font-medium' : 'text-muted-foreground'}>{label}</dt>
          <dd className={label === 'You earn' ? 'text-right font-semibold tabular-nums' : 'text-right tabular-nums'}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FixCard({ appointmentId, payment }: { appointmentId: string; payment: JobPaymentView }) {
  const retry = useRetryJobPayment(appointmentId);
  const error = retry.error ? (serverMessage(retry.error) ?? 'The payment could not be tried again.') : null;
  return (
    <div className="grid gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4">
      {payment.failure ? (
        <p className="flex items-start gap-2">
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <span>{payment.failure}</span>
        </p>
      ) : null}
      <p className="text-muted-foreground">
        Add a card or choose another as your default, then try again. Nothing is charged until the job is done.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => retry.mutate()} disabled={retry.isPending}>
          <RefreshCwIcon aria-hidden />
          <PendingLabel pending={retry.isPending} idle="Try again" busy="Trying..." />
        </Button>
        <Button asChild variant="outline">
          <Link to="/profile#payment-methods">Manage cards</Link>
        </Button>
      </div>
      <ErrorLine error={error} />
    </div>
  );
}

function ConfirmPayment({ appointmentId, payment }: { appointmentId: string; payment: JobPaymentView }) {
  const confirm = useConfirmJobPayment(appointmentId, payment);
  const local = payment.confirmWith?.mode === 'local';
  const error = confirm.error
    ? (serverMessage(confirm.error) ?? confirm.error.message ?? 'The payment could not be confirmed.')
    : null;
  return (
    <div className="grid gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4">
      {local ? (
        <p className="text-muted-foreground">
          Test bank: on a local server this stands in for your bank’s confirmation page.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => confirm.mutate(true)} disabled={confirm.isPending}>
          <ShieldCheckIcon aria-hidden />
          <PendingLabel pending={confirm.isPending} idle="Confirm payment" busy="Confirming..." />
        </Button>
        {local ? (
          <Button variant="outline" onClick={() => confirm.mutate(false)} disabled={confirm.isPending}>
            Refuse (test)
          </Button>
        ) : null}
      </div>
      <ErrorLine error={error} />
    </div>
  );
}

function ErrorLine({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-destructive">
      {error}
    </p>
  );
}
