import type { Logger } from 'pino';
import type { Db } from './db/client';
import { appointmentLiveDelivery, type AppointmentChangePublisher } from './features/appointments/live-changes';
import { jobPaymentDelivery } from './features/job-payments/sweep';
import { noticeDelivery } from './features/notifications';
import { campaignDelivery, type CampaignDeps } from './features/notifications/campaign-notices';
import { everyHandler, type EventHandler } from './platform/events/dispatcher';
import type { PaymentProvider } from './platform/payments/payment-provider';

/**
 * What each outbox event does, on a server and in the tests alike: the job's money first (a
 * completed job's capture is then in its receipt mail and on the page), then the open booking
 * pages are told (a cheap note on the live stream, which must not wait behind a slow mail server),
 * then the notices.
 */
export function marketplaceEventHandler(
  deps: CampaignDeps & {
    db: Db;
    payments: PaymentProvider | null;
    logger: Logger;
    hub: CampaignDeps['hub'] & AppointmentChangePublisher;
  },
): EventHandler {
  const { payments, logger, secret, ...notices } = deps;
  return everyHandler(
    ...(payments ? [jobPaymentDelivery({ db: deps.db, provider: payments, logger })] : []),
    appointmentLiveDelivery({ db: deps.db, hub: deps.hub }),
    noticeDelivery(notices),
    campaignDelivery({ ...notices, secret }),
  );
}
