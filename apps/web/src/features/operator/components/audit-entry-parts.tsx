import { Fragment } from 'react';
import type { LucideIcon } from 'lucide-react';
import {
  HistoryIcon,
  MegaphoneIcon,
  ShieldCheckIcon,
  ShieldOffIcon,
  TerminalIcon,
  UserRoundCheckIcon,
  UserRoundXIcon,
} from 'lucide-react';
import { operatorActionLabels, operatorCliActor, type AuditEntry, type OperatorAction } from '@sudsy/domain/operator';
import { cn } from '@/lib/utils';
import { auditChanges, auditClock, auditDay, auditTime, auditTimeExactly } from '../lib/audit-format';

// The pieces an entry of the audit log is shown with, the same in the table and on a phone's cards.

// A kind of action without an icon of its own here yet shows the log's general one.
const actionIcons: Partial<Record<OperatorAction, LucideIcon>> = {
  'operator.granted': ShieldCheckIcon,
  'operator.revoked': ShieldOffIcon,
  'campaign.queued': MegaphoneIcon,
  'account.suspended': UserRoundXIcon,
  'account.reinstated': UserRoundCheckIcon,
};

/** The entry's kind of action as its icon in a tinted circle (decoration: the label says it). */
export function AuditActionIcon({ action, className }: { action: OperatorAction; className?: string }) {
  const Icon = actionIcons[action] ?? HistoryIcon;
  return (
    <span
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary',
        className,
      )}
      aria-hidden
    >
      <Icon className="size-3.5" />
    </span>
  );
}

/** What was done, as the sentence an operator reads. */
export const actionLabel = (action: OperatorAction) => operatorActionLabels[action];

/** When, in the operator's time zone (`stacked`: the day above the time); the exact second and zone on hover. */
export function AuditWhen({ at, stacked = false, className }: { at: string; stacked?: boolean; className?: string }) {
  return (
    <time dateTime={at} title={auditTimeExactly(at)} className={className}>
      {stacked ? (
        <>
          <span className="block text-foreground">{auditDay(at)}</span>
          <span className="block">{auditClock(at)}</span>
        </>
      ) : (
        auditTime(at)
      )}
    </time>
  );
}

/**
 * An email or an id such as `user:2f0a…` that may break where a reader expects it, before the '@'
 * and after a ':'. (The table and the cards break a piece still too long for them anywhere.)
 */
export function Breakable({ text }: { text: string }) {
  const pieces = text.split(/(?=@)|(?<=:)/);
  return (
    <span>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}

/** Who acted: an operator's email, or the tools on the operator's machine. */
export function AuditActor({ actor }: { actor: string }) {
  if (actor !== operatorCliActor) return <Breakable text={actor} />;
  return (
    <span className="inline-flex items-center gap-1.5">
      <TerminalIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
      {actor}
    </span>
  );
}

/** Why, or a dash when no reason was given. */
export function AuditReason({ reason }: { reason: string | null }) {
  return reason ? <span>{reason}</span> : <span className="text-muted-foreground">—</span>;
}

const absent = <span className="text-muted-foreground">—</span>;

/**
 * The state before and after, a line a field: `operator: false → true`. A field that kept its
 * value shows once; one that was on one side only has a dash on the other.
 */
export function AuditChangeView({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return absent;
  return (
    // Blocks, not grid items: a grid item would not shrink below its longest value and would overflow.
    <ul className="space-y-1 font-mono text-xs leading-5">
      {changes.map((change) => (
        <li key={change.key}>
          <span className="text-muted-foreground">{change.key}:</span>{' '}
          {change.changed ? (
            <>
              {change.before === undefined ? (
                absent
              ) : (
                <del className="rounded bg-rose-50 px-1 text-rose-800 decoration-rose-800/50 dark:bg-rose-950/60 dark:text-rose-200 dark:decoration-rose-200/50">
                  {change.before}
                </del>
              )}{' '}
              <span aria-hidden className="text-muted-foreground">
                →
              </span>
              <span className="sr-only">to</span>{' '}
              {change.after === undefined ? (
                absent
              ) : (
                <ins className="rounded bg-emerald-50 px-1 text-emerald-800 no-underline dark:bg-emerald-950/60 dark:text-emerald-200">
                  {change.after}
                </ins>
              )}
            </>
          ) : (
            <span>{change.after}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
