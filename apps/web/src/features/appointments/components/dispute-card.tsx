import { useState } from 'react';
import { format, parseISO } from 'date-fns';
import { toast } from 'sonner';
import { LifeBuoyIcon } from 'lucide-react';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import {
  disputeAnswerText,
  disputeCardTexts as texts,
  disputeOutcomeText,
  disputeStateText,
  type Dispute,
} from '@sudsy/domain/disputes';
import { formatCents } from '@sudsy/domain/money';
import type { Role } from '@sudsy/domain/roles';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { useAnswerDisputeOffer } from '../api/answer-dispute-offer';
import { useDispute } from '../api/get-dispute';
import { DisputeAnswerForm } from './dispute-answer-form';
import { DisputeReportDialog } from './dispute-report-dialog';

const moment = (iso: string) => format(parseISO(iso), 'EEE d MMM, h:mm a');

/**
 * A completed job's dispute (docs/product.md, "Disputes"): the owner reports a problem within 72
 * hours; both sides then see its state, the washer answers it and the owner answers an offer, and
 * both read the outcome. Nothing shows on a job with no dispute that can no longer have one.
 */
export function DisputeCard({ appointment, role }: { appointment: AppointmentDetail; role: Role }) {
  const completed = appointment.status === 'completed';
  const query = useDispute(appointment.id, completed);
  const [reporting, setReporting] = useState(false);
  if (!completed) return null;
  if (query.isPending)
    return (
      <div role="status" aria-label="Loading">
        <Skeleton className="h-24 rounded-xl" />
      </div>
    );
  if (query.isError)
    return (
      <LoadFailed
        title={texts.loadFailed}
        description={serverMessage(query.error) ?? ''}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  const { dispute, openUntil, paidCents } = query.data;
  if (!dispute) {
    if (role !== 'owner' || !openUntil) return null;
    return (
      <SectionCard
        id="appointment-dispute"
        title={texts.reportTitle}
        icon={<LifeBuoyIcon />}
        description={texts.reportIntro(moment(openUntil))}
      >
        <Button variant="outline" onClick={() => setReporting(true)}>
          {texts.report}
        </Button>
        <DisputeReportDialog
          appointmentId={appointment.id}
          paidCents={paidCents}
          open={reporting}
          onOpenChange={setReporting}
        />
      </SectionCard>
    );
  }
  const side = role === 'washer' ? 'washer' : 'owner';
  return (
    <SectionCard
      id="appointment-dispute"
      title={texts.title}
      icon={<LifeBuoyIcon />}
      description={
        <span role="status">{dispute.status === 'resolved' ? texts.resolved : disputeStateText(dispute, side)}</span>
      }
    >
      <div className="grid gap-5 text-sm">
        <DisputeReport dispute={dispute} side={side} />
        {dispute.answer ? (
          <div className="grid gap-1">
            <h3 className="font-semibold">{texts.answer}</h3>
            <p>{disputeAnswerText(dispute.answer)}</p>
            <p dir="auto" className="whitespace-pre-line text-muted-foreground">
              {dispute.answer.message}
            </p>
          </div>
        ) : null}
        {dispute.status === 'resolved' ? <DisputeOutcome dispute={dispute} /> : null}
        {!dispute.paidThroughSudsy && dispute.status !== 'resolved' ? (
          <p className="text-muted-foreground">{texts.payAtJob}</p>
        ) : null}
        {side === 'washer' && dispute.status === 'awaiting_washer' ? (
          <div className="grid gap-3">
            {dispute.dueAt ? <p className="font-medium">{texts.answerBy(moment(dispute.dueAt))}</p> : null}
            <DisputeAnswerForm appointmentId={appointment.id} paidCents={paidCents} />
          </div>
        ) : null}
        {side === 'owner' && dispute.status === 'awaiting_owner' ? (
          <OfferActions appointmentId={appointment.id} dueAt={dispute.dueAt} />
        ) : null}
      </div>
    </SectionCard>
  );
}

function DisputeReport({ dispute, side }: { dispute: Dispute; side: 'owner' | 'washer' }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">{side === 'owner' ? texts.yourReport : texts.ownerReport}</h3>
      <p dir="auto" className="whitespace-pre-line">
        {dispute.problem}
      </p>
      <p>
        <span className="text-muted-foreground">{texts.asked}: </span>
        <span className="font-medium">{formatCents(dispute.askedCents, { always2: true })}</span>
      </p>
      {dispute.photos.length > 0 ? (
        <ul aria-label="Photos of the problem" className="grid grid-cols-4 gap-2 sm:max-w-md">
          {dispute.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer" className="block rounded-md focus-visible:ring-2">
                <img
                  src={photo.thumbUrl}
                  alt={`Photo ${index + 1} of the problem`}
                  className="aspect-square w-full rounded-md border object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function DisputeOutcome({ dispute }: { dispute: Dispute }) {
  return (
    <div className="grid gap-1 rounded-lg border border-primary/30 bg-primary/5 p-3">
      <h3 className="font-semibold">{texts.outcome}</h3>
      <p>{disputeOutcomeText(dispute)}</p>
      {dispute.decisionReason ? (
        <p>
          <span className="text-muted-foreground">{texts.reason}: </span>
          <span dir="auto">{dispute.decisionReason}</span>
        </p>
      ) : null}
    </div>
  );
}

function OfferActions({ appointmentId, dueAt }: { appointmentId: string; dueAt: string | null }) {
  const answer = useAnswerDisputeOffer(appointmentId);
  const send = (accept: boolean) =>
    answer.mutate(accept, {
      onSuccess: () => toast.success(accept ? texts.accepted : texts.declined),
      onError: (failure) => toast.error(texts.answer, { description: serverMessage(failure) ?? 'Please try again.' }),
    });
  return (
    <div className="grid gap-2">
      {dueAt ? <p className="font-medium">{texts.ownerAnswerBy(moment(dueAt))}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button disabled={answer.isPending} onClick={() => send(true)}>
          {texts.accept}
        </Button>
        <Button variant="outline" disabled={answer.isPending} onClick={() => send(false)}>
          {texts.decline}
        </Button>
      </div>
    </div>
  );
}
