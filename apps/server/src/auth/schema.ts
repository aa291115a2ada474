import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { roles } from '@sudsy/domain/roles';

// Better Auth's tables in the shape its drizzle generator produces for 1.7 (provider 'pg'),
// with timestamptz for instants and our `role` column on user.

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').default(false).notNull(),
    image: text('image'),
    role: text('role', { enum: roles }).notNull(),
    /** Set by Better Auth's twoFactor plugin once an authenticator code has been confirmed. */
    twoFactorEnabled: boolean('two_factor_enabled').default(false).notNull(),
    /**
     * Set by an operator (docs/product.md, "Operators"): the account cannot sign in, has no public
     * page and is found by no search until an operator lifts it. Better Auth never writes these.
     */
    suspendedAt: instant('suspended_at'),
    suspensionReason: text('suspension_reason'),
    /** When a dashboard first greeted the account (docs/product.md, "Dashboards"): "Welcome" before, "Welcome back" after. */
    welcomedAt: instant('welcomed_at'),
    createdAt: instant('created_at').defaultNow().notNull(),
    updatedAt: instant('updated_at')
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  // The role decides every authorization check, so the database refuses anything else too.
  (table) => [check('user_role_check', sql`${table.role} in ('owner', 'washer')`)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: instant('created_at').defaultNow().notNull(),
    updatedAt: instant('updated_at')
      .$onUpdate(() => new Date())
      .notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_userId_idx').on(table.userId), index('session_expires_at_idx').on(table.expiresAt)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: instant('access_token_expires_at'),
    refreshTokenExpiresAt: instant('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: instant('created_at').defaultNow().notNull(),
    updatedAt: instant('updated_at')
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [index('account_userId_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').defaultNow().notNull(),
    updatedAt: instant('updated_at')
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [
    index('verification_identifier_idx').on(table.identifier),
    index('verification_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Better Auth's twoFactor plugin: the user's TOTP secret and backup codes, both encrypted with the
 * auth secret. `verified` stays false until the first code from the authenticator app is confirmed.
 */
export const twoFactor = pgTable('two_factor', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  // One authenticator per user; the plugin looks it up by user.
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  verified: boolean('verified').default(true).notNull(),
  /** Failed sign-in codes in a row; the plugin locks the account for a while past its limit. */
  failedVerificationCount: integer('failed_verification_count').default(0).notNull(),
  lockedUntil: instant('locked_until'),
});
