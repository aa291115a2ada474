import { and, asc, eq, inArray, isNull, min } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { reportQueueSize } from '@sudsy/domain/moderation';
import { profileReportMessages, type ProfileDecision, type ReportedProfile } from '@sudsy/domain/profile-moderation';
import { user } from '../../auth/schema';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { recordEvent } from '../../platform/events/record-event';
import { washerProfiles } from '../washer-setup/schema';
import { washerProfileReports } from '../washer-setup/schema';
import type { Operator } from './access';
import { recordOperatorAction } from './audit';

const reporter = alias(user, 'reporter');

/**
 * The reported washer profiles of the operator's queue (docs/product.md, "Operators"): each washer
 * with open reports, the one waiting longest first, with the profile, the account and the reports.
 */
export async function profileReportQueue(db: Db): Promise<ReportedProfile[]> {
  const waiting = await db
    .select({ washerId: washerProfileReports.washerId })
    .from(washerProfileReports)
    .where(isNull(washerProfileReports.handledAt))
    .groupBy(washerProfileReports.washerId)
    .orderBy(asc(min(washerProfileReports.createdAt)))
    .limit(reportQueueSize);
  if (waiting.length === 0) return [];
  const ids = waiting.map((row) => row.washerId);
  const [washers, reports] = await Promise.all([
    db
      .select({ account: user, businessName: washerProfiles.businessName, bio: washerProfiles.bio })
      .from(user)
      .leftJoin(washerProfiles, eq(washerProfiles.userId, user.id))
      .where(inArray(user.id, ids)),
    db
      .select({ report: washerProfileReports, reporterName: reporter.name })
      .from(washerProfileReports)
      .innerJoin(reporter, eq(reporter.id, washerProfileReports.reporterId))
      .where(and(inArray(washerProfileReports.washerId, ids), isNull(washerProfileReports.handledAt)))
      .orderBy(asc(washerProfileReports.createdAt)),
  ]);
  const byId = new Map(washers.map((row) => [row.account.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        washer: {
          id,
          businessName: row.businessName || row.account.name,
          bio: row.bio ?? '',
          accountName: row.account.name,
          email: row.account.email,
          suspended: row.account.suspendedAt !== null,
        },
        reports: reports
          .filter(({ report }) => report.washerId === id)
          .map(({ report, reporterName }) => ({
            id: report.id,
            reason: report.reason,
            details: report.details,
            reporter: { id: report.reporterId, name: reporterName },
            at: report.createdAt.toISOString(),
          })),
      },
    ];
  });
}

/**
 * The operator decides a reported profile: kept, or closed as "suspended" once they suspended the
 * washer in the Accounts tab (suspension lives there only; closing before it is 409). Every open
 * report is handled with the outcome, the reporters are told, all in one transaction with the audit
 * entry. No open report: 409.
 */
export async function decideProfile(
  db: Db,
  operator: Operator,
  washerId: string,
  { decision, reason }: ProfileDecision,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [washer] = await tx.select().from(user).where(eq(user.id, washerId)).for('update');
    if (!washer) throw notFound();
    if (decision === 'suspended' && washer.suspendedAt === null)
      throw conflict(profileReportMessages.notSuspended, 'not_suspended');
    const handled = await tx
      .update(washerProfileReports)
      .set({ handledAt: now, outcome: decision, outcomeReason: reason })
      .where(and(eq(washerProfileReports.washerId, washerId), isNull(washerProfileReports.handledAt)))
      .returning({ reporterId: washerProfileReports.reporterId });
    if (handled.length === 0) throw conflict(profileReportMessages.nothingToDecide, 'nothing_to_decide');
    await recordOperatorAction(tx, {
      actor: { name: operator.email, id: operator.id },
      action: decision === 'keep' ? 'profile.kept' : 'profile.suspended',
      subject: `washer:${washerId}`,
      reason,
      before: { openReports: handled.length },
      after: { openReports: 0 },
    });
    const reporterIds = handled.map((row) => row.reporterId);
    await recordEvent(tx, { type: 'profile-moderated', washerId, decision, reporterIds });
  });
}
