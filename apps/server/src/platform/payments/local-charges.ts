import { proportionalCents } from '@sudsy/domain/payment-fees';
import type { TestCardOutcome } from '@sudsy/domain/test-cards';
import type { ChargeInput } from './payment-provider';
import { creditAccount } from './local-accounts';
import { recordLocalEvent } from './local-events';
import type { LocalCharge, LocalPaymentIntent, LocalPaymentMethod, LocalRefund, PaymentError } from './local-objects';
import {
  insertObject,
  invalidRequest,
  newClientSecret,
  newId,
  readObject,
  saveObject,
  unixSeconds,
  type LocalTx,
} from './local-store';

// Holds, captures, immediate charges and refunds, as Stripe runs a destination charge: the whole
// captured amount is transferred to the washer's account and the platform's fee is taken back from
// it; a refund reverses the transfer by its amount and refunds the fee in proportion.

/** Stripe's smallest charge in US dollars. */
const minimumChargeCents = 50;

/** Stripe's words and codes for each test card that does not simply succeed. */
const declines: Record<Exclude<TestCardOutcome, 'succeeds'>, Omit<PaymentError, 'type' | 'payment_method'>> = {
  declined_generic: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  declined_insufficient_funds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  requires_authentication: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};
const authenticationFailure = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

const unexpectedState = (intent: LocalPaymentIntent, action: string, allowed: string) =>
  invalidRequest(
    `This PaymentIntent could not be ${action} because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be ${action}: ${allowed}.`,
    'payment_intent_unexpected_state',
  );

/**
 * Creates and confirms a destination charge off-session. The card's test outcome decides it: a
 * hold waits `requires_capture`, an immediate charge is `succeeded`, and a decline (or a card that
 * wants its owner to authenticate) leaves it `requires_payment_method` with the bank's reason.
 */
export async function startCharge(
  tx: LocalTx,
  input: ChargeInput,
  captureMethod: LocalPaymentIntent['capture_method'],
  now: Date,
): Promise<LocalPaymentIntent> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < minimumChargeCents)
    throw invalidRequest('Amount must be at least $0.50 usd', 'amount_too_small');
  if (
    !Number.isSafeInteger(input.applicationFeeCents) ||
    input.applicationFeeCents < 0 ||
    input.applicationFeeCents > input.amountCents
  )
    throw invalidRequest(
      'The application fee must be a whole amount from 0 to the amount charged.',
      'parameter_invalid_integer',
    );
  const customer = await readObject(tx, 'customer', input.customerId);
  const method = await readObject(tx, 'payment_method', input.paymentMethodId);
  if (method.customer !== customer.id)
    throw invalidRequest(`The PaymentMethod ${method.id} does not belong to the Customer ${customer.id}.`);
  const destination = await readObject(tx, 'account', input.destinationAccountId);
  if (destination.capabilities.transfers !== 'active')
    throw invalidRequest(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers',
      'insufficient_capabilities_for_transfer',
    );
  const id = newId('payment_intent');
  const intent: LocalPaymentIntent = {
    id,
    object: 'payment_intent',
    amount: input.amountCents,
    amount_capturable: 0,
    amount_received: 0,
    currency: 'usd',
    status: 'requires_payment_method',
    capture_method: captureMethod,
    customer: customer.id,
    payment_method: method.id,
    client_secret: newClientSecret(id),
    application_fee_amount: input.applicationFeeCents,
    transfer_data: { destination: destination.id },
    metadata: input.metadata,
    latest_charge: null,
    last_payment_error: null,
    canceled_at: null,
    created: unixSeconds(now),
    livemode: false,
  };
  await insertObject(tx, intent);
  const outcome = method.local_test_outcome;
  return outcome === 'succeeds'
    ? approve(tx, intent, method, now)
    : decline(tx, intent, method, { type: 'card_error', ...declines[outcome], payment_method: { id: method.id } }, now);
}

/**
 * The owner's answer to their bank's challenge, which Stripe.js shows when they confirm a payment
 * that wanted authentication: approved, it goes on as an approved card; refused, it fails again.
 */
export async function completeAuthentication(tx: LocalTx, paymentIntentId: string, approved: boolean, now: Date) {
  const intent = await readObject(tx, 'payment_intent', paymentIntentId);
  const error = intent.last_payment_error;
  if (
    intent.status !== 'requires_payment_method' ||
    !error ||
    !['authentication_required', authenticationFailure.code].includes(error.code)
  )
    throw unexpectedState(intent, 'authenticated', 'requires_payment_method after authentication_required');
  const method = await readObject(tx, 'payment_method', error.payment_method.id);
  return approved
    ? approve(tx, { ...intent, last_payment_error: null }, method, now)
    : decline(
        tx,
        intent,
        method,
        { type: 'card_error', ...authenticationFailure, payment_method: { id: method.id } },
        now,
      );
}

async function approve(tx: LocalTx, intent: LocalPaymentIntent, method: LocalPaymentMethod, now: Date) {
  const charge = newCharge(intent, method, now);
  await insertObject(tx, charge);
  const confirmed = { ...intent, payment_method: method.id, latest_charge: charge.id, last_payment_error: null };
  if (intent.capture_method === 'automatic')
    return settle(tx, confirmed, charge, intent.amount, intent.application_fee_amount, now);
  const held: LocalPaymentIntent = { ...confirmed, status: 'requires_capture', amount_capturable: intent.amount };
  await saveObject(tx, held);
  await recordLocalEvent(tx, { type: 'payment_intent.amount_capturable_updated', object: held }, now);
  return held;
}

async function decline(
  tx: LocalTx,
  intent: LocalPaymentIntent,
  method: LocalPaymentMethod,
  error: PaymentError,
  now: Date,
) {
  const charge: LocalCharge = {
    ...newCharge(intent, method, now),
    status: 'failed',
    failure_code: error.decline_code ?? error.code,
    failure_message: error.message,
  };
  await insertObject(tx, charge);
  const failed: LocalPaymentIntent = {
    ...intent,
    status: 'requires_payment_method',
    payment_method: null,
    latest_charge: charge.id,
    last_payment_error: error,
  };
  await saveObject(tx, failed);
  await recordLocalEvent(tx, { type: 'payment_intent.payment_failed', object: failed }, now);
  return failed;
}

function newCharge(intent: LocalPaymentIntent, method: LocalPaymentMethod, now: Date): LocalCharge {
  return {
    id: newId('charge'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: 0,
    amount_refunded: 0,
    captured: false,
    refunded: false,
    status: 'succeeded',
    failure_code: null,
    failure_message: null,
    payment_intent: intent.id,
    payment_method: method.id,
    customer: intent.customer,
    destination: intent.transfer_data.destination,
    transfer: null,
    application_fee: null,
    application_fee_amount: null,
    metadata: intent.metadata,
    created: unixSeconds(now),
  };
}

/** Captures `amount` of the charge: transferred whole to the washer, the fee taken back from it. */
async function settle(
  tx: LocalTx,
  intent: LocalPaymentIntent,
  charge: LocalCharge,
  amount: number,
  fee: number,
  now: Date,
): Promise<LocalPaymentIntent> {
  const destination = intent.transfer_data.destination;
  const transferId = newId('transfer');
  await insertObject(tx, {
    id: transferId,
    object: 'transfer',
    amount,
    amount_reversed: 0,
    reversed: false,
    destination,
    source_transaction: charge.id,
    created: unixSeconds(now),
  });
  // Stripe makes no application fee for a fee of nothing (a tip).
  const feeId = fee > 0 ? newId('application_fee') : null;
  if (feeId)
    await insertObject(tx, {
      id: feeId,
      object: 'application_fee',
      amount: fee,
      amount_refunded: 0,
      refunded: false,
      account: destination,
      charge: charge.id,
      created: unixSeconds(now),
    });
  await creditAccount(tx, destination, amount - fee);
  await saveObject(tx, {
    ...charge,
    captured: true,
    amount_captured: amount,
    transfer: transferId,
    application_fee: feeId,
    application_fee_amount: fee,
  });
  const succeeded: LocalPaymentIntent = {
    ...intent,
    status: 'succeeded',
    amount_capturable: 0,
    amount_received: amount,
    application_fee_amount: fee,
  };
  await saveObject(tx, succeeded);
  await recordLocalEvent(tx, { type: 'payment_intent.succeeded', object: succeeded }, now);
  return succeeded;
}

export async function capture(
  tx: LocalTx,
  input: { paymentIntentId: string; amountToCaptureCents?: number; applicationFeeCents: number },
  now: Date,
): Promise<LocalPaymentIntent> {
  const intent = await readObject(tx, 'payment_intent', input.paymentIntentId);
  if (intent.status !== 'requires_capture') throw unexpectedState(intent, 'captured', 'requires_capture');
  const amount = input.amountToCaptureCents ?? intent.amount_capturable;
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > intent.amount_capturable)
    throw invalidRequest(
      `The amount to capture must be a whole amount from 1 to the amount capturable (${intent.amount_capturable}).`,
      'amount_too_large',
    );
  if (
    !Number.isSafeInteger(input.applicationFeeCents) ||
    input.applicationFeeCents < 0 ||
    input.applicationFeeCents > amount
  )
    throw invalidRequest(
      'The application fee must be a whole amount from 0 to the amount captured.',
      'parameter_invalid_integer',
    );
  const charge = await readObject(tx, 'charge', intent.latest_charge ?? '');
  return settle(tx, intent, charge, amount, input.applicationFeeCents, now);
}

export async function cancel(tx: LocalTx, paymentIntentId: string, now: Date): Promise<LocalPaymentIntent> {
  const intent = await readObject(tx, 'payment_intent', paymentIntentId);
  if (intent.status !== 'requires_capture' && intent.status !== 'requires_payment_method')
    throw unexpectedState(intent, 'canceled', 'requires_payment_method, requires_capture');
  const canceled: LocalPaymentIntent = {
    ...intent,
    status: 'canceled',
    amount_capturable: 0,
    canceled_at: unixSeconds(now),
  };
  await saveObject(tx, canceled);
  await recordLocalEvent(tx, { type: 'payment_intent.canceled', object: canceled }, now);
  return canceled;
}

/**
 * Refunds part of a captured charge. Its share of the transfer and of the fee follows everything
 * refunded so far (as the ledger's refunds do), so partial refunds add up to one refund of their sum.
 */
export async function refund(
  tx: LocalTx,
  input: { paymentIntentId: string; amountCents: number },
  now: Date,
): Promise<LocalRefund> {
  const intent = await readObject(tx, 'payment_intent', input.paymentIntentId);
  if (intent.status !== 'succeeded' || !intent.latest_charge)
    throw invalidRequest(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      'charge_not_refundable',
    );
  const charge = await readObject(tx, 'charge', intent.latest_charge);
  const refundable = charge.amount_captured - charge.amount_refunded;
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1 || input.amountCents > refundable)
    throw invalidRequest(
      `Refund amount must be a whole amount from 1 to the unrefunded amount on the charge (${refundable}).`,
      'amount_too_large',
    );
  const refundedSoFar = charge.amount_refunded + input.amountCents;
  const transfer = await readObject(tx, 'transfer', charge.transfer ?? '');
  const transferShare = (refunded: number) => proportionalCents(refunded, transfer.amount, charge.amount_captured);
  const reversal = transferShare(refundedSoFar) - transferShare(charge.amount_refunded);
  const reversalId = newId('transfer_reversal');
  await insertObject(tx, {
    id: reversalId,
    object: 'transfer_reversal',
    amount: reversal,
    transfer: transfer.id,
    created: unixSeconds(now),
  });
  const amountReversed = transfer.amount_reversed + reversal;
  await saveObject(tx, { ...transfer, amount_reversed: amountReversed, reversed: amountReversed === transfer.amount });

  let feeRefundId: string | null = null;
  let feeRefund = 0;
  if (charge.application_fee) {
    const fee = await readObject(tx, 'application_fee', charge.application_fee);
    const feeShare = (refunded: number) => proportionalCents(refunded, fee.amount, charge.amount_captured);
    feeRefund = feeShare(refundedSoFar) - feeShare(charge.amount_refunded);
    feeRefundId = newId('fee_refund');
    await insertObject(tx, {
      id: feeRefundId,
      object: 'fee_refund',
      amount: feeRefund,
      fee: fee.id,
      created: unixSeconds(now),
    });
    const amountRefunded = fee.amount_refunded + feeRefund;
    await saveObject(tx, { ...fee, amount_refunded: amountRefunded, refunded: amountRefunded === fee.amount });
  }
  await creditAccount(tx, transfer.destination, feeRefund - reversal);

  const made: LocalRefund = {
    id: newId('refund'),
    object: 'refund',
    amount: input.amountCents,
    charge: charge.id,
    payment_intent: intent.id,
    status: 'succeeded',
    transfer_reversal: reversalId,
    local_fee_refund: feeRefundId,
    created: unixSeconds(now),
  };
  await insertObject(tx, made);
  const refunded: LocalCharge = {
    ...charge,
    amount_refunded: refundedSoFar,
    refunded: refundedSoFar === charge.amount_captured,
  };
  await saveObject(tx, refunded);
  await recordLocalEvent(tx, { type: 'charge.refunded', object: refunded }, now);
  return made;
}
