import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon } from 'lucide-react';
import type { z } from 'zod';
import { operatorReasonSchema } from '@sudsy/domain/operator';
import { PendingLabel } from '@/components/pending-label';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';

type ReasonValues = z.input<typeof operatorReasonSchema>;
type ReasonOutput = z.output<typeof operatorReasonSchema>;

export type OperatorReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen, in plain words. */
  description: string;
  /** A line under it (how to undo it), when there is one. */
  note?: string;
  texts: { reason: string; hint: string; cancel: string; confirm: string; busy: string; failed: string };
  /** The confirm button in red: the action takes something away. */
  destructive: boolean;
  pending: boolean;
  /** Does the action with the reason given; a throw (the server's refusal) is shown in the dialog. */
  onConfirm: (reason: string) => Promise<void>;
  /** The server's schema of the reason when it is not the audit log's own (a rejection the washer reads). */
  schema?: z.ZodType<ReasonOutput, ReasonValues>;
};

/**
 * An operator's action that the audit log keeps with its reason (suspending an account, deciding a
 * reported review): what will happen, the reason (required, the server's own rule), and Confirm. A
 * refusal stays in the dialog, where the operator is looking: a reason the server refused under
 * the field, anything else (a 409) above the buttons. Mount it afresh (a new `key`) for each opening:
 * it starts with an empty reason.
 */
export function OperatorReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  note,
  texts,
  destructive,
  pending,
  onConfirm,
  schema = operatorReasonSchema,
}: OperatorReasonDialogProps) {
  const form = useForm<ReasonValues, unknown, ReasonOutput>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const reasonId = useId();
  const reasonError = form.formState.errors.reason?.message;

  const onValid = async ({ reason }: ReasonOutput) => {
    setRefusal(null);
    try {
      await onConfirm(reason);
    } catch (error) {
      if (error instanceof ApiError && error.fields.reason) form.setError('reason', { message: error.fields.reason });
      else setRefusal(serverMessage(error) ?? texts.failed);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {/* Left-aligned on a phone too: the paragraph of consequences reads badly centred. */}
        <DialogHeader className="text-left">
          <DialogTitle className="leading-snug [overflow-wrap:anywhere]">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            // The dialog is portalled, but React still bubbles its submit to a form around the trigger.
            event.stopPropagation();
            void form.handleSubmit(onValid)(event);
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={reasonId} data-error={Boolean(reasonError)} className="data-[error=true]:text-destructive">
              {texts.reason}
            </Label>
            <Textarea
              id={reasonId}
              rows={3}
              maxLength={500}
              disabled={pending}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonId}-error ${reasonId}-hint` : `${reasonId}-hint`}
              {...form.register('reason')}
            />
            {reasonError ? (
              <p id={`${reasonId}-error`} className="text-sm text-destructive">
                {reasonError}
              </p>
            ) : null}
            <p id={`${reasonId}-hint`} className="text-xs text-muted-foreground">
              {texts.hint}
            </p>
          </div>
          {refusal ? (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden />
              <AlertDescription>{refusal}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {texts.cancel}
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
              <PendingLabel pending={pending} idle={texts.confirm} busy={texts.busy} />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
