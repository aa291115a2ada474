import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { bearer } from 'better-auth/plugins/bearer';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { authMessages, roleMismatchMessage } from '@sudsy/domain/auth-messages';
import { minPasswordLength } from '@sudsy/domain/constants';
import { isRole, roles } from '@sudsy/domain/roles';
import type { Logger } from 'pino';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from './schema';
import type { BackgroundMailer } from '../platform/mail/background-mailer';
import { changeEmailMail, resetPasswordMail, verificationMail, type MailContent } from '../platform/mail/templates';
import type { RateLimiter } from '../platform/rate-limiter';
import { accountRules, verifiedRedirect } from './account-rules';
import { clientIpHeader } from './client-ip-header';
import { trustedOrigins } from '../http/same-origin';
import { passwordHasher } from './password-hashing';
import { maxPasswordLength } from './password-policy';
import { authRequestState } from './request-state';

/**
 * Better Auth reports some refusals of a client's input at error level ("Invalid callbackURL: …",
 * malformed JSON): a client's mistake, not the server's, so a warning.
 */
const refusedInput = /^(Invalid [A-Za-z ]+:|Error parsing JSON|Email is the same|Blocked cross-site)/;

export type AuthDeps = { config: Config; db: Db; logger: Logger; mailer: BackgroundMailer; rateLimiter: RateLimiter };

const day = 24 * 60 * 60;
/** Verification and reset links; the mail templates promise this hour. */
const linkLifetimeSeconds = 60 * 60;

export function createAuth({ config, db, logger, mailer, rateLimiter }: AuthDeps) {
  const sendLinkMail = (to: string, content: MailContent) => mailer.sendLater({ to, ...content });

  return betterAuth({
    appName: 'Sudsy',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength,
      requireEmailVerification: true,
      password: passwordHasher(config.passwordHashing),
      resetPasswordTokenExpiresIn: linkLifetimeSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        sendLinkMail(user.email, resetPasswordMail({ name: user.name, url, publicUrl: config.publicUrl }));
      },
      onPasswordReset: async ({ user }, request) => {
        authRequestState(request).userId = user.id;
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in unverified sends a fresh link: the first may be lost or expired.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: linkLifetimeSeconds,
      sendVerificationEmail: async ({ user, url }) => {
        // A verified user gets a link only to confirm a new address (user.changeEmail), sent to that address.
        const mail = user.emailVerified
          ? changeEmailMail({ name: user.name, url, newEmail: user.email, publicUrl: config.publicUrl })
          : verificationMail({ name: user.name, url: withDashboardCallback(url), publicUrl: config.publicUrl });
        sendLinkMail(user.email, mail);
      },
    },
    // A leaked table must not hand out working reset links.
    verification: { storeIdentifier: 'hashed' },
    session: {
      // Stored in the database (no secondary storage, no cookie cache), so sessions survive restarts,
      // are shared by every instance and end at once when revoked. Each instance keeps signed-in
      // answers in memory for a few seconds (session-cache.ts), forgotten the moment the database
      // reports a change to the user or their sessions (docs/decisions/014).
      expiresIn: 30 * day,
      updateAge: day,
    },
    user: {
      // A new address takes effect only once the link mailed to it is opened (change-email-verification).
      changeEmail: { enabled: true },
      additionalFields: {
        role: {
          type: [...roles],
          required: true,
          input: true,
          validator: { input: z.enum(roles, { error: authMessages.invalidRole }) },
        },
        // Read with every session, so a session that outlived its account's suspension (one made
        // by a sign-in racing the suspension) is refused by the session middleware; never input.
        suspendedAt: { type: 'date', required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        update: {
          // The role is chosen once at sign-up; every authorization decision rests on it.
          before: async (data) => {
            if ('role' in data) {
              throw APIError.from('BAD_REQUEST', { code: 'ROLE_IMMUTABLE', message: authMessages.roleLocked });
            }
          },
        },
      },
      session: {
        create: {
          // Refused before the session exists, so a suspended account or a wrong account type leaves
          // no session and no cookie, whichever way in (a password, a two-factor code).
          before: async (session, ctx) => {
            const [account] = await db
              .select({ suspendedAt: schema.user.suspendedAt })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (account?.suspendedAt)
              throw APIError.from('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: authMessages.accountSuspended });
            if (ctx?.path !== '/sign-in/email') return;
            const user = await ctx.context.internalAdapter.findUserById(session.userId);
            const role = user && 'role' in user && isRole(user.role) ? user.role : undefined;
            const state = authRequestState(ctx.request);
            state.userId = session.userId;
            // No recorded account type (a direct server-side call) refuses too: the check fails closed.
            if (!role || role !== state.accountType) {
              throw APIError.from('FORBIDDEN', {
                code: 'ROLE_MISMATCH',
                message: roleMismatchMessage(role ?? 'owner'),
              });
            }
          },
        },
        delete: {
          // Remembers whose sign-out this is; the account rules then end the user's other sessions.
          before: async (session, ctx) => {
            if (ctx?.path === '/sign-out') authRequestState(ctx.request).userId = session.userId;
          },
        },
      },
    },
    plugins: [
      bearer(),
      // Before the account rules, so their after hook logs a sign-in that still awaits its code as it ends.
      twoFactor({ issuer: 'Sudsy', backupCodeOptions: { amount: 10 } }),
      accountRules({ rateLimiter, limits: config.authRateLimit, logger }),
    ],
    // Our own database-backed limits (account-rules.ts) replace Better Auth's per-process memory.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // Better Auth skips its Origin check when NODE_ENV=test; our tests must see what users get.
      disableOriginCheck: false,
      useSecureCookies: config.env === 'production',
    },
    logger: {
      log: (level, message, ...args) =>
        logger[level === 'error' && refusedInput.test(message) ? 'warn' : level]({ args }, `better-auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Better Auth defaults a link's destination to '/'; ours land where the role's dashboard is found. */
function withDashboardCallback(url: string): string {
  const link = new URL(url);
  const callback = link.searchParams.get('callbackURL');
  if (!callback || callback === '/') link.searchParams.set('callbackURL', verifiedRedirect);
  return link.toString();
}
