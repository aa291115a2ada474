import { and, asc, eq } from 'drizzle-orm';
import { formatSlot } from '@sudsy/domain/booking';
import type { EventOf } from '@sudsy/domain/events';
import { feedbackRequestTexts } from '@sudsy/domain/feedback-request';
import { formatCents } from '@sudsy/domain/money';
import { attendanceTexts, dayLines, lateStartTexts, reminderTexts, type RemindedJob } from '@sudsy/domain/reminders';
import { serviceNames } from '@sudsy/domain/schedule-rules';
import type { Db } from '../../db/client';
import type { AppointmentRow } from '../appointments';
import { appointments, reviews } from '../appointments/schema';
import type { Tell } from './notice-teller';
import { partiesOf, scheduledJobOf } from './recipients';

const remindedJob = (row: AppointmentRow): RemindedJob => ({
  date: row.serviceDate,
  start: row.startTime,
  end: row.endTime,
  services: serviceNames(row.services).join(', ') || 'Car wash',
  address: row.address,
  vehicle: row.vehicleDescription,
  ownerName: row.ownerName,
});

/** The washer's scheduled jobs on the reminded job's day, in order of start. */
async function dayOf(db: Db, appointment: AppointmentRow): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.washerId, appointment.washerId),
        eq(appointments.serviceDate, appointment.serviceDate),
        eq(appointments.status, 'scheduled'),
      ),
    )
    .orderBy(asc(appointments.startTime));
}

/**
 * A job starts in a day or in two hours (docs/product.md, "Reminders"): its owner is asked to say
 * they'll be there; its washer gets the day's jobs in order a day ahead (once per day), and the
 * next job with what follows it two hours ahead. Read when delivered: a job cancelled since is not
 * reminded of, one moved since was reminded of again for its new time.
 */
export async function appointmentReminder(
  db: Db,
  tell: Tell,
  { appointmentId, leadHours, tellsWasher }: EventOf<'appointment-reminder'>,
): Promise<void> {
  const scheduled = await scheduledJobOf(db, appointmentId);
  if (!scheduled) return;
  const { appointment, ...parties } = scheduled;
  const { owner, washer } = parties;
  const job = remindedJob(appointment);
  // Texted two hours ahead only: the day before, mail and the bell are early enough.
  const channels = {
    email: 'appointment-reminder',
    bell: 'reminder',
    ...(leadHours === 2 ? { sms: appointment.id } : {}),
  } as const;
  await tell(owner, channels, {
    subject: reminderTexts.ownerSubject(leadHours, job),
    intro: reminderTexts.ownerIntro(washer.name, job),
    details: [
      ['When', formatSlot(job.date, job.start)],
      ['Washer', washer.name],
      ['Vehicle', job.vehicle],
      ['Services', job.services],
      ['Where', job.address],
      ...(appointment.priceCents === null
        ? []
        : [['Price', formatCents(appointment.priceCents, { always2: true })] as [string, string]]),
    ],
    action: reminderTexts.ownerAction,
    path: `/appointments/${appointment.id}`,
  });
  if (!tellsWasher) return;
  const day = (await dayOf(db, appointment)).map(remindedJob);
  if (leadHours === 24) {
    await tell(washer, channels, {
      subject: reminderTexts.washerDaySubject(job.date, day.length),
      intro: reminderTexts.washerDayIntro(day.length),
      details: dayLines(day),
      action: reminderTexts.washerAction,
      path: '/provider/schedule',
    });
    return;
  }
  const later = day.filter((other) => other.start > job.start);
  await tell(washer, channels, {
    subject: reminderTexts.washerNextSubject(job),
    intro: reminderTexts.washerNextIntro(job, later.length),
    details: dayLines([job, ...later]),
    action: reminderTexts.jobAction,
    path: `/appointments/${appointment.id}`,
  });
}

/** The owner said they'll be there: to the washer, in the bell only (it asks nothing of them). */
export async function attendanceConfirmed(
  db: Db,
  tell: Tell,
  { appointmentId }: EventOf<'attendance-confirmed'>,
): Promise<void> {
  const scheduled = await scheduledJobOf(db, appointmentId);
  if (!scheduled) return;
  const { appointment, ...parties } = scheduled;
  await tell(
    parties.washer,
    { bell: 'attendance-confirmed' },
    {
      subject: attendanceTexts.bellTitle(appointment.ownerName),
      intro: attendanceTexts.bellBody(
        appointment.ownerName,
        formatSlot(appointment.serviceDate, appointment.startTime),
      ),
      details: [['Where', appointment.address]],
      action: reminderTexts.jobAction,
      path: `/appointments/${appointment.id}`,
    },
  );
}

/**
 * The washer had not set off when the drive from their base needed them to: both sides are nudged,
 * the washer to go and tap On my way, the owner that they were reminded. Not sent once they set off.
 */
export async function lateStart(
  db: Db,
  tell: Tell,
  { appointmentId, driveMinutes }: EventOf<'late-start'>,
): Promise<void> {
  const scheduled = await scheduledJobOf(db, appointmentId);
  if (!scheduled) return;
  const { appointment, ...parties } = scheduled;
  const job = remindedJob(appointment);
  const channels = { email: 'appointment-reminder', bell: 'reminder', sms: appointment.id } as const;
  const path = `/appointments/${appointment.id}`;
  const details: [string, string][] = [
    ['When', formatSlot(job.date, job.start)],
    ['Where', job.address],
  ];
  await tell(parties.washer, channels, {
    subject: lateStartTexts.washerSubject(job),
    intro: lateStartTexts.washerIntro(driveMinutes),
    details,
    action: reminderTexts.jobAction,
    path,
  });
  await tell(parties.owner, channels, {
    subject: lateStartTexts.ownerSubject(parties.washer.name),
    intro: lateStartTexts.ownerIntro(parties.washer.name, job),
    details,
    action: 'Open the appointment',
    path,
  });
}

/**
 * A day after completion, the owner of a job not yet rated is asked to rate it, by mail only (the
 * "feedback requests" setting); not when they have rated it since the ask was made.
 */
export async function feedbackRequest(
  db: Db,
  tell: Tell,
  { appointmentId }: EventOf<'feedback-request'>,
): Promise<void> {
  const [row] = await db
    .select({ appointment: appointments, review: reviews.id })
    .from(appointments)
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(eq(appointments.id, appointmentId));
  if (!row || row.review !== null || row.appointment.status !== 'completed') return;
  const parties = await partiesOf(db, row.appointment);
  if (!parties) return;
  const { washer } = parties;
  await tell(
    parties.owner,
    { email: 'feedback-request' },
    {
      subject: feedbackRequestTexts.subject(washer.name),
      intro: feedbackRequestTexts.intro(washer.name, row.appointment.serviceDate),
      details: [
        ['Services', remindedJob(row.appointment).services],
        ['Where', row.appointment.address],
      ],
      action: feedbackRequestTexts.action,
      path: `/appointments/${appointmentId}`,
    },
  );
}
