import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CheckIcon, GavelIcon, XIcon } from 'lucide-react';
import {
  disputeAnswerText,
  disputeCardTexts,
  disputeConsoleTexts as texts,
  disputeEscalationLabels,
  disputeOutcomeText,
  type DisputeCase,
} from '@sudsy/domain/disputes';
import { formatSlot } from '@sudsy/domain/booking';
import { formatCents } from '@sudsy/domain/money';
import { Button } from '@/components/ui/button';
import { AuditWhen } from './audit-entry-parts';
import { DisputeDecisionDialog } from './dispute-decision-dialog';

/**
 * One dispute as the operator decides it: both sides' words, the owner's photos, the job's photos,
 * its checklist and the two sides' messages; Decide… while it waits, the outcome once decided.
 */
export function DisputeCaseDetail({ shown, takeFocus = false }: { shown: DisputeCase; takeFocus?: boolean }) {
  const { dispute, summary, job } = shown;
  const heading = useRef<HTMLHeadingElement>(null);
  const [deciding, setDeciding] = useState(0);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  return (
    <article className="grid min-w-0 gap-5 rounded-lg border p-4 text-sm [overflow-wrap:anywhere] sm:p-5">
      <header className="grid gap-1">
        <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {summary.owner.name} · {summary.washer.name}
        </h3>
        <p className="text-muted-foreground">
          {job.vehicle} · {formatSlot(job.serviceDate, job.startTime)} · {job.address}
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={texts.asked}>{formatCents(dispute.askedCents, { always2: true })}</Fact>
        <Fact label={texts.paid}>{formatCents(dispute.paidCents, { always2: true })}</Fact>
        <Fact label={texts.waitingSince}>
          <AuditWhen at={summary.waitingSince} />
        </Fact>
        <Fact label={texts.why}>{dispute.escalation ? disputeEscalationLabels[dispute.escalation] : '—'}</Fact>
      </dl>
      <Part title={texts.ownerWords}>
        <p dir="auto" className="whitespace-pre-line">
          {dispute.problem}
        </p>
        <PhotoGrid
          label={texts.reportPhotos}
          photos={dispute.photos.map((photo, index) => ({ ...photo, label: `Owner's photo ${index + 1}` }))}
        />
      </Part>
      <Part title={texts.washerWords}>
        {dispute.answer ? (
          <>
            <p className="font-medium">{disputeAnswerText(dispute.answer)}</p>
            <p dir="auto" className="whitespace-pre-line">
              {dispute.answer.message}
            </p>
          </>
        ) : (
          <p className="text-muted-foreground">{texts.noAnswer}</p>
        )}
      </Part>
      <Part title={texts.jobPhotos}>
        <PhotoGrid label={texts.jobPhotos} photos={shown.jobPhotos} />
      </Part>
      <Part title={texts.checklist}>
        {shown.checklist.length === 0 ? (
          <p className="text-muted-foreground">{texts.noChecklist}</p>
        ) : (
          <ul className="grid gap-1">
            {shown.checklist.map((item) => (
              <li key={item.key} className="flex items-start gap-2">
                {item.done ? (
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                ) : (
                  <XIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                )}
                <span>
                  <span className="sr-only">{item.done ? 'Done: ' : 'Not done: '}</span>
                  {item.label}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part title={texts.messages}>
        {shown.messages.length === 0 ? (
          <p className="text-muted-foreground">{texts.noMessages}</p>
        ) : (
          <ol className="grid max-h-80 gap-2 overflow-y-auto">
            {shown.messages.map((message) => (
              <li key={message.id} className="rounded-md bg-muted/50 p-2">
                <p className="text-xs text-muted-foreground">
                  {message.from === 'owner' ? summary.owner.name : summary.washer.name} · <AuditWhen at={message.at} />
                </p>
                <p dir="auto" className="whitespace-pre-line">
                  {message.content}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Part>
      {dispute.status === 'resolved' ? (
        <div role="status" className="grid gap-1 rounded-lg border border-primary/30 bg-primary/5 p-3">
          <p className="font-semibold">{disputeCardTexts.outcome}</p>
          <p>{disputeOutcomeText(dispute)}</p>
          {dispute.decisionReason ? <p dir="auto">{dispute.decisionReason}</p> : null}
        </div>
      ) : dispute.status === 'with_operator' ? (
        <div>
          <Button onClick={() => setDeciding((n) => n + 1)}>
            <GavelIcon aria-hidden />
            {texts.decide}
          </Button>
          <DisputeDecisionDialog
            key={deciding}
            dispute={dispute}
            open={deciding > 0}
            onOpenChange={(open) => setDeciding((n) => (open ? n : 0))}
          />
        </div>
      ) : null}
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h4 className="font-semibold">{title}</h4>
      {children}
    </section>
  );
}

function PhotoGrid({
  label,
  photos,
}: {
  label: string;
  photos: { id: string; label: string; url: string; thumbUrl: string }[];
}) {
  if (photos.length === 0) return <p className="text-muted-foreground">{texts.noPhotos}</p>;
  return (
    <ul aria-label={label} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {photos.map((photo) => (
        <li key={photo.id} className="grid gap-1">
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            className="block rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <img
              src={photo.thumbUrl}
              alt={photo.label}
              className="aspect-square w-full rounded-md border object-cover"
            />
          </a>
          <span className="text-xs text-muted-foreground">{photo.label}</span>
        </li>
      ))}
    </ul>
  );
}
