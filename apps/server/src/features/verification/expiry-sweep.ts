import { and, eq, isNull, lt } from 'drizzle-orm';
import { verificationToday } from '@sudsy/domain/verification';
import type { Db } from '../../db/client';
import { recordEvents } from '../../platform/events/record-event';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { sweepPass } from '../../platform/metrics/operational-events';
import { washerVerifications } from './schema';

/**
 * Washers whose approved insurance has expired lose the badge (isVerified reads the date, so no
 * answer shows it from the next day on); this tells each of them once per approval, and its write
 * makes every instance's search read them again. Returns how many were told.
 */
export async function tellExpiredInsurance(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(washerVerifications)
      .set({ expiryToldAt: now, updatedAt: now })
      .where(
        and(
          eq(washerVerifications.status, 'approved'),
          lt(washerVerifications.insuranceExpiresOn, verificationToday(now)),
          isNull(washerVerifications.expiryToldAt),
        ),
      )
      .returning({ washerId: washerVerifications.washerId });
    await recordEvents(
      tx,
      expired.map(({ washerId }) => ({ type: 'verification-expired' as const, washerId })),
    );
    return expired.length;
  });
}

/** Daily just after midnight UTC, when a day's expiries fall due, and at start for what a stop missed. */
export function verificationExpiryJob(db: Db): JobDefinition {
  return {
    name: 'verification-expiry',
    cron: '5 0 * * *',
    atStart: true,
    sweep: true,
    run: async () => void (await sweepPass('verification-expiry', () => tellExpiredInsurance(db))),
  };
}
