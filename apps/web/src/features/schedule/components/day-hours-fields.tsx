import { useId } from 'react';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { canRemoveSlot, isEndOptionDisabled, isStartOptionDisabled, nextSlot } from '@sudsy/domain/schedule-rules';
import { workingHourOptions, type Weekday, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { TimeSelect } from '@/components/time-select';

export type WorkingHoursForm = { hours: WeeklyAvailability };

/** One day of the Set Working Hours dialog: on or off, and its time slots while on. */
export function DayHoursFields({ day, control }: { day: Weekday; control: Control<WorkingHoursForm> }) {
  const switchId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: `hours.${day}.timeSlots` });
  const enabled = useWatch({ control, name: `hours.${day}.enabled` });
  const slots = useWatch({ control, name: `hours.${day}.timeSlots` });
  const removable = canRemoveSlot(slots);

  return (
    <fieldset className={cn('rounded-lg border p-3', enabled ? 'bg-card' : 'bg-muted/40')}>
      <legend className="sr-only">{day}</legend>
      <div className="flex min-h-8 items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Controller
            control={control}
            name={`hours.${day}.enabled`}
            render={({ field }) => (
              <Switch id={switchId} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
            )}
          />
          <Label htmlFor={switchId} className="text-sm font-medium">
            {day}
          </Label>
        </div>
        {enabled ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              const last = slots.at(-1);
              if (last) append(nextSlot(last));
            }}
            aria-label={`Add slot on ${day}`}
          >
            <PlusIcon aria-hidden />
            Add slot
          </Button>
        ) : (
          <span className="text-sm text-muted-foreground">Unavailable</span>
        )}
      </div>
      {enabled ? (
        <ul className="mt-3 grid gap-2">
          {fields.map((field, index) => {
            const slot = slots[index] ?? field;
            const slotName = fields.length > 1 ? `${day} slot ${index + 1}` : day;
            return (
              <li key={field.id}>
                <Controller
                  control={control}
                  name={`hours.${day}.timeSlots.${index}.end`}
                  render={({ field: endField, fieldState }) => (
                    <>
                      <div className="flex items-center gap-2">
                        <Controller
                          control={control}
                          name={`hours.${day}.timeSlots.${index}.start`}
                          render={({ field: startField }) => (
                            <TimeSelect
                              aria-label={`${slotName} start time`}
                              value={startField.value}
                              onValueChange={startField.onChange}
                              options={workingHourOptions}
                              isOptionDisabled={(option) => isStartOptionDisabled(option, slot)}
                              className="min-w-0 flex-1 px-2.5"
                            />
                          )}
                        />
                        <span className="text-sm text-muted-foreground" aria-hidden>
                          to
                        </span>
                        <TimeSelect
                          aria-label={`${slotName} end time`}
                          aria-invalid={fieldState.invalid}
                          aria-describedby={fieldState.error ? `${switchId}-slot-${index}-error` : undefined}
                          value={endField.value}
                          onValueChange={endField.onChange}
                          options={workingHourOptions}
                          isOptionDisabled={(option) => isEndOptionDisabled(option, slot)}
                          className="min-w-0 flex-1 px-2.5"
                        />
                        {removable ? (
                          <Button
                            type="button"
                            variant="ghost"
                            size="icon"
                            className="shrink-0 text-muted-foreground hover:text-destructive"
                            onClick={() => remove(index)}
                            aria-label={`Remove ${slotName}`}
                          >
                            <Trash2Icon aria-hidden />
                          </Button>
                        ) : null}
                      </div>
                      {fieldState.error ? (
                        <p id={`${switchId}-slot-${index}-error`} className="mt-1 text-sm text-destructive">
                          {fieldState.error.message}
                        </p>
                      ) : null}
                    </>
                  )}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </fieldset>
  );
}
