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
const cell = 'px-3 py-3 align-top first:pl-6 last:pr-6';
// Fixed widths, so a long email or id wraps inside its column instead of squeezing its neighbours
// (from 768 px the six columns share about 720 px).
const widths = ['w-[14%]', 'w-[17%]', 'w-[15%]', 'w-[15%]', 'w-[16%]', 'w-[23%]'];

/** The log as a table, from 768 px: one row an entry, newest first. */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  return (
    // Out to the card's edges, so the rows' lines run across it as the header's does.
    <div className="-mx-6">
      <table className="w-full table-fixed text-left text-sm break-words">
        {/* The card's title says it to the eye; the caption names the table to a screen reader. */}
        <caption className="sr-only">{`${operatorTexts.auditTitle}, newest first`}</caption>
        <colgroup>
          {widths.map((width, index) => (
            <col key={index} className={width} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-y bg-muted/50 text-xs text-muted-foreground">
            {[columns.at, columns.actor, columns.action, columns.subject, columns.reason, columns.change].map(
              (column) => (
                <th key={column} scope="col" className="px-3 py-2.5 font-medium first:pl-6 last:pr-6">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b transition-colors last:border-0 hover:bg-muted/40">
              <th scope="row" className={`${cell} font-normal text-muted-foreground tabular-nums`}>
                <AuditWhen at={entry.at} stacked />
              </th>
              <td className={cell}>
                <AuditActor actor={entry.actor} />
              </td>
              <td className={cell}>
                <span className="flex items-start gap-2 font-medium">
                  {/* Below 1024 px the column is too narrow to spare the icon's width. */}
                  <AuditActionIcon action={entry.action} className="-my-0.5 hidden lg:flex" />
                  {actionLabel(entry.action)}
                </span>
              </td>
              <td className={`${cell} font-mono text-xs leading-5`}>
                <Breakable text={entry.subject} />
              </td>
              <td className={cell}>
                <AuditReason reason={entry.reason} />
              </td>
              <td className={cell}>
                <AuditChangeView entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
