import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { minPasswordLength } from '@sudsy/domain/constants';
import { roles } from '@sudsy/domain/roles';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

/**
 * Better Auth trusts the client address only from this header, which our auth route sets from
 * the resolved client IP (TRUST_PROXY applied) after discarding whatever the caller sent.
 */
export const clientIpHeader = 'x-sudsy-client-ip';

export type AuthDeps = { config: Config; db: Db; logger: Logger };

// Email verification, password reset and their mails are added here by the accounts work:
// `emailVerification` and `emailAndPassword.sendResetPassword` take the platform mailer.
export function createAuth({ config, db, logger }: AuthDeps) {
  return betterAuth({
    appName: 'Sudsy',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: { enabled: true, minPasswordLength },
    user: {
      additionalFields: {
        role: {
          type: [...roles],
          required: true,
          input: true,
          validator: { input: z.enum(roles, { error: 'Choose Car Owner or Car Washer.' }) },
        },
      },
    },
    databaseHooks: {
      user: {
        update: {
          // The role is chosen once at sign-up; every authorization decision rests on it.
          before: async (data) => {
            if ('role' in data) {
              throw new APIError('BAD_REQUEST', { code: 'ROLE_IMMUTABLE', message: 'The account type cannot be changed.' });
            }
          },
        },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // Better Auth skips its Origin check when NODE_ENV=test; our tests must see what users get.
      disableOriginCheck: false,
    },
    logger: { log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`) },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Vite's dev server and preview proxy /api here but keep their own Origin (apps/web/vite.config.ts). */
const viteOrigins = ['http://localhost:5173', 'http://localhost:4173'];

function trustedOrigins(config: Config): string[] {
  const origins = [config.publicUrl];
  // Without PUBLIC_URL the app is reached locally, by either name of the loopback host.
  if (config.publicUrl === `http://localhost:${config.port}`) origins.push(`http://127.0.0.1:${config.port}`);
  if (config.env !== 'production') origins.push(...viteOrigins);
  return origins;
}
