import { eq } from 'drizzle-orm';
import { formatSlot } from '@sudsy/domain/booking';
import { formatMomentIn } from '@sudsy/domain/cancellation-policy';
import { disputeAnswerText, disputeNoticeTexts, disputeOutcomeText } from '@sudsy/domain/disputes';
import type { EventOf } from '@sudsy/domain/events';
import type { Db } from '../../db/client';
import { appointments, jobPayments } from '../appointments/schema';
import { disputes } from '../disputes/schema';
import { timeZoneOf } from '../schedule';
import type { Recipient } from './recipients';
import type { Notice, Tell } from './notice-teller';
import { partiesOf } from './recipients';

// Each step of a dispute (docs/product.md, "Disputes"), by mail and in the bell: the side that must
// act next hears of it, and both sides hear when it goes to Sudsy or Sudsy decides.
const channels = { email: 'moderation', bell: 'moderation' } as const;

export async function disputeChanged(
  db: Db,
  tell: Tell,
  { disputeId, step }: EventOf<'dispute-changed'>,
): Promise<void> {
  const [row] = await db
    .select({ dispute: disputes, appointment: appointments, paidBy: jobPayments.status })
    .from(disputes)
    .innerJoin(appointments, eq(appointments.id, disputes.appointmentId))
    .leftJoin(jobPayments, eq(jobPayments.appointmentId, appointments.id))
    .where(eq(disputes.id, disputeId));
  if (!row) return;
  const { dispute, appointment } = row;
  const parties = await partiesOf(db, appointment);
  if (!parties) return;
  const { owner, washer } = parties;
  const timeZone = await timeZoneOf(db, appointment.washerId);
  const due = dispute.dueAt ? formatMomentIn(dispute.dueAt, timeZone) : '';
  const notice = (subject: string, intro: string): Notice => ({
    subject,
    intro,
    details: [
      ['Job', formatSlot(appointment.serviceDate, appointment.startTime)],
      ['Problem', dispute.problem],
    ],
    action: disputeNoticeTexts.action,
    path: `/appointments/${appointment.id}`,
  });
  const both = (subject: string, intro: string) =>
    Promise.all([owner, washer].map((to: Recipient) => tell(to, channels, notice(subject, intro))));
  const texts = disputeNoticeTexts;
  switch (step) {
    case 'opened':
      return tell(washer, channels, notice(texts.opened.subject(owner.name), texts.opened.intro(due)));
    case 'answered': {
      const answer = dispute.answerKind;
      const intro =
        answer === 'contest' || !answer
          ? texts.answered.introContest
          : texts.answered.introOffer(
              disputeAnswerText({
                kind: answer,
                message: '',
                redoDate: dispute.redoDate,
                redoTime: dispute.redoTime,
                offerCents: dispute.offerCents,
                at: '',
              }),
              due,
            );
      return tell(owner, channels, notice(texts.answered.subject(washer.name), intro));
    }
    case 'offer_accepted':
      return tell(washer, channels, notice(texts.offerAccepted.subject, texts.offerAccepted.intro));
    case 'offer_declined':
      return tell(washer, channels, notice(texts.offerDeclined.subject, texts.offerDeclined.intro));
    case 'escalated':
      return void (await both(texts.escalated.subject, texts.escalated.intro));
    case 'decided': {
      const outcome = disputeOutcomeText({
        resolution: dispute.resolution,
        refundCents: dispute.refundCents,
        paidThroughSudsy: row.paidBy === 'captured' || row.paidBy === 'late_fee_charged',
      });
      return void (await both(texts.decided.subject, texts.decided.intro(outcome, dispute.decisionReason ?? '')));
    }
  }
}
