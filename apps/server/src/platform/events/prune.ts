import type { Db } from '../../db/client';
import { deleteOlderThan } from '../../db/older-than';
import type { JobDefinition } from '../jobs/job-queue';
import { eventOutbox } from '../schema';

/** Delivered events are kept a week (for support), then removed with their delivery records. */
const keptDays = 7;

export const pruneDeliveredEvents = (db: Db): Promise<number> =>
  deleteOlderThan(db, eventOutbox, eventOutbox.deliveredAt, keptDays);

/** The pruning as a job: daily, on one instance. */
export function pruneDeliveredEventsJob(db: Db): JobDefinition {
  return {
    name: 'event-outbox-prune',
    cron: '45 3 * * *',
    sweep: true,
    run: async () => void (await pruneDeliveredEvents(db)),
  };
}
