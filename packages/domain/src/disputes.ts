// Disputes (docs/product.md, "Disputes"): an owner reports a problem with a completed job within 72
// hours; its washer answers within 48 (a redo visit, a partial refund, or contesting it); what the
// two do not settle goes to an operator, who decides a refund with a reason both sides read. One
// dispute per job, final once resolved. Amounts are cents, bounded by what the job was paid.
import { z } from 'zod';
import { formatServiceDate } from './booking';
import { formatCents } from './money';
import { plannedDateSchema, timeSchema } from './schedule-schemas';
import { formatTime12h } from './time-slots';

const hourMs = 3_600_000;

/** How long after completion the owner may report a problem. */
export const disputeWindowHours = 72;
/** How long the washer has to answer a report, and the owner to answer the washer's offer. */
export const disputeAnswerHours = 48;
/** Photos the owner may add to a report. */
export const maxDisputePhotos = 4;
export const disputeProblemMaxLength = 2000;
export const disputeMessageMaxLength = 1000;
export const disputeReasonMaxLength = 1000;
/** The operator's queue shows at most this many, the longest waiting first. */
export const disputeQueueSize = 50;

export const disputeStatuses = ['awaiting_washer', 'awaiting_owner', 'with_operator', 'resolved'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

/** The washer's answer: offer a redo visit, offer a refund, or contest the report. */
export const disputeAnswerKinds = ['redo', 'refund', 'contest'] as const;
export type DisputeAnswerKind = (typeof disputeAnswerKinds)[number];

/** Why a dispute went to an operator. */
export const disputeEscalations = ['contested', 'offer_declined', 'washer_silent', 'owner_silent'] as const;
export type DisputeEscalation = (typeof disputeEscalations)[number];

/** How it ended: the owner took the washer's redo or refund, or an operator decided. */
export const disputeResolutions = ['redo', 'refund', 'operator'] as const;
export type DisputeResolution = (typeof disputeResolutions)[number];

/** The steps both sides hear of (and the audit log keeps). */
export const disputeSteps = ['opened', 'answered', 'offer_accepted', 'offer_declined', 'escalated', 'decided'] as const;
export type DisputeStep = (typeof disputeSteps)[number];

/** Until when the owner of a job completed at `completedAt` may report a problem. */
export function disputeOpenUntil(completedAt: Date): Date {
  return new Date(completedAt.getTime() + disputeWindowHours * hourMs);
}

export function isWithinDisputeWindow(completedAt: Date, now: Date): boolean {
  return now.getTime() < disputeOpenUntil(completedAt).getTime();
}

/** Until when an answer to something said at `since` is waited for before an operator takes it. */
export function answerDueAt(since: Date): Date {
  return new Date(since.getTime() + disputeAnswerHours * hourMs);
}

/** Whether a dispute waiting in `status` since its due time `dueAt` goes to an operator at `now`. */
export function isOverdue(status: DisputeStatus, dueAt: Date | null, now: Date): boolean {
  if (status !== 'awaiting_washer' && status !== 'awaiting_owner') return false;
  return dueAt !== null && now.getTime() >= dueAt.getTime();
}

/** Who the dispute waits on when it is overdue: the washer's silence or the owner's. */
export const silenceOf = (status: 'awaiting_washer' | 'awaiting_owner'): DisputeEscalation =>
  status === 'awaiting_washer' ? 'washer_silent' : 'owner_silent';

export const disputeMessages = {
  problemRequired: 'Say what went wrong.',
  problemTooShort: 'Say a little more about what went wrong (at least 10 characters).',
  problemTooLong: `Keep it to ${disputeProblemMaxLength} characters or fewer.`,
  amountRequired: 'Enter the amount you ask back, or 0 for a redo only.',
  wholeCents: 'Enter the amount in dollars and cents.',
  negative: 'The amount cannot be negative.',
  /** For an amount over what the job was paid. */
  tooLarge: (paidCents: number) => `You can ask back at most ${formatCents(paidCents)}, what the job was paid.`,
  messageRequired: 'Say a few words to the owner.',
  messageTooLong: `Keep it to ${disputeMessageMaxLength} characters or fewer.`,
  kindRequired: 'Choose how you answer.',
  redoDate: 'Choose a date for the redo visit.',
  redoTime: 'Choose a time for the redo visit.',
  offerRequired: 'Enter the refund you offer.',
  offerTooSmall: `Offer at least ${formatCents(1)}.`,
  offerTooLarge: (paidCents: number) => `You can offer at most ${formatCents(paidCents)}, what the job was paid.`,
  acceptRequired: 'Choose to accept or decline the offer.',
  reasonRequired: 'Say why, for both sides to read.',
  reasonTooLong: `Keep the reason to ${disputeReasonMaxLength} characters or fewer.`,
  refundTooLarge: (paidCents: number) => `You can refund at most ${formatCents(paidCents)}, what the job was paid.`,
  // The 409s.
  notCompleted: 'A problem can be reported only on a completed job.',
  windowClosed: `A problem can be reported within ${disputeWindowHours} hours of the job's completion.`,
  alreadyReported: 'A problem has already been reported on this job.',
  ownersOnly: 'Only the owner of the job reports a problem or answers an offer.',
  washersOnly: "Only the job's washer answers a reported problem.",
  notAwaitingWasher: 'This report is no longer waiting for your answer.',
  notAwaitingOwner: 'There is no offer waiting for your answer.',
  notWithOperator: 'This dispute is not waiting for a decision: it was settled or decided already.',
  tooManyPhotos: `A report can have at most ${maxDisputePhotos} photos.`,
  photosClosed: 'Photos can be added while the report waits for the washer.',
  busy: 'This dispute is being settled right now. Reload the page in a moment.',
} as const;

const problemText = z
  .string({ error: 'Say what went wrong.' })
  .trim()
  .min(1, disputeMessages.problemRequired)
  .min(10, disputeMessages.problemTooShort)
  .max(disputeProblemMaxLength, disputeMessages.problemTooLong);

const amountOf = (required: string) =>
  z.number({ error: required }).int(disputeMessages.wholeCents).min(0, disputeMessages.negative);

/**
 * POST /api/appointments/:id/dispute and the owner's form: what went wrong and the amount asked
 * back, from 0 (a redo only) to `paidCents`, what the job was paid (the ledger's, never the client's).
 */
export function disputeOpenSchema(paidCents: number) {
  return z.object({
    problem: problemText,
    amountCents: amountOf(disputeMessages.amountRequired).max(paidCents, disputeMessages.tooLarge(paidCents)),
  });
}
export type DisputeOpenInput = z.infer<ReturnType<typeof disputeOpenSchema>>;

const washerMessage = z
  .string({ error: disputeMessages.messageRequired })
  .trim()
  .min(1, disputeMessages.messageRequired)
  .max(disputeMessageMaxLength, disputeMessages.messageTooLong);

/** POST /api/appointments/:id/dispute/answer and the washer's form, for a job paid `paidCents`. */
export function disputeAnswerSchema(paidCents: number) {
  return z.discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('redo'),
        date: z.string(disputeMessages.redoDate).min(1, disputeMessages.redoDate).pipe(plannedDateSchema),
        time: z.string(disputeMessages.redoTime).min(1, disputeMessages.redoTime).pipe(timeSchema),
        message: washerMessage,
      }),
      z.object({
        kind: z.literal('refund'),
        amountCents: z
          .number({ error: disputeMessages.offerRequired })
          .int(disputeMessages.wholeCents)
          .min(1, disputeMessages.offerTooSmall)
          .max(paidCents, disputeMessages.offerTooLarge(paidCents)),
        message: washerMessage,
      }),
      z.object({ kind: z.literal('contest'), message: washerMessage }),
    ],
    { error: disputeMessages.kindRequired },
  );
}
export type DisputeAnswerInput = z.infer<ReturnType<typeof disputeAnswerSchema>>;

/** POST /api/appointments/:id/dispute/offer: the owner takes or turns down the washer's offer. */
export const disputeOfferAnswerSchema = z.object({ accept: z.boolean(disputeMessages.acceptRequired) });
export type DisputeOfferAnswer = z.infer<typeof disputeOfferAnswerSchema>;

/** POST /api/operator/disputes/:id/decision and the console's form: a refund from 0 to `paidCents`, and why. */
export function disputeDecisionSchema(paidCents: number) {
  return z.object({
    refundCents: amountOf(disputeMessages.amountRequired).max(paidCents, disputeMessages.refundTooLarge(paidCents)),
    reason: z
      .string({ error: disputeMessages.reasonRequired })
      .trim()
      .min(1, disputeMessages.reasonRequired)
      .max(disputeReasonMaxLength, disputeMessages.reasonTooLong),
  });
}
export type DisputeDecisionInput = z.infer<ReturnType<typeof disputeDecisionSchema>>;

/** The loosest shape of each body, for the API's document; the bounds come from the job. */
export const disputeOpenBodySchema = disputeOpenSchema(Number.MAX_SAFE_INTEGER);
export const disputeAnswerBodySchema = disputeAnswerSchema(Number.MAX_SAFE_INTEGER);
export const disputeDecisionBodySchema = disputeDecisionSchema(Number.MAX_SAFE_INTEGER);

const photoSchema = z.object({ id: z.uuid(), url: z.string(), thumbUrl: z.string() });

/** A dispute as its two sides (and the operator) read it. */
export const disputeSchema = z.object({
  id: z.uuid(),
  appointmentId: z.uuid(),
  status: z.enum(disputeStatuses),
  problem: z.string(),
  askedCents: z.number().int(),
  photos: z.array(photoSchema),
  openedAt: z.iso.datetime(),
  /** Until when the side it waits on may answer; null once with the operator or resolved. */
  dueAt: z.iso.datetime().nullable(),
  answer: z
    .object({
      kind: z.enum(disputeAnswerKinds),
      message: z.string(),
      redoDate: z.string().nullable(),
      redoTime: z.string().nullable(),
      offerCents: z.number().int().nullable(),
      at: z.iso.datetime(),
    })
    .nullable(),
  /** The owner's answer to the offer; null until given. */
  offerAccepted: z.boolean().nullable(),
  escalation: z.enum(disputeEscalations).nullable(),
  resolution: z.enum(disputeResolutions).nullable(),
  refundCents: z.number().int().nullable(),
  decisionReason: z.string().nullable(),
  resolvedAt: z.iso.datetime().nullable(),
  /** Whether Sudsy held the job's payment: with payments off a refund is between the two sides. */
  paidThroughSudsy: z.boolean(),
  /** What the job was paid and not yet refunded: the bound of any amount. */
  paidCents: z.number().int(),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** GET /api/appointments/:id/dispute: the job's dispute, or, with none, until when one may be opened. */
export const disputeResponseSchema = z.object({
  dispute: disputeSchema.nullable(),
  /** For the owner of a completed job with no dispute while the window is open; else null. */
  openUntil: z.iso.datetime().nullable(),
  paidCents: z.number().int(),
});
export type DisputeResponse = z.infer<typeof disputeResponseSchema>;

const party = z.object({ id: z.string(), name: z.string() });

/** One line of the operator's queue. */
export const disputeSummarySchema = z.object({
  id: z.uuid(),
  appointmentId: z.uuid(),
  owner: party,
  washer: party,
  serviceDate: z.string(),
  askedCents: z.number().int(),
  paidCents: z.number().int(),
  escalation: z.enum(disputeEscalations).nullable(),
  /** Since when it waits for the operator. */
  waitingSince: z.iso.datetime(),
});
export type DisputeSummary = z.infer<typeof disputeSummarySchema>;
export const disputeQueueSchema = z.object({ disputes: z.array(disputeSummarySchema) });

const caseMessage = z.object({
  id: z.string(),
  from: z.enum(['owner', 'washer']),
  content: z.string(),
  at: z.string(),
});
export type DisputeCaseMessage = z.infer<typeof caseMessage>;

/** What the operator decides with: the dispute, the job, its photos, checklist and the two sides' messages. */
export const disputeCaseSchema = z.object({
  dispute: disputeSchema,
  summary: disputeSummarySchema,
  job: z.object({
    vehicle: z.string(),
    address: z.string(),
    services: z.array(z.string()),
    serviceDate: z.string(),
    startTime: z.string(),
    completedAt: z.iso.datetime().nullable(),
  }),
  jobPhotos: z.array(z.object({ id: z.string(), label: z.string(), url: z.string(), thumbUrl: z.string() })),
  checklist: z.array(z.object({ key: z.string(), label: z.string(), done: z.boolean() })),
  /** The newest messages between the two, oldest first. */
  messages: z.array(caseMessage),
});
export type DisputeCase = z.infer<typeof disputeCaseSchema>;
/** How many of the two sides' newest messages the case shows. */
export const disputeCaseMessages = 50;

const slot = (date: string | null, time: string | null) =>
  date && time ? `${formatServiceDate(date)} at ${formatTime12h(time)}` : '';

/** The state in words, as each side reads it on the job's page. */
export function disputeStateText(dispute: Dispute, side: 'owner' | 'washer'): string {
  const answer = dispute.answer;
  switch (dispute.status) {
    case 'awaiting_washer':
      return side === 'owner' ? 'Waiting for the washer to answer.' : 'Waiting for your answer.';
    case 'awaiting_owner':
      return side === 'owner'
        ? 'The washer made you an offer: accept or decline it.'
        : 'Waiting for the owner to answer your offer.';
    case 'with_operator':
      return 'Sudsy is looking at it and will decide. Both of you will hear the outcome.';
    case 'resolved':
      if (dispute.resolution === 'redo')
        return `Settled: a redo visit on ${slot(answer?.redoDate ?? null, answer?.redoTime ?? null)}.`;
      return disputeOutcomeText(dispute);
  }
}

/** The outcome of a resolved dispute in words, both sides alike. */
export function disputeOutcomeText(
  dispute: Pick<Dispute, 'resolution' | 'refundCents' | 'paidThroughSudsy'> & { answer?: Dispute['answer'] },
): string {
  const cents = dispute.refundCents ?? 0;
  const settle = dispute.paidThroughSudsy
    ? 'refunded to the card that paid.'
    : 'to be settled between the two of you: Sudsy did not hold this payment.';
  if (dispute.resolution === 'refund') return `Settled: the washer's refund of ${formatCents(cents)}, ${settle}`;
  if (dispute.resolution === 'redo') return 'Settled: a redo visit.';
  if (cents === 0) return 'Decided by Sudsy: no refund.';
  return `Decided by Sudsy: ${formatCents(cents)}, ${settle}`;
}

export const disputeEscalationLabels = {
  contested: 'The washer contested it',
  offer_declined: "The owner declined the washer's offer",
  washer_silent: 'The washer did not answer in 48 hours',
  owner_silent: "The owner did not answer the washer's offer in 48 hours",
} as const satisfies Record<DisputeEscalation, string>;

/** The washer's answer in words: 'Offers a redo visit on …', 'Offers a $20 refund', 'Contests it'. */
export function disputeAnswerText(answer: NonNullable<Dispute['answer']>): string {
  if (answer.kind === 'redo') return `Offers a redo visit on ${slot(answer.redoDate, answer.redoTime)}`;
  if (answer.kind === 'refund') return `Offers a ${formatCents(answer.offerCents ?? 0)} refund`;
  return 'Contests the report';
}

/** The card on the job's page, both sides. */
export const disputeCardTexts = {
  title: 'Problem with this job',
  reportTitle: 'Report a problem',
  reportIntro: (until: string) =>
    `Something not right? Tell the washer what went wrong by ${until}, with photos and the amount you ask back.`,
  report: 'Report a problem…',
  problemLabel: 'What went wrong',
  problemHint: 'Say what you expected and what you found.',
  amountLabel: 'Amount you ask back',
  amountHint: (paid: string) => `From $0 (a redo visit only) to ${paid}, what the job was paid.`,
  photosLabel: 'Photos (up to 4)',
  send: 'Send report',
  sending: 'Sending...',
  uploading: (n: number, of: number) => `Uploading photo ${n} of ${of}...`,
  cancel: 'Cancel',
  yourReport: 'Your report',
  ownerReport: "The owner's report",
  asked: 'Asked back',
  answer: "The washer's answer",
  answerBy: (due: string) => `Answer by ${due}; after that Sudsy decides.`,
  ownerAnswerBy: (due: string) => `Answer by ${due}; after that Sudsy decides.`,
  offerRedo: 'Offer a redo visit',
  offerRefund: 'Offer a partial refund',
  contest: 'Contest it',
  answerTitle: 'Answer the report',
  kindLabel: 'Your answer',
  redoDate: 'Redo date',
  redoTime: 'Redo time',
  offerLabel: 'Refund you offer',
  messageLabel: 'Your words to the owner',
  sendAnswer: 'Send answer',
  accept: 'Accept',
  decline: 'Decline',
  outcome: 'Outcome',
  resolved: 'This dispute is settled: the outcome is below.',
  reason: "Sudsy's reason",
  loadFailed: 'The report could not be loaded.',
  retry: 'Try again',
  reported: 'Report sent. The washer has 48 hours to answer.',
  answered: 'Answer sent.',
  accepted: 'Offer accepted.',
  declined: 'Offer declined: Sudsy will decide.',
  payAtJob: 'This job was paid at the job, so any refund is between you and the other side.',
} as const;

/** The console's Disputes tab. */
export const disputeConsoleTexts = {
  title: 'Disputes',
  description: 'Disputes the two sides did not settle, the longest waiting first. Decide a refund and say why.',
  empty: 'No disputes waiting',
  emptyHelp:
    'Disputes come here when a washer contests a report, an offer is declined, or 48 hours pass without an answer.',
  loadFailed: 'The disputes could not be loaded.',
  retry: 'Try again',
  listLabel: 'Disputes waiting for a decision',
  choose: 'Choose a dispute to see its case.',
  back: 'Back to disputes',
  asked: 'Asked back',
  paid: 'Paid',
  waitingSince: 'Waiting since',
  why: 'Why it is here',
  ownerWords: "The owner's report",
  washerWords: "The washer's answer",
  noAnswer: 'The washer did not answer.',
  jobPhotos: "The job's photos",
  reportPhotos: "The owner's photos",
  noPhotos: 'No photos.',
  checklist: 'Checklist',
  noChecklist: 'This job had no checklist.',
  messages: 'Messages between the two',
  noMessages: 'They exchanged no messages.',
  decide: 'Decide…',
  decideTitle: 'Decide this dispute',
  decideIntro: (paid: string) =>
    `Refund from $0 to ${paid}. The refund goes back to the owner's card through the payments provider, and both sides read your reason.`,
  decideIntroOff: (paid: string) =>
    `Up to ${paid}. Sudsy did not hold this payment: your decision is recorded and both sides are told the refund is between them.`,
  refundLabel: 'Refund',
  reasonLabel: 'Reason (both sides read it)',
  confirm: 'Decide',
  deciding: 'Deciding...',
  decided: 'Decided. Both sides are told.',
} as const;

/** What each side is told at each step, by mail and in the bell. */
export const disputeNoticeTexts = {
  opened: {
    subject: (owner: string) => `${owner} reported a problem with a job`,
    intro: (due: string) =>
      `Answer by ${due}: offer a redo visit, a partial refund, or contest it. Without an answer Sudsy decides.`,
  },
  answered: {
    subject: (washer: string) => `${washer} answered your report`,
    introOffer: (offer: string, due: string) =>
      `${offer}. Accept or decline by ${due}; without an answer Sudsy decides.`,
    introContest: 'They contest it, so Sudsy will look at the job and decide.',
  },
  offerAccepted: { subject: 'The owner accepted your offer', intro: 'The dispute is settled.' },
  offerDeclined: { subject: 'The owner declined your offer', intro: 'Sudsy will look at the job and decide.' },
  escalated: {
    subject: 'Sudsy will decide the dispute',
    intro: 'No answer came within 48 hours, so Sudsy will look at the job and decide.',
  },
  decided: {
    subject: 'Sudsy decided the dispute',
    intro: (outcome: string, reason: string) => `${outcome} Reason: ${reason}`,
  },
  action: 'See the job',
} as const;
