import { useId } from 'react';
import { format } from 'date-fns';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FreeSlots } from '@sudsy/domain/instant-booking';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { ChoiceChip } from './choice-chip';

/** The free starts, grouped by the owner's day. */
function byDay(slots: readonly string[]): { day: string; starts: string[] }[] {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const day = format(new Date(slot), 'EEE, MMM d');
    const starts = days.get(day);
    if (starts) starts.push(slot);
    else days.set(day, [slot]);
  }
  return [...days].map(([day, starts]) => ({ day, starts }));
}

/** The washer's free starts within the week, in the owner's zone, one to pick; none until a service is chosen. */
export function FreeTimesField({
  free,
  chosen,
  onChoose,
}: {
  free: UseQueryResult<FreeSlots> | null;
  chosen: string | null;
  onChoose: (start: string) => void;
}) {
  const labelId = useId();
  return (
    <fieldset className="grid gap-3" aria-labelledby={labelId}>
      <legend id={labelId} className="text-sm font-medium">
        Free times
      </legend>
      {free === null ? (
        <p className="text-sm text-muted-foreground">Choose a service to see the free times.</p>
      ) : free.isPending ? (
        <Skeleton role="status" aria-label="Loading free times" className="h-48 w-full" />
      ) : free.isError ? (
        <LoadFailed
          title="Could not load free times"
          description={serverMessage(free.error) ?? 'Please try again.'}
          onRetry={() => void free.refetch()}
          retrying={free.isFetching}
        />
      ) : free.data.slots.length === 0 ? (
        <p className="text-sm text-muted-foreground">No free time this week. Ask for a quote instead.</p>
      ) : (
        byDay(free.data.slots).map(({ day, starts }) => (
          <div key={day} className="grid gap-2">
            <p className="text-xs font-medium text-muted-foreground">{day}</p>
            <div className="flex flex-wrap gap-2">
              {starts.map((slot) => (
                <ChoiceChip
                  key={slot}
                  name="start"
                  value={slot}
                  checked={chosen === slot}
                  onSelect={() => onChoose(slot)}
                >
                  {format(new Date(slot), 'h:mm a')}
                </ChoiceChip>
              ))}
            </div>
          </div>
        ))
      )}
    </fieldset>
  );
}
