import { useEffect, useRef } from 'react';
import { ChevronRightIcon } from 'lucide-react';
import { disputeConsoleTexts as texts, disputeEscalationLabels, type DisputeSummary } from '@sudsy/domain/disputes';
import { formatCents } from '@sudsy/domain/money';
import { cn } from '@/lib/utils';
import { AuditWhen } from './audit-entry-parts';

type DisputeQueueListProps = {
  disputes: DisputeSummary[];
  /** The dispute shown beside the list (wide screens), marked as the current one. */
  selectedId: string | null;
  onSelect: (disputeId: string) => void;
  /** Back from a case on a phone: focus returns to its row. */
  focusId?: string | null;
};

/** The disputes waiting for a decision, the longest waiting first, a button each that opens the case. */
export function DisputeQueueList({ disputes, selectedId, onSelect, focusId }: DisputeQueueListProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!focusId) return;
    list.current?.querySelector<HTMLButtonElement>(`button[data-dispute-id="${CSS.escape(focusId)}"]`)?.focus();
  }, [focusId]);

  return (
    <ul ref={list} className="grid gap-2 [overflow-wrap:anywhere]" aria-label={texts.listLabel}>
      {disputes.map((dispute) => {
        const current = dispute.id === selectedId;
        return (
          <li key={dispute.id}>
            <button
              type="button"
              data-dispute-id={dispute.id}
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(dispute.id)}
              className={cn(
                'flex w-full items-center gap-3 rounded-lg border bg-background/40 p-3 text-left transition-colors outline-none hover:bg-accent/60 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
                current && 'border-primary bg-primary/5 hover:bg-primary/10',
              )}
            >
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="leading-snug font-medium">
                  {dispute.owner.name} · {dispute.washer.name}
                </span>
                <span className="text-sm text-muted-foreground">
                  {texts.asked} {formatCents(dispute.askedCents, { always2: true })} of{' '}
                  {formatCents(dispute.paidCents, { always2: true })}
                </span>
                <span className="text-xs text-muted-foreground">
                  {dispute.escalation ? `${disputeEscalationLabels[dispute.escalation]} · ` : ''}
                  <AuditWhen at={dispute.waitingSince} />
                </span>
              </span>
              <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
