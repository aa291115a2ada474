// Every authentication text (docs/product.md, "Accounts and sign-in"), verbatim.
import type { Role } from './roles';

export const authMessages = {
  credentialsRequired: 'You must provide either an email or phone number and a password',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDontMatch: "Passwords don't match",
  resetPasswordsDoNotMatch: 'Passwords do not match',
  invalidCredentials: 'Invalid email or password',
  /** Ours: an operator suspended the account (docs/product.md, "Operators"). */
  accountSuspended: 'This account is suspended. If you think this is a mistake, write to us through the Contact page.',
  emailNotConfirmed: 'Email not confirmed',
  checkYourEmail:
    "Please check your email and click the verification link before logging in. Don't forget to check your spam folder if you don't see the email.",
  emailInUse: 'Email already in use',
  loginFailed: 'Failed to login',
  registerFailed: 'Failed to register',
  resetEmailFailed: 'Failed to send reset email',
  resetFailed: 'Failed to reset password',
  resendFailed: 'Failed to resend verification email. Please try again.',
  enterEmail: 'Please enter your email address',
  emailRequired: 'Email address is required',
  invalidResetLink: 'Invalid or expired password reset link. Please request a new password reset.',
  commonPassword: 'This password is too common. Please choose a less predictable one.',
  passwordTooLong: 'Password must be at most 128 characters',
  invalidEmail: 'Please enter a valid email address',
  invalidRole: 'Choose Car Owner or Car Washer.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  roleLocked: 'The account type cannot be changed.',
} as const;

export function roleMismatchMessage(registeredRole: Role): string {
  const label = registeredRole === 'washer' ? 'service provider' : 'car owner';
  return `This account is registered as a ${label}. Please select the correct account type.`;
}

export const authToasts = {
  accountCreated: {
    title: 'Account created',
    description: 'Please check your email to verify your account before logging in',
  },
  resetEmailSent: { title: 'Password reset email sent', description: 'Check your email for the password reset link' },
  verificationSent: {
    title: 'Verification Email Sent',
    description: 'Please check your email (including spam folder) for the verification link',
  },
  passwordUpdated: { title: 'Password updated', description: 'Your password has been successfully reset' },
  loggedOut: { title: 'Logged Out', description: 'You have been signed out.' },
} as const;

/** The display name when none was given: the email's local part, dots as spaces. */
export function defaultNameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local.replace(/\./g, ' ').trim();
}
