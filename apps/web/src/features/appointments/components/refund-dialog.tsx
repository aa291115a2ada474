import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Undo2Icon } from 'lucide-react';
import { formatCents, typedDollarsToCents } from '@sudsy/domain/money';
import { refundMessages, refundReasonMaxLength, refundSchema } from '@sudsy/domain/payment-schemas';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useRefundJob } from '../api/refund-job';

type Problems = { amountCents?: string; reason?: string };

/** The washer's goodwill refund: any amount up to what is left, with a reason the owner reads. */
export function RefundDialog({ appointmentId, refundableCents }: { appointmentId: string; refundableCents: number }) {
  const ids = { amount: useId(), reason: useId() };
  const refund = useRefundJob(appointmentId);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amountCents = typedDollarsToCents(typed);
    const checked = refundSchema.safeParse({ amountCents, reason: reason.trim() || undefined });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setProblems({ [issue?.path[0] === 'reason' ? 'reason' : 'amountCents']: issue?.message });
    }
    if (checked.data.amountCents > refundableCents)
      return setProblems({ amountCents: refundMessages.tooLarge(refundableCents) });
    setProblems({});
    try {
      await refund.mutateAsync(checked.data);
      toast.success(`Refunded ${formatCents(checked.data.amountCents, { always2: true })}`);
      setOpen(false);
      setTyped('');
      setReason('');
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) setProblems(failure.fields);
      else toast.error('Could not refund', { description: serverMessage(failure) ?? 'Please try again.' });
    }
  };

  return (
    <>
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <Undo2Icon aria-hidden />
          Refund
        </Button>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Refund the customer</DialogTitle>
            <DialogDescription>
              Up to {formatCents(refundableCents, { always2: true })}: the price first, then the tip. Sudsy gives back
              its fee on the price refunded; the rest comes from your earnings.
            </DialogDescription>
          </DialogHeader>
          <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
            <div className="grid gap-2">
              <Label htmlFor={ids.amount}>Amount in dollars</Label>
              <Input
                id={ids.amount}
                inputMode="decimal"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                aria-invalid={problems.amountCents !== undefined}
                aria-describedby={problems.amountCents ? `${ids.amount}-error` : undefined}
              />
              {problems.amountCents ? (
                <p id={`${ids.amount}-error`} className="text-sm text-destructive">
                  {problems.amountCents}
                </p>
              ) : null}
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.reason}>Reason (optional)</Label>
              <Textarea
                id={ids.reason}
                value={reason}
                maxLength={refundReasonMaxLength}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={problems.reason !== undefined}
                aria-describedby={problems.reason ? `${ids.reason}-error` : undefined}
              />
              {problems.reason ? (
                <p id={`${ids.reason}-error`} className="text-sm text-destructive">
                  {problems.reason}
                </p>
              ) : null}
            </div>
            <FormDialogFooter
              onCancel={() => setOpen(false)}
              pending={refund.isPending}
              submitLabel="Refund"
              busyLabel="Refunding..."
              cancelLabel="Keep the payment"
            />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
