import type { EventOf } from '@sudsy/domain/events';
import { jobDayNoticeTexts } from '@sudsy/domain/job-day';
import type { Db } from '../../db/client';
import type { Tell } from './notice-teller';
import { scheduledJobOf } from './recipients';

/**
 * The washer set off or arrived (docs/product.md, "The day of the job"): the owner hears of it in
 * the bell and on their devices, with the arrival time as it was then, never where the washer is.
 * Nothing is told of a job cancelled or completed since.
 */
export async function jobDayStep(
  db: Db,
  tell: Tell,
  { appointmentId, step, etaMinutes }: EventOf<'job-day-step'>,
): Promise<void> {
  const scheduled = await scheduledJobOf(db, appointmentId);
  if (!scheduled) return;
  const { appointment, owner, washer } = scheduled;
  const onTheWay = step === 'on_my_way';
  await tell(
    owner,
    { bell: 'on-the-way' },
    {
      subject: onTheWay
        ? jobDayNoticeTexts.onTheWaySubject(washer.name)
        : jobDayNoticeTexts.arrivedSubject(washer.name),
      intro: onTheWay
        ? jobDayNoticeTexts.onTheWayIntro(etaMinutes)
        : jobDayNoticeTexts.arrivedIntro(appointment.address),
      details: [['Where', appointment.address]],
      action: jobDayNoticeTexts.action,
      path: `/appointments/${appointment.id}`,
    },
  );
}
