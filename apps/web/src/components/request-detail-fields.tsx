import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { maxRequestNotesLength } from '@sudsy/domain/quote-request';
import { requestTimeSlots } from '@sudsy/domain/time-slots';
import { DatePicker } from '@/components/date-picker';
import { TimeSelect } from '@/components/time-select';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';

// Fields a request's two forms share: the Create Service Request form and the /providers wizard.

type WhenValues = FieldValues & { preferredDate: string; preferredTime: string };

/**
 * A request's day and time, as the Create Service Request form and the /providers wizard ask them:
 * a date from today on, and one of the half-hour times from 08:00 to 20:00.
 */
export function RequestWhenFields<TValues extends WhenValues>({ control }: { control: Control<TValues> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        control={control}
        name={'preferredDate' as FieldPath<TValues>}
        render={({ field }) => (
          <FormItem>
            <FormLabel>Date</FormLabel>
            <FormControl>
              <DatePicker
                ref={field.ref}
                value={field.value}
                // The date is required: clicking the chosen day again keeps it.
                onChange={(date) => date && field.onChange(date)}
                onClose={field.onBlur}
                placeholder="Pick a date"
                className="aria-invalid:border-destructive dark:aria-invalid:border-destructive"
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name={'preferredTime' as FieldPath<TValues>}
        render={({ field }) => (
          <FormItem>
            <FormLabel>Time</FormLabel>
            <FormControl>
              <TimeSelect
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value}
                onValueChange={field.onChange}
                options={requestTimeSlots}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}

/** The owner's optional notes for the washers, up to the request's limit. */
export function RequestNotesField<TValues extends FieldValues & { notes?: string | undefined }>({
  control,
  rows,
  className,
}: {
  control: Control<TValues>;
  rows: number;
  className?: string;
}) {
  return (
    <FormField
      control={control}
      name={'notes' as FieldPath<TValues>}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>
            Additional notes <span className="font-normal text-muted-foreground">(optional)</span>
          </FormLabel>
          <FormControl>
            <Textarea
              rows={rows}
              maxLength={maxRequestNotesLength}
              placeholder="Parking details, gate codes, stains to look at..."
              {...field}
              value={field.value ?? ''}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
