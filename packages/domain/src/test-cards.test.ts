import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  lastFour,
  localCardMessages,
  localCardSchema,
  parseExpiry,
  passesLuhn,
  testCardOutcome,
} from './test-cards';

describe('testCardOutcome', () => {
  it("gives each of Stripe's test cards its outcome, however the number is grouped", () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeeds');
    expect(testCardOutcome('4242-4242-4242-4242')).toBe('succeeds');
    expect(testCardOutcome('5555555555554444')).toBe('succeeds');
    expect(testCardOutcome('3782 822463 10005')).toBe('succeeds');
    expect(testCardOutcome('4000 0000 0000 9995')).toBe('declined_insufficient_funds');
    expect(testCardOutcome('4000 0027 6000 3184')).toBe('requires_authentication');
    expect(testCardOutcome('4000 0000 0000 0002')).toBe('declined_generic');
  });

  it('refuses any other number, a real card above all', () => {
    // A valid Visa number that is not one of Stripe's test cards.
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(testCardOutcome('4111 1111 1111 1111')).toBeNull();
    expect(testCardOutcome('4242 4242 4242 4241')).toBeNull();
    expect(testCardOutcome('4242.4242.4242.4242')).toBeNull();
    expect(testCardOutcome('')).toBeNull();
  });

  it('refuses every single-digit typo of a test card', () => {
    fc.assert(
      fc.property(fc.nat(15), fc.integer({ min: 1, max: 9 }), (index, change) => {
        const digits = [...'4242424242424242'];
        digits[index] = String((Number(digits[index]) + change) % 10);
        expect(passesLuhn(digits.join(''))).toBe(false);
        expect(testCardOutcome(digits.join(''))).toBeNull();
      }),
    );
  });
});

describe('cardBrand and lastFour', () => {
  it('name the brand from the first digits and keep the last four', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('2223 0031 2200 3222')).toBe('mastercard');
    expect(cardBrand('3782 822463 10005')).toBe('amex');
    expect(cardBrand('6011 1111 1111 1117')).toBe('discover');
    expect(cardBrand('3530 1113 3330 0000')).toBe('unknown');
    expect(lastFour('4000-0027-6000-3184')).toBe('3184');
  });
});

describe('parseExpiry', () => {
  it('reads MM / YY with or without spaces', () => {
    expect(parseExpiry('04 / 31')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    for (const wrong of ['13 / 30', '00/30', '4/30', '04/2030', '0430', '']) expect(parseExpiry(wrong)).toBeNull();
  });
});

describe('localCardSchema', () => {
  const now = new Date('2030-06-15T12:00:00.000Z');
  const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  const messageOf = (input: object) => localCardSchema(now).safeParse({ ...card, ...input }).error?.issues[0]?.message;

  it('takes a test card with a future expiry, a cvc and an optional postal code', () => {
    expect(localCardSchema(now).parse(card)).toEqual(card);
    expect(localCardSchema(now).parse({ ...card, cvc: '1234', postalCode: ' 94107 ' }).postalCode).toBe('94107');
    expect(messageOf({ expiry: '06 / 30' })).toBeUndefined();
  });

  it('says what to type instead', () => {
    expect(messageOf({ number: '4111 1111 1111 1111' })).toBe(
      "Use one of Stripe's test card numbers, such as 4242 4242 4242 4242.",
    );
    expect(messageOf({ number: '4242' })).toBe(localCardMessages.notTestCard);
    expect(messageOf({ number: '4242 4242 4242 4241' })).toBe('This card number has a typo: check its digits.');
    expect(messageOf({ expiry: '05 / 30' })).toBe('This card has expired.');
    expect(messageOf({ expiry: '2030-12' })).toBe('Enter the expiry date as MM / YY.');
    expect(messageOf({ cvc: '12' })).toBe('Enter the 3 or 4 digit security code.');
    expect(messageOf({ cvc: '12a' })).toBe('Enter the 3 or 4 digit security code.');
    expect(messageOf({ postalCode: '<script>' })).toBe('Enter a postal code of up to 10 letters and digits.');
  });

  it('takes an expiry exactly when its month has not ended', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), (month, year) => {
        const expiry = `${String(month).padStart(2, '0')} / ${String(year).padStart(2, '0')}`;
        const notEnded = 2000 + year > 2030 || (2000 + year === 2030 && month >= 6);
        expect(messageOf({ expiry })).toBe(notEnded ? undefined : localCardMessages.expired);
      }),
    );
  });
});
