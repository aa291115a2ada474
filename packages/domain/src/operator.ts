// The operators' back office (docs/product.md, "Operators"): who may open it, and the audit log of
// every operator action. Ours: the original product had no operators.
import { z } from 'zod';
import { nextCursorSchema } from './pagination';
import { controlCharacterMessage, hasControlCharacters, oneLineText } from './text';

export const operatorTexts = {
  consoleTitle: 'Operator console',
  auditTitle: 'Audit log',
  auditDescription: 'Every operator action, newest first. Entries are never changed or removed.',
  exportCsv: 'Export CSV',
  empty: 'No operator action yet.',
  loadFailed: 'The audit log could not be loaded.',
  retry: 'Try again',
  showOlder: 'Show older',
  twoFactorRequired: 'Turn on two-factor authentication under Security in your profile to open the operator console.',
  columns: { at: 'When', actor: 'Who', action: 'What', subject: 'About', reason: 'Why', change: 'Before → after' },
} as const;

/** The audit log's kinds of action, each a sentence an operator reads. */
export const operatorActionLabels = {
  'operator.granted': 'Made an operator',
  'operator.revoked': 'Operator access removed',
  'campaign.queued': 'Campaign queued',
  'account.suspended': 'Account suspended',
  'account.reinstated': 'Suspension lifted',
  'review.hidden': 'Reported review hidden',
  'review.kept': 'Reported review kept',
  'message.hidden': 'Reported message removed',
  'message.kept': 'Reported message kept',
  'profile.kept': 'Reported profile kept',
  'profile.suspended': 'Reported profile closed: washer suspended',
  'verification.approved': 'Washer verified',
  'verification.rejected': 'Verification documents rejected',
  'dispute.opened': 'Problem reported by the owner',
  'dispute.answered': 'Report answered by the washer',
  'dispute.offer_accepted': "Washer's offer accepted",
  'dispute.offer_declined': "Washer's offer declined",
  'dispute.escalated': 'Dispute sent to an operator',
  'dispute.decided': 'Dispute decided',
} as const;

/** Why the bookings of a suspended account were cancelled, as both sides read it. */
export const suspensionCancellationReason =
  'Cancelled by Sudsy: the other account was suspended. Any payment is refunded in full.';

/** Why an operator suspends or reinstates: told to the audit log, never to the account. */
export const operatorReasonSchema = z.object({
  reason: oneLineText()
    .trim()
    .min(1, 'Say why, for the audit log.')
    .max(500, 'Keep the reason under 500 characters.')
    .refine((value) => !hasControlCharacters(value), controlCharacterMessage),
});

export const suspensionMessages = {
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  operator: 'An operator cannot be suspended: take their operator access back first (npm run admin:revoke).',
} as const;

/** GET /api/operator/accounts?email=: the accounts found, with their suspension. */
export const operatorAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'washer']),
  createdAt: z.iso.datetime(),
  operator: z.boolean(),
  suspension: z.object({ at: z.iso.datetime(), reason: z.string() }).nullable(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;
export const operatorAccountsSchema = z.object({ accounts: z.array(operatorAccountSchema) });
export const accountLookupQuerySchema = z.object({
  email: z.string().trim().min(3, 'Type at least 3 characters of the email.').max(254),
});
export type OperatorAction = keyof typeof operatorActionLabels;

/** The tools on the operator's machine act as this, not as an account. */
export const operatorCliActor = 'command line';

const json = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actor: z.string(),
  action: z.enum(Object.keys(operatorActionLabels) as [OperatorAction, ...OperatorAction[]]),
  subject: z.string(),
  reason: z.string().nullable(),
  before: json,
  after: json,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/operator/audit: a page of the log, newest first. */
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: nextCursorSchema });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditPageSize = 50;

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
/** A cell a spreadsheet would run as a formula starts with a quote mark instead (CSV injection). */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The whole log as CSV, one entry a row, oldest first as a ledger reads. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const header = ['at', 'actor', 'action', 'subject', 'reason', 'before', 'after'];
  const rows = entries.map((entry) =>
    [
      entry.at,
      entry.actor,
      entry.action,
      entry.subject,
      entry.reason ?? '',
      entry.before ? JSON.stringify(entry.before) : '',
      entry.after ? JSON.stringify(entry.after) : '',
    ].map((value) => csvCell(inert(value))),
  );
  return [header, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}
