import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  feeOnPartCents,
  canTipUntil,
  feeExplanationText,
  isPlatformFeePercent,
  isWithinTipWindow,
  lateCancellationFeeCents,
  lateCancellationFeeText,
  maxTipCents,
  paidDirectlyText,
  payDirectlyText,
  platformFeeCents,
  proportionalCents,
  tipFromPercent,
  tipPresetPercents,
  tipSchema,
  washerNetCents,
} from './payment-fees';

const priceArb = fc.integer({ min: 0, max: 10_000_000 });
const feePercentArb = fc.integer({ min: 0, max: 500 }).map((tenths) => tenths / 10);

const tipMessage = (priceCents: number, amountCents: unknown) =>
  tipSchema(priceCents).safeParse({ amountCents }).error?.issues[0]?.message;

describe('platformFeeCents', () => {
  it('takes the percent of the price, rounding half a cent up', () => {
    expect(platformFeeCents(5000, 10)).toBe(500);
    expect(platformFeeCents(9995, 10)).toBe(1000); // 999.5
    expect(platformFeeCents(9994, 10)).toBe(999); // 999.4
    expect(platformFeeCents(2000, 12.5)).toBe(250);
    expect(platformFeeCents(1, 50)).toBe(1); // 0.5
    expect(platformFeeCents(7000, 0)).toBe(0);
  });

  it('refuses a percent outside 0 to 50 or with more than one decimal', () => {
    for (const wrong of [-1, 50.1, 51, 12.55, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => platformFeeCents(1000, wrong)).toThrow(RangeError);
    expect(() => platformFeeCents(10.5, 10)).toThrow(RangeError);
    expect(() => platformFeeCents(-100, 10)).toThrow(RangeError);
  });

  it('is a whole number of cents, within half a cent of the exact share and never more than the price', () => {
    fc.assert(
      fc.property(priceArb, feePercentArb, (price, percent) => {
        const fee = platformFeeCents(price, percent);
        const exact = (price * Math.round(percent * 10)) / 1000;
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee - exact).toBeGreaterThan(-0.5 - 1e-9);
        expect(fee - exact).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(fee).toBeLessThanOrEqual(price);
        expect(isPlatformFeePercent(percent)).toBe(true);
      }),
    );
  });

  it('never falls as the price or the percent rises', () => {
    fc.assert(
      fc.property(priceArb, priceArb, feePercentArb, feePercentArb, (a, b, p, q) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const [less, more] = p <= q ? [p, q] : [q, p];
        expect(platformFeeCents(low, p)).toBeLessThanOrEqual(platformFeeCents(high, p));
        expect(platformFeeCents(a, less)).toBeLessThanOrEqual(platformFeeCents(a, more));
      }),
    );
  });
});

describe('proportionalCents', () => {
  it('stays exact where floating point would not', () => {
    // 2^53 + 1 would round to 2^53 as a double product.
    expect(proportionalCents(9_007_199_254_740_991, 3, 3)).toBe(9_007_199_254_740_991);
    expect(proportionalCents(5, 1, 2)).toBe(3);
    expect(proportionalCents(3, 1, 2)).toBe(2);
    expect(() => proportionalCents(5, 1, 0)).toThrow(RangeError);
  });
});

describe('lateCancellationFeeCents', () => {
  it('is half the price, rounded half up', () => {
    expect(lateCancellationFeeCents(5000)).toBe(2500);
    expect(lateCancellationFeeCents(2501)).toBe(1251);
    expect(lateCancellationFeeCents(0)).toBe(0);
  });

  it('with what is left, adds up to the price and is never the smaller half', () => {
    fc.assert(
      fc.property(priceArb, (price) => {
        const fee = lateCancellationFeeCents(price);
        expect(fee).toBeGreaterThanOrEqual(price - fee);
        expect(fee - (price - fee)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('washerNetCents', () => {
  it('is the price less the fee, plus the whole tip', () => {
    expect(washerNetCents(5000, 500, 750)).toBe(5250);
    expect(washerNetCents(5000, 0, 0)).toBe(5000);
    expect(() => washerNetCents(5000, 5001, 0)).toThrow(RangeError);
    expect(() => washerNetCents(5000, 500, -1)).toThrow(RangeError);
  });

  it('with the platform fee, adds up to what the owner paid', () => {
    fc.assert(
      fc.property(priceArb, feePercentArb, priceArb, (price, percent, tip) => {
        const fee = platformFeeCents(price, percent);
        expect(washerNetCents(price, fee, tip) + fee).toBe(price + tip);
      }),
    );
  });
});

describe('tips', () => {
  it('offers presets as shares of the price, never under $1', () => {
    expect(tipPresetPercents.map((percent) => tipFromPercent(5000, percent))).toEqual([500, 750, 1000]);
    expect(tipFromPercent(3333, 15)).toBe(500); // 499.95
    expect(tipFromPercent(500, 10)).toBe(100);
  });

  it('takes $1 up to $100, or up to the price when that is more', () => {
    expect(tipSchema(5000).parse({ amountCents: 100 })).toEqual({ amountCents: 100 });
    expect(tipSchema(5000).parse({ amountCents: 10_000 })).toEqual({ amountCents: 10_000 });
    expect(tipSchema(25_000).parse({ amountCents: 25_000 })).toEqual({ amountCents: 25_000 });
    expect(tipMessage(5000, 99)).toBe('Enter a tip of at least $1.');
    expect(tipMessage(5000, 10_001)).toBe('A tip can be at most $100.');
    expect(tipMessage(25_050, 25_051)).toBe('A tip can be at most $250.50.');
    expect(tipMessage(5000, 150.5)).toBe('Enter a tip in dollars and cents.');
    expect(tipMessage(5000, '5')).toBe('Enter a tip amount.');
    expect(tipMessage(5000, undefined)).toBe('Enter a tip amount.');
  });

  it('accepts every preset of every price', () => {
    fc.assert(
      fc.property(priceArb, fc.constantFrom(...tipPresetPercents), (price, percent) => {
        const amountCents = tipFromPercent(price, percent);
        expect(tipSchema(price).safeParse({ amountCents }).success).toBe(true);
        expect(amountCents).toBeLessThanOrEqual(maxTipCents(price));
      }),
    );
  });

  it('can be added for 48 hours after the job is completed', () => {
    const completedAt = new Date('2030-06-03T15:00:00.000Z');
    expect(canTipUntil(completedAt)).toEqual(new Date('2030-06-05T15:00:00.000Z'));
    expect(isWithinTipWindow(completedAt, new Date('2030-06-03T15:00:00.000Z'))).toBe(true);
    expect(isWithinTipWindow(completedAt, new Date('2030-06-05T14:59:59.999Z'))).toBe(true);
    expect(isWithinTipWindow(completedAt, new Date('2030-06-05T15:00:00.000Z'))).toBe(false);
  });
});

describe('payment texts', () => {
  it('explains the fee, the late cancellation cost and paying directly', () => {
    expect(feeExplanationText(10)).toBe("Sudsy keeps 10% of each job's price; tips go to you in full.");
    expect(feeExplanationText(12.5)).toBe("Sudsy keeps 12.5% of each job's price; tips go to you in full.");
    expect(feeExplanationText(0)).toBe("Sudsy keeps nothing of a job's price; tips go to you in full.");
    expect(lateCancellationFeeText(24, 2500)).toBe(
      'Cancelling now costs $25 (50% of the price), because the job starts within 24 hours.',
    );
    expect(lateCancellationFeeText(2, 1251)).toBe(
      'Cancelling now costs $12.51 (50% of the price), because the job starts within 2 hours.',
    );
    expect(lateCancellationFeeText(0, 2500)).toBe(
      'Cancelling now costs $25 (50% of the price), because the job has already started.',
    );
    expect(payDirectlyText).toBe('Pay the washer directly at the job.');
    expect(paidDirectlyText).toBe('The customer pays you directly at the job.');
  });
});

describe('feeOnPartCents', () => {
  it('takes the fee of part of a price at the rate the job was booked with', () => {
    expect(feeOnPartCents(4750, 9500, 950)).toBe(475);
    expect(feeOnPartCents(9500, 9500, 950)).toBe(950);
    expect(feeOnPartCents(0, 0, 0)).toBe(0);
  });

  it('is never more than the whole fee, and the whole fee on the whole price (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.nat(500),
        fc.nat(1000),
        (price, feeTenths, partPermille) => {
          const fee = Math.floor((price * feeTenths) / 1000);
          const part = Math.floor((price * partPermille) / 1000);
          expect(feeOnPartCents(price, price, fee)).toBe(fee);
          expect(feeOnPartCents(part, price, fee)).toBeLessThanOrEqual(fee);
        },
      ),
    );
  });
});
