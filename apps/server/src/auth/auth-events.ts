import type { Logger } from 'pino';

/** Better Auth endpoint path → the event its outcome is logged as. */
export const authEventOfPath = {
  '/sign-in/email': 'auth.sign_in',
  '/sign-up/email': 'auth.sign_up',
  '/request-password-reset': 'auth.password_reset_request',
  '/reset-password': 'auth.password_reset',
  '/sign-out': 'auth.sign_out',
  '/send-verification-email': 'auth.verification_resend',
  '/verify-email': 'auth.email_verification',
  '/change-password': 'auth.password_change',
  '/change-email': 'auth.email_change_request',
  '/two-factor/enable': 'auth.two_factor_setup',
  '/two-factor/disable': 'auth.two_factor_disable',
  '/two-factor/verify-totp': 'auth.two_factor_verify',
  '/two-factor/verify-backup-code': 'auth.two_factor_backup_code',
} as const;

export type AuthEventPath = keyof typeof authEventOfPath;

export type AuthEvent = {
  path: AuthEventPath;
  outcome: 'success' | 'failure' | 'rate_limited';
  ip: string;
  userId?: string;
  /** The error code of a failure, e.g. INVALID_EMAIL_OR_PASSWORD. */
  reason?: string;
};

export function isAuthEventPath(path: string | undefined): path is AuthEventPath {
  return path !== undefined && Object.hasOwn(authEventOfPath, path);
}

/**
 * One line per security-relevant auth outcome. Deliberately takes no email, password or token:
 * the user is named by id, and only when known.
 */
export function logAuthEvent(logger: Logger, { path, ...fields }: AuthEvent): void {
  logger.info({ event: authEventOfPath[path], ...fields }, 'auth event');
}
