import { CheckIcon, CircleIcon, ListChecksIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { checklistTexts, type Checklist } from '@sudsy/domain/checklists';
import { SectionCard } from '@/components/section-card';
import { Checkbox } from '@/components/ui/checkbox';
import { Progress } from '@/components/ui/progress';
import { serverMessage } from '@/lib/error-message';
import { useChecklist } from '../api/get-checklist';
import { useJobDay } from '../api/get-job-day';
import { useTickChecklist } from '../api/tick-checklist';

type Item = Checklist['items'][number];

/**
 * The job's checklist (docs/product.md, "The day of the job"): the washer ticks its steps while the
 * job is in progress, each row a full-width touch target; the owner watches them fill in, and both
 * keep it once the job is completed (when anything was ticked).
 */
export function JobChecklistCard({ appointment, isWasher }: { appointment: AppointmentDetail; isWasher: boolean }) {
  const scheduled = appointment.status === 'scheduled';
  const day = useJobDay(appointment.id);
  const step = day.data?.step ?? null;
  const working = scheduled && step === 'in_progress';
  const relevant = working || appointment.status === 'completed';
  const checklist = useChecklist(appointment.id, { follow: working && !isWasher });
  const items = checklist.data?.items ?? [];
  const done = items.filter((item) => item.doneAt !== null).length;
  if (!relevant || items.length === 0 || (!working && done === 0)) return null;
  const editable = isWasher && working;
  const services = [...new Set(items.map((item) => item.service))];
  return (
    <SectionCard
      id="appointment-checklist"
      title={checklistTexts.title}
      icon={<ListChecksIcon />}
      description={editable ? checklistTexts.washerDescription : checklistTexts.ownerDescription}
    >
      <div className="grid gap-4">
        <div className="grid gap-2">
          <p aria-live="polite" className="text-sm font-medium">
            {checklistTexts.progress(done, items.length)}
          </p>
          <Progress value={(done / items.length) * 100} aria-label={checklistTexts.progress(done, items.length)} />
        </div>
        {services.map((service) => (
          <div key={service} className="grid gap-2">
            <h3 className="text-sm font-medium text-muted-foreground">{service}</h3>
            <ul className="grid gap-2 sm:grid-cols-2">
              {items
                .filter((item) => item.service === service)
                .map((item) => (
                  <li key={item.key}>
                    {editable ? <TickableStep appointmentId={appointment.id} item={item} /> : <ReadStep item={item} />}
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionCard>
  );
}

function TickableStep({ appointmentId, item }: { appointmentId: string; item: Item }) {
  const tick = useTickChecklist(appointmentId);
  const id = `checklist-${item.key}`;
  return (
    <label
      htmlFor={id}
      className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-[[data-state=checked]]:border-primary/40 has-[[data-state=checked]]:bg-primary/5"
    >
      <Checkbox
        id={id}
        className="size-5"
        checked={item.doneAt !== null}
        disabled={tick.isPending}
        onCheckedChange={(checked) =>
          tick.mutate(
            { key: item.key, done: checked === true },
            {
              onError: (error) =>
                toast.error(checklistTexts.saveFailed, { description: serverMessage(error) ?? undefined }),
            },
          )
        }
      />
      {item.label}
    </label>
  );
}

function ReadStep({ item }: { item: Item }) {
  const ticked = item.doneAt !== null;
  const Icon = ticked ? CheckIcon : CircleIcon;
  return (
    <span className="flex min-h-10 items-center gap-3 text-sm">
      <Icon
        className={
          ticked ? 'size-4 shrink-0 text-emerald-600 dark:text-emerald-400' : 'size-4 shrink-0 text-muted-foreground'
        }
        aria-hidden
      />
      <span className={ticked ? undefined : 'text-muted-foreground'}>
        {item.label}
        <span className="sr-only">{ticked ? ', done' : ', not done yet'}</span>
      </span>
    </span>
  );
}
