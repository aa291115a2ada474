import { useId, useState } from 'react';
import { format } from 'date-fns';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  freeStartsByDay,
  instantBookingHorizonDays,
  type FreeDay,
  type FreeSlots,
} from '@sudsy/domain/instant-booking';
import { LoadFailed } from '@/components/load-failed';
import { ScrollRow } from '@/components/scroll-row';
import { Skeleton } from '@/components/ui/skeleton';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { toLocalDate } from '@/lib/day-format';
import { serverMessage } from '@/lib/error-message';
import { ChoiceChip } from './choice-chip';

type FreeTimesFieldProps = {
  free: UseQueryResult<FreeSlots> | null;
  chosen: string | null;
  onChoose: (start: string) => void;
};

/**
 * Every free start of the washer's next two weeks, in the owner's zone: a day picked from a row
 * of days (each with its count), then its starts by morning, afternoon and evening. None until a
 * service is chosen.
 */
export function FreeTimesField({ free, chosen, onChoose }: FreeTimesFieldProps) {
  const labelId = useId();
  return (
    <fieldset className="grid min-w-0 gap-3" aria-labelledby={labelId}>
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
        <p className="text-sm text-muted-foreground">
          No free time in the next {instantBookingHorizonDays} days. Ask for a quote instead.
        </p>
      ) : (
        <DaysAndTimes
          days={freeStartsByDay(free.data.slots, browserTimeZone() ?? 'UTC')}
          chosen={chosen}
          onChoose={onChoose}
        />
      )}
    </fieldset>
  );
}

type DaysAndTimesProps = { days: FreeDay[]; chosen: string | null; onChoose: (start: string) => void };

function DaysAndTimes({ days, chosen, onChoose }: DaysAndTimesProps) {
  const dayLabelId = useId();
  const partId = useId();
  const chosenDay = days.find((day) => day.parts.some((part) => part.starts.some((slot) => slot.start === chosen)));
  const [picked, setPicked] = useState<string | null>(null);
  // The picked day while it still has free time (a refresh may empty it), else the chosen start's, else the first.
  const day = days.find((candidate) => candidate.date === picked) ?? chosenDay ?? days[0];
  if (!day) return null;
  return (
    <>
      <div className="grid gap-2">
        <p id={dayLabelId} className="text-xs font-medium text-muted-foreground">
          Day · next {instantBookingHorizonDays} days, your time
        </p>
        <ScrollRow role="radiogroup" aria-labelledby={dayLabelId} className="flex gap-2 overflow-x-auto p-1">
          {days.map((candidate) => (
            <ChoiceChip
              key={candidate.date}
              name="day"
              value={candidate.date}
              checked={candidate.date === day.date}
              onSelect={() => setPicked(candidate.date)}
              className="h-auto min-w-16 flex-col gap-0.5 py-1.5 whitespace-nowrap"
            >
              <span className="font-medium">{format(toLocalDate(candidate.date), 'EEE d')}</span>
              <span className="sr-only"> {format(toLocalDate(candidate.date), 'MMMM')},</span>{' '}
              <span className="text-xs">{candidate.count === 1 ? '1 time' : `${candidate.count} times`}</span>
            </ChoiceChip>
          ))}
        </ScrollRow>
      </div>
      {day.parts.map(({ part, label, starts }) => (
        <div key={`${day.date}-${part}`} role="group" aria-labelledby={`${partId}-${part}`} className="grid gap-2">
          <p id={`${partId}-${part}`} className="text-xs font-medium text-muted-foreground">
            {label}
          </p>
          <div className="flex flex-wrap gap-2">
            {starts.map(({ start }) => (
              <ChoiceChip
                key={start}
                name="start"
                value={start}
                checked={chosen === start}
                onSelect={() => onChoose(start)}
              >
                {format(new Date(start), 'h:mm a')}
              </ChoiceChip>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
