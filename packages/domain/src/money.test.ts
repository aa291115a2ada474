import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dollarsToCents, formatCents, formatMinutes, typedDollarsToCents } from './money';

/** Reads a formatted amount such as '-$1,234.50' back as dollars. */
function parseDollars(text: string): number {
  return Number(text.replace(/[$,]/g, ''));
}

const centsArb = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

describe('formatCents examples', () => {
  it('shows whole-dollar catalogue prices without cents', () => {
    expect(formatCents(3500)).toBe('$35');
    expect(formatCents(40_000)).toBe('$400');
    expect(formatCents(0)).toBe('$0');
  });

  it('shows cents when the amount has them', () => {
    expect(formatCents(1999)).toBe('$19.99');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(5250)).toBe('$52.50');
  });

  it('always shows 2 decimals when asked, as the request cost estimate does', () => {
    expect(formatCents(3500, { always2: true })).toBe('$35.00');
    expect(formatCents(1999, { always2: true })).toBe('$19.99');
  });

  it('groups thousands and marks negative amounts', () => {
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    expect(formatCents(-150)).toBe('-$1.50');
  });
});

describe('formatCents properties', () => {
  it('reads back as the same number of cents', () => {
    fc.assert(fc.property(centsArb, (cents) => dollarsToCents(parseDollars(formatCents(cents))) === cents));
  });

  it('reads back as the same number of cents with 2 decimals always shown', () => {
    fc.assert(
      fc.property(centsArb, (cents) => dollarsToCents(parseDollars(formatCents(cents, { always2: true }))) === cents),
    );
  });

  it('shows exactly 2 decimals with always2, and none or 2 otherwise', () => {
    fc.assert(
      fc.property(centsArb, (cents) => {
        const always = /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/.test(formatCents(cents, { always2: true }));
        const plain = formatCents(cents);
        const plainShape = cents % 100 === 0 ? /^-?\$\d{1,3}(,\d{3})*$/ : /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/;
        return always && plainShape.test(plain);
      }),
    );
  });
});

describe('dollarsToCents', () => {
  it('turns typed dollars into integer cents', () => {
    expect(dollarsToCents(50)).toBe(5000);
    expect(dollarsToCents(12.5)).toBe(1250);
    expect(dollarsToCents(0.01)).toBe(1);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1.15)).toBe(115);
  });

  it('rounds half-cents away from zero, even where floating point falls short', () => {
    expect(dollarsToCents(0.125)).toBe(13);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(-1.005)).toBe(-101);
  });

  it('never returns negative zero', () => {
    expect(Object.is(dollarsToCents(-0), 0)).toBe(true);
    expect(Object.is(dollarsToCents(-0.001), 0)).toBe(true);
  });

  it('inverts cents / 100 for every whole number of cents', () => {
    fc.assert(fc.property(centsArb, (cents) => dollarsToCents(cents / 100) === cents));
  });

  it('inverts the 2-decimal text a user types', () => {
    fc.assert(fc.property(centsArb, (cents) => dollarsToCents(Number((cents / 100).toFixed(2))) === cents));
  });

  it('rounds every half-cent amount away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.boolean(), (cents, negative) => {
        const sign = negative ? -1 : 1;
        return dollarsToCents((sign * (2 * cents + 1)) / 200) === sign * (cents + 1);
      }),
    );
  });

  it('always returns an integer within half a cent of the input', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (dollars) => {
        const cents = dollarsToCents(dollars);
        return Number.isInteger(cents) && Math.abs(cents - dollars * 100) <= 0.5 + 1e-6;
      }),
    );
  });
});

describe('formatMinutes', () => {
  it('shows a duration in minutes', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(300)).toBe('300 min');
  });
});

describe('typedDollarsToCents', () => {
  it('reads an amount as people type it, and says when nothing or no number was typed', () => {
    expect(typedDollarsToCents('14.25')).toBe(1425);
    expect(typedDollarsToCents(' $1,000 ')).toBe(100_000);
    expect(typedDollarsToCents('20')).toBe(2000);
    expect(typedDollarsToCents('  ')).toBeUndefined();
    expect(typedDollarsToCents('lots')).toBeNaN();
  });
});
