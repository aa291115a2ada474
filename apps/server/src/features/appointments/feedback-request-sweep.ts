import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { feedbackRequestAfterHours, feedbackRequestWithinDays } from '@sudsy/domain/feedback-request';
import type { Db } from '../../db/client';
import { recordEvent } from '../../platform/events/record-event';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { sweepPass } from '../../platform/metrics/operational-events';
import { appointmentCompletions, appointments, feedbackRequests, reviews } from './schema';

/** How many owners one pass asks; the next pass asks the rest. */
const passSize = 200;
const hourMs = 3_600_000;

/**
 * One pass: the owner of each job completed between `feedbackRequestWithinDays` and
 * `feedbackRequestAfterHours` ago and not rated is asked to rate it, once: the mark and the event
 * in one transaction, so a retry or a second instance asks nobody twice.
 */
export async function askForFeedback(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(appointmentCompletions, eq(appointmentCompletions.appointmentId, appointments.id))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .leftJoin(feedbackRequests, eq(feedbackRequests.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.status, 'completed'),
        isNull(reviews.id),
        isNull(feedbackRequests.appointmentId),
        lte(appointmentCompletions.completedAt, new Date(now.getTime() - feedbackRequestAfterHours * hourMs)),
        gt(appointmentCompletions.completedAt, new Date(now.getTime() - feedbackRequestWithinDays * 24 * hourMs)),
      ),
    )
    .orderBy(appointmentCompletions.completedAt)
    .limit(passSize);
  let asked = 0;
  for (const { id } of due) {
    const sent = await db.transaction(async (tx) => {
      const [mark] = await tx
        .insert(feedbackRequests)
        .values({ appointmentId: id, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: feedbackRequests.appointmentId });
      if (mark) await recordEvent(tx, { type: 'feedback-request', appointmentId: id });
      return mark !== undefined;
    });
    if (sent) asked += 1;
  }
  return asked;
}

/** The asks as a job, every ten minutes (docs/decisions/019): a day after completion give or take that. */
export function feedbackRequestsJob(db: Db): JobDefinition {
  return {
    name: 'feedback-requests',
    cron: '*/10 * * * *',
    sweep: true,
    run: async () => {
      await sweepPass('feedback-requests', () => askForFeedback(db));
    },
  };
}
