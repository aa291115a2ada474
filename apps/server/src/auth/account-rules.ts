import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { authMessages, defaultNameFromEmail } from '@sudsy/domain/auth-messages';
import { authUserUpdateSchema, nameSchema } from '@sudsy/domain/account';
import { roleSchema } from '@sudsy/domain/auth-schemas';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../config';
import type { RateLimiter } from '../platform/rate-limiter';
import { isAuthEventPath, logAuthEvent } from './auth-events';
import { clientIpHeader } from './client-ip-header';
import { isKnownFor, knownDeviceOf, rememberDevice } from './known-device';
import { countPasswordCheck, currentPasswordPaths, settlePasswordCheck } from './password-checks';
import { passwordProblem } from './password-policy';
import { authRequestState } from './request-state';

export type AccountRulesDeps = { rateLimiter: RateLimiter; limits: Config['authRateLimit']; logger: Logger };

/** Where the verification link of an invalid or expired token leads; the login page explains. */
const invalidVerificationRedirect = '/login?verification=invalid';
/** Where verification links lead by default: the web router sends each role to its dashboard. */
export const verifiedRedirect = '/dashboard';
const resetPasswordPage = '/reset-password';

type Body = Record<string, unknown>;
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const rateLimitedPaths = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/send-verification-email',
  // Guessing a sign-in code: the plugin caps tries per challenge and per account, this per address.
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);
/** Where a sign-in ends with a session; the device is known for the account from then on. */
const signInPaths = new Set(['/sign-in/email', '/two-factor/verify-totp', '/two-factor/verify-backup-code']);
const checkedPaths = new Set([
  ...rateLimitedPaths,
  ...currentPasswordPaths,
  '/reset-password',
  '/change-password',
  '/update-user',
]);

/** Better Auth's error codes whose messages users see, in the product's words (docs/product.md, "Accounts and sign-in"). */
const verbatimMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: authMessages.invalidCredentials,
  EMAIL_NOT_VERIFIED: authMessages.emailNotConfirmed,
  PASSWORD_TOO_SHORT: authMessages.passwordTooShort,
  PASSWORD_TOO_LONG: authMessages.passwordTooLong,
  INVALID_EMAIL: authMessages.invalidEmail,
  USER_ALREADY_EXISTS: authMessages.emailInUse,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: authMessages.emailInUse,
};

/**
 * The product's account rules on top of Better Auth: input checks with the spec's messages,
 * rate limits, the sign-in account type, sign-out everywhere, and one event line per outcome.
 */
export function accountRules(deps: AccountRulesDeps): BetterAuthPlugin {
  return {
    id: 'sudsy-account-rules',
    hooks: {
      before: [
        {
          matcher: (ctx) => checkedPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware((ctx) => beforeEndpoint(deps, ctx)),
        },
      ],
      after: [{ matcher: () => true, handler: createAuthMiddleware((ctx) => afterEndpoint(deps, ctx)) }],
    },
  };
}

/**
 * Rate limits, then input checks, then the count of current-password checks (last: once counted,
 * only the after hook takes a check back). A refusal is logged here, as the after hook never sees it.
 */
async function beforeEndpoint(deps: AccountRulesDeps, ctx: HookContext) {
  const ip = clientIpOf(ctx);
  try {
    const body = bodyOf(ctx.body);
    if (rateLimitedPaths.has(ctx.path)) await enforceRateLimits(deps, ctx, ip, body.email);
    const checked = await checkRequest(ctx, body);
    if (currentPasswordPaths.has(ctx.path)) {
      // As many wrong current passwords per user as sign-in allows per email from one client.
      const { perEmail, windowSeconds } = deps.limits;
      await countPasswordCheck(ctx, deps.rateLimiter, { limit: perEmail, windowSeconds });
    }
    return checked;
  } catch (error) {
    if (isAPIError(error) && isAuthEventPath(ctx.path)) {
      const outcome = error.statusCode === 429 ? 'rate_limited' : 'failure';
      logAuthEvent(deps.logger, { path: ctx.path, outcome, ip, reason: codeOf(error) });
    }
    throw error;
  }
}

async function afterEndpoint(deps: AccountRulesDeps, ctx: HookContext) {
  if (currentPasswordPaths.has(ctx.path)) await settlePasswordCheck(ctx, deps.rateLimiter);
  const returned = ctx.context.returned;
  const state = authRequestState(ctx.request);
  if (isAPIError(returned) && returned.body) {
    const code = codeOf(returned) ?? '';
    const message =
      code === 'INVALID_TOKEN' && ctx.path === '/reset-password'
        ? authMessages.invalidResetLink
        : verbatimMessages[code];
    if (message) returned.body.message = message;
  }
  const failure = failureOf(returned);
  if (isAuthEventPath(ctx.path)) {
    const userId = ctx.context.newSession?.user.id ?? state.userId ?? createdUserId(ctx.path, returned);
    logAuthEvent(deps.logger, {
      path: ctx.path,
      outcome: failure ? 'failure' : 'success',
      ip: clientIpOf(ctx),
      ...(userId ? { userId } : {}),
      ...(failure ? { reason: failure } : {}),
    });
  }
  const signedIn = ctx.context.newSession?.user;
  if (signedIn && signInPaths.has(ctx.path)) await rememberDevice(ctx, normalizeEmail(signedIn.email));
  switch (ctx.path) {
    case '/sign-out':
      // Logout ends the user's sessions on every device, not only this one.
      if (state.userId) await ctx.context.internalAdapter.deleteUserSessions(state.userId);
      return;
    case '/verify-email':
      if (failure && isRedirect(returned)) throw ctx.redirect(invalidVerificationRedirect);
      return;
    case '/send-verification-email':
      // A signed-in caller gets the answer everyone gets; an error here would tell more than the others.
      if (failure === 'EMAIL_ALREADY_VERIFIED' || failure === 'EMAIL_MISMATCH') return Response.json({ status: true });
      return;
  }
}

async function checkRequest(ctx: HookContext, body: Body) {
  switch (ctx.path) {
    case '/sign-in/email': {
      const { email } = requireCredentials(body);
      const accountType = roleSchema.safeParse(body.accountType);
      if (!accountType.success) throw refuse('BAD_REQUEST', 'INVALID_ACCOUNT_TYPE', authMessages.invalidRole);
      authRequestState(ctx.request).accountType = accountType.data;
      return withBody(body, { email });
    }
    case '/sign-up/email': {
      const { email, password } = requireCredentials(body);
      requireEmailFormat(email);
      if (!roleSchema.safeParse(body.role).success)
        throw refuse('BAD_REQUEST', 'INVALID_ROLE', authMessages.invalidRole);
      requireAcceptablePassword(password);
      if (await ctx.context.internalAdapter.findUserByEmail(email)) {
        throw refuse('CONFLICT', 'USER_ALREADY_EXISTS', authMessages.emailInUse);
      }
      // Without a name, the email's local part stands in for it; a given one follows the form's rule.
      // Anything but a string or nothing is left for Better Auth to refuse.
      const name = typeof body.name === 'string' ? requireName(body.name) : body.name;
      return withBody(body, {
        email,
        name: name === undefined || name === null || name === '' ? defaultNameFromEmail(email) : name,
      });
    }
    case '/request-password-reset': {
      const email = requireEmail(body.email, authMessages.enterEmail);
      return withBody(body, { email, redirectTo: body.redirectTo ?? resetPasswordPage });
    }
    case '/send-verification-email': {
      const email = requireEmail(body.email, authMessages.emailRequired);
      return withBody(body, { email, callbackURL: body.callbackURL ?? verifiedRedirect });
    }
    case '/reset-password': {
      const query = bodyOf(ctx.query);
      if (!nonEmptyString(body.token) && !nonEmptyString(query.token)) {
        throw refuse('BAD_REQUEST', 'INVALID_TOKEN', authMessages.invalidResetLink);
      }
      requireAcceptablePassword(body.newPassword);
      return;
    }
    case '/change-password':
      requireAcceptablePassword(body.newPassword);
      // Whoever knew the old password is signed out everywhere, whatever the client asked: Better
      // Auth ends every session of the user and signs this device in again on a new one.
      return withBody(body, { revokeOtherSessions: true });
    case '/update-user': {
      // The role is chosen once at sign-up; every authorization decision rests on it.
      if ('role' in body) throw refuse('BAD_REQUEST', 'ROLE_IMMUTABLE', authMessages.roleLocked);
      // The same rule as the Personal Information form: a long or non-text name never reaches the
      // user row (and from there other users' contact lists), nor does an image URL.
      const update = authUserUpdateSchema.safeParse(body);
      if (!update.success) {
        throw refuse('BAD_REQUEST', 'INVALID_USER_UPDATE', update.error.issues[0]?.message ?? 'Invalid input');
      }
      return update.data.name === undefined ? undefined : withBody(body, { name: update.data.name });
    }
  }
}

/**
 * Sign-in attempts on one email from all clients together, as a multiple of the per-client limit:
 * high enough that one guesser cannot lock the owner out, low enough to stop guessing from many.
 */
export const signInEmailCeilingFactor = 10;

async function enforceRateLimits(
  { rateLimiter, limits }: AccountRulesDeps,
  ctx: HookContext,
  ip: string,
  email: unknown,
) {
  const path = ctx.path;
  const checks: [string, number][] = [];
  const address = nonEmptyString(email) ? normalizeEmail(email) : null;
  const device = address && path === '/sign-in/email' ? await knownDeviceOf(ctx) : null;
  if (address && device && isKnownFor(ctx, device, address)) {
    // A device that signed in to this account before meets only its own limit on it: nobody
    // else's failures, from anywhere, lock its owner out (known-device.ts).
    checks.push([`auth:${path}:email:${address}:device:${device.id}`, limits.perEmail]);
  } else {
    checks.push([`auth:${path}:ip:${ip}`, limits.perIp]);
    // Per address too, so guessing one account's password from many addresses is slowed as well.
    if (address && path === '/sign-in/email') {
      // Wrong passwords from one client lock only that client out of the account: the owner
      // signing in from elsewhere still can, until the guessing from everywhere reaches the ceiling.
      checks.push([`auth:${path}:email:${address}:ip:${ip}`, limits.perEmail]);
      checks.push([`auth:${path}:email:${address}`, limits.perEmail * signInEmailCeilingFactor]);
    } else if (address) {
      checks.push([`auth:${path}:email:${address}`, limits.perEmail]);
    }
  }
  for (const [key, limit] of checks) {
    const result = await rateLimiter.hit(key, { limit, windowSeconds: limits.windowSeconds });
    if (!result.allowed) {
      throw new APIError(
        'TOO_MANY_REQUESTS',
        { code: 'RATE_LIMITED', message: authMessages.tooManyAttempts },
        { 'Retry-After': String(result.retryAfterSeconds) },
      );
    }
  }
}

function requireCredentials(body: Body): { email: string; password: string } {
  if (!nonEmptyString(body.email) || !nonEmptyString(body.password)) {
    throw refuse('BAD_REQUEST', 'CREDENTIALS_REQUIRED', authMessages.credentialsRequired);
  }
  return { email: normalizeEmail(body.email), password: body.password };
}

function requireName(value: string): string {
  const name = nameSchema.safeParse(value);
  if (!name.success) throw refuse('BAD_REQUEST', 'INVALID_NAME', name.error.issues[0]?.message ?? 'Invalid name');
  return name.data;
}

function requireEmail(value: unknown, missingMessage: string): string {
  if (!nonEmptyString(value)) throw refuse('BAD_REQUEST', 'EMAIL_REQUIRED', missingMessage);
  const email = normalizeEmail(value);
  requireEmailFormat(email);
  return email;
}

function requireEmailFormat(email: string): void {
  if (!z.email().safeParse(email).success) throw refuse('BAD_REQUEST', 'INVALID_EMAIL', authMessages.invalidEmail);
}

function requireAcceptablePassword(password: unknown): void {
  const problem = passwordProblem(typeof password === 'string' ? password : '');
  if (problem) throw refuse('BAD_REQUEST', problem.code, problem.message);
}

function refuse(status: 'BAD_REQUEST' | 'CONFLICT', code: string, message: string): APIError {
  return APIError.from(status, { code, message });
}

/** Replaces fields of the body the endpoint then validates and reads. */
function withBody(body: Body, fields: Body) {
  return { context: { body: { ...body, ...fields } } };
}

function bodyOf(value: unknown): Body {
  return value !== null && typeof value === 'object' ? (value as Body) : {};
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function clientIpOf(ctx: { headers?: Headers | undefined; request?: Request | undefined }): string {
  return ctx.headers?.get(clientIpHeader) ?? ctx.request?.headers.get(clientIpHeader) ?? 'unknown';
}

function codeOf(value: unknown): string | undefined {
  if (!isAPIError(value)) return undefined;
  const code: unknown = value.body?.code;
  return typeof code === 'string' ? code : undefined;
}

function isRedirect(value: unknown): boolean {
  return isAPIError(value) && value.statusCode >= 300 && value.statusCode < 400;
}

/** The error code of a failed outcome, or null on success; error redirects carry it as `?error=`. */
function failureOf(returned: unknown): string | null {
  if (!isAPIError(returned)) return null;
  if (isRedirect(returned)) {
    const location = new Headers(returned.headers).get('location') ?? '';
    return new URL(location, 'http://placeholder').searchParams.get('error');
  }
  return codeOf(returned) ?? returned.status.toString();
}

function createdUserId(path: string, returned: unknown): string | undefined {
  if (path !== '/sign-up/email') return undefined;
  const id: unknown = (bodyOf(returned).user as Body | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}
