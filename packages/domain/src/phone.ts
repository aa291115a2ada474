// Phone numbers on the account page (docs/product.md, "Account page"): 10 to 15 digits,
// formatted as the user types.
import { phoneDigits } from './constants';

/** The digits of a phone number as typed, every other character dropped. */
export function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** 10 to 15 digits once everything else is removed. */
export function isValidPhone(phone: string): boolean {
  const count = digitsOf(phone).length;
  return count >= phoneDigits.min && count <= phoneDigits.max;
}

/**
 * The field's value after a keystroke: 10 digits become (xxx) xxx-xxxx, 11 digits starting with 1
 * become 1-xxx-xxx-xxxx; anything else stays as typed, so a longer international number or a
 * half-typed one is left alone.
 */
export function formatPhoneAsTyped(value: string): string {
  const digits = digitsOf(value);
  if (digits.length === 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 11 && digits.startsWith('1'))
    return `1-${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
  return value;
}
