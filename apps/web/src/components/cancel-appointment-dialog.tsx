import { useId, useState } from 'react';
import { toast } from 'sonner';
import { bookingMessages, bookingToasts, cancelReasonMaxLength } from '@sudsy/domain/booking';
import type { CancelAppointmentInput } from '@/lib/cancel-appointment';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/error-message';

type CancelAppointmentDialogProps = {
  appointmentId: string;
  /** Who is told and what else happens, under the title. */
  description: string;
  /** The washer must say why; the owner may. */
  reasonRequired: boolean;
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
  cancel,
  open,
  onOpenChange,
}: CancelAppointmentDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();

  const submit = async () => {
    if (reasonRequired && reason.trim() === '') {
      setError(bookingMessages.washerReasonRequired);
      return;
    }
    try {
      await cancel.mutateAsync({ appointmentId, reason });
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
