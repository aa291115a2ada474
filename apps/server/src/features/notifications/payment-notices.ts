import { eq } from 'drizzle-orm';
import { formatSlot } from '@sudsy/domain/booking';
import { formatMomentIn } from '@sudsy/domain/cancellation-policy';
import type { EventOf } from '@sudsy/domain/events';
import { cardFixDeadline } from '@sudsy/domain/job-payment';
import { formatCents } from '@sudsy/domain/money';
import type { Db } from '../../db/client';
import { startOf } from '../appointments';
import { appointments, jobPayments } from '../appointments/schema';
import { timeZoneOf } from '../schedule';
import type { Tell } from './notice-teller';
import { partiesOf } from './recipients';

/**
 * A hold that failed, to both sides: the owner with the bank's words and until when to fix the
 * card (or confirm the payment), the washer that the booking may yet be cancelled.
 */
export async function paymentFailed(db: Db, tell: Tell, { appointmentId }: EventOf<'payment-failed'>): Promise<void> {
  const [row] = await db
    .select({ appointment: appointments, payment: jobPayments })
    .from(appointments)
    .innerJoin(jobPayments, eq(jobPayments.appointmentId, appointments.id))
    .where(eq(appointments.id, appointmentId));
  if (!row) return;
  const { appointment, payment } = row;
  const parties = await partiesOf(db, appointment);
  if (!parties) return;
  const timeZone = await timeZoneOf(db, appointment.washerId);
  const fixBy = formatMomentIn(cardFixDeadline(startOf(appointment, timeZone)), timeZone);
  const when = formatSlot(appointment.serviceDate, appointment.startTime);
  const price = formatCents(payment.amountCents, { always2: true });
  const confirm = payment.status === 'authentication_required';
  const path = `/appointments/${appointment.id}`;
  const details: [string, string][] = [
    ['When', when],
    ['Price', price],
    ...(payment.failure ? [['Reason', payment.failure] as [string, string]] : []),
  ];
  await tell(
    parties.owner,
    { email: 'booking', bell: 'booking' },
    {
      subject: confirm ? `Confirm your payment for ${when}` : `Your card was declined for ${when}`,
      intro: confirm
        ? `Your bank asks you to confirm the hold of ${price} for your wash with ${parties.washer.name}. Confirm it by ${fixBy}, or the booking will be cancelled without a fee.`
        : `We could not hold ${price} on your card for your wash with ${parties.washer.name}. Add or choose another card and try again by ${fixBy}, or the booking will be cancelled without a fee.`,
      details,
      action: confirm ? 'Confirm the payment' : 'Fix the payment',
      path,
    },
  );
  await tell(
    parties.washer,
    { email: 'booking', bell: 'booking' },
    {
      subject: `Payment pending for ${appointment.ownerName}, ${when}`,
      intro: `${appointment.ownerName}'s card could not be held for this job yet. They have until ${fixBy} to fix it; if they do not, the booking is cancelled and you will be told.`,
      details: [
        ['When', when],
        ['Price', price],
      ],
      action: 'Open the appointment',
      path,
    },
  );
}

/** A tip, to the washer; a refund, to the owner, with the reason the job's page shows. */
export async function moneyMoved(
  db: Db,
  tell: Tell,
  { appointmentId, movement, amountCents }: EventOf<'money-moved'>,
): Promise<void> {
  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (!appointment) return;
  const parties = await partiesOf(db, appointment);
  if (!parties) return;
  const amount = formatCents(amountCents, { always2: true });
  const when = formatSlot(appointment.serviceDate, appointment.startTime);
  const path = `/appointments/${appointment.id}`;
  if (movement === 'tip')
    await tell(
      parties.washer,
      { email: 'booking', bell: 'job-completed' },
      {
        subject: `${appointment.ownerName} tipped you ${amount}`,
        intro: `${appointment.ownerName} added a ${amount} tip for the job of ${when}. All of it is yours.`,
        details: [['When', when]],
        action: 'Open the appointment',
        path,
      },
    );
  else
    await tell(
      parties.owner,
      { email: 'booking', bell: 'job-completed' },
      {
        subject: `${parties.washer.name} refunded you ${amount}`,
        intro: `${parties.washer.name} refunded ${amount} of the job of ${when} to your card. Refunds usually reach it within 5 to 10 business days.`,
        details: [['When', when]],
        action: 'Open the appointment',
        path,
      },
    );
}
