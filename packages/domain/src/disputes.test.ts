import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerDueAt,
  disputeAnswerSchema,
  disputeDecisionSchema,
  disputeMessages,
  disputeOpenSchema,
  disputeOpenUntil,
  disputeOutcomeText,
  disputeStateText,
  isOverdue,
  isWithinDisputeWindow,
  type Dispute,
} from './disputes';

const hour = 3_600_000;
const completedAt = new Date('2030-06-03T18:00:00Z');

describe('the window to report a problem', () => {
  it('is open for 72 hours after completion, and closed from then on', () => {
    expect(disputeOpenUntil(completedAt).toISOString()).toBe('2030-06-06T18:00:00.000Z');
    expect(isWithinDisputeWindow(completedAt, new Date(completedAt.getTime() + 72 * hour - 1))).toBe(true);
    expect(isWithinDisputeWindow(completedAt, new Date(completedAt.getTime() + 72 * hour))).toBe(false);
  });

  it('holds exactly before its end, whatever the completion and the moment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -1e9, max: 1e9 }), (start, offset) => {
        const done = new Date(start);
        const now = new Date(start + offset);
        expect(isWithinDisputeWindow(done, now)).toBe(now < disputeOpenUntil(done));
      }),
    );
  });
});

describe('overdue answers', () => {
  it('go to the operator 48 hours after they were asked for, only while someone is waited on', () => {
    const asked = new Date('2030-06-04T09:00:00Z');
    const due = answerDueAt(asked);
    expect(due.toISOString()).toBe('2030-06-06T09:00:00.000Z');
    expect(isOverdue('awaiting_washer', due, new Date(due.getTime() - 1))).toBe(false);
    expect(isOverdue('awaiting_washer', due, due)).toBe(true);
    expect(isOverdue('awaiting_owner', due, due)).toBe(true);
    expect(isOverdue('with_operator', due, due)).toBe(false);
    expect(isOverdue('resolved', due, due)).toBe(false);
  });
});

describe('the amounts', () => {
  it('let the owner ask from $0 (a redo only) up to what was paid, in whole cents', () => {
    const schema = disputeOpenSchema(9500);
    expect(schema.safeParse({ problem: 'The wheels were left dirty.', amountCents: 0 }).success).toBe(true);
    expect(schema.safeParse({ problem: 'The wheels were left dirty.', amountCents: 9500 }).success).toBe(true);
    const over = schema.safeParse({ problem: 'The wheels were left dirty.', amountCents: 9501 });
    expect(over.error?.issues[0]?.message).toBe(disputeMessages.tooLarge(9500));
    expect(disputeMessages.tooLarge(9500)).toBe('You can ask back at most $95, what the job was paid.');
    expect(schema.safeParse({ problem: 'Dirty', amountCents: 100 }).error?.issues[0]?.message).toBe(
      disputeMessages.problemTooShort,
    );
    expect(schema.safeParse({ problem: 'The wheels were left dirty.', amountCents: 10.5 }).success).toBe(false);
  });

  it('accept every whole amount from 0 to what was paid, and nothing past it, in every form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: -10, max: 1_000_010 }), (paid, cents) => {
        const inBounds = cents >= 0 && cents <= paid;
        expect(disputeOpenSchema(paid).safeParse({ problem: 'Left the mats wet.', amountCents: cents }).success).toBe(
          inBounds,
        );
        expect(disputeDecisionSchema(paid).safeParse({ refundCents: cents, reason: 'Photos show it.' }).success).toBe(
          inBounds,
        );
        const offer = disputeAnswerSchema(paid).safeParse({ kind: 'refund', amountCents: cents, message: 'Sorry' });
        expect(offer.success).toBe(inBounds && cents >= 1);
      }),
    );
  });

  it("read the washer's answer by its kind", () => {
    const schema = disputeAnswerSchema(9500);
    expect(schema.safeParse({ kind: 'contest', message: 'The car was clean at 5 pm.' }).success).toBe(true);
    expect(
      schema.safeParse({ kind: 'redo', date: '', time: '10:00', message: 'Sorry' }).error?.issues[0]?.message,
    ).toBe(disputeMessages.redoDate);
    expect(schema.safeParse({ kind: 'refund', amountCents: 2000, message: ' ' }).error?.issues[0]?.message).toBe(
      disputeMessages.messageRequired,
    );
    expect(schema.safeParse({ kind: 'shrug', message: 'x' }).success).toBe(false);
  });
});

describe('the words both sides read', () => {
  const dispute: Dispute = {
    id: '00000000-0000-4000-8000-000000000001',
    appointmentId: '00000000-0000-4000-8000-000000000002',
    status: 'resolved',
    problem: 'The wheels were left dirty.',
    askedCents: 3000,
    photos: [],
    openedAt: completedAt.toISOString(),
    dueAt: null,
    answer: null,
    offerAccepted: null,
    escalation: 'contested',
    resolution: 'operator',
    refundCents: 2000,
    decisionReason: 'The photos show dirty wheels.',
    resolvedAt: completedAt.toISOString(),
    paidThroughSudsy: true,
    paidCents: 9500,
  };

  it('say the outcome, and with payments off that the refund is between the two', () => {
    expect(disputeStateText(dispute, 'owner')).toBe('Decided by Sudsy: $20, refunded to the card that paid.');
    expect(disputeOutcomeText({ ...dispute, paidThroughSudsy: false })).toBe(
      'Decided by Sudsy: $20, to be settled between the two of you: Sudsy did not hold this payment.',
    );
    expect(disputeOutcomeText({ ...dispute, refundCents: 0 })).toBe('Decided by Sudsy: no refund.');
    expect(disputeStateText({ ...dispute, status: 'awaiting_washer' }, 'washer')).toBe('Waiting for your answer.');
  });
});
