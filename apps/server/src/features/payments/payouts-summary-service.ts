import { payoutsSummary, type PayoutsSummary } from '@sudsy/domain/payouts-summary';
import type { Washer } from '../../auth/access';
import { timeZoneOf } from '../schedule';
import { movementsOfWasher } from './ledger';
import type { PayoutsDeps } from './payouts-service';

/**
 * GET /api/payouts/summary: the washer's balance (pending and available), what was paid out, their
 * jobs paid through Sudsy and the net per month, in their schedule's time zone. With payments off
 * it says so, every figure 0: customers pay the washer at the job.
 */
export async function payoutsSummaryOf(deps: PayoutsDeps, washer: Washer, now = new Date()): Promise<PayoutsSummary> {
  const { db, provider } = deps;
  const timeZone = await timeZoneOf(db, washer.id);
  const movements = provider ? await movementsOfWasher(db, washer.id) : [];
  return payoutsSummary({ mode: provider?.mode ?? 'off', washerId: washer.id, movements, now, timeZone });
}
