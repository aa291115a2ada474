// How the audit log's entries read on the page: their time in the operator's own time zone, and
// the state before and after as short `key: value` lines rather than raw JSON.

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const clock = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const whenExactly = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'long' });

/** An entry's time in the browser's time zone: 'May 14, 2030, 9:30 AM'. */
export const auditTime = (at: string) => when.format(new Date(at));

/** Its day alone, 'May 14, 2030', and its time alone, '9:30 AM', for the table's two lines. */
export const auditDay = (at: string) => day.format(new Date(at));
export const auditClock = (at: string) => clock.format(new Date(at));

/** The same to the second with its zone, for the tooltip: 'Tuesday, May 14, 2030 at 9:30:05 AM CDT'. */
export const auditTimeExactly = (at: string) => whenExactly.format(new Date(at));

/** A value of the before or after state: text as it is, anything else as compact JSON. */
export function auditValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

/**
 * One field of the recorded state: its value before and after, either absent (undefined) when the
 * field was only on one side; `changed` false when both sides hold the same.
 */
export type AuditChange = { key: string; before?: string; after?: string; changed: boolean };

type State = Record<string, unknown> | null;

/** The fields of `before` and `after`, those of `before` first, each once. Empty when neither side was recorded. */
export function auditChanges(before: State, after: State): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    const was = before && key in before ? auditValue(before[key]) : undefined;
    const is = after && key in after ? auditValue(after[key]) : undefined;
    return { key, before: was, after: is, changed: was !== is };
  });
}
