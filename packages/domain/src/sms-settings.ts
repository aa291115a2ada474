// The SMS section of the Push dialog (docs/product.md, "Account page"): its rules and texts, verbatim, used
// by the form and by the server that stores them.
import { z } from 'zod';
import { smsNumberStateSchema } from './sms';
export const smsMessages = {
  phoneTooShort: 'Phone number must be at least 10 digits',
  phoneFormat: 'Please enter a valid phone number in E.164 format (e.g., +1234567890)',
  termsRequired: 'You must agree to receive SMS notifications',
} as const;

export const smsMinPhoneDigits = 10;
/** Optional plus, first digit 1-9, at most 15 digits in all. */
const e164Pattern = /^\+?[1-9]\d{1,14}$/;

/** Spaces, dashes, dots and brackets people type for readability; the stored number has none. */
export function normalizeSmsPhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/** The message for a typed number, or null when it is a number SMS can go to. */
export function smsPhoneProblem(value: string): string | null {
  const phone = normalizeSmsPhone(value);
  if (phone.replace(/\D/g, '').length < smsMinPhoneDigits) return smsMessages.phoneTooShort;
  if (!e164Pattern.test(phone)) return smsMessages.phoneFormat;
  return null;
}

/**
 * The SMS section as stored and as the form edits it. On: a valid number and the terms consent are
 * required, marketing consent is optional. Off: both consents are cleared and the number is kept
 * so turning SMS back on starts from it.
 */
export const smsSettingsSchema = z
  .object({
    enabled: z.boolean(),
    phone: z.string().max(40, smsMessages.phoneFormat).nullable(),
    termsConsent: z.boolean(),
    marketingConsent: z.boolean(),
  })
  .superRefine((sms, context) => {
    const phone = sms.phone?.trim() ?? '';
    const problem = phone === '' ? (sms.enabled ? smsMessages.phoneTooShort : null) : smsPhoneProblem(phone);
    if (problem) context.addIssue({ code: 'custom', path: ['phone'], message: problem });
    if (sms.enabled && !sms.termsConsent)
      context.addIssue({ code: 'custom', path: ['termsConsent'], message: smsMessages.termsRequired });
  })
  .transform((sms) => {
    const phone = sms.phone?.trim() ? normalizeSmsPhone(sms.phone) : null;
    return sms.enabled ? { ...sms, phone } : turnSmsOff({ ...sms, phone });
  });
export type SmsSettings = z.output<typeof smsSettingsSchema>;
/**
 * How the API answers with them (already checked when stored), with the number's state: texts go
 * only to a number confirmed by the code texted to it (docs/product.md, "SMS").
 */
export const storedSmsSettingsSchema = z.object({
  enabled: z.boolean(),
  phone: z.string().nullable(),
  termsConsent: z.boolean(),
  marketingConsent: z.boolean(),
  ...smsNumberStateSchema.shape,
});
export type StoredSmsSettings = z.infer<typeof storedSmsSettingsSchema>;
export type SmsSettingsInput = z.input<typeof smsSettingsSchema>;

export const defaultSmsSettings: SmsSettings = {
  enabled: false,
  phone: null,
  termsConsent: false,
  marketingConsent: false,
};

/** The switch turned off: both consents reset, the number stays. */
export function turnSmsOff<T extends { enabled: boolean; termsConsent: boolean; marketingConsent: boolean }>(
  sms: T,
): T {
  return { ...sms, enabled: false, termsConsent: false, marketingConsent: false };
}
