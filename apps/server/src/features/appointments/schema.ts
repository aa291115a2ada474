import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { galleryItems } from '../provider-setup/schema';
import { appointments } from '../schedule/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * How a job ended: when the washer marked it completed, the job's before and after photos (private
 * to its washer and owner) and whether the owner lets the washer show them in the public portfolio.
 * A row of its own, so the booking's columns stay the bids feature's.
 */
export const appointmentCompletions = pgTable(
  'appointment_completions',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    completedAt: instant('completed_at').defaultNow().notNull(),
    beforeKey: text('before_key'),
    beforeThumbKey: text('before_thumb_key'),
    afterKey: text('after_key'),
    afterThumbKey: text('after_thumb_key'),
    portfolioConsent: boolean('portfolio_consent').default(false).notNull(),
    /** The public copy in the washer's gallery while the owner consents; gone if the washer deletes it. */
    galleryItemId: uuid('gallery_item_id').references(() => galleryItems.id, { onDelete: 'set null' }),
  },
  (table) => [
    check(
      'appointment_completions_before_check',
      sql`(${table.beforeKey} is null) = (${table.beforeThumbKey} is null)`,
    ),
    check('appointment_completions_after_check', sql`(${table.afterKey} is null) = (${table.afterThumbKey} is null)`),
  ],
);
