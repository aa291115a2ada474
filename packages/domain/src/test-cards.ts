// The local payment provider's cards (docs/product.md, "Payments"): it takes only Stripe's test
// card numbers, each with the outcome Stripe gives it, so a real card number is never typed into a
// stand-in page and a journey tested locally behaves as it will against Stripe's test mode.
import { z } from 'zod';

export type TestCardOutcome =
  'succeeds' | 'declined_insufficient_funds' | 'requires_authentication' | 'declined_generic';
/** Stripe's names for the brands it knows, and 'unknown' for the rest. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

const testCards: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds', // Visa debit
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds', // Mastercard's 2-series
  '378282246310005': 'succeeds',
  '6011111111111117': 'succeeds',
  '4000000000009995': 'declined_insufficient_funds',
  '4000002760003184': 'requires_authentication',
  '4000002500003155': 'requires_authentication',
  '4000000000000002': 'declined_generic',
};

/** The digits of a card number as typed, groups separated by spaces or dashes. */
function cardDigits(number: string): string {
  return number.replace(/[ -]/g, '');
}

/** Whether the number's check digit holds (the Luhn sum), which catches most single typos. */
export function passesLuhn(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (const [index, digit] of [...digits].reverse().entries()) {
    const value = Number(digit) * (index % 2 === 1 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  }
  return sum % 10 === 0;
}

/** What paying with this card does, or null when it is not a Stripe test card (refuse it). */
export function testCardOutcome(number: string): TestCardOutcome | null {
  if (!passesLuhn(number)) return null;
  return testCards[cardDigits(number)] ?? null;
}

export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  const firstFour = Number(digits.slice(0, 4));
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || (firstFour >= 2221 && firstFour <= 2720)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

export function lastFour(number: string): string {
  return cardDigits(number).slice(-4);
}

/** 'MM / YY' (spaces optional) as Stripe's exp_month and four-digit exp_year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

export const localCardMessages = {
  notTestCard: "Use one of Stripe's test card numbers, such as 4242 4242 4242 4242.",
  typo: 'This card number has a typo: check its digits.',
  expiryFormat: 'Enter the expiry date as MM / YY.',
  expired: 'This card has expired.',
  cvc: 'Enter the 3 or 4 digit security code.',
  postalCode: 'Enter a postal code of up to 10 letters and digits.',
} as const;

/**
 * The local provider's card form. A card works through the last day of its expiry month, counted
 * in UTC so the browser and the server agree.
 */
export function localCardSchema(now: Date) {
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return z.object({
    number: z.string().superRefine((number, context) => {
      if (testCardOutcome(number) !== null) return;
      const looksLikeACard = /^\d{12,19}$/.test(cardDigits(number));
      const message = looksLikeACard && !passesLuhn(number) ? localCardMessages.typo : localCardMessages.notTestCard;
      context.addIssue({ code: 'custom', message });
    }),
    expiry: z.string().superRefine((text, context) => {
      const expiry = parseExpiry(text);
      if (!expiry) context.addIssue({ code: 'custom', message: localCardMessages.expiryFormat });
      else if (expiry.year * 12 + expiry.month < currentMonth)
        context.addIssue({ code: 'custom', message: localCardMessages.expired });
    }),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, localCardMessages.cvc),
    postalCode: z
      .string()
      .trim()
      .max(10, localCardMessages.postalCode)
      .regex(/^[A-Za-z0-9 -]*$/, localCardMessages.postalCode)
      .optional(),
  });
}
export type LocalCardInput = z.infer<ReturnType<typeof localCardSchema>>;
