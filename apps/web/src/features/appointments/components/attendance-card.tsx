import { useState } from 'react';
import { CircleCheckIcon, HandIcon, HourglassIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { asksForAttendance, attendanceTexts } from '@sudsy/domain/reminders';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-message';
import { useConfirmAttendance } from '../api/confirm-attendance';
import { useAttendance } from '../api/get-attendance';

/**
 * "Will you be there?" (docs/product.md, "Reminders"): from a day before a scheduled job until its
 * start, the owner answers with one tap and the washer reads whether they have. The region is
 * live, so the answer replacing the question is read out.
 */
export function AttendanceCard({ appointment, isWasher }: { appointment: AppointmentDetail; isWasher: boolean }) {
  const [now] = useState(() => new Date());
  const asking = appointment.status === 'scheduled' && asksForAttendance(new Date(appointment.startsAt), now);
  const attendance = useAttendance(appointment.id, asking);
  if (!asking || !attendance.data) return null;
  const { confirmedAt } = attendance.data;
  return (
    <div aria-live="polite">
      {isWasher ? (
        <Note confirmed={confirmedAt !== null}>
          {confirmedAt
            ? attendanceTexts.washerConfirmed(appointment.ownerName)
            : attendanceTexts.washerWaiting(appointment.ownerName)}
        </Note>
      ) : confirmedAt ? (
        <Note confirmed>{attendanceTexts.confirmed}</Note>
      ) : (
        <AttendanceQuestion appointmentId={appointment.id} washerName={appointment.washer.name} />
      )}
    </div>
  );
}

function AttendanceQuestion({ appointmentId, washerName }: { appointmentId: string; washerName: string }) {
  const confirm = useConfirmAttendance(appointmentId);
  return (
    <section
      aria-labelledby="attendance-question"
      className="grid gap-4 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex sm:items-center sm:justify-between"
    >
      <div className="grid gap-1">
        <h2 id="attendance-question" className="flex items-center gap-2 font-semibold">
          <HandIcon className="size-5 text-primary" aria-hidden />
          {attendanceTexts.question}
        </h2>
        <p className="text-sm text-muted-foreground">{attendanceTexts.prompt(washerName)}</p>
      </div>
      <Button
        size="lg"
        className="h-12 w-full sm:w-auto"
        disabled={confirm.isPending}
        onClick={() =>
          confirm.mutate(undefined, {
            onError: (error) => toast.error(attendanceTexts.failed, { description: serverMessage(error) ?? undefined }),
          })
        }
      >
        <CircleCheckIcon aria-hidden />
        {attendanceTexts.confirm}
      </Button>
    </section>
  );
}

function Note({ confirmed, children }: { confirmed: boolean; children: string }) {
  const Icon = confirmed ? CircleCheckIcon : HourglassIcon;
  return (
    <p
      className={
        confirmed
          ? 'flex items-center gap-3 rounded-xl border border-emerald-600/30 bg-emerald-600/5 p-4 text-sm font-medium'
          : 'flex items-center gap-3 rounded-xl border border-dashed p-4 text-sm text-muted-foreground'
      }
    >
      <Icon
        className={confirmed ? 'size-5 shrink-0 text-emerald-600 dark:text-emerald-400' : 'size-5 shrink-0'}
        aria-hidden
      />
      {children}
    </p>
  );
}
