import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FlagIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  reviewCommentMaxLength,
  reviewReportInputSchema,
  reviewReportReasons,
  reviewToasts,
  type ReviewReportReason,
} from '@sudsy/domain/review';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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
import { useReportReview } from '../api/report-review';

const texts = {
  button: 'Report',
  buttonName: (reviewerName: string) => `Report review by ${reviewerName}`,
  title: 'Report review',
  description: 'Tell us what is wrong with this review. It stays visible while we look into it.',
  reason: 'Reason',
  details: 'Details (optional)',
  submit: 'Send report',
  busy: 'Sending...',
} as const;

const reasons = Object.entries(reviewReportReasons) as [ReviewReportReason, string][];

type ReportFormValues = z.input<typeof reviewReportInputSchema>;
type ReportFormOutput = z.output<typeof reviewReportInputSchema>;

/** A flag beside a review for any signed-in user: the report reaches the operator, the review stays up. */
export function ReportReviewButton({
  reviewId,
  reviewerName,
  washerId,
}: {
  reviewId: string;
  reviewerName: string;
  /** The page's washer, whose reviews the reporter's reports are read again for. */
  washerId: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // The server's word that this user reported the review before: said in the dialog, not as a failure.
  const [alreadyReported, setAlreadyReported] = useState<string | null>(null);
  const form = useForm<ReportFormValues, unknown, ReportFormOutput>({
    resolver: zodResolver(reviewReportInputSchema),
    defaultValues: { details: '' },
  });
  const report = useReportReview(reviewId, washerId);
  const reasonError = form.formState.errors.reason?.message;
  const detailsError = form.formState.errors.details?.message;

  const onOpenChange = (next: boolean) => {
    if (next) {
      form.reset({ details: '' });
      setAlreadyReported(null);
    }
    setOpen(next);
  };

  const onValid = async (input: ReportFormOutput) => {
    try {
      await report.mutateAsync(input);
      toast.success(reviewToasts.reported.title, { description: reviewToasts.reported.description });
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setAlreadyReported(error.message);
        return;
      }
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.reason) form.setError('reason', { message: fields.reason });
      if (fields.details) form.setError('details', { message: fields.details });
      toast.error(reviewToasts.reportFailed.title, {
        description: serverMessage(error) ?? reviewToasts.reportFailed.description,
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-muted-foreground" aria-label={texts.buttonName(reviewerName)}>
          <FlagIcon aria-hidden />
          {texts.button}
        </Button>
      </DialogTrigger>
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
                  disabled={report.isPending}
                  aria-labelledby={`${id}-reason`}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? `${id}-reason-error` : undefined}
                  className="gap-2"
                >
                  {reasons.map(([value, label]) => (
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
              maxLength={reviewCommentMaxLength}
              aria-invalid={detailsError ? true : undefined}
              aria-describedby={detailsError ? `${id}-details-error` : undefined}
              disabled={report.isPending}
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
            pending={report.isPending}
            submitLabel={texts.submit}
            busyLabel={texts.busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
