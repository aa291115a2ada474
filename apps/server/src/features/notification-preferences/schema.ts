import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationPreferences } from '@sudsy/domain/notification-preferences';
import { user } from '../../auth/schema';

/** One row per user who has saved a preference; absent means the defaults (docs/product.md, "Notifications"). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<NotificationPreferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
});
