import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { CircleStopIcon, HourglassIcon, RepeatIcon, SkipForwardIcon } from 'lucide-react';
import { toast } from 'sonner';
import {
  declinedSeriesBadge,
  repeatLabel,
  repeatLengthLabel,
  seriesFailedToasts,
  seriesMessages,
  seriesStatusBadges,
  seriesTexts,
  skippedBadge,
  type Series,
} from '@sudsy/domain/repeat-series';
import type { Role } from '@sudsy/domain/roles';
import { appointmentStatusBadge } from '@sudsy/domain/schedule-rules';
import { StatusBadgeView } from '@/components/appointment-status-badge';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { useErrorToast } from '@/lib/use-error-toast';
import { cn } from '@/lib/utils';
import { useEndSeries } from '../api/end-series';
import { useSeries } from '../api/get-series';
import { useSkipSeriesWash } from '../api/skip-series-wash';
import { formatAppointmentDay } from '../lib/appointment-format';
import { formatTimeRange } from '@/lib/day-format';
import { useHasStarted } from '../lib/use-has-started';
import { SeriesReview } from './series-review';

type Occurrence = Series['occurrences'][number];
/** Finds the element to focus once an answer has removed the button that had it. */
type FocusTarget = () => HTMLElement | null;

const washLinkId = (appointmentId: string) => `series-wash-${appointmentId}`;

function failed(title: string, error: unknown) {
  toast.error(title, { description: serverMessage(error) ?? seriesFailedToasts.fallback });
}

type SeriesCardProps = { seriesId: string; appointmentId: string; role: Role };

/**
 * The repeat series this appointment belongs to (docs/product.md, "Recurring washes"): how it
 * repeats, its state and each wash, with the washer's review of it date by date while it waits for
 * them, a skip per wash to come and End.
 */
export function SeriesCard({ seriesId, appointmentId, role }: SeriesCardProps) {
  const series = useSeries(seriesId);
  useErrorToast(series, seriesFailedToasts.load, seriesTexts.loadFailedDescription);
  const data = series.data;
  return (
    <SectionCard
      id="appointment-series"
      title={seriesTexts.title}
      icon={<RepeatIcon />}
      description={data ? `${repeatLabel(data.everyWeeks)} · ${repeatLengthLabel(data.months)}` : undefined}
    >
      {data ? (
        <SeriesBody series={data} appointmentId={appointmentId} role={role} />
      ) : series.isError ? (
        <LoadFailed
          title={seriesTexts.loadFailed}
          description={serverMessage(series.error) ?? seriesTexts.loadFailedDescription}
          onRetry={() => void series.refetch()}
          retrying={series.isFetching}
        />
      ) : (
        <SeriesSkeleton />
      )}
    </SectionCard>
  );
}

/**
 * Accept, Skip and End vanish once answered, taking the keyboard focus with them: it then goes to
 * `target` rather than back to the page's start. Waits for the confirm dialog, which on closing
 * gives focus back to its trigger when that is still there.
 */
function useFocusAfterAnswer(series: Series) {
  const target = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const find = target.current;
    if (!find) return;
    target.current = null;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (active === null || active === document.body || !active.isConnected) find()?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [series]);
  return (find: FocusTarget) => {
    target.current = find;
  };
}

function SeriesBody({ series, appointmentId, role }: { series: Series; appointmentId: string; role: Role }) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusAfterAnswer = useFocusAfterAnswer(series);
  const toStatus = () => focusAfterAnswer(() => statusRef.current);
  const otherName = role === 'washer' ? series.ownerName : series.washerName;
  const open = series.status !== 'ended';
  // While the series waits for them, the washer answers it date by date; skipping and ending come after.
  const reviewing = role === 'washer' && series.status === 'pending';
  return (
    <div className="grid gap-5">
      <p ref={statusRef} tabIndex={-1} className="flex flex-wrap items-center gap-2 text-sm outline-none">
        <span className="text-muted-foreground">{seriesTexts.status}</span>
        <StatusBadgeView badge={series.declined ? declinedSeriesBadge : seriesStatusBadges[series.status]} />
      </p>
      {series.status === 'pending' ? (
        <div className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
          <p className="flex items-start gap-2 text-sm font-medium">
            <HourglassIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>{role === 'washer' ? seriesTexts.toAccept(series.ownerName) : seriesMessages.waitingForWasher}</span>
          </p>
        </div>
      ) : null}
      {reviewing ? (
        <SeriesReview series={series} appointmentId={appointmentId} beforeAnswer={toStatus} />
      ) : (
        <Washes
          series={series}
          appointmentId={appointmentId}
          otherName={otherName}
          beforeAnswer={(wash) => focusAfterAnswer(() => document.getElementById(washLinkId(wash)))}
        />
      )}
      {open && !reviewing ? (
        <EndSeriesButton seriesId={series.id} otherName={otherName} beforeAnswer={toStatus} />
      ) : null}
    </div>
  );
}

type WashesProps = {
  series: Series;
  appointmentId: string;
  otherName: string;
  beforeAnswer: (appointmentId: string) => void;
};

/** Every wash of the series in date order, this page's own marked, each linking to its page. */
function Washes({ series, appointmentId, otherName, beforeAnswer }: WashesProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {seriesTexts.washes}
      </h3>
      <ol className="grid gap-2">
        {series.occurrences.map((wash) => (
          <WashRow
            key={wash.appointmentId}
            seriesId={series.id}
            wash={wash}
            current={wash.appointmentId === appointmentId}
            skippable={series.status !== 'ended' && wash.status === 'scheduled'}
            otherName={otherName}
            beforeAnswer={() => beforeAnswer(wash.appointmentId)}
          />
        ))}
      </ol>
    </section>
  );
}

type WashRowProps = {
  seriesId: string;
  wash: Occurrence;
  current: boolean;
  skippable: boolean;
  otherName: string;
  beforeAnswer: () => void;
};

function WashRow({ seriesId, wash, current, skippable, otherName, beforeAnswer }: WashRowProps) {
  // Only a wash still to come can be skipped; the row drops Skip when its start arrives.
  const started = useHasStarted(wash.startsAt);
  const when = `${formatAppointmentDay(wash.date)}, ${formatTimeRange(wash.start, wash.end)}`;
  return (
    <li
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-3 text-sm',
        current && 'border-primary/40 bg-primary/5',
      )}
    >
      <Link
        id={washLinkId(wash.appointmentId)}
        to={`/appointments/${encodeURIComponent(wash.appointmentId)}`}
        aria-current={current ? 'page' : undefined}
        className="min-w-0 font-medium break-words text-primary underline-offset-4 hover:underline"
      >
        <time dateTime={wash.startsAt}>{when}</time>
      </Link>
      {/* aria-current already tells a screen reader; this is the same for the eye. */}
      {current ? (
        <span className="text-xs text-muted-foreground" aria-hidden>
          {seriesTexts.thisWash}
        </span>
      ) : null}
      <StatusBadgeView badge={wash.skipped ? skippedBadge : appointmentStatusBadge(wash.status)} />
      {skippable && !started ? (
        <SkipWashButton seriesId={seriesId} wash={wash} when={when} otherName={otherName} beforeAnswer={beforeAnswer} />
      ) : null}
    </li>
  );
}

type SkipWashButtonProps = {
  seriesId: string;
  wash: Occurrence;
  when: string;
  otherName: string;
  beforeAnswer: () => void;
};

function SkipWashButton({ seriesId, wash, when, otherName, beforeAnswer }: SkipWashButtonProps) {
  const skip = useSkipSeriesWash(seriesId);
  const day = formatAppointmentDay(wash.date);
  const confirm = async () => {
    beforeAnswer();
    try {
      await skip.mutateAsync(wash.appointmentId);
      toast.success(seriesMessages.skipped);
      return true;
    } catch (error) {
      failed(seriesFailedToasts.skip, error);
      return false;
    }
  };
  return (
    <ConfirmDialog
      trigger={
        // Every wash has a Skip: its name says which.
        <Button variant="outline" size="sm" className="ml-auto" aria-label={seriesTexts.skipWash(day)}>
          <SkipForwardIcon aria-hidden />
          {seriesTexts.skip}
        </Button>
      }
      title={seriesTexts.skipTitle(day)}
      description={seriesTexts.skipDescription(when, otherName)}
      cancelLabel={seriesTexts.keepWash}
      confirmLabel={seriesTexts.skipConfirm}
      destructive
      onConfirm={confirm}
      waitFor={{ pending: skip.isPending, busyLabel: seriesTexts.skipping }}
    />
  );
}

type EndSeriesButtonProps = { seriesId: string; otherName: string; beforeAnswer: () => void };

function EndSeriesButton({ seriesId, otherName, beforeAnswer }: EndSeriesButtonProps) {
  const end = useEndSeries(seriesId);
  const confirm = async () => {
    beforeAnswer();
    try {
      await end.mutateAsync();
      toast.success(seriesMessages.endedToast);
      return true;
    } catch (error) {
      failed(seriesFailedToasts.end, error);
      return false;
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          className="w-full justify-self-start text-destructive hover:bg-destructive/10 hover:text-destructive sm:w-auto"
        >
          <CircleStopIcon aria-hidden />
          {seriesTexts.end}
        </Button>
      }
      title={seriesTexts.endTitle}
      description={seriesTexts.endDescription(otherName)}
      cancelLabel={seriesTexts.keepSeries}
      confirmLabel={seriesTexts.end}
      destructive
      onConfirm={confirm}
      waitFor={{ pending: end.isPending, busyLabel: seriesTexts.ending }}
    />
  );
}

/** About as tall as a series of three washes, so the page moves little when it arrives. */
function SeriesSkeleton() {
  return (
    <div role="status" className="grid gap-5">
      <span className="sr-only">{seriesTexts.loading}</span>
      <Skeleton className="h-5 w-40" />
      <div className="grid gap-2">
        <Skeleton className="h-4 w-16" />
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full rounded-lg" />
        ))}
      </div>
      <Skeleton className="h-9 w-full sm:w-32" />
    </div>
  );
}
