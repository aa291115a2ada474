import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { washerProfiles } from '../washer-setup/schema';
import { payoutAccounts } from './accounts-schema';

/**
 * Turns instant booking off for the washers whose payouts cannot receive money (one washer, or
 * all): with payments on, an instant booking needs them (docs/payments.md, "Washer payouts"), so the
 * setting would promise a Book now that every owner is refused. Run when an account stops taking
 * payouts and as the server starts (a server that had payments off, or a crash). The washer sees
 * it off in their settings, with payouts first; the search and the washer page stop offering it.
 * Answers how many washers it turned off.
 */
export async function pauseInstantBookingWithoutPayouts(db: Pick<Db, 'update'>, washerId?: string): Promise<number> {
  const withoutPayouts = sql`not exists (select 1 from ${payoutAccounts}
    where ${payoutAccounts.washerId} = ${washerProfiles.userId} and ${payoutAccounts.payoutsEnabled})`;
  const paused = await db
    .update(washerProfiles)
    .set({ instantBooking: false })
    .where(
      and(
        eq(washerProfiles.instantBooking, true),
        washerId === undefined ? undefined : eq(washerProfiles.userId, washerId),
        withoutPayouts,
      ),
    )
    .returning({ washerId: washerProfiles.userId });
  return paused.length;
}
