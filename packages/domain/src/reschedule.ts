// Moving a booked job to a new start (docs/product.md, "Rescheduling"): either side proposes a new
// start, checked against the washer's calendar like a quote; the other side accepts or declines it,
// and until then the booked time holds. The job keeps its length. One proposal is open at a time.
import { z } from 'zod';
import { quoteSlotMessages, slotEnd, type SlotProblem } from './booking';
import { roles, type Role } from './roles';
import { plannedDateSchema, timeSchema } from './schedule-schemas';
import { toMinutes } from './time-slots';

export const rescheduleStatuses = ['pending', 'accepted', 'declined', 'withdrawn', 'lapsed'] as const;
export type RescheduleStatus = (typeof rescheduleStatuses)[number];

export const rescheduleMessages = {
  date: 'Choose a date',
  start: 'Choose a start time',
  notScheduled: 'Only a scheduled appointment can be moved to a new time.',
  started: 'This job has started, so it can no longer be moved to a new time.',
  sameTime: 'Choose a time different from the current one.',
  pastMidnight: 'The job would run past midnight. Choose an earlier start.',
  alreadyProposed:
    'A new time is already proposed for this appointment. Answer it, or withdraw yours, before proposing another.',
  notPending: 'This proposal has already been answered or withdrawn.',
  ownProposal: 'You proposed this time, so the other side answers it. You can withdraw it instead.',
  notProposer: 'Only the side that proposed this time can withdraw it.',
  answerRequired: 'Choose to accept or decline the new time.',
} as const;

/** POST /api/appointments/:id/reschedule, and the dialog that sends it: the new date and start. */
export const rescheduleInputSchema = z.object({
  date: z.string(rescheduleMessages.date).min(1, rescheduleMessages.date).pipe(plannedDateSchema),
  start: z.string(rescheduleMessages.start).min(1, rescheduleMessages.start).pipe(timeSchema),
});
export type RescheduleInput = z.infer<typeof rescheduleInputSchema>;

/** POST /api/appointments/:id/reschedule/:proposalId/answer. */
export const rescheduleAnswerSchema = z.object({ accept: z.boolean(rescheduleMessages.answerRequired) });

const slotSchema = z.object({ date: z.string(), start: z.string(), end: z.string() });
export type JobSlot = z.infer<typeof slotSchema>;

/** One proposal as both sides read it in the appointment's history. */
export const rescheduleProposalSchema = z.object({
  id: z.string(),
  proposedBy: z.enum(roles),
  /** The booked time when it was proposed, and the time proposed. */
  from: slotSchema,
  to: slotSchema,
  status: z.enum(rescheduleStatuses),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type RescheduleProposal = z.infer<typeof rescheduleProposalSchema>;

/** The job moved to start at `start` on `date`, keeping its length; null when it would run past midnight. */
export function movedSlot(job: JobSlot, to: { date: string; start: string }): JobSlot | null {
  const end = slotEnd(to.start, toMinutes(job.end) - toMinutes(job.start));
  return end === null ? null : { date: to.date, start: to.start, end };
}

export function isSameStart(job: { date: string; start: string }, to: { date: string; start: string }): boolean {
  return job.date === to.date && job.start === to.start;
}

/** The proposal still waiting for an answer, if any (at most one per appointment). */
export function pendingProposal(proposals: readonly RescheduleProposal[]): RescheduleProposal | null {
  return proposals.find((proposal) => proposal.status === 'pending') ?? null;
}

/** What the side checking the washer's calendar reads when the new time does not fit (409). */
export const rescheduleSlotMessages: Record<Role, Record<SlotProblem, string>> = {
  washer: quoteSlotMessages,
  owner: {
    past: 'The proposed start has already passed. Choose a later date or time.',
    'outside-hours': 'The washer does not work at that time. Choose a time within their working hours.',
    blocked: 'The washer is not available at that time. Choose another time.',
    booked: 'The washer has another appointment at that time. Choose another time.',
  },
};

/** The list card's badge while a new time waits: the viewer's own, or one for them to answer. */
export function pendingRescheduleBadge(proposedBy: Role | null, viewer: Role): string | null {
  if (proposedBy === null) return null;
  return proposedBy === viewer ? 'New time proposed' : 'New time to answer';
}

export const rescheduleStatusLabels: Record<RescheduleStatus, string> = {
  pending: 'Awaiting answer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  lapsed: 'Lapsed',
};

/** The appointment page's texts (ours). `other` is the other side's name, `when` a formatted time. */
export const rescheduleTexts = {
  title: 'Change of time',
  description:
    'Either of you can propose a new time. The other accepts or declines it; until then the booked time holds.',
  propose: 'Propose a new time',
  dialogDescription: (other: string) =>
    `${other} is asked by email to accept or decline. Until then the booked time holds.`,
  keepsLength: (length: string) => `The job keeps its length (${length}) and must fit the washer's calendar.`,
  send: 'Send proposal',
  sending: 'Sending...',
  waiting: (other: string, when: string) =>
    `You proposed ${when}. Waiting for ${other} to answer; the booked time holds until then.`,
  proposes: (other: string, when: string) => `${other} proposes to move this appointment to ${when}.`,
  accept: 'Accept new time',
  accepting: 'Accepting...',
  decline: 'Decline',
  declining: 'Declining...',
  withdraw: 'Withdraw proposal',
  withdrawing: 'Withdrawing...',
  you: 'You',
  proposedOn: (when: string) => `Proposed ${when}`,
  newDate: 'New date',
  newStart: 'New start time',
  historyTitle: 'History',
  historyLine: (who: string, from: string, to: string) => `${who} proposed ${to} instead of ${from}`,
  noChanges: 'No change of time has been proposed.',
  closed: 'A job that has started, or is completed or cancelled, keeps its time.',
} as const;

export const rescheduleToasts = {
  proposed: { title: 'New time proposed', description: 'The other side has been asked by email.' },
  accepted: { title: 'Appointment moved', description: 'The new time is in both calendars.' },
  declined: { title: 'New time declined', description: 'The appointment keeps its booked time.' },
  withdrawn: { title: 'Proposal withdrawn', description: 'The appointment keeps its booked time.' },
  failed: { title: 'Could not change the time', description: 'Please try again.' },
} as const;
