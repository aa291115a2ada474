import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@sudsy/domain/notifications';
import { user } from '../../auth/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** One item of a user's notification centre (docs/product.md, "Notifications"). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The product's path of the page it is about. */
    link: text('link').notNull(),
    /** Null while unread. */
    readAt: instant('read_at'),
    createdAt: instant('created_at').defaultNow().notNull(),
  },
  (table) => [
    // The bell's list, newest first, a page at a time.
    index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id),
    // The retention's daily removal, oldest first (retention.ts).
    index('notifications_created_idx').on(table.createdAt),
    // The bell's count reads only unread rows.
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
