import { useId, useState } from 'react';
import { CalendarCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { toast } from 'sonner';
import {
  bookingMessages,
  bookingToasts,
  cancelAppointmentTexts,
  cancelReasonMaxLength,
  lateCancellationWarning,
  type Booking,
} from '@sudsy/domain/booking';
import { freeCancellationText } from '@sudsy/domain/cancellation-policy';
import type { Role } from '@sudsy/domain/roles';
import type { CancelAppointmentInput } from '@/lib/cancel-appointment';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/error-message';

type CancelAppointmentDialogProps = {
  appointmentId: string;
  /** Who is told and what else happens, under the title. */
  description: string;
  /** The washer must say why; the owner may. */
  reasonRequired: boolean;
  /** The owner chooses whether the request stays open for the other quotes or is cancelled with it. */
  askAboutRequest?: boolean;
  /** The booking's terms: the dialog says until when cancelling is free, or warns that now is late. */
  terms: Pick<Booking, 'startsAt' | 'cancellationNoticeHours' | 'timeZone'>;
  /** Who is cancelling, which the late warning names. */
  by: Role;
  /** The feature's cancel mutation, which refreshes that feature's own lists. */
  cancel: { mutateAsync: (input: CancelAppointmentInput) => Promise<unknown>; isPending: boolean };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Calling off a booked job from either side, with the reason the other side reads. */
export function CancelAppointmentDialog({
  appointmentId,
  description,
  reasonRequired,
  askAboutRequest = false,
  terms,
  by,
  cancel,
  open,
  onOpenChange,
}: CancelAppointmentDialogProps) {
  const [reason, setReason] = useState('');
  const [keepRequestOpen, setKeepRequestOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();

  const submit = async () => {
    if (reasonRequired && reason.trim() === '') {
      setError(bookingMessages.washerReasonRequired);
      return;
    }
    try {
      await cancel.mutateAsync({ appointmentId, reason, keepRequestOpen: askAboutRequest && keepRequestOpen });
      toast.success(bookingToasts.appointmentCancelled.title, {
        description: bookingToasts.appointmentCancelled.description,
      });
      onOpenChange(false);
    } catch (failure) {
      toast.error('Could not cancel the appointment', { description: serverMessage(failure) ?? 'Please try again.' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel appointment</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {open ? <CancellationTerms terms={terms} by={by} /> : null}
          {askAboutRequest ? <RequestChoice keepRequestOpen={keepRequestOpen} onChange={setKeepRequestOpen} /> : null}
          <div className="grid gap-2">
            <Label htmlFor={reasonId} data-error={error !== null} className="data-[error=true]:text-destructive">
              {reasonRequired ? 'Reason' : 'Reason (optional)'}
            </Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={cancelReasonMaxLength}
              aria-invalid={error !== null}
              aria-describedby={error ? `${reasonId}-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
              placeholder={reasonRequired ? 'My van broke down and I cannot make it.' : undefined}
            />
            {error ? (
              <p id={`${reasonId}-error`} className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={cancel.isPending}
            submitLabel="Cancel appointment"
            busyLabel="Cancelling..."
            cancelLabel="Keep appointment"
            destructive
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Inside the notice, a warning that the cancellation is marked late; before it, until when it is free. */
function CancellationTerms({ terms, by }: Pick<CancelAppointmentDialogProps, 'terms' | 'by'>) {
  const now = new Date();
  const lateWarning = lateCancellationWarning(terms, by, now);
  if (lateWarning)
    return (
      <Alert className="border-amber-500/40 bg-amber-500/10">
        <TriangleAlertIcon aria-hidden />
        <AlertDescription className="text-foreground">{lateWarning}</AlertDescription>
      </Alert>
    );
  return (
    <p className="flex items-center gap-2 text-sm font-medium">
      <CalendarCheckIcon className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
      {freeCancellationText(new Date(terms.startsAt), terms.cancellationNoticeHours, terms.timeZone, now)}
    </p>
  );
}

const requestChoices = [
  { keep: true, label: cancelAppointmentTexts.keepOpen, help: cancelAppointmentTexts.keepOpenHelp },
  { keep: false, label: cancelAppointmentTexts.cancelRequest, help: cancelAppointmentTexts.cancelRequestHelp },
] as const;

/** Keep my request open, or cancel the request with the booking. */
function RequestChoice({ keepRequestOpen, onChange }: { keepRequestOpen: boolean; onChange: (keep: boolean) => void }) {
  const legendId = useId();
  return (
    <fieldset className="grid gap-3">
      <legend id={legendId} className="mb-2 text-sm font-medium">
        {cancelAppointmentTexts.choiceLegend}
      </legend>
      <RadioGroup
        aria-labelledby={legendId}
        value={keepRequestOpen ? 'keep' : 'cancel'}
        onValueChange={(value) => onChange(value === 'keep')}
      >
        {requestChoices.map((choice) => {
          const value = choice.keep ? 'keep' : 'cancel';
          return (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/60 has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
            >
              <RadioGroupItem
                value={value}
                aria-labelledby={`${legendId}-${value}`}
                aria-describedby={`${legendId}-${value}-help`}
                className="mt-0.5"
              />
              <span className="grid gap-1">
                <span id={`${legendId}-${value}`} className="font-medium">
                  {choice.label}
                </span>
                <span id={`${legendId}-${value}-help`} className="text-muted-foreground">
                  {choice.help}
                </span>
              </span>
            </label>
          );
        })}
      </RadioGroup>
    </fieldset>
  );
}
