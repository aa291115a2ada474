import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { formatMinutes } from '@sudsy/domain/money';
import {
  rescheduleInputSchema,
  rescheduleTexts,
  rescheduleToasts,
  type RescheduleInput,
} from '@sudsy/domain/reschedule';
import { toMinutes } from '@sudsy/domain/time-slots';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useProposeReschedule } from '../api/propose-reschedule';

type RescheduleDialogProps = {
  appointment: AppointmentDetail;
  /** The other side's name: they answer the proposal. */
  otherName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Propose a new time: a new date and start, the job keeping its length; the server checks the washer's calendar. */
export function RescheduleDialog({ appointment, otherName, open, onOpenChange }: RescheduleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{rescheduleTexts.propose}</DialogTitle>
          <DialogDescription>{rescheduleTexts.dialogDescription(otherName)}</DialogDescription>
        </DialogHeader>
        {open ? <RescheduleForm appointment={appointment} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const formFields: readonly string[] = ['date', 'start'] satisfies (keyof RescheduleInput)[];

function RescheduleForm({ appointment, onDone }: { appointment: AppointmentDetail; onDone: () => void }) {
  const form = useForm({
    resolver: zodResolver(rescheduleInputSchema),
    defaultValues: { date: appointment.date, start: appointment.start },
  });
  const propose = useProposeReschedule(appointment.id);
  // Why the washer's calendar cannot take the time (409): kept in view while another time is chosen.
  const [refusal, setRefusal] = useState<string | null>(null);
  const length = formatMinutes(toMinutes(appointment.end) - toMinutes(appointment.start));

  const onValid = async (values: RescheduleInput) => {
    setRefusal(null);
    try {
      await propose.mutateAsync(values);
      toast.success(rescheduleToasts.proposed.title, { description: rescheduleToasts.proposed.description });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors = Object.entries(error.fields).filter(([field]) => formFields.includes(field));
        for (const [field, message] of fieldErrors) form.setError(field as keyof RescheduleInput, { message });
        if (fieldErrors.length > 0) return;
        if (error.status === 409) {
          setRefusal(error.message);
          return;
        }
      }
      toast.error(rescheduleToasts.failed.title, {
        description: serverMessage(error) ?? rescheduleToasts.failed.description,
      });
    }
  };

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInputField control={form.control} name="date" label={rescheduleTexts.newDate} type="date" />
          <FormInputField control={form.control} name="start" label={rescheduleTexts.newStart} type="time" step={900} />
        </div>
        <p className="text-sm text-muted-foreground">{rescheduleTexts.keepsLength(length)}</p>
        {refusal ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
          >
            <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{refusal}</span>
          </p>
        ) : null}
        <FormDialogFooter
          onCancel={onDone}
          pending={propose.isPending}
          submitLabel={rescheduleTexts.send}
          busyLabel={rescheduleTexts.sending}
        />
      </form>
    </Form>
  );
}
