import { useId, useState } from 'react';
import { CheckIcon, XIcon } from 'lucide-react';
import { toast } from 'sonner';
import {
  reviewableWashes,
  seriesFailedToasts,
  seriesMessages,
  seriesTexts,
  skippedBadge,
  type Series,
} from '@sudsy/domain/repeat-series';
import { appointmentStatusBadge } from '@sudsy/domain/schedule-rules';
import { StatusBadgeView } from '@/components/appointment-status-badge';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { serverMessage } from '@/lib/error-message';
import { cn } from '@/lib/utils';
import { useAcceptSeries } from '../api/accept-series';
import { useDeclineSeries } from '../api/decline-series';
import { formatAppointmentDay } from '../lib/appointment-format';
import { formatTimeRange } from '@/lib/day-format';

type Occurrence = Series['occurrences'][number];

const whenOf = (wash: Occurrence) => `${formatAppointmentDay(wash.date)}, ${formatTimeRange(wash.start, wash.end)}`;

type SeriesReviewProps = { series: Series; appointmentId: string; beforeAnswer: () => void };

/**
 * The washer's answer to a pending series, date by date (docs/product.md, "Recurring washes"):
 * each wash still to come is kept unless unticked; accepting books the kept ones and cancels the
 * others, and declining cancels them all. The server checks the same rule when the answer arrives.
 */
export function SeriesReview({ series, appointmentId, beforeAnswer }: SeriesReviewProps) {
  const [declined, setDeclined] = useState<ReadonlySet<string>>(new Set());
  const accept = useAcceptSeries(series.id);
  const hintId = useId();
  // Read at each render: a date whose start passes while the card is open drops out of the review.
  const reviewable = new Set(reviewableWashes(series.occurrences, new Date()).map((wash) => wash.appointmentId));
  const chosen = [...declined].filter((id) => reviewable.has(id));
  const kept = reviewable.size - chosen.length;
  const noneKept = chosen.length > 0 && kept === 0;

  const toggle = (id: string, keep: boolean) =>
    setDeclined((current) => {
      const next = new Set(current);
      if (keep) next.delete(id);
      else next.add(id);
      return next;
    });

  const send = async () => {
    beforeAnswer();
    try {
      await accept.mutateAsync({ declined: chosen });
      toast.success(chosen.length === 0 ? seriesMessages.accepted : seriesMessages.acceptedPart(kept, reviewable.size));
    } catch (error) {
      toast.error(seriesFailedToasts.accept, {
        description: serverMessage(error) ?? seriesFailedToasts.fallback,
      });
    }
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!noneKept && !accept.isPending) void send();
      }}
    >
      <fieldset className="grid min-w-0 gap-2" disabled={accept.isPending}>
        <legend className="mb-1 text-sm font-semibold">{seriesTexts.reviewLegend}</legend>
        <p className="text-sm text-muted-foreground">{seriesTexts.reviewHint}</p>
        <ol className="grid gap-2">
          {series.occurrences.map((wash) => (
            <ReviewRow
              key={wash.appointmentId}
              wash={wash}
              current={wash.appointmentId === appointmentId}
              reviewable={reviewable.has(wash.appointmentId)}
              keep={!declined.has(wash.appointmentId)}
              onKeep={(keep) => toggle(wash.appointmentId, keep)}
            />
          ))}
        </ol>
      </fieldset>
      {/* Always there, so a screen reader hears the hint as the last box is unticked. */}
      <p id={hintId} role="status" className="text-sm text-destructive empty:hidden">
        {noneKept ? seriesTexts.keepOne : null}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          type="submit"
          className="w-full sm:w-auto"
          disabled={accept.isPending || noneKept}
          aria-describedby={noneKept ? hintId : undefined}
        >
          {accept.isPending ? null : <CheckIcon aria-hidden />}
          <PendingLabel
            pending={accept.isPending}
            idle={chosen.length === 0 ? seriesTexts.acceptAll : seriesTexts.acceptSome(kept, reviewable.size)}
            busy={seriesTexts.accepting}
          />
        </Button>
        <DeclineSeriesButton series={series} beforeAnswer={beforeAnswer} />
      </div>
    </form>
  );
}

type ReviewRowProps = {
  wash: Occurrence;
  current: boolean;
  reviewable: boolean;
  keep: boolean;
  onKeep: (keep: boolean) => void;
};

/** One date: a Keep box named by its date while it can be answered, otherwise how it stands. */
function ReviewRow({ wash, current, reviewable, keep, onKeep }: ReviewRowProps) {
  const id = useId();
  const when = whenOf(wash);
  return (
    <li
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-3 text-sm',
        current && 'border-primary/40 bg-primary/5',
        reviewable && !keep && 'border-dashed bg-muted/40',
      )}
    >
      {reviewable ? (
        <>
          {/* A 44 px target on a phone: the whole label ticks the box. */}
          <Checkbox id={id} checked={keep} onCheckedChange={(state) => onKeep(state === true)} className="size-5" />
          <label htmlFor={id} className="flex min-h-11 min-w-0 flex-1 cursor-pointer flex-wrap items-center gap-x-2">
            <span className="font-medium">{seriesTexts.keep}</span>{' '}
            <time dateTime={wash.startsAt} className={cn('break-words', !keep && 'line-through')}>
              {when}
            </time>
          </label>
        </>
      ) : (
        <>
          <time dateTime={wash.startsAt} className="min-w-0 flex-1 break-words font-medium">
            {when}
          </time>
          <StatusBadgeView badge={wash.skipped ? skippedBadge : appointmentStatusBadge(wash.status)} />
        </>
      )}
      {current ? <span className="text-xs text-muted-foreground">{seriesTexts.thisWash}</span> : null}
    </li>
  );
}

function DeclineSeriesButton({ series, beforeAnswer }: { series: Series; beforeAnswer: () => void }) {
  const decline = useDeclineSeries(series.id);
  const confirm = async () => {
    beforeAnswer();
    try {
      await decline.mutateAsync();
      toast.success(seriesMessages.declinedToast);
      return true;
    } catch (error) {
      toast.error(seriesFailedToasts.decline, {
        description: serverMessage(error) ?? seriesFailedToasts.fallback,
      });
      return false;
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          variant="outline"
          className="w-full text-destructive hover:bg-destructive/10 hover:text-destructive sm:w-auto"
        >
          <XIcon aria-hidden />
          {seriesTexts.decline}
        </Button>
      }
      title={seriesTexts.declineTitle}
      description={seriesTexts.declineDescription(series.ownerName)}
      cancelLabel={seriesTexts.keepSeries}
      confirmLabel={seriesTexts.decline}
      destructive
      onConfirm={confirm}
      waitFor={{ pending: decline.isPending, busyLabel: seriesTexts.declining }}
    />
  );
}
