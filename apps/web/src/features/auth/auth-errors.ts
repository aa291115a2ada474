import { authMessages, roleMismatchMessage } from '@sudsy/domain/auth-messages';
import type { Role } from '@sudsy/domain/roles';
import { ApiError } from '@/lib/api-client';

/**
 * The server's own words for a failure, or `fallback` when there are none: the network failed,
 * the server broke (5xx), or the answer carried no message of ours (api-client made one up).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  if (/^http_\d+$/.test(error.code) || error.code === 'invalid_response') return fallback;
  return error.message || fallback;
}

export function hasCode(error: unknown, ...codes: string[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}

/** Sign-up refused because the address has an account: the one answer that may say so. */
export function isEmailTaken(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.code.startsWith('USER_ALREADY_EXISTS'));
}

export type LoginProblem = { tone: 'info' | 'error'; title?: string; message: string };

/** What the login form says about a failed sign-in. */
export function loginProblemOf(error: unknown, accountType: Role): LoginProblem {
  if (!(error instanceof ApiError)) return { tone: 'error', message: authMessages.loginFailed };
  if (error.code === 'EMAIL_NOT_VERIFIED' || error.message.includes(authMessages.emailNotConfirmed)) {
    return { tone: 'info', title: authMessages.emailNotConfirmed, message: authMessages.checkYourEmail };
  }
  if (error.code === 'ROLE_MISMATCH') {
    // Two roles only: the account is registered as the one not chosen.
    return { tone: 'error', message: roleMismatchMessage(accountType === 'owner' ? 'washer' : 'owner') };
  }
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401) {
    return { tone: 'error', message: authMessages.invalidCredentials };
  }
  if (error.status === 429) return { tone: 'error', message: serverMessageOr(error, authMessages.tooManyAttempts) };
  return { tone: 'error', message: authMessages.loginFailed };
}
