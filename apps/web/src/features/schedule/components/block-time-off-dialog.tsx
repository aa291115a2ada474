import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { blockDurationsMinutes } from '@sudsy/domain/constants';
import { scheduleToasts, timeOffTexts } from '@sudsy/domain/schedule-messages';
import { blockEndTime, blockReasonMaxLength } from '@sudsy/domain/schedule-rules';
import {
  blockTimeOffDefaults,
  blockTimeOffSchema,
  type BlockTimeOff,
  type BlockTimeOffInput,
} from '@sudsy/domain/schedule-schemas';
import { formatTime12h, workingHourOptions } from '@sudsy/domain/time-slots';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Calendar } from '@/components/ui/calendar';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useSaveBlock } from '../api/save-block';
import { durationLabel } from '../lib/duration-label';
import { newBlockId } from '../lib/new-block-id';
import { formatLongDay, toIsoDate, toLocalDate } from '@/lib/day-format';
import { unexpectedFailure, serverMessage } from '@/lib/error-message';
import { TimeSelect } from '@/components/time-select';

type BlockTimeOffDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The washer's today ('yyyy-MM-dd'); earlier days cannot be picked. */
  today: string;
  /** The date to start from, when the washer already picked one on the calendar. */
  initialDate: string | undefined;
};

export function BlockTimeOffDialog({ open, onOpenChange, today, initialDate }: BlockTimeOffDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-5 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Block Time Off</DialogTitle>
          <DialogDescription>Mark time when you are not available for appointments.</DialogDescription>
        </DialogHeader>
        <BlockTimeOffForm today={today} initialDate={initialDate} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function BlockTimeOffForm({
  today,
  initialDate,
  onDone,
}: {
  today: string;
  initialDate: string | undefined;
  onDone: () => void;
}) {
  // One id per opening: a retry after a network failure saves the same block, not a second one.
  const [blockId] = useState(newBlockId);
  const dateLabelId = useId();
  const endTimeId = useId();
  const form = useForm<BlockTimeOffInput, unknown, BlockTimeOff>({
    resolver: zodResolver(blockTimeOffSchema),
    defaultValues: { ...blockTimeOffDefaults, date: initialDate && initialDate >= today ? initialDate : '' },
  });
  const [start, durationMinutes, allDay, through] = useWatch({
    control: form.control,
    name: ['start', 'durationMinutes', 'allDay', 'through'],
  });
  const end = start ? formatTime12h(blockEndTime(start, durationMinutes)) : '';
  const save = useSaveBlock();
  // What the server named as the clash, kept in view while the washer picks another time.
  const [clash, setClash] = useState<string | null>(null);
  const allDayHintId = useId();

  const onValid = async (block: BlockTimeOff) => {
    setClash(null);
    try {
      await save.mutateAsync({
        id: blockId,
        block: {
          date: block.date,
          allDay: block.allDay,
          through: block.allDay ? block.through : '',
          start: block.allDay ? '' : block.start,
          durationMinutes: block.durationMinutes,
          reason: block.reason,
        },
      });
      toast.success(scheduleToasts.timeBlocked.title);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code === 'schedule_conflict') {
        toast.error(scheduleToasts.conflict.title, { description: scheduleToasts.conflict.description });
        setClash(error.message);
        return;
      }
      toast.error('Could not block this time', { description: serverMessage(error) ?? unexpectedFailure });
    }
  };

  // The first missing field is also named in a toast; the fields show their own messages too.
  const onInvalid = (errors: FieldErrors<BlockTimeOffInput>) => {
    const missing = errors.date ? scheduleToasts.missingDate : errors.start ? scheduleToasts.missingStartTime : null;
    if (missing) toast.error(missing.title, { description: missing.description });
  };

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
        className="grid grid-cols-1 gap-5"
      >
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-[auto_1fr]">
          <FormField
            control={form.control}
            name="date"
            render={({ field, fieldState }) => {
              const error = fieldState.error?.message ?? form.formState.errors.through?.message;
              return (
                <FormItem className="content-start">
                  <Label id={dateLabelId} data-error={!!error} className="data-[error=true]:text-destructive">
                    Date
                  </Label>
                  <div
                    role="group"
                    aria-labelledby={dateLabelId}
                    aria-describedby={error ? `${dateLabelId}-error` : undefined}
                    className={cn('w-fit rounded-lg border', error && 'border-destructive')}
                  >
                    {allDay ? (
                      // Whole days: a first and, with a second pick, a last day of the stretch.
                      <Calendar
                        mode="range"
                        selected={
                          field.value
                            ? { from: toLocalDate(field.value), to: toLocalDate(through || field.value) }
                            : undefined
                        }
                        onSelect={(range) => {
                          const first = range?.from ? toIsoDate(range.from) : '';
                          const last = range?.to ? toIsoDate(range.to) : '';
                          field.onChange(first);
                          form.setValue('through', last && last !== first ? last : '', {
                            shouldValidate: form.formState.isSubmitted,
                          });
                        }}
                        defaultMonth={toLocalDate(field.value || today)}
                        disabled={{ before: toLocalDate(today) }}
                        startMonth={toLocalDate(today)}
                      />
                    ) : (
                      <Calendar
                        mode="single"
                        selected={field.value ? toLocalDate(field.value) : undefined}
                        onSelect={(date) => field.onChange(date ? toIsoDate(date) : '')}
                        defaultMonth={toLocalDate(field.value || today)}
                        disabled={{ before: toLocalDate(today) }}
                        startMonth={toLocalDate(today)}
                      />
                    )}
                  </div>
                  <p className="text-sm text-muted-foreground" aria-live="polite">
                    {!field.value
                      ? 'No date selected'
                      : allDay && through
                        ? `${formatLongDay(field.value)} – ${formatLongDay(through)}`
                        : formatLongDay(field.value)}
                  </p>
                  {error ? (
                    <p id={`${dateLabelId}-error`} className="text-sm text-destructive">
                      {error}
                    </p>
                  ) : null}
                </FormItem>
              );
            }}
          />
          <div className="grid grid-cols-1 content-start gap-4">
            <FormField
              control={form.control}
              name="allDay"
              render={({ field }) => (
                <FormItem>
                  <div className="flex items-center gap-2">
                    <FormControl>
                      <Checkbox
                        checked={field.value}
                        onCheckedChange={(checked) => {
                          field.onChange(checked === true);
                          if (checked !== true) form.setValue('through', '');
                        }}
                        aria-describedby={allDayHintId}
                      />
                    </FormControl>
                    <FormLabel className="font-normal">{timeOffTexts.allDay}</FormLabel>
                  </div>
                  <p id={allDayHintId} className="text-xs text-muted-foreground">
                    {timeOffTexts.allDayHint}
                  </p>
                </FormItem>
              )}
            />
            {allDay ? null : (
              <>
                <FormField
                  control={form.control}
                  name="start"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Start time</FormLabel>
                      <FormControl>
                        <TimeSelect
                          value={field.value}
                          onValueChange={field.onChange}
                          options={workingHourOptions}
                          onBlur={field.onBlur}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="durationMinutes"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Duration</FormLabel>
                      <Select value={String(field.value)} onValueChange={(value) => field.onChange(Number(value))}>
                        <FormControl>
                          <SelectTrigger>
                            <SelectValue />
                          </SelectTrigger>
                        </FormControl>
                        <SelectContent>
                          {blockDurationsMinutes.map((minutes) => (
                            <SelectItem key={minutes} value={String(minutes)}>
                              {durationLabel(minutes)}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <div className="grid grid-cols-1 gap-2">
                  <Label htmlFor={endTimeId}>End time</Label>
                  <Input
                    id={endTimeId}
                    readOnly
                    value={end}
                    placeholder="Pick a start time"
                    aria-describedby={`${endTimeId}-hint`}
                    className="bg-muted/50 tabular-nums"
                  />
                  <p id={`${endTimeId}-hint`} className="text-xs text-muted-foreground">
                    Start time plus duration; a block ends at midnight at the latest.
                  </p>
                </div>
              </>
            )}
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    Reason <span className="font-normal text-muted-foreground">(optional)</span>
                  </FormLabel>
                  <FormControl>
                    <Input
                      placeholder="e.g. Personal appointment"
                      maxLength={blockReasonMaxLength}
                      autoComplete="off"
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
        </div>
        {clash ? (
          <p role="alert" className="text-sm text-destructive">
            {clash}
          </p>
        ) : null}
        <FormDialogFooter onCancel={onDone} pending={save.isPending} submitLabel="Block Time" />
      </form>
    </Form>
  );
}
