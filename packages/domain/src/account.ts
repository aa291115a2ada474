// The account page (/profile, docs/product.md, "Account page"): personal information,
// statistics, security and devices. Its rules and texts, verbatim.
import { z } from 'zod';
import { authMessages } from './auth-messages';
import { minNameLength, minPasswordLength } from './constants';
import { isValidPhone } from './phone';
import { maxProfileAddressLength } from './profile';
import { coordinatesSchema } from './washer-profile';
import { roles, type Role } from './roles';
import { oneLineText } from './text';

export const personalInfoMessages = {
  nameTooShort: 'Name should be at least 2 characters',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
} as const;

export const maxNameLength = 100;

/** A user's name wherever it is typed (sign-up, Personal Information): trimmed, at most 100 characters. */
export const nameSchema = oneLineText().trim().max(maxNameLength, `Keep the name under ${maxNameLength} characters.`);
const maxEmailLength = 254;
const maxPhoneLength = 32;

/** Each field is checked only when it is not empty. */
const whenFilled = (check: (value: string) => boolean) => (value: string) => value === '' || check(value);

/**
 * The Personal Information form, checked alike in the browser and on the server. A blank name
 * falls back to the email's local part (as at sign-up), a blank email keeps the current one, a
 * blank phone or address clears it.
 */
export const personalInfoSchema = z.object({
  name: nameSchema.refine(
    whenFilled((name) => name.length >= minNameLength),
    personalInfoMessages.nameTooShort,
  ),
  email: z
    .string()
    .trim()
    .max(maxEmailLength, personalInfoMessages.invalidEmail)
    .refine(
      whenFilled((email) => z.email().safeParse(email).success),
      personalInfoMessages.invalidEmail,
    ),
  phone: z
    .string()
    .trim()
    .max(maxPhoneLength, personalInfoMessages.invalidPhone)
    .refine(whenFilled(isValidPhone), personalInfoMessages.invalidPhone),
  address: oneLineText()
    .trim()
    .max(maxProfileAddressLength, `Keep the address under ${maxProfileAddressLength} characters.`),
});
export type PersonalInfoForm = z.input<typeof personalInfoSchema>;

/** Ours: Better Auth's update-user is not how the app changes a photo or anything but the name. */
export const authUserUpdateOnlyName =
  'Only the name can be changed here; the profile photo is uploaded from the account page.';

/**
 * Better Auth's own POST /api/auth/update-user, which the web app does not use (the Personal
 * Information form and the photo upload have endpoints of their own): a name by the form's rule
 * and nothing else. A role is refused before this, as immutable.
 */
export const authUserUpdateSchema = z.strictObject(
  {
    name: personalInfoSchema.shape.name.refine((name) => name !== '', personalInfoMessages.nameTooShort).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? authUserUpdateOnlyName : undefined) },
);

/** PUT /api/account/personal-info: the form plus the point of an address picked from the suggestions. */
export const savePersonalInfoSchema = personalInfoSchema.extend({ coordinates: coordinatesSchema.nullable() });
export type SavePersonalInfo = z.output<typeof savePersonalInfoSchema>;

export const ratingSummarySchema = z.object({ average: z.number(), count: z.number().int() });

/** GET /api/account: who the user is, what the page shows about them and the figures of Account Statistics. */
export const accountSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  /** The profile photo's URL, null before one is saved. */
  image: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  coordinates: coordinatesSchema.nullable(),
  /** ISO instant the account was created. */
  memberSince: z.string(),
  /** Quote requests made (owners) or appointments completed (washers). */
  activityCount: z.number().int(),
  /** Washers' average review rating; null for owners and for washers without reviews. */
  rating: ratingSummarySchema.nullable(),
  twoFactorEnabled: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;
export const accountResponseSchema = z.object({ account: accountSchema });

export const savedPersonalInfoResponseSchema = z.object({
  account: accountSchema,
  /** The new address a confirmation link went to; the email changes once it is opened. */
  pendingEmail: z.string().nullable(),
});

export const avatarResponseSchema = z.object({ image: z.string() });

/** The Account Statistics label of the count, by role. */
export function activityLabel(role: Role): string {
  return role === 'washer' ? 'Jobs Completed' : 'Requests Made';
}

/** '4.8/5', the way the statistics card shows a rating. */
export function formatRating(average: number): string {
  return `${Number.isInteger(average) ? average.toFixed(1) : average}/5`;
}

/** One signed-in device of the user, for Device Activity. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  system: z.string(),
  /** The address the session was signed in from, when known. */
  ipAddress: z.string().nullable(),
  /** ISO instants. */
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  /** The session of the device asking. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const deviceSessionsResponseSchema = z.object({ sessions: z.array(deviceSessionSchema) });
export const signedOutSessionsResponseSchema = z.object({ signedOut: z.number().int() });

/** The password form: the button waits for all three fields; the rest is checked on Update. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: z.string().min(minPasswordLength, authMessages.passwordTooShort),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

/** A six-digit code from the authenticator app, or one of the backup codes. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^(\d{6}|[A-Za-z0-9-]{10,11})$/, 'Enter the 6-digit code from your authenticator app, or a backup code.'),
});

export const twoFactorPasswordSchema = z.object({ password: z.string().min(1, 'Enter your password') });

export const accountMessages = {
  loggedOutRequired: 'You must be logged in to update your profile.',
  unexpected: 'An unexpected error occurred. Please try again.',
  saveFailedFallback: 'Failed to save profile',
  updateFailed: (message: string) => `Failed to update profile: ${message}`,
  wrongCurrentPassword: 'Your current password is incorrect.',
  wrongPassword: 'That password is not right.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  noPaymentMethods: 'No payment methods added yet',
  unknownLocation: 'Unknown location',
} as const;

/** The profile page's toasts, verbatim titles. */
export const accountToasts = {
  profileUpdated: { title: 'Profile Updated' },
  authenticationError: { title: 'Authentication Error', description: accountMessages.loggedOutRequired },
  error: { title: 'Error' },
  saveFailed: { title: 'Save Failed' },
  passwordUpdated: { title: 'Password Updated' },
  photoUpdated: { title: 'Profile Photo Updated' },
} as const;

/** Closing an account (ours): what it removes and what stays, in the words the Security tab uses. */
export const accountDeletionMessages = {
  title: 'Delete account',
  explanation:
    'Your profile, vehicles, photos and preferences are removed and you are signed out everywhere. Open requests and upcoming appointments are cancelled and the other side is told. Messages and reviews you wrote stay, signed ‘Deleted user’.',
  passwordRequired: 'Enter your password to confirm.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  /** The name the account's messages and reviews show afterwards. */
  deletedName: 'Deleted user',
  /** The reason the other side reads on a cancelled appointment. */
  cancelReason: 'The account was closed.',
  exportTitle: 'Your data',
  exportExplanation:
    'Download everything Sudsy holds about you, with a list of the photos you uploaded, as a JSON file.',
} as const;

export const accountDeletedToast = { title: 'Account deleted', description: 'Your account and its data are gone.' };

/** POST /api/account/delete: the password, and the authenticator's code when two-factor is on. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, accountDeletionMessages.passwordRequired).max(128, accountMessages.wrongPassword),
  code: z
    .string()
    .trim()
    .refine((code) => code === '' || /^\d{6}$/.test(code), accountDeletionMessages.codeRequired)
    .default(''),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
