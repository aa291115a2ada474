import type { ReactNode } from 'react';
import { operatorTexts, type AuditEntry } from '@sudsy/domain/operator';
import {
  AuditActionIcon,
  AuditActor,
  AuditChangeView,
  AuditReason,
  AuditWhen,
  Breakable,
  actionLabel,
} from './audit-entry-parts';

const { columns } = operatorTexts;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

/** The log below 768 px: a card an entry, headed by what was done and when, with the rest beneath. */
export function AuditLogList({ entries }: { entries: AuditEntry[] }) {
  return (
    // A piece of text too long for the phone's width breaks anywhere rather than widen the page.
    <ul className="grid gap-3 [overflow-wrap:anywhere]" aria-label={`${operatorTexts.auditTitle}, newest first`}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <article className="rounded-lg border bg-background/40 p-4" aria-labelledby={`audit-${entry.id}`}>
            <div className="flex items-start gap-3">
              <AuditActionIcon action={entry.action} className="mt-0.5 size-8" />
              <div className="min-w-0">
                <h3 id={`audit-${entry.id}`} className="leading-snug font-semibold">
                  {actionLabel(entry.action)}
                </h3>
                <AuditWhen at={entry.at} className="text-sm text-muted-foreground tabular-nums" />
              </div>
            </div>
            <dl className="mt-4 grid gap-3 border-t pt-3">
              <Fact term={columns.subject}>
                <span className="font-mono text-xs">
                  <Breakable text={entry.subject} />
                </span>
              </Fact>
              <Fact term={columns.actor}>
                <AuditActor actor={entry.actor} />
              </Fact>
              <Fact term={columns.reason}>
                <AuditReason reason={entry.reason} />
              </Fact>
              <Fact term={columns.change}>
                <AuditChangeView entry={entry} />
              </Fact>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
