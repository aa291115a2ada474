import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { devOutboxReadable } from '../mail/dev-outbox';
import { createLocalProvider, type LocalPaymentProvider } from './local-provider';
import { createStripeProvider, type StripePaymentProvider } from './stripe-provider';

export type ConfiguredPaymentProvider = StripePaymentProvider | LocalPaymentProvider;

/** The provider PAYMENTS names (docs/payments.md), or null when owners pay washers directly. */
export function createPaymentProvider(config: Config, db: Db, logger: Logger): ConfiguredPaymentProvider | null {
  const { payments } = config;
  if (payments.mode === 'off') return null;
  if (payments.mode === 'stripe') return createStripeProvider(payments);
  // As with the dev outbox: where only others can reach the instance, say once that nothing is real.
  if (!devOutboxReadable(config))
    logger.warn('PAYMENTS=local: payments are simulated and move no money, and /dev/payments is not served here');
  return createLocalProvider({ db, config, webhookSecret: payments.webhookSecret, logger });
}
