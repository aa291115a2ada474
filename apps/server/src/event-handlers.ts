import type { Logger } from 'pino';
import type { Db } from './db/client';
import { jobPaymentDelivery } from './features/job-payments/sweep';
import { noticeDelivery } from './features/notifications';
import { campaignDelivery, type CampaignDeps } from './features/notifications/campaign-notices';
import { everyHandler, type EventHandler } from './platform/events/dispatcher';
import type { PaymentProvider } from './platform/payments/payment-provider';

/**
 * What each outbox event does, on a server and in the tests alike: the job's money first (a
 * completed job's capture is then in its receipt mail), then the notices.
 */
export function marketplaceEventHandler(
  deps: CampaignDeps & { db: Db; payments: PaymentProvider | null; logger: Logger },
): EventHandler {
  const { payments, logger, secret, ...notices } = deps;
  return everyHandler(
    ...(payments ? [jobPaymentDelivery({ db: deps.db, provider: payments, logger })] : []),
    noticeDelivery(notices),
    campaignDelivery({ ...notices, secret }),
  );
}
