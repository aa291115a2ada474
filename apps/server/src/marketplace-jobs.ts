import type { Logger } from 'pino';
import { dataRetentionJob } from './data-retention';
import type { Db } from './db/client';
import { feedbackRequestsJob } from './features/appointments/feedback-request-sweep';
import { lateStartNudgesJob } from './features/appointments/late-start-sweep';
import { quoteExpiryJob } from './features/appointments/quote-expiry';
import { appointmentRemindersJob } from './features/appointments/reminder-sweep';
import { seriesTopUpJob } from './features/appointments/series-top-up';
import { campaignsJob } from './features/campaigns/campaign-service';
import { disputeEscalationJob } from './features/disputes/escalation-sweep';
import { paymentsReconciliationJob } from './features/job-payments/reconcile';
import { jobPaymentsJob } from './features/job-payments/sweep';
import { unreadMessageMailJob } from './features/messages/unread-email';
import { verificationExpiryJob } from './features/verification/expiry-sweep';
import { pruneDeliveredEventsJob } from './platform/events/prune';
import type { JobDefinition } from './platform/jobs/job-queue';
import type { PaymentProvider } from './platform/payments/payment-provider';

/**
 * Every timed job of the marketplace, on a server and in the test of their query plans alike; the
 * money's jobs only when payments are on.
 */
export function marketplaceJobs({
  db,
  logger,
  payments,
}: {
  db: Db;
  logger: Logger;
  payments: PaymentProvider | null;
}): JobDefinition[] {
  return [
    quoteExpiryJob(db, logger),
    seriesTopUpJob(db),
    appointmentRemindersJob(db),
    lateStartNudgesJob(db),
    feedbackRequestsJob(db),
    campaignsJob(db),
    unreadMessageMailJob({ db, now: () => new Date() }),
    pruneDeliveredEventsJob(db),
    dataRetentionJob(db, logger),
    verificationExpiryJob(db),
    disputeEscalationJob(db),
    ...(payments ? [jobPaymentsJob({ db, provider: payments, logger })] : []),
    ...(payments ? [paymentsReconciliationJob({ db, provider: payments, logger })] : []),
  ];
}
