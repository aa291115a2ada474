import type { Logger } from 'pino';
import { pruneExpiredAuthRecords } from './auth/retention';
import type { Db } from './db/client';
import { pruneOldNotifications } from './features/notifications/retention';
import { pruneOldWebhookEvents } from './features/payments/webhook-retention';
import type { JobDefinition } from './platform/jobs/job-queue';
import { sweepPass } from './platform/metrics/operational-events';

/**
 * The records that grow with time and serve no one once old, removed daily by their stated
 * retention (docs/operations.md, "Retention"); delivered events have a job of their own
 * (platform/events/prune.ts). Each removal is its own statement, each through an index.
 */
export async function pruneExpiredRecords(db: Db): Promise<Record<string, number>> {
  return {
    notifications: await pruneOldNotifications(db),
    authRecords: await pruneExpiredAuthRecords(db),
    webhookEvents: await pruneOldWebhookEvents(db),
  };
}

export function dataRetentionJob(db: Db, logger: Logger): JobDefinition {
  return {
    name: 'data-retention',
    cron: '20 4 * * *',
    sweep: true,
    run: async () => {
      const removed = await sweepPass('data-retention', () => pruneExpiredRecords(db));
      logger.info({ removed }, 'records past their retention removed');
    },
  };
}
