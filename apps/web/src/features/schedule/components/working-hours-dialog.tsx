import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { invalidSlotToast, scheduleToasts } from '@sudsy/domain/schedule-messages';
import { invalidSlotDays } from '@sudsy/domain/schedule-rules';
import { weeklyAvailabilitySchema } from '@sudsy/domain/schedule-schemas';
import { editorDefaultHours, weekdays, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSaveWorkingHours } from '../api/save-working-hours';
import { DayHoursFields, type WorkingHoursForm } from './day-hours-fields';
import { PendingLabel } from '@/components/pending-label';
import { unexpectedFailure, serverMessage } from '@/lib/error-message';

const formSchema = z.object({ hours: weeklyAvailabilitySchema });

type WorkingHoursDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; hours: WeeklyAvailability };

export function WorkingHoursDialog({ open, onOpenChange, hours }: WorkingHoursDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-5 sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Set Working Hours</DialogTitle>
          <DialogDescription>Choose the days you work and the hours you are available on each.</DialogDescription>
        </DialogHeader>
        {/* Inside the content, so every opening starts again from the saved hours. */}
        <WorkingHoursEditor hours={hours} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function WorkingHoursEditor({ hours, onDone }: { hours: WeeklyAvailability; onDone: () => void }) {
  const form = useForm<WorkingHoursForm>({ resolver: zodResolver(formSchema), defaultValues: { hours } });
  const save = useSaveWorkingHours();

  const onValid = async ({ hours: edited }: WorkingHoursForm) => {
    try {
      await save.mutateAsync(edited);
      toast.success(scheduleToasts.workingHoursUpdated.title, {
        description: scheduleToasts.workingHoursUpdated.description,
      });
      onDone();
    } catch (error) {
      toast.error('Could not save your working hours', { description: serverMessage(error) ?? unexpectedFailure });
    }
  };

  const onInvalid = () => {
    const [day] = invalidSlotDays(form.getValues('hours'));
    if (!day) return;
    const { title, description } = invalidSlotToast(day);
    toast.error(title, { description });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
      className="grid grid-cols-1 gap-5"
    >
      <div className="grid grid-cols-1 gap-2.5">
        {weekdays.map((day) => (
          <DayHoursFields key={day} day={day} control={form.control} />
        ))}
      </div>
      <DialogFooter className="gap-2 sm:justify-between">
        <Button type="button" variant="ghost" onClick={() => form.reset({ hours: editorDefaultHours })}>
          Reset to Mon–Fri, 9–5
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            <PendingLabel pending={save.isPending} idle="Save Changes" busy="Saving..." />
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
