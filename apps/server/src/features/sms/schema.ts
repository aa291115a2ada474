import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../../auth/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The number a user's texts go to and whether they confirmed it (docs/product.md, "SMS"): a code
 * texted to it, kept only as a keyed hash, for ten minutes and five tries. A number saved anew
 * replaces the row and so is unconfirmed. STOP from the number marks it stopped.
 */
export const smsNumbers = pgTable(
  'sms_numbers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** E.164 with its plus, as texts are addressed and as Twilio names the sender of a reply. */
    phone: text('phone').notNull(),
    confirmedAt: instant('confirmed_at'),
    codeHash: text('code_hash'),
    codeExpiresAt: instant('code_expires_at'),
    codeTries: integer('code_tries').default(0).notNull(),
    codeSentAt: instant('code_sent_at'),
    /** The number replied STOP: SMS was turned off, and START turns it back on. */
    stoppedAt: instant('stopped_at'),
  },
  (table) => [index('sms_numbers_phone_idx').on(table.phone)],
);

/**
 * One row per text sent to a person about an appointment, numbered: the slots 1 to the cap are
 * claimed one at a time, so two notices at once cannot both take the last (docs/product.md, "SMS").
 */
export const smsAppointmentTexts = pgTable(
  'sms_appointment_texts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    appointmentId: text('appointment_id').notNull(),
    slot: integer('slot').notNull(),
    sentAt: instant('sent_at').defaultNow().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.appointmentId, table.slot] })],
);
