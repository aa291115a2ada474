import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { quoteRequestStatuses, quoteResponseStatuses } from '@sudsy/domain/quote-request';
import { user } from '../../auth/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });
// Literal list: a check constraint cannot take parameters.
const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A quote request (docs/product.md, "Service requests"): what the owner wants done, where and when.
 * It reaches washers as quote_responses rows; 'pending' means no washer has it yet.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The owner's vehicle; the wizard may send none. */
    vehicleId: text('vehicle_id'),
    address: text('address').notNull(),
    /** Null when the address could not be geocoded: both set or both null. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    serviceIds: text('service_ids').array().notNull(),
    /** 'yyyy-MM-dd' and 'HH:mm', the wall clock of the job's place. */
    preferredDate: text('preferred_date'),
    preferredTime: text('preferred_time'),
    notes: text('notes').notNull().default(''),
    maxBudgetCents: integer('max_budget_cents'),
    status: text('status', { enum: quoteRequestStatuses }).notNull().default('pending'),
    createdAt: instant('created_at').defaultNow().notNull(),
  },
  (table) => [
    index('quote_requests_owner_created_idx').on(table.ownerId, table.createdAt.desc()),
    check('quote_requests_status_check', sql`${table.status} in (${oneOf(quoteRequestStatuses)})`),
    check('quote_requests_point_check', sql`(${table.lat} is null) = (${table.lng} is null)`),
  ],
);

/**
 * A photo the owner uploads while writing a request. It belongs to the owner alone until the
 * request is created, then to that request (readable by the washers who received it).
 */
export const quoteRequestPhotos = pgTable(
  'quote_request_photos',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    requestId: text('request_id').references(() => quoteRequests.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    createdAt: instant('created_at').defaultNow().notNull(),
  },
  (table) => [
    index('quote_request_photos_request_idx').on(table.requestId),
    index('quote_request_photos_owner_idx').on(table.ownerId, table.createdAt),
  ],
);

/** One washer's copy of a request: 'sent' until the washer quotes (amount, duration, notes) or it ends. */
export const quoteResponses = pgTable(
  'quote_responses',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    washerId: text('washer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: quoteResponseStatuses }).notNull().default('sent'),
    amountCents: integer('amount_cents'),
    estimatedMinutes: integer('estimated_minutes'),
    washerNotes: text('washer_notes'),
    proposedDate: text('proposed_date'),
    proposedTime: text('proposed_time'),
    /**
     * When the washer first quoted (a later change keeps it): the marketplace's time to first quote
     * (docs/product.md, "The marketplace's figures"). Null for one never quoted, and for the accepted
     * answer an instant booking writes, which no washer quoted.
     */
    quotedAt: instant('quoted_at'),
    createdAt: instant('created_at').defaultNow().notNull(),
    updatedAt: instant('updated_at')
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [
    unique('quote_responses_request_washer_unique').on(table.requestId, table.washerId),
    index('quote_responses_washer_status_idx').on(table.washerId, table.status, table.createdAt.desc()),
    check('quote_responses_status_check', sql`${table.status} in (${oneOf(quoteResponseStatuses)})`),
  ],
);
