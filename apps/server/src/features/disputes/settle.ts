import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { disputeMessages, type DisputeStatus } from '@sudsy/domain/disputes';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import type { PaymentProvider } from '../../platform/payments/payment-provider';
import { providerOrRefuse } from '../payments';
import { refundAppointment } from '../job-payments';
import { disputes } from './schema';
import type { DisputeRow } from './views';

/** A transaction of the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What settling needs: the database and, with payments on, the provider that refunds. */
export type DisputeDeps = { db: Db; provider: PaymentProvider | null; logger: Logger };

/** A claim older than this was left by a crash mid-refund: another may settle it again. */
const claimMs = 5 * 60_000;

/**
 * Settles a dispute waiting in `waiting`: claims it, so two people settling at once never refund
 * twice; runs the refund (when there is one and Sudsy held the payment) through the payments
 * provider, outside any transaction as every refund is; then `resolve` writes the outcome, in one
 * transaction with its audit entry, only while the dispute still waits there. A refund that fails
 * lets go of the claim, leaving the dispute as it was.
 */
export async function settleDispute(
  deps: DisputeDeps,
  disputeId: string,
  waiting: DisputeStatus,
  refund: { cents: number; throughSudsy: boolean },
  resolve: (tx: Tx, claimed: DisputeRow) => Promise<void>,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const [claimed] = await db
    .update(disputes)
    .set({ settlingAt: now })
    .where(
      and(
        eq(disputes.id, disputeId),
        eq(disputes.status, waiting),
        or(isNull(disputes.settlingAt), lt(disputes.settlingAt, new Date(now.getTime() - claimMs))),
      ),
    )
    .returning();
  if (!claimed) {
    const [row] = await db.select({ status: disputes.status }).from(disputes).where(eq(disputes.id, disputeId));
    if (!row) throw notFound();
    if (row.status !== waiting)
      throw waiting === 'with_operator'
        ? conflict(disputeMessages.notWithOperator, 'not_with_operator')
        : conflict(disputeMessages.notAwaitingOwner, 'not_awaiting_owner');
    throw conflict(disputeMessages.busy, 'dispute_busy');
  }
  try {
    if (refund.cents > 0 && refund.throughSudsy)
      await refundAppointment(
        { db, provider: providerOrRefuse(deps.provider), logger: deps.logger },
        claimed.appointmentId,
        refund.cents,
      );
    await db.transaction(async (tx) => {
      await resolve(tx, claimed);
      await tx.update(disputes).set({ settlingAt: null }).where(eq(disputes.id, disputeId));
    });
  } catch (error) {
    await db.update(disputes).set({ settlingAt: null }).where(eq(disputes.id, disputeId));
    throw error;
  }
}
