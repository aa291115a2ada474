import { paymentIntentView, type PaymentIntentFields } from '../../platform/payments/stripe-objects';
import type { PaymentEvents } from '../payments';
import { recordAuthentication } from './service';

/**
 * The owner's answer to their bank's challenge reaches us as the provider's event (Stripe.js
 * confirms in the browser): the hold now waits for capture, or it failed again.
 */
export function registerJobPaymentEvents(events: PaymentEvents): void {
  for (const type of ['payment_intent.amount_capturable_updated', 'payment_intent.payment_failed'])
    events.on(type, async (event, tx) => {
      if (event.object.object !== 'payment_intent') return;
      await recordAuthentication(tx, paymentIntentView(event.object as unknown as PaymentIntentFields));
    });
}
