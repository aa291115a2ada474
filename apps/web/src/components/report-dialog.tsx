import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Alert, AlertDescription } from '@/components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';

type ReportInput = { reason: string; details: string };
type Toast = { title: string; description: string };

export type ReportDialogTexts = {
  title: string;
  description: string;
  reason: string;
  details: string;
  submit: string;
  busy: string;
  done: Toast;
  failed: Toast;
};

/**
 * A report to the operator (docs/product.md, "Operators") of a review, a message or a profile: a
 * reason, optional details, and the server's "already reported" said in the dialog, not as a failure.
 */
export function ReportDialog<Input extends ReportInput>({
  trigger,
  texts,
  reasons,
  schema,
  detailsMaxLength,
  pending,
  send,
}: {
  /** The button that opens it, named for what it reports. */
  trigger: ReactNode;
  texts: ReportDialogTexts;
  reasons: Record<string, string>;
  /** The same schema the server checks the report with. */
  schema: z.ZodType<Input, { reason?: string; details?: string }>;
  detailsMaxLength: number;
  pending: boolean;
  send: (input: Input) => Promise<unknown>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [alreadyReported, setAlreadyReported] = useState<string | null>(null);
  const form = useForm<{ reason?: string; details?: string }, unknown, Input>({
    resolver: zodResolver(schema),
    defaultValues: { details: '' },
  });
  const reasonError = form.formState.errors.reason?.message;
  const detailsError = form.formState.errors.details?.message;

  const onOpenChange = (next: boolean) => {
    if (next) {
      form.reset({ details: '' });
      setAlreadyReported(null);
    }
    setOpen(next);
  };

  const onValid = async (input: Input) => {
    try {
      await send(input);
      toast.success(texts.done.title, { description: texts.done.description });
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setAlreadyReported(error.message);
        return;
      }
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.reason) form.setError('reason', { message: fields.reason });
      if (fields.details) form.setError('details', { message: fields.details });
      toast.error(texts.failed.title, { description: serverMessage(error) ?? texts.failed.description });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
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
          {alreadyReported ? (
            <Alert variant="info">
              <AlertDescription>{alreadyReported}</AlertDescription>
            </Alert>
          ) : null}
          <fieldset className="grid gap-2">
            <legend id={`${id}-reason`} className="mb-2 text-sm font-medium">
              {texts.reason}
            </legend>
            <Controller
              control={form.control}
              name="reason"
              render={({ field }) => (
                <RadioGroup
                  name={field.name}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  disabled={pending}
                  aria-labelledby={`${id}-reason`}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? `${id}-reason-error` : undefined}
                  className="gap-2"
                >
                  {Object.entries(reasons).map(([value, label]) => (
                    <label
                      key={value}
                      className="flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-accent/60 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50 has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary/5"
                    >
                      <RadioGroupItem value={value} aria-labelledby={`${id}-${value}`} />
                      <span id={`${id}-${value}`}>{label}</span>
                    </label>
                  ))}
                </RadioGroup>
              )}
            />
            {reasonError ? (
              <p id={`${id}-reason-error`} className="text-sm text-destructive">
                {reasonError}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-details`}>{texts.details}</Label>
            <Textarea
              id={`${id}-details`}
              rows={3}
              maxLength={detailsMaxLength}
              aria-invalid={detailsError ? true : undefined}
              aria-describedby={detailsError ? `${id}-details-error` : undefined}
              disabled={pending}
              {...form.register('details')}
            />
            {detailsError ? (
              <p id={`${id}-details-error`} className="text-sm text-destructive">
                {detailsError}
              </p>
            ) : null}
          </div>
          <FormDialogFooter
            onCancel={() => setOpen(false)}
            pending={pending}
            submitLabel={texts.submit}
            busyLabel={texts.busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
