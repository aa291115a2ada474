import { useId, useState } from 'react';
import { CalendarClockIcon } from 'lucide-react';
import { toast } from 'sonner';
import { format, parseISO } from 'date-fns';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { dateFormats } from '@sudsy/domain/constants';
import {
  pendingProposal,
  rescheduleStatusLabels,
  rescheduleTexts,
  rescheduleToasts,
  type JobSlot,
  type RescheduleProposal,
} from '@sudsy/domain/reschedule';
import type { Role } from '@sudsy/domain/roles';
import { PendingLabel } from '@/components/pending-label';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-message';
import { useAnswerReschedule } from '../api/answer-reschedule';
import { useWithdrawReschedule } from '../api/withdraw-reschedule';
import { formatAppointmentDay } from '../lib/appointment-format';
import { formatTimeRange } from '@/lib/day-format';
import { useHasStarted } from '../lib/use-has-started';
import { RescheduleDialog } from './reschedule-dialog';

/** 'Tue, Jun 3, 2030, 9:00 AM – 10:30 AM', as the page's header writes the booked time. */
function slotText(slot: JobSlot): string {
  return `${formatAppointmentDay(slot.date)}, ${formatTimeRange(slot.start, slot.end)}`;
}

type RescheduleCardProps = { appointment: AppointmentDetail; role: Role };

/**
 * Change of time, for both sides: propose a new time while the job is scheduled and not started,
 * answer or withdraw the open proposal, and read the earlier ones. Nothing at all for a job that can
 * no longer move and never had a proposal.
 */
export function RescheduleCard({ appointment, role }: RescheduleCardProps) {
  const started = useHasStarted(appointment.startsAt);
  const [proposing, setProposing] = useState(false);
  const movable = appointment.status === 'scheduled' && !started;
  // Once the job cannot move, an unanswered proposal can no longer take effect: it is history too.
  const pending = movable ? pendingProposal(appointment.reschedules) : null;
  const history = appointment.reschedules.filter((proposal) => proposal !== pending);
  const otherName = role === 'washer' ? appointment.ownerName : appointment.washer.name;
  if (!movable && history.length === 0) return null;

  return (
    <SectionCard
      id="appointment-reschedule"
      title={rescheduleTexts.title}
      icon={<CalendarClockIcon />}
      description={movable ? rescheduleTexts.description : rescheduleTexts.closed}
    >
      <div className="grid gap-5">
        {pending ? (
          <PendingProposal appointmentId={appointment.id} proposal={pending} role={role} otherName={otherName} />
        ) : movable ? (
          <Button className="w-full justify-self-start sm:w-auto" onClick={() => setProposing(true)}>
            <CalendarClockIcon aria-hidden />
            {rescheduleTexts.propose}
          </Button>
        ) : null}
        {history.length > 0 ? <RescheduleHistory proposals={history} role={role} otherName={otherName} /> : null}
      </div>
      {movable ? (
        <RescheduleDialog
          appointment={appointment}
          otherName={otherName}
          open={proposing}
          onOpenChange={setProposing}
        />
      ) : null}
    </SectionCard>
  );
}

type PendingProposalProps = { appointmentId: string; proposal: RescheduleProposal; role: Role; otherName: string };

/** The open proposal: its proposer may withdraw it, the other side accepts or declines it. */
function PendingProposal({ appointmentId, proposal, role, otherName }: PendingProposalProps) {
  const mine = proposal.proposedBy === role;
  const when = slotText(proposal.to);
  return (
    <div className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p role="status" className="flex items-start gap-2 text-sm font-medium">
        <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>{mine ? rescheduleTexts.waiting(otherName, when) : rescheduleTexts.proposes(otherName, when)}</span>
      </p>
      {mine ? (
        <WithdrawButton appointmentId={appointmentId} proposalId={proposal.id} />
      ) : (
        <AnswerButtons appointmentId={appointmentId} proposalId={proposal.id} />
      )}
    </div>
  );
}

function failed(error: unknown) {
  toast.error(rescheduleToasts.failed.title, {
    description: serverMessage(error) ?? rescheduleToasts.failed.description,
  });
}

function AnswerButtons({ appointmentId, proposalId }: { appointmentId: string; proposalId: string }) {
  const answer = useAnswerReschedule(appointmentId);
  const send = async (accept: boolean) => {
    try {
      await answer.mutateAsync({ proposalId, accept });
      const done = accept ? rescheduleToasts.accepted : rescheduleToasts.declined;
      toast.success(done.title, { description: done.description });
    } catch (error) {
      failed(error);
    }
  };
  const sending = answer.isPending ? answer.variables.accept : null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button disabled={answer.isPending} onClick={() => void send(true)}>
        <PendingLabel pending={sending === true} idle={rescheduleTexts.accept} busy={rescheduleTexts.accepting} />
      </Button>
      <Button variant="outline" disabled={answer.isPending} onClick={() => void send(false)}>
        <PendingLabel pending={sending === false} idle={rescheduleTexts.decline} busy={rescheduleTexts.declining} />
      </Button>
    </div>
  );
}

function WithdrawButton({ appointmentId, proposalId }: { appointmentId: string; proposalId: string }) {
  const withdraw = useWithdrawReschedule(appointmentId);
  const send = async () => {
    try {
      await withdraw.mutateAsync(proposalId);
      toast.success(rescheduleToasts.withdrawn.title, { description: rescheduleToasts.withdrawn.description });
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Button
      variant="outline"
      className="w-full justify-self-start sm:w-auto"
      disabled={withdraw.isPending}
      onClick={() => void send()}
    >
      <PendingLabel pending={withdraw.isPending} idle={rescheduleTexts.withdraw} busy={rescheduleTexts.withdrawing} />
    </Button>
  );
}

type RescheduleHistoryProps = { proposals: readonly RescheduleProposal[]; role: Role; otherName: string };

/** Every earlier proposal, the latest first, with how it ended and when it was made. */
function RescheduleHistory({ proposals, role, otherName }: RescheduleHistoryProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {rescheduleTexts.historyTitle}
      </h3>
      <ol className="grid gap-2">
        {proposals.map((proposal) => (
          <li key={proposal.id} className="grid gap-1.5 rounded-lg border p-3 text-sm">
            <p>
              {rescheduleTexts.historyLine(
                proposal.proposedBy === role ? rescheduleTexts.you : otherName,
                slotText(proposal.from),
                slotText(proposal.to),
              )}
            </p>
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="secondary">{rescheduleStatusLabels[proposal.status]}</Badge>
              <time dateTime={proposal.createdAt}>
                {rescheduleTexts.proposedOn(format(parseISO(proposal.createdAt), dateFormats.withTime))}
              </time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
