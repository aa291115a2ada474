import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  messageDecisionSchema,
  messageReportDetailsMaxLength,
  messageReportInputSchema,
  messageReportMessages,
  messageReportReasons,
} from './message-moderation';

describe('messageReportInputSchema', () => {
  it('takes one of the reasons and trimmed, optional details', () => {
    expect(messageReportInputSchema.parse({ reason: 'off-platform-payment' })).toEqual({
      reason: 'off-platform-payment',
      details: '',
    });
    expect(messageReportInputSchema.parse({ reason: 'other', details: '  Asked for my address  ' })).toEqual({
      reason: 'other',
      details: 'Asked for my address',
    });
  });

  it('refuses any other reason with one message', () => {
    fc.assert(
      fc.property(
        fc.string().filter((reason) => !Object.hasOwn(messageReportReasons, reason)),
        (reason) => {
          const result = messageReportInputSchema.safeParse({ reason });
          expect(result.error?.issues[0]?.message).toBe(messageReportMessages.reasonRequired);
        },
      ),
    );
  });

  it('refuses details longer than the limit once trimmed', () => {
    const details = 'x'.repeat(messageReportDetailsMaxLength + 1);
    const result = messageReportInputSchema.safeParse({ reason: 'spam', details });
    expect(result.error?.issues[0]?.message).toBe(messageReportMessages.detailsTooLong);
    expect(messageReportInputSchema.safeParse({ reason: 'spam', details: ` ${details.slice(1)} ` }).success).toBe(true);
  });
});

describe('messageDecisionSchema', () => {
  it('needs a decision and a reason', () => {
    expect(messageDecisionSchema.safeParse({ decision: 'hide', reason: 'Scam' }).success).toBe(true);
    expect(messageDecisionSchema.safeParse({ decision: 'hide', reason: ' ' }).success).toBe(false);
    expect(messageDecisionSchema.safeParse({ decision: 'delete', reason: 'Scam' }).success).toBe(false);
  });
});
