import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { skillLevels } from '@sudsy/domain/constants';
import { user } from '../../auth/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });
const levels = sql.raw(skillLevels.map((level) => `'${level}'`).join(', '));

/** A washer's insurance number; absent means none on file. */
export const washerInsurance = pgTable('washer_insurance', {
  washerId: text('washer_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  insuranceNumber: text('insurance_number').notNull(),
  updatedAt: instant('updated_at')
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
});

export const washerSkills = pgTable(
  'washer_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    washerId: text('washer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    level: text('level', { enum: skillLevels }).notNull().default('beginner'),
    createdAt: instant('created_at').defaultNow().notNull(),
  },
  (table) => [
    index('washer_skills_washer_created_idx').on(table.washerId, table.createdAt),
    check('washer_skills_level_check', sql`${table.level} in (${levels})`),
  ],
);

export const washerCertifications = pgTable(
  'washer_certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    washerId: text('washer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    verificationUrl: text('verification_url'),
    createdAt: instant('created_at').defaultNow().notNull(),
  },
  (table) => [
    index('washer_certifications_washer_created_idx').on(table.washerId, table.createdAt),
    check(
      'washer_certifications_dates_check',
      sql`${table.expiryDate} is null or ${table.expiryDate} > ${table.issueDate}`,
    ),
    check(
      'washer_certifications_url_check',
      sql`${table.verificationUrl} is null or ${table.verificationUrl} ~* '^https?://'`,
    ),
  ],
);
