import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { digitsOf, formatPhoneAsTyped, isValidPhone } from './phone';

const digitString = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength, maxLength }).map((digits) => digits.join(''));
/** What a person may type into a phone field: digits among spaces, dashes, dots, brackets and a plus. */
const typed = fc.array(fc.constantFrom(...'0123456789 -.()+'), { maxLength: 24 }).map((chars) => chars.join(''));

describe('formatPhoneAsTyped', () => {
  it('formats 10 digits as (xxx) xxx-xxxx and 11 starting with 1 as 1-xxx-xxx-xxxx', () => {
    expect(formatPhoneAsTyped('5551234567')).toBe('(555) 123-4567');
    expect(formatPhoneAsTyped('555.123.4567')).toBe('(555) 123-4567');
    expect(formatPhoneAsTyped('15551234567')).toBe('1-555-123-4567');
    expect(formatPhoneAsTyped('+1 (555) 123-4567')).toBe('1-555-123-4567');
  });

  it('leaves other lengths as typed', () => {
    expect(formatPhoneAsTyped('555123')).toBe('555123');
    expect(formatPhoneAsTyped('(555) 123-456')).toBe('(555) 123-456');
    expect(formatPhoneAsTyped('25551234567')).toBe('25551234567');
    expect(formatPhoneAsTyped('+44 20 7946 0958 12')).toBe('+44 20 7946 0958 12');
    expect(formatPhoneAsTyped('')).toBe('');
  });

  it('never adds, drops or reorders a digit', () => {
    fc.assert(fc.property(typed, (value) => digitsOf(formatPhoneAsTyped(value)) === digitsOf(value)));
  });

  it('gives the same value when applied again (typing on keeps the format)', () => {
    fc.assert(
      fc.property(typed, (value) => formatPhoneAsTyped(formatPhoneAsTyped(value)) === formatPhoneAsTyped(value)),
    );
  });

  it('gives every 10-digit number the (xxx) xxx-xxxx shape', () => {
    fc.assert(fc.property(digitString(10, 10), (digits) => /^\(\d{3}\) \d{3}-\d{4}$/.test(formatPhoneAsTyped(digits))));
  });

  it('gives every 11-digit number starting with 1 the 1-xxx-xxx-xxxx shape', () => {
    fc.assert(fc.property(digitString(10, 10), (rest) => /^1-\d{3}-\d{3}-\d{4}$/.test(formatPhoneAsTyped(`1${rest}`))));
  });
});

describe('isValidPhone (10 to 15 digits)', () => {
  it('counts digits only', () => {
    expect(isValidPhone('(555) 123-4567')).toBe(true);
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
    expect(isValidPhone('555-1234')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
  });

  it('accepts exactly 10 to 15 digits, whatever surrounds them', () => {
    fc.assert(
      fc.property(typed, (value) => {
        const count = digitsOf(value).length;
        return isValidPhone(value) === (count >= 10 && count <= 15);
      }),
    );
  });
});
