import { useId, useState, type FormEvent } from 'react';
import { format, parseISO } from 'date-fns';
import { HeartHandshakeIcon } from 'lucide-react';
import type { JobPaymentView } from '@sudsy/domain/job-payment';
import { formatCents, typedDollarsToCents } from '@sudsy/domain/money';
import { tipFromPercent, tipPresetPercents, tipSchema } from '@sudsy/domain/payment-fees';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SegmentedControl, SegmentedControlItem } from '@/components/ui/segmented-control';
import { serverMessage } from '@/lib/error-message';
import { useAddTip } from '../api/add-tip';

const other = 'other';

/** A paid job's tip: 10, 15 or 20% of the price, or an amount, all of it to the washer. */
export function TipForm({ appointmentId, payment }: { appointmentId: string; payment: JobPaymentView }) {
  const ids = { amount: useId(), hint: useId(), error: useId() };
  const add = useAddTip(appointmentId);
  const [choice, setChoice] = useState<string>('15');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const amountCents =
    choice === other ? typedDollarsToCents(typed) : tipFromPercent(payment.amountCents, Number(choice));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = tipSchema(payment.amountCents).safeParse({ amountCents });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? null);
    setProblem(null);
    add.mutate(checked.data.amountCents);
  };
  const error = problem ?? (add.error ? (serverMessage(add.error) ?? 'The tip could not be added.') : null);
  const until = payment.tipUntil ? format(parseISO(payment.tipUntil), "EEE d MMM 'at' h:mm a") : null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border bg-muted/40 p-4" aria-label="Add a tip">
      <p className="flex items-center gap-2 font-medium">
        <HeartHandshakeIcon className="size-4 text-primary" aria-hidden />
        Add a tip
      </p>
      <p id={ids.hint} className="text-muted-foreground">
        All of it goes to your washer.{until ? ` You can tip until ${until}.` : ''}
      </p>
      {/* Four choices do not fit a 375 px phone in a row: two rows of two there. */}
      <SegmentedControl
        value={choice}
        onValueChange={setChoice}
        aria-label="Tip amount"
        className="grid h-auto w-full max-w-md grid-cols-2 gap-[3px] sm:grid-cols-4"
      >
        {tipPresetPercents.map((percent) => (
          <SegmentedControlItem key={percent} value={String(percent)} className="h-8">
            {percent}% · {formatCents(tipFromPercent(payment.amountCents, percent), { always2: true })}
          </SegmentedControlItem>
        ))}
        <SegmentedControlItem value={other} className="h-8">
          Other
        </SegmentedControlItem>
      </SegmentedControl>
      {choice === other ? (
        <div className="grid max-w-40 gap-1.5">
          <Label htmlFor={ids.amount}>Tip in dollars</Label>
          <Input
            id={ids.amount}
            inputMode="decimal"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? ids.error : ids.hint}
          />
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={add.isPending}>
          <PendingLabel
            pending={add.isPending}
            idle={
              amountCents !== undefined && Number.isFinite(amountCents) && amountCents > 0
                ? `Add ${formatCents(amountCents, { always2: true })} tip`
                : 'Add tip'
            }
            busy="Adding..."
          />
        </Button>
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
