import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CarFrontIcon, CheckCircle2Icon, MapPinCheckIcon, NavigationIcon, PlayIcon } from 'lucide-react';
import { toast } from 'sonner';
import { appointmentTexts, type AppointmentDetail } from '@sudsy/domain/appointment';
import {
  canCompleteEarly,
  clockTimeIn,
  jobDayStatus,
  jobDayTexts,
  nextSteps,
  type JobDay,
  type JobDayStep,
} from '@sudsy/domain/job-day';
import { missingAngles, proofPhotoMessages } from '@sudsy/domain/photo-proof';
import { formatTime12h } from '@sudsy/domain/time-slots';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { LoadFailed } from '@/components/load-failed';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useJobDay } from '../api/get-job-day';
import { useProofPhotos } from '../api/get-proof-photos';
import { useSendLiveLocation } from '../api/send-live-location';
import { useTakeJobDayStep } from '../api/take-job-day-step';
import { formatAppointmentDay } from '../lib/appointment-format';
import { useHasStarted } from '../lib/use-has-started';
import { currentPosition, useLiveLocation, type LocationSharing } from '../lib/use-live-location';
import { CompleteAppointmentDialog } from './complete-appointment-dialog';
import { ArrivalNoteDialog } from './arrival-note-dialog';
import { JobDayTimes } from './job-day-times';

/** Every button of the day fills a phone's width and stands 48 px high: it is tapped on the street. */
export const dayButtonClassName = 'h-12 w-full text-base sm:w-auto sm:min-w-56';

const stepIcons = { on_my_way: NavigationIcon, arrived: MapPinCheckIcon, in_progress: PlayIcon } as const;

/** What the schedule's next-step button asks this page to do on arrival: the same step, taken here. */
export type DayStepRequest = { takeStep?: JobDayStep };

/**
 * The washer's day of a scheduled job (docs/product.md, "The day of the job"): the next step's
 * button (On my way, I've arrived, Start the job), then Mark completed. On my way asks the browser
 * for the location, optional, and shares it until arrival.
 */
export function WasherJobDay({ appointment }: { appointment: AppointmentDetail }) {
  const day = useJobDay(appointment.id);
  if (day.isPending)
    return (
      <div role="status" aria-label="Loading the day of the job" className="grid gap-3">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-12 w-full sm:w-56" />
      </div>
    );
  if (day.isError)
    return (
      <LoadFailed
        title="Could not load the day of this job"
        description="Check your connection and try again."
        onRetry={() => void day.refetch()}
        retrying={day.isRefetching}
      />
    );
  return <WasherDaySteps appointment={appointment} day={day.data} />;
}

function WasherDaySteps({ appointment, day }: { appointment: AppointmentDetail; day: JobDay }) {
  const take = useTakeJobDayStep(appointment.id);
  const send = useSendLiveLocation(appointment.id);
  const onTheWay = day.step === 'on_my_way';
  const live = useLiveLocation(onTheWay, (point) =>
    send.mutate(point, {
      // Refused because the washer has just arrived (409) or sent a moment ago (429): nothing to tell.
      onError: (error) => {
        if (!(error instanceof ApiError && (error.status === 409 || error.status === 429)))
          toast.error(jobDayTexts.sendFailed);
      },
    }),
  );
  const [noteFor, setNoteFor] = useState<{ message: string; location: Coordinates | null } | null>(null);
  const [busy, setBusy] = useState<JobDayStep | null>(null);
  const open = useHasStarted(day.opensAt);
  const started = useHasStarted(appointment.startsAt);

  const run = async (step: JobDayStep) => {
    setBusy(step);
    try {
      if (step === 'on_my_way') {
        const { point, refused } = await currentPosition();
        live.settle(point ? 'sharing' : refused ? 'refused' : 'unavailable');
        await take.mutateAsync({ step, ...(point && { location: point }) });
        if (point) live.start(point);
      } else if (step === 'arrived') {
        const { point } = await currentPosition();
        await arrive(point, '');
      } else {
        await take.mutateAsync({ step });
      }
    } catch (error) {
      toast.error(jobDayTexts.stepFailed, { description: serverMessage(error) ?? undefined });
    } finally {
      setBusy(null);
    }
  };

  const arrive = async (location: Coordinates | null, note: string) => {
    try {
      await take.mutateAsync({ step: 'arrived', note, ...(location && { location }) });
      setNoteFor(null);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'note_required') setNoteFor({ message: error.message, location });
      else throw error;
    }
  };

  useStepRequested(day, open, (step) => void run(step));

  const [next, alternative] = nextSteps(day.step);
  const canComplete = started || canCompleteEarly(day.step);
  // Start the job waits for the walkaround (the card below takes it).
  const photos = useProofPhotos(appointment.id);
  const needsWalkaround = next === 'in_progress' && missingAngles(photos.data ?? []).length > 0;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <div role="status" aria-live="polite" className="flex items-center gap-2 text-lg font-semibold">
          <CarFrontIcon className="size-5 shrink-0 text-primary" aria-hidden />
          {jobDayStatus(day)}
        </div>
        <JobDayTimes day={day} timeZone={appointment.timeZone} />
        {onTheWay ? <SharingLine sharing={live.sharing} /> : null}
      </div>
      {next && !open ? (
        <div className="grid gap-2">
          <Button disabled className={dayButtonClassName} aria-describedby="job-day-opens">
            <NavigationIcon aria-hidden />
            {jobDayTexts.buttons.on_my_way}
          </Button>
          <p id="job-day-opens" className="text-sm text-muted-foreground">
            {jobDayTexts.opensAt(
              `${formatAppointmentDay(appointment.date)} at ${clockTimeIn(day.opensAt, appointment.timeZone)}`,
            )}
          </p>
        </div>
      ) : next ? (
        <div className="grid gap-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <StepButton
              step={next}
              busy={busy}
              blocked={needsWalkaround ? proofPhotoMessages.walkaroundMissing : null}
              onClick={() => void run(next)}
            />
            {alternative ? (
              <Button
                variant="outline"
                className={dayButtonClassName}
                disabled={busy !== null}
                onClick={() => void run(alternative)}
              >
                <MapPinCheckIcon aria-hidden />
                {jobDayTexts.alreadyThere}
              </Button>
            ) : null}
            {onTheWay && live.sharing !== 'sharing' && live.sharing !== 'refused' ? (
              <Button variant="outline" className={dayButtonClassName} onClick={() => live.start()}>
                <NavigationIcon aria-hidden />
                Share my location
              </Button>
            ) : null}
          </div>
          {day.step === null ? <p className="text-sm text-muted-foreground">{jobDayTexts.locationOptional}</p> : null}
        </div>
      ) : null}
      <FinishJob appointment={appointment} canComplete={canComplete} />
      <ArrivalNoteDialog
        open={noteFor !== null}
        message={noteFor?.message ?? ''}
        onOpenChange={(isOpen) => {
          if (!isOpen) setNoteFor(null);
        }}
        onConfirm={(note) => arrive(noteFor?.location ?? null, note)}
      />
    </div>
  );
}

/** The next step's button; `blocked` says why it cannot be taken yet. */
function StepButton({
  step,
  busy,
  blocked,
  onClick,
}: {
  step: JobDayStep;
  busy: JobDayStep | null;
  blocked: string | null;
  onClick: () => void;
}) {
  const Icon = stepIcons[step];
  const button = (
    <Button
      className={dayButtonClassName}
      disabled={busy !== null || blocked !== null}
      aria-describedby={blocked ? 'job-day-blocked' : undefined}
      onClick={onClick}
    >
      <Icon aria-hidden />
      <PendingLabel pending={busy === step} idle={jobDayTexts.buttons[step]} busy="Saving..." />
    </Button>
  );
  if (!blocked) return button;
  return (
    <div className="grid gap-2">
      {button}
      <p id="job-day-blocked" className="text-sm text-muted-foreground">
        {blocked}
      </p>
    </div>
  );
}

function SharingLine({ sharing }: { sharing: LocationSharing }) {
  const text =
    sharing === 'sharing'
      ? jobDayTexts.sharing
      : sharing === 'unavailable'
        ? jobDayTexts.locationUnavailable
        : jobDayTexts.notSharing;
  return <p className="text-sm text-muted-foreground">{text}</p>;
}

/** Mark Completed, open from the job's start or once the washer has arrived; before, it says when it opens. */
function FinishJob({ appointment, canComplete }: { appointment: AppointmentDetail; canComplete: boolean }) {
  if (canComplete)
    return (
      <div className="grid gap-2 border-t pt-4">
        <p className="text-sm text-muted-foreground">{jobDayTexts.readyToComplete}</p>
        <CompleteAppointmentDialog appointmentId={appointment.id} triggerClassName={dayButtonClassName} />
      </div>
    );
  const opens = `${formatAppointmentDay(appointment.date)} at ${formatTime12h(appointment.start)}`;
  return (
    <div className="grid gap-2 border-t pt-4">
      <Button disabled variant="outline" className={dayButtonClassName} aria-describedby="appointment-complete-opens">
        <CheckCircle2Icon aria-hidden />
        {appointmentTexts.markCompleted}
      </Button>
      <p id="appointment-complete-opens" className="text-sm text-muted-foreground">
        {appointmentTexts.completeFrom(opens)}
      </p>
    </div>
  );
}

/**
 * The schedule's next-step button opens this page asking for a step: it is taken once the day is
 * read, when it is still the next one, and the request is dropped so a reload does not repeat it.
 */
function useStepRequested(day: JobDay, open: boolean, take: (step: JobDayStep) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = (location.state as DayStepRequest | null)?.takeStep;
  const done = useRef(false);
  useEffect(() => {
    if (!requested || done.current) return;
    done.current = true;
    void navigate(location.pathname, { replace: true, state: null });
    if (open && nextSteps(day.step).includes(requested)) take(requested);
  }, [requested, open, day.step, take, navigate, location.pathname]);
}
