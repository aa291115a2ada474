// Texts (docs/product.md, "Notifications", "SMS"): confirming the number, the keywords a reply may
// carry, how many texts one job may cause, and every text the product says about them.
import { z } from 'zod';
import { smsMessagesPerWeek } from './constants';

/** Digits in a confirmation code. */
export const smsCodeLength = 6;
/** How long a code may be used after it was texted. */
export const smsCodeLifetimeMinutes = 10;
/** Wrong codes allowed before the code is used up and a new one must be asked for. */
export const smsCodeMaxTries = 5;
/** The least time between two codes texted to one account. */
export const smsResendSeconds = 60;
/** Codes one account may be texted in an hour, whatever the numbers. */
export const smsCodesPerHour = 5;
/** Texts one person may get about one appointment, all notices together. */
export const smsTextsPerAppointment = 4;
/** Notices texted to one person in any 7 days, as the SMS section promises (codes asked for apart). */
export const smsTextsPerWeek = smsMessagesPerWeek;

export const smsConfirmMessages = {
  codeFormat: `Enter the ${smsCodeLength}-digit code we texted you.`,
  wrongCode: 'That code is not the one we texted. Check it and try again.',
  expired: 'That code has expired. Send a new one.',
  tooManyTries: 'Too many wrong codes. Send a new one.',
  noCode: 'There is no code waiting for this number. Send a new one.',
  noNumber: 'Turn on SMS notifications with your phone number first.',
  alreadyConfirmed: 'This number is already confirmed.',
  resendWait: (seconds: number) => `You can send a new code in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  tooManyCodes: 'Too many codes sent to this account. Try again in an hour.',
  sendFailed: 'We could not send the text just now. Try again in a minute.',
} as const;

export const smsConfirmTexts = {
  sentTo: (phone: string) => `We texted a code to ${phone}.`,
  /** The toast of a save that texted a code: the dialog stays open on it. */
  enterCode: (phone: string) => `We texted a code to ${phone}. Enter it to confirm the number.`,
  codeLabel: 'Code from the text',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  resend: 'Send a new code',
  resendIn: (seconds: number) => `Send a new code (${seconds} s)`,
  confirmed: 'Confirmed',
  notConfirmed: 'Not confirmed yet',
  confirmedToast: 'Phone number confirmed',
  resentToast: 'We texted you a new code',
  stateLabel: 'Phone number',
} as const;

/** The text carrying a code. */
export const smsCodeText = (code: string) =>
  `Sudsy: your code is ${code}. It expires in ${smsCodeLifetimeMinutes} minutes. Reply STOP to stop texts.`;

/** A notice as a text: its subject and the page it is about, nothing else. */
export const smsNoticeText = (subject: string, url: string) => `Sudsy: ${subject} ${url}`;

/** What we answer a reply with (TwiML's message). */
export const smsReplies = {
  stopped: 'Sudsy: you will get no more texts. Reply START to get them again.',
  started: 'Sudsy: texts are back on. Reply STOP to stop them.',
  help: `Sudsy: texts about your car wash bookings, up to ${smsMessagesPerWeek} a week. Msg & data rates may apply. Reply STOP to stop them.`,
} as const;

/** POST /api/sms/confirm and the code field. */
export const smsConfirmSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${smsCodeLength}}$`), smsConfirmMessages.codeFormat),
});
export type SmsConfirmInput = z.input<typeof smsConfirmSchema>;

/** The state of the number, as GET /api/notification-preferences and the confirm routes give it. */
export const smsNumberStateSchema = z.object({
  confirmed: z.boolean(),
  /** When a code was last texted (ISO), for the wait before another; null when none is waiting. */
  codeSentAt: z.string().nullable(),
});
export type SmsNumberState = z.infer<typeof smsNumberStateSchema>;

/** Seconds left before another code may be sent; 0 when it may be now. */
export function resendWaitSeconds(codeSentAt: Date | null, now: Date): number {
  if (codeSentAt === null) return 0;
  const left = codeSentAt.getTime() + smsResendSeconds * 1000 - now.getTime();
  // A clock behind the one that stamped the code (another instance) never makes the wait longer.
  return left > 0 ? Math.min(smsResendSeconds, Math.ceil(left / 1000)) : 0;
}

/** A stored number (its plus optional, digits only) as texts are addressed: E.164 with its plus. */
export function e164Of(phone: string): string {
  return phone.startsWith('+') ? phone : `+${phone}`;
}

/** The carriers' opt-out and opt-in keywords (CTIA), matched on the whole reply, any case. */
export const smsStopWords = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const smsStartWords = ['START', 'UNSTOP'] as const;
export const smsHelpWords = ['HELP', 'INFO'] as const;

export type SmsKeyword = 'stop' | 'start' | 'help' | null;

/** What a reply asks for: to stop texts, to start them again, help, or nothing we act on. */
export function smsKeywordOf(body: string): SmsKeyword {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  if ((smsStopWords as readonly string[]).includes(word)) return 'stop';
  if ((smsStartWords as readonly string[]).includes(word)) return 'start';
  if ((smsHelpWords as readonly string[]).includes(word)) return 'help';
  return null;
}
