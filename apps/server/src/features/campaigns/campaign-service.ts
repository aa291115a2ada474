import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { campaignChannels, campaignSchema, type Campaign } from '@sudsy/domain/campaigns';
import { withDefaults } from '@sudsy/domain/notification-preferences';
import { operatorCliActor } from '@sudsy/domain/operator';
import { user } from '../../auth/schema';
import type { Db } from '../../db/client';
import { recordEvents } from '../../platform/events/record-event';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { sweepPass } from '../../platform/metrics/operational-events';
import { notificationPreferences } from '../notification-preferences/schema';
import { recordOperatorAction } from '../operator';
import { campaigns } from './schema';

/** How many people one pass looks at; the next pass goes on from there. */
const defaultPassSize = 500;
const audienceRole = { owners: 'owner', washers: 'washer' } as const;

/** Queues a campaign the operator wrote; the campaigns job hands it out (docs/operations.md). */
export async function queueCampaign(db: Pick<Db, 'insert'>, campaign: Campaign): Promise<string> {
  const [queued] = await db
    .insert(campaigns)
    .values({ ...campaign, text: campaign.text ?? null })
    .returning({ id: campaigns.id });
  if (!queued) throw new Error('the campaign was not queued');
  return queued.id;
}

/**
 * `npm run campaign:send`'s campaign, checked again (it may come over the control socket), queued
 * and written into the operators' audit log in one transaction.
 */
export function queueCampaignFromTool(db: Db): (input: unknown) => Promise<string> {
  return (input) => {
    const campaign = campaignSchema.parse(input);
    return db.transaction(async (tx) => {
      const id = await queueCampaign(tx, campaign);
      await recordOperatorAction(tx, {
        actor: { name: operatorCliActor, id: null },
        action: 'campaign.queued',
        subject: `campaign:${id}`,
        after: { topic: campaign.topic, audience: campaign.audience, subject: campaign.subject },
      });
      return id;
    });
  };
}

/**
 * One pass of the oldest campaign not finished: the next `passSize` users of its audience in id order
 * (confirmed addresses only) whose preferences take it on some channel each get
 * a `campaign-message` event, and the cursor moves past them, in one transaction. Answers how many
 * were handed it, or null when no campaign waits.
 */
export async function handOutCampaign(
  db: Db,
  { now = new Date(), passSize = defaultPassSize }: { now?: Date; passSize?: number } = {},
): Promise<number | null> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(isNull(campaigns.finishedAt))
    .orderBy(asc(campaigns.createdAt))
    .limit(1);
  if (!campaign) return null;
  const people = await db
    .select({ id: user.id, preferences: notificationPreferences.preferences })
    .from(user)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, user.id))
    .where(
      and(
        // A deleted account is anonymised with its address unconfirmed, so this leaves it out too.
        eq(user.emailVerified, true),
        campaign.audience === 'everyone' ? undefined : eq(user.role, audienceRole[campaign.audience]),
        campaign.cursor === null ? undefined : gt(user.id, campaign.cursor),
      ),
    )
    .orderBy(asc(user.id))
    .limit(passSize);
  const takers = people.filter(({ preferences }) => {
    const channels = campaignChannels(withDefaults(preferences), campaign.topic, campaign.text !== null);
    return channels.email || channels.text;
  });
  const last = people.at(-1)?.id ?? campaign.cursor;
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(campaigns)
      .set({
        cursor: last,
        recipients: sql`${campaigns.recipients} + ${takers.length}`,
        finishedAt: people.length < passSize ? now : null,
      })
      .where(
        and(
          eq(campaigns.id, campaign.id),
          campaign.cursor === null ? isNull(campaigns.cursor) : eq(campaigns.cursor, campaign.cursor),
        ),
      )
      .returning({ id: campaigns.id });
    // Another pass moved it first: what it handed out is not handed out again.
    if (!moved) return 0;
    await recordEvents(
      tx,
      takers.map(({ id }) => ({ type: 'campaign-message', campaignId: campaign.id, userId: id })),
    );
    return takers.length;
  });
}

export const campaignsJobName = 'campaigns';

/** Campaigns as a job, every minute (docs/decisions/019): passes until none waits or the minute is spent. */
export function campaignsJob(db: Db): JobDefinition {
  return {
    name: campaignsJobName,
    cron: '* * * * *',
    sweep: true,
    run: async () => {
      const until = Date.now() + 45_000;
      await sweepPass('campaigns', async () => {
        while (Date.now() < until && (await handOutCampaign(db)) !== null);
      });
    },
  };
}
