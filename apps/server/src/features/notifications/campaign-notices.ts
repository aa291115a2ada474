import { eq } from 'drizzle-orm';
import { campaignChannels, campaignTextMessage, campaignTexts, campaignTopicSwitches } from '@sudsy/domain/campaigns';
import type { EventOf } from '@sudsy/domain/events';
import type { EventHandler } from '../../platform/events/dispatcher';
import { deliverOnceOutside } from '../../platform/events/deliveries';
import { campaignMail } from '../../platform/mail/templates';
import { publishMail } from '../../platform/metrics/operational-events';
import { campaigns } from '../campaigns/schema';
import { unsubscribeToken } from '../campaigns';
import { notificationPreferencesOf } from '../notification-preferences';
import { textOnce, type NoticeDeps } from './notice-teller';
import { recipientsOf } from './recipients';

/** The unsubscribe links are signed with the auth secret. */
export type CampaignDeps = NoticeDeps & { secret: string };

/**
 * A campaign to one person (docs/product.md, "Marketing campaigns"), on the channels their
 * preferences allow when it is delivered (they may have changed since it was handed out): by email
 * with its unsubscribe link and header, and by text when it has one and they agreed to marketing
 * texts. Each channel once however often the event is retried, as every notice.
 */
export function campaignDelivery(deps: CampaignDeps): EventHandler {
  return async ({ id, event }) => {
    if (event.type === 'campaign-message') await deliverCampaign(deps, id, event);
  };
}

async function deliverCampaign(
  deps: CampaignDeps,
  eventId: string,
  { campaignId, userId }: EventOf<'campaign-message'>,
): Promise<void> {
  const { db, mailer, publicUrl, secret } = deps;
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  const to = (await recipientsOf(db, [userId])).get(userId);
  if (!campaign || !to) return;
  const channels = campaignChannels(
    await notificationPreferencesOf(db, userId),
    campaign.topic,
    campaign.text !== null,
  );
  if (channels.email)
    await deliverOnceOutside(db, eventId, `email-${userId}`, async (idempotencyKey) => {
      const token = unsubscribeToken(secret, userId, campaign.topic);
      const { label } = campaignTopicSwitches[campaign.topic];
      const content = campaignMail({
        subject: campaign.subject,
        name: to.name,
        body: campaign.body,
        why: campaignTexts.why(label),
        unsubscribeLabel: campaignTexts.unsubscribe(label),
        unsubscribeUrl: `${publicUrl}/unsubscribe/${token}`,
        publicUrl,
      });
      const listUnsubscribe = `${publicUrl}/api/unsubscribe/${token}`;
      await mailer.send({ to: to.email, ...content, idempotencyKey, listUnsubscribe }).catch((error: unknown) => {
        publishMail('failed');
        throw error;
      });
      publishMail('sent');
    });
  if (channels.text && campaign.text !== null && deps.sms.provider !== 'off')
    await textOnce(deps, eventId, to, `campaign:${campaignId}`, campaignTextMessage(campaign.text));
}
