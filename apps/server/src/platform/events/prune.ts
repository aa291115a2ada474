import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { daysAgo } from '../../db/days-ago';
import type { JobDefinition } from '../jobs/job-queue';
import { eventOutbox } from '../schema';

/** Delivered events are kept a week (for support), then removed with their delivery records. */
const keptDays = 7;

export async function pruneDeliveredEvents(db: Db): Promise<number> {
  const removed = await db
    .delete(eventOutbox)
    .where(lt(eventOutbox.deliveredAt, daysAgo(keptDays)))
    .returning({ id: eventOutbox.id });
  return removed.length;
}

/** The pruning as a job: daily, on one instance. */
export function pruneDeliveredEventsJob(db: Db): JobDefinition {
  return {
    name: 'event-outbox-prune',
    cron: '45 3 * * *',
    sweep: true,
    run: async () => void (await pruneDeliveredEvents(db)),
  };
}
