import { eq } from 'drizzle-orm';
import { formatSlot } from '@sudsy/domain/booking';
import type { EventOf } from '@sudsy/domain/events';
import type { Db } from '../../db/client';
import { calendarFile, type AppointmentRow } from '../appointments';
import { appointments, rescheduleProposals } from '../appointments/schema';
import type { Tell } from './notice-teller';
import { partiesOf, type Recipient } from './recipients';

type RescheduleProposalRow = typeof rescheduleProposals.$inferSelect;

/** One mail about a proposal: to whom, what it says, and whether it carries the moved appointment for calendars. */
export type RescheduleMail = {
  to: Recipient;
  subject: string;
  intro: string;
  details: [string, string][];
  withCalendar: boolean;
};

/**
 * Who is told what when a new time is proposed, answered or withdrawn: a proposal and a withdrawal
 * go to the side that answers, a decline to the side that proposed, and an accepted time to both,
 * each with the moved appointment for their calendar.
 */
export function rescheduleMails(
  proposal: RescheduleProposalRow,
  appointment: AppointmentRow,
  parties: { owner: Recipient; washer: Recipient },
): RescheduleMail[] {
  const proposer = proposal.proposedBy === 'owner' ? parties.owner : parties.washer;
  const answerer = proposal.proposedBy === 'owner' ? parties.washer : parties.owner;
  const was = formatSlot(proposal.fromDate, proposal.fromStart);
  const proposed = formatSlot(proposal.toDate, proposal.toStart);
  const times: [string, string][] = [
    ['Booked time', was],
    ['Proposed time', proposed],
    ['Where', appointment.address],
  ];
  switch (proposal.status) {
    case 'pending':
      return [
        {
          to: answerer,
          subject: `${proposer.name} proposes a new time: ${proposed}`,
          intro: `${proposer.name} would like to move your appointment to a new time. Accept or decline it on the appointment page; until then the booked time holds.`,
          details: times,
          withCalendar: false,
        },
      ];
    case 'accepted':
      return [proposer, answerer].map((to) => ({
        to,
        subject: `Appointment moved to ${proposed}`,
        intro:
          to === proposer
            ? `${answerer.name} accepted the new time you proposed. The appointment has moved.`
            : `You accepted the new time ${proposer.name} proposed. The appointment has moved.`,
        details: [
          ['New time', proposed],
          ['Was', was],
          ['Where', appointment.address],
        ],
        withCalendar: true,
      }));
    case 'declined':
    case 'withdrawn': {
      const declined = proposal.status === 'declined';
      return [
        {
          to: declined ? proposer : answerer,
          subject: `New time ${proposal.status}: the appointment stays on ${was}`,
          intro: declined
            ? `${answerer.name} declined the new time you proposed. The appointment keeps its booked time.`
            : `${proposer.name} withdrew the new time they proposed. The appointment keeps its booked time.`,
          details: times,
          withCalendar: false,
        },
      ];
    }
    case 'lapsed':
      return [];
  }
}

/** A step of a change of time, told as the proposal stood when it was taken (`status`). */
export async function rescheduleChanged(
  db: Db,
  tell: Tell,
  { proposalId, status }: EventOf<'reschedule-changed'>,
): Promise<void> {
  const [row] = await db
    .select({ proposal: rescheduleProposals, appointment: appointments })
    .from(rescheduleProposals)
    .innerJoin(appointments, eq(appointments.id, rescheduleProposals.appointmentId))
    .where(eq(rescheduleProposals.id, proposalId));
  if (!row) return;
  const { proposal, appointment } = row;
  const parties = await partiesOf(db, appointment);
  if (!parties) return;
  for (const mail of rescheduleMails({ ...proposal, status }, appointment, parties)) {
    await tell(
      mail.to,
      { email: 'booking', bell: 'reschedule' },
      {
        subject: mail.subject,
        intro: mail.intro,
        details: mail.details,
        action: 'Open the appointment',
        path: `/appointments/${appointment.id}`,
        ...(mail.withCalendar
          ? {
              outro: 'The attached file moves the appointment in your calendar.',
              attachments: [await calendarFile(db, appointment, parties.washer.name)],
            }
          : {}),
      },
    );
  }
}
