import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { campaignAudiences, campaignTopics } from '@sudsy/domain/campaigns';

const instant = (name: string) => timestamp(name, { withTimezone: true });
/** The domain's list as SQL literals: the database refuses what the domain does not know. */
const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A marketing campaign an operator queued (docs/product.md, "Marketing campaigns"). It goes out in
 * passes over the users in id order: `cursor` is the last user handed out, moved in the same
 * transaction as their events, so a retried or crashed pass hands nobody out twice.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic', { enum: campaignTopics }).notNull(),
    audience: text('audience', { enum: campaignAudiences }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The text message for those who agreed to marketing texts; null sends email only. */
    text: text('text'),
    createdAt: instant('created_at').defaultNow().notNull(),
    cursor: text('cursor'),
    /** How many people it was handed out to (an email or a text on its way). */
    recipients: integer('recipients').default(0).notNull(),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    // The sender's worklist: campaigns still handing out, the oldest first.
    index('campaigns_unfinished_idx')
      .on(table.createdAt)
      .where(sql`${table.finishedAt} is null`),
    check('campaigns_topic_check', sql`${table.topic} in (${oneOf(campaignTopics)})`),
    check('campaigns_audience_check', sql`${table.audience} in (${oneOf(campaignAudiences)})`),
  ],
);
