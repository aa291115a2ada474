import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One device that gets a user's push notifications (docs/product.md, "Push notifications"): the
 * browser's PushSubscription, which only that browser can decrypt. At most
 * maxPushSubscriptionsPerUser per user.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser; one browser profile is one subscription. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and authentication secret (base64url), to encrypt for it. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Chrome 120 on Android", from the User-Agent of the browser that subscribed. */
    label: text('label').notNull(),
    createdAt: instant('created_at').defaultNow().notNull(),
    /** When a push last reached its push service. */
    lastUsedAt: instant('last_used_at'),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId, table.createdAt),
  ],
);
