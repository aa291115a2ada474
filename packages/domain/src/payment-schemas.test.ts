import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlatformFeePercent } from './payment-fees';
import {
  paymentsModeSchema,
  platformFeePercentMessage,
  platformFeePercentSchema,
  refundMessages,
  refundSchema,
} from './payment-schemas';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('refundSchema', () => {
  it('takes a whole number of cents from 1 and a short one-line reason', () => {
    expect(refundSchema.parse({ amountCents: 1 })).toEqual({ amountCents: 1 });
    expect(refundSchema.parse({ amountCents: 2500, reason: '  Missed a \u202Espot  ' })).toEqual({
      amountCents: 2500,
      reason: 'Missed a spot',
    });
    expect(refundSchema.parse({ amountCents: 2500, reason: 'x'.repeat(200) }).reason).toHaveLength(200);
  });

  it('says in plain words what is wrong', () => {
    expect(firstMessage(refundSchema.safeParse({ amountCents: 0 }))).toBe('Enter a refund of at least $0.01.');
    expect(firstMessage(refundSchema.safeParse({ amountCents: 12.5 }))).toBe('Enter the refund in dollars and cents.');
    expect(firstMessage(refundSchema.safeParse({}))).toBe('Enter the amount to refund.');
    expect(firstMessage(refundSchema.safeParse({ amountCents: 100, reason: 'x'.repeat(201) }))).toBe(
      'Keep the reason to 200 characters or fewer.',
    );
    expect(refundMessages.tooLarge(4745)).toBe('You can refund at most $47.45.');
  });
});

describe('paymentsModeSchema', () => {
  it('knows local, stripe and off', () => {
    for (const mode of ['local', 'stripe', 'off']) expect(paymentsModeSchema.parse(mode)).toBe(mode);
    expect(paymentsModeSchema.safeParse('paypal').success).toBe(false);
  });
});

describe('platformFeePercentSchema', () => {
  it('reads the percent from its environment text, 10 when unset', () => {
    expect(platformFeePercentSchema.parse(undefined)).toBe(10);
    expect(platformFeePercentSchema.parse('0')).toBe(0);
    expect(platformFeePercentSchema.parse(' 12.5 ')).toBe(12.5);
    expect(platformFeePercentSchema.parse('50')).toBe(50);
    expect(platformFeePercentSchema.parse('7.50')).toBe(7.5);
  });

  it('refuses anything else with one clear message', () => {
    expect(platformFeePercentMessage).toBe(
      'PLATFORM_FEE_PERCENT must be a number from 0 to 50, with at most one decimal, such as 10 or 12.5.',
    );
    for (const wrong of ['', 'ten', '10%', '-1', '50.1', '51', '12.55', '1e1', '0x10', 'Infinity', '.5'])
      expect(firstMessage(platformFeePercentSchema.safeParse(wrong))).toBe(platformFeePercentMessage);
  });

  it('reads back every percent it takes, written with one decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (tenths) => {
        const percent = platformFeePercentSchema.parse((tenths / 10).toFixed(1));
        expect(percent).toBe(tenths / 10);
        expect(isPlatformFeePercent(percent)).toBe(true);
      }),
    );
  });
});
