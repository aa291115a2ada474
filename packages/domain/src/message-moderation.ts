// Reported messages (docs/product.md, "Operators"): a participant reports a message the other person
// sent; an operator hides it (both sides then read a removal notice in its place) or keeps it, with a
// reason, and the reporter (and, when hidden, its sender) is told. Ours, like review reports.
import { z } from 'zod';
import { operatorReasonSchema } from './operator';
import { reviewReportReasons } from './review';

/** The review report's reasons where they fit a message, and the scams seen in messages. */
export const messageReportReasons = {
  offensive: reviewReportReasons.offensive,
  spam: 'Spam or a scam',
  'off-platform-payment': 'Asks to pay outside Sudsy',
  other: reviewReportReasons.other,
} as const;
export type MessageReportReason = keyof typeof messageReportReasons;
const reasonKeys = Object.keys(messageReportReasons) as [MessageReportReason, ...MessageReportReason[]];

export const messageReportDetailsMaxLength = 1000;

export const messageReportMessages = {
  reasonRequired: 'Choose why you are reporting this message.',
  detailsTooLong: `Keep the details under ${messageReportDetailsMaxLength.toLocaleString('en-US')} characters.`,
  alreadyReported: 'You have already reported this message. Thank you, we are looking into it.',
  ownMessage: 'You cannot report your own message.',
  nothingToDecide: 'This message has no open report: it was decided already.',
} as const;

/** POST /api/messages/:id/report: a participant of the conversation, once per message. */
export const messageReportInputSchema = z.object({
  reason: z.enum(reasonKeys, { error: messageReportMessages.reasonRequired }),
  details: z.string().trim().max(messageReportDetailsMaxLength, messageReportMessages.detailsTooLong).default(''),
});
export type MessageReportInput = z.input<typeof messageReportInputSchema>;

/** The Report action under a message received, and its dialog. */
export const messageReportTexts = {
  button: 'Report',
  /** Read after the button's words, so its name begins with what it shows (WCAG 2.5.3). */
  buttonName: (sender: string) => `Report message from ${sender}`,
  title: 'Report message',
  description: 'Tell us what is wrong with this message. It stays in the conversation while we look into it.',
  reason: 'Reason',
  details: 'Details (optional)',
  submit: 'Send report',
  busy: 'Sending...',
  done: { title: 'Message Reported', description: 'Thank you. We will look into it and tell you what we decide.' },
  failed: { title: 'Report Failed', description: 'Your report could not be sent. Please try again.' },
} as const;

/** What both sides read in place of a message an operator hid. */
export const removedMessageText = 'This message was removed by Sudsy';

export const messageModerationDecisions = ['hide', 'keep'] as const;
export type MessageModerationDecision = (typeof messageModerationDecisions)[number];

/** POST /api/operator/reports/messages/:id/decision. */
export const messageDecisionSchema = operatorReasonSchema.extend({
  decision: z.enum(messageModerationDecisions, 'Choose to hide the message or keep it.'),
});
export type MessageDecision = z.infer<typeof messageDecisionSchema>;

const person = z.object({ id: z.string(), name: z.string() });

/** One reported message in the operator's queue: the message, the few around it, and its open reports. */
export const reportedMessageSchema = z.object({
  message: z.object({
    id: z.uuid(),
    content: z.string(),
    createdAt: z.iso.datetime(),
    sender: person,
    receiver: person,
  }),
  /** The messages just before and after it in that conversation, oldest first, the reported one included. */
  context: z.array(z.object({ id: z.uuid(), senderId: z.string(), content: z.string(), createdAt: z.iso.datetime() })),
  reports: z.array(
    z.object({
      id: z.uuid(),
      reason: z.enum(reasonKeys),
      details: z.string(),
      reporter: person,
      at: z.iso.datetime(),
    }),
  ),
});
export type ReportedMessage = z.infer<typeof reportedMessageSchema>;
/** How many messages either side of the reported one the operator sees. */
export const reportedMessageContextSize = 3;

/** What the reporter and (for a hidden message) its sender are told, mail and bell alike. */
export const messageModerationNoticeTexts = {
  reporterSubject: (decision: MessageModerationDecision, sender: string) =>
    decision === 'hide'
      ? `We removed the message from ${sender} you reported`
      : `We looked at the message from ${sender} you reported`,
  reporterIntro: (decision: MessageModerationDecision, reason: string) =>
    decision === 'hide'
      ? `Thank you for telling us. The message is removed from your conversation. Our reason: ${reason}`
      : `Thank you for telling us. We kept the message: it follows our rules as we read them. Our reason: ${reason}`,
  senderSubject: 'A message you sent was removed by Sudsy',
  senderIntro: (reason: string) =>
    `After a report, we removed one of your messages from the conversation, for both of you. Our reason: ${reason}`,
  action: 'Open your messages',
} as const;
