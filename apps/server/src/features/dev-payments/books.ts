import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listObjects } from '../../platform/payments/local-store';
import { localPaymentEvents } from '../../platform/payments/schema';

// What the local payment provider holds, as /dev/payments shows it: the view Stripe's dashboard
// gives of a test account. Each list is its newest entries first.

const listLimit = 100;

const isoOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

export async function readLocalBooks(db: Db) {
  const [customers, cards, accounts, intents, transfers, fees, refunds, reversals, feeRefunds, payouts, events] =
    await Promise.all([
      listObjects(db, 'customer', listLimit),
      listObjects(db, 'payment_method', listLimit * 5),
      listObjects(db, 'account', listLimit),
      listObjects(db, 'payment_intent', listLimit),
      listObjects(db, 'transfer', listLimit),
      listObjects(db, 'application_fee', listLimit),
      listObjects(db, 'refund', listLimit),
      listObjects(db, 'transfer_reversal', listLimit),
      listObjects(db, 'fee_refund', listLimit),
      listObjects(db, 'payout', listLimit),
      db.select().from(localPaymentEvents).orderBy(desc(localPaymentEvents.createdAt)).limit(listLimit),
    ]);
  const amountOf = (objects: { id: string; amount: number }[], id: string | null) =>
    objects.find((object) => object.id === id)?.amount ?? 0;
  return {
    customers: customers.map((customer) => ({
      id: customer.id,
      email: customer.email,
      userId: customer.metadata.userId ?? null,
      cards: cards
        .filter((card) => card.customer === customer.id)
        .map((card) => ({
          id: card.id,
          brand: card.card.brand,
          last4: card.card.last4,
          expMonth: card.card.exp_month,
          expYear: card.card.exp_year,
          outcome: card.local_test_outcome,
        })),
    })),
    accounts: accounts.map((account) => ({
      id: account.id,
      email: account.email,
      userId: account.metadata.userId ?? null,
      detailsSubmitted: account.details_submitted,
      payoutsEnabled: account.payouts_enabled,
      balanceCents: account.local_balance_cents,
    })),
    paymentIntents: intents.map((intent) => ({
      id: intent.id,
      status: intent.status,
      captureMethod: intent.capture_method,
      amountCents: intent.amount,
      amountCapturableCents: intent.amount_capturable,
      amountReceivedCents: intent.amount_received,
      applicationFeeCents: intent.application_fee_amount,
      customer: intent.customer,
      destination: intent.transfer_data.destination,
      declineCode: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null,
      metadata: intent.metadata,
      createdAt: isoOf(intent.created),
    })),
    transfers: transfers.map((transfer) => ({
      id: transfer.id,
      amountCents: transfer.amount,
      amountReversedCents: transfer.amount_reversed,
      destination: transfer.destination,
      charge: transfer.source_transaction,
      createdAt: isoOf(transfer.created),
    })),
    applicationFees: fees.map((fee) => ({
      id: fee.id,
      amountCents: fee.amount,
      amountRefundedCents: fee.amount_refunded,
      account: fee.account,
      charge: fee.charge,
      createdAt: isoOf(fee.created),
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amountCents: refund.amount,
      paymentIntent: refund.payment_intent,
      transferReversalCents: amountOf(reversals, refund.transfer_reversal),
      feeRefundCents: amountOf(feeRefunds, refund.local_fee_refund),
      createdAt: isoOf(refund.created),
    })),
    payouts: payouts.map((payout) => ({
      id: payout.id,
      amountCents: payout.amount,
      account: payout.local_account,
      status: payout.status,
      failureCode: payout.failure_code,
      createdAt: isoOf(payout.created),
    })),
    events: events.map((event) => ({
      id: event.id,
      type: event.type,
      createdAt: event.createdAt.toISOString(),
      delivery: deliveryOf(event),
      attempts: event.attempts,
      lastStatus: event.lastStatus,
      lastError: event.lastError,
    })),
  };
}

/** Delivered; pending (due again, or under way); or failed, given up after its last retry. */
function deliveryOf(event: {
  deliveredAt: Date | null;
  nextAttemptAt: Date | null;
}): 'delivered' | 'pending' | 'failed' {
  if (event.deliveredAt) return 'delivered';
  return event.nextAttemptAt ? 'pending' : 'failed';
}

export type LocalBooks = Awaited<ReturnType<typeof readLocalBooks>>;
