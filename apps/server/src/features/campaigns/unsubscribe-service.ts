import { eq } from 'drizzle-orm';
import {
  campaignTopicSwitches,
  campaignTexts,
  maskedEmail,
  wantsCampaignTopic,
  withoutCampaignTopic,
  type UnsubscribeResponse,
} from '@sudsy/domain/campaigns';
import { user } from '../../auth/schema';
import type { Db } from '../../db/client';
import { notFound, tooManyRequests } from '../../http/app-error';
import type { RateLimiter } from '../../platform/rate-limiter';
import { notificationPreferencesOf, saveNotificationPreferences } from '../notification-preferences';
import { readUnsubscribeToken } from './unsubscribe-token';

export type UnsubscribeDeps = { db: Db; secret: string; rateLimiter: RateLimiter };

/** A link's answers for one person: more than this a minute is no person clicking. */
const perMinute = 10;

async function personOf({ db, secret }: UnsubscribeDeps, token: string) {
  const target = readUnsubscribeToken(secret, token);
  if (!target) throw notFound(campaignTexts.invalid, 'invalid_unsubscribe_link');
  const [person] = await db.select({ email: user.email }).from(user).where(eq(user.id, target.userId));
  // A deleted account was anonymised: its links unsubscribe nothing any more.
  if (!person || person.email.endsWith('@deleted.invalid'))
    throw notFound(campaignTexts.invalid, 'invalid_unsubscribe_link');
  return { ...target, email: person.email };
}

/** What the unsubscribe page shows before the click: the topic, the address, whether it is on. */
export async function unsubscribeState(deps: UnsubscribeDeps, token: string): Promise<UnsubscribeResponse> {
  const { userId, topic, email } = await personOf(deps, token);
  const preferences = await notificationPreferencesOf(deps.db, userId);
  return {
    topic,
    label: campaignTopicSwitches[topic].label,
    email: maskedEmail(email),
    subscribed: wantsCampaignTopic(preferences, topic),
  };
}

/**
 * The click (the page's button, or a mail client's one-click POST): the topic's switch off, every
 * other setting as it was. Again changes nothing.
 */
export async function unsubscribe(deps: UnsubscribeDeps, token: string): Promise<UnsubscribeResponse> {
  const { userId, topic, email } = await personOf(deps, token);
  const limit = await deps.rateLimiter.hit(`unsubscribe:${userId}`, { limit: perMinute, windowSeconds: 60 });
  if (!limit.allowed) throw tooManyRequests();
  const preferences = await notificationPreferencesOf(deps.db, userId);
  if (wantsCampaignTopic(preferences, topic))
    await saveNotificationPreferences(deps.db, userId, withoutCampaignTopic(preferences, topic));
  return { topic, label: campaignTopicSwitches[topic].label, email: maskedEmail(email), subscribed: false };
}
