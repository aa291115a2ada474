import { APIError, getSessionFromCtx, isAPIError, type createAuthMiddleware } from 'better-auth/api';
import { authMessages } from '@sudsy/domain/auth-messages';
import type { RateLimiter, RateLimitRule } from '../platform/rate-limiter';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Better Auth's endpoints that check the signed-in user's current password, each a way to guess it
 * with a stolen session. `/verify-password` is also what account deletion asks (features/account),
 * and `/delete-user` is off (404 before any check) but would check one. Better Auth 1.7's full list:
 * review it on every upgrade.
 */
export const currentPasswordPaths = new Set([
  '/change-password',
  '/verify-password',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
  '/delete-user',
]);

/** Better Auth's code for a wrong current password, on every endpoint above. */
const wrongPassword = 'INVALID_PASSWORD';

/** The counter of each check under way, by its endpoint call, until its outcome is known. */
const pending = new WeakMap<object, string>();

/**
 * Before an endpoint checks the current password: counts the attempt under its user, refusing it
 * with 429 once `rule.limit` attempts counted in the window. Counted before the outcome is known,
 * so checks sent at once cannot all slip under the limit; `settlePasswordCheck` takes it back
 * unless the password was wrong. Without a session the endpoint answers 401 and nothing counts.
 */
export async function countPasswordCheck(ctx: HookContext, rateLimiter: RateLimiter, rule: RateLimitRule) {
  const session = await getSessionFromCtx(ctx, { disableRefresh: true });
  if (!session) return;
  const key = `password-checks:${session.user.id}`;
  const result = await rateLimiter.hit(key, rule);
  if (!result.allowed) {
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: 'RATE_LIMITED', message: authMessages.tooManyAttempts },
      { 'Retry-After': String(result.retryAfterSeconds) },
    );
  }
  pending.set(ctx.context, key);
}

/** After the endpoint: only a wrong password stays counted. */
export async function settlePasswordCheck(ctx: HookContext, rateLimiter: RateLimiter) {
  const key = pending.get(ctx.context);
  if (!key) return;
  pending.delete(ctx.context);
  const returned = ctx.context.returned;
  const code: unknown = isAPIError(returned) ? returned.body?.code : undefined;
  if (code !== wrongPassword) await rateLimiter.forgive(key);
}
