import Stripe from 'stripe';
import {
  paymentIntentStatuses,
  type PaymentIntentStatus,
  type PaymentIntentView,
  type ProviderEvent,
  type RefundView,
  type SavedCard,
} from './payment-provider';

// Both providers speak in Stripe's objects: Stripe's API answers with them, and the local provider
// keeps its own in the same shape, so one set of readers turns either into the provider's views,
// and an event's object reads the same whoever sent it.

/** The fields of a PaymentIntent the views read. */
export type PaymentIntentFields = {
  id: string;
  status: string;
  amount: number;
  amount_received: number;
  client_secret: string | null;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
};

/** The fields of a card payment method the views read. */
export type CardPaymentMethodFields = {
  id: string;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
};

const isViewStatus = (status: string): status is PaymentIntentStatus =>
  (paymentIntentStatuses as readonly string[]).includes(status);

export function paymentIntentView(intent: PaymentIntentFields): PaymentIntentView {
  // Cards confirmed at creation never wait in `processing` or `requires_confirmation`; one that did
  // would be a flow this layer does not know, better refused than mistaken for another state.
  if (!isViewStatus(intent.status))
    throw new Error(`PaymentIntent ${intent.id} is in an unexpected state: ${intent.status}`);
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    amountCapturedCents: intent.amount_received,
    clientSecret: intent.client_secret ?? '',
    ...(intent.status === 'requires_payment_method' && error
      ? { declineMessage: error.message ?? 'Your card was declined.', declineCode: error.decline_code ?? error.code }
      : {}),
  };
}

/** The fields of a Refund the views read. */
export type RefundFields = { id: string; amount: number; status: string | null };

export function refundView(refund: RefundFields): RefundView {
  return { id: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending' };
}

/** A refund in these states gave the money back or is giving it; failed, canceled or waiting on the owner, it is not. */
const standingRefundStatuses = ['succeeded', 'pending'];

/** The refunds that count, in the order given. */
export function standingRefunds(refunds: readonly RefundFields[]): RefundView[] {
  return refunds.map(refundView).filter((refund) => standingRefundStatuses.includes(refund.status));
}

export function savedCard(method: CardPaymentMethodFields): SavedCard {
  const card = method.card;
  if (!card) throw new Error(`payment method ${method.id} is not a card`);
  return { id: method.id, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

/**
 * Checks a webhook's signature with Stripe's SDK, against each secret in turn (the platform
 * endpoint's and the Connect endpoint's have one each), and reads its event.
 */
export function verifiedEvent(rawBody: string, signatureHeader: string, secrets: readonly string[]): ProviderEvent {
  let firstError: unknown = new Error('no webhook secret to check the signature with');
  for (const [index, secret] of secrets.entries()) {
    try {
      return providerEvent(Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret));
    } catch (error) {
      if (index === 0) firstError = error;
    }
  }
  throw firstError;
}

function providerEvent(event: Stripe.Event): ProviderEvent {
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    account: event.account ?? null,
    object: event.data.object as unknown as ProviderEvent['object'],
  };
}
