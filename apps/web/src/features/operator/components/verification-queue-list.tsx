import { useEffect, useRef } from 'react';
import { ChevronRightIcon } from 'lucide-react';
import { verificationConsoleTexts, type VerificationQueueItem } from '@sudsy/domain/verification';
import { cn } from '@/lib/utils';
import { AuditWhen, Breakable } from './audit-entry-parts';

type VerificationQueueListProps = {
  submissions: VerificationQueueItem[];
  /** The submission shown beside the list (wide screens), marked as the current one. */
  selectedId: string | null;
  onSelect: (washerId: string) => void;
  /** Back from a submission on a phone: focus returns to its row. */
  focusId?: string | null;
};

/** The washers waiting for review, the longest waiting first, a button each that opens the submission. */
export function VerificationQueueList({ submissions, selectedId, onSelect, focusId }: VerificationQueueListProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!focusId) return;
    list.current?.querySelector<HTMLButtonElement>(`button[data-washer-id="${CSS.escape(focusId)}"]`)?.focus();
  }, [focusId]);

  return (
    <ul ref={list} className="grid gap-2 [overflow-wrap:anywhere]" aria-label={verificationConsoleTexts.title}>
      {submissions.map(({ washer, submittedAt, insuranceExpiresOn }) => {
        const current = washer.id === selectedId;
        return (
          <li key={washer.id}>
            <button
              type="button"
              data-washer-id={washer.id}
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(washer.id)}
              className={cn(
                'flex w-full items-center gap-3 rounded-lg border bg-background/40 p-3 text-left transition-colors outline-none hover:bg-accent/60 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
                current && 'border-primary bg-primary/5 hover:bg-primary/10',
              )}
            >
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="leading-snug font-medium">{washer.name}</span>
                <span className="text-sm text-muted-foreground">
                  <Breakable text={washer.email} />
                </span>
                <span className="text-xs text-muted-foreground">
                  {verificationConsoleTexts.submitted('')}
                  <AuditWhen at={submittedAt} />
                  {' · '}
                  {insuranceExpiresOn
                    ? verificationConsoleTexts.expires(insuranceExpiresOn)
                    : verificationConsoleTexts.noExpiry}
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
