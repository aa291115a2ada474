import { paymentsOffMessage } from '@sudsy/domain/payment-schemas';
import { conflict } from '../../http/app-error';
import type { PaymentProvider } from '../../platform/payments/payment-provider';

/** The provider a payment action needs; with PAYMENTS=off, 409 payments_off and nothing done. */
export function providerOrRefuse(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw conflict(paymentsOffMessage, 'payments_off');
  return provider;
}
