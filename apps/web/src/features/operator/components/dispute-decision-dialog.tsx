import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  disputeConsoleTexts as texts,
  disputeDecisionSchema,
  disputeReasonMaxLength,
  type DisputeCase,
} from '@sudsy/domain/disputes';
import { formatCents, typedDollarsToCents } from '@sudsy/domain/money';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { serverMessage, unexpectedFailure } from '@/lib/error-message';
import { useDecideDispute } from '../api/decide-dispute';

type Problems = { refundCents?: string; reason?: string; form?: string };

/**
 * The operator's decision: a refund from $0 to what the job was paid, and a reason both sides read.
 * Checked with the server's own schema; a refusal (a 409) stays in the dialog. Mount it afresh for
 * each opening.
 */
export function DisputeDecisionDialog({
  dispute,
  open,
  onOpenChange,
}: {
  dispute: DisputeCase['dispute'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = { amount: useId(), reason: useId() };
  const decide = useDecideDispute(dispute.id);
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const paid = formatCents(dispute.paidCents, { always2: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = disputeDecisionSchema(dispute.paidCents).safeParse({
      refundCents: typedDollarsToCents(typed),
      reason,
    });
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'reason' ? 'reason' : 'refundCents';
        found[field] ??= issue.message;
      }
      return setProblems(found);
    }
    setProblems({});
    try {
      await decide.mutateAsync(checked.data);
      toast.success(texts.decided);
      onOpenChange(false);
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) setProblems(failure.fields);
      else setProblems({ form: serverMessage(failure) ?? unexpectedFailure });
    }
  };

  const error = (id: string, message: string | undefined) =>
    message ? (
      <p id={`${id}-error`} className="text-sm text-destructive">
        {message}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{texts.decideTitle}</DialogTitle>
          <DialogDescription>
            {dispute.paidThroughSudsy ? texts.decideIntro(paid) : texts.decideIntroOff(paid)}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <div className="grid gap-2">
            <Label htmlFor={ids.amount}>{texts.refundLabel}</Label>
            <Input
              id={ids.amount}
              inputMode="decimal"
              placeholder="0.00"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={problems.refundCents !== undefined}
              aria-describedby={problems.refundCents ? `${ids.amount}-error` : undefined}
            />
            {error(ids.amount, problems.refundCents)}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.reason}>{texts.reasonLabel}</Label>
            <Textarea
              id={ids.reason}
              value={reason}
              maxLength={disputeReasonMaxLength}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={problems.reason !== undefined}
              aria-describedby={problems.reason ? `${ids.reason}-error` : undefined}
            />
            {error(ids.reason, problems.reason)}
          </div>
          {problems.form ? (
            <Alert variant="destructive">
              <AlertDescription>{problems.form}</AlertDescription>
            </Alert>
          ) : null}
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={decide.isPending}
            submitLabel={texts.confirm}
            busyLabel={texts.deciding}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
