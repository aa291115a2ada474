import { and, eq } from 'drizzle-orm';
import type { MyReport } from '@sudsy/domain/moderation';
import { profileReportMessages, type ProfileReportInput } from '@sudsy/domain/profile-moderation';
import type { SessionUser } from '../../auth/access';
import { user } from '../../auth/schema';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../http/app-error';
import { washerProfiles } from '../washer-setup/schema';
import { washerProfileReports } from '../washer-setup/schema';

/**
 * A signed-in user reports a washer's public profile for the operator, once (docs/product.md,
 * "Operators"); the page stays until an operator decides. Not a washer with a profile: 404; the
 * washer themself: 403; a second report: 409.
 */
export async function reportProfile(
  db: Db,
  reporter: SessionUser,
  washerId: string,
  input: Required<ProfileReportInput>,
): Promise<void> {
  const [washer] = await db
    .select({ id: user.id })
    .from(user)
    .innerJoin(washerProfiles, eq(washerProfiles.userId, user.id))
    .where(and(eq(user.id, washerId), eq(user.role, 'washer')));
  if (!washer) throw notFound();
  if (washerId === reporter.id) throw forbidden(profileReportMessages.ownProfile, 'own_profile');
  const stored = await db
    .insert(washerProfileReports)
    .values({ washerId, reporterId: reporter.id, reason: input.reason, details: input.details })
    .onConflictDoNothing()
    .returning({ id: washerProfileReports.id });
  if (stored.length === 0) throw conflict(profileReportMessages.alreadyReported, 'already_reported');
}

/**
 * The caller's own report of this washer's profile and what became of it, or null: the page shows its
 * reporter "Reported" in place of "Report this profile". Nobody else's report is read.
 */
export async function myProfileReport(db: Db, caller: SessionUser, washerId: string): Promise<MyReport | null> {
  const [row] = await db
    .select({ outcome: washerProfileReports.outcome, reason: washerProfileReports.outcomeReason })
    .from(washerProfileReports)
    .where(and(eq(washerProfileReports.washerId, washerId), eq(washerProfileReports.reporterId, caller.id)));
  return row ? { outcome: row.outcome ?? null, reason: row.reason ?? null } : null;
}
