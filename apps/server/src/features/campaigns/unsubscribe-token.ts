import { createHmac, timingSafeEqual } from 'node:crypto';
import { campaignTopics, type CampaignTopic } from '@sudsy/domain/campaigns';

// The token of a campaign mail's unsubscribe link: the person and the topic, signed with the auth
// secret, so the link works without signing in and names nobody else. It does not expire: a link in
// an old mail must still unsubscribe (mail clients keep offering it).

const signatureOf = (secret: string, userId: string, topic: CampaignTopic) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${topic}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, topic: CampaignTopic): string {
  return `${userId}.${topic}.${signatureOf(secret, userId, topic)}`;
}

/** Who and what a token unsubscribes, or null when it is not one we signed. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; topic: CampaignTopic } | null {
  const [userId, topic, signature, ...rest] = token.split('.');
  if (!userId || !topic || !signature || rest.length > 0) return null;
  if (!(campaignTopics as readonly string[]).includes(topic)) return null;
  const expected = Buffer.from(signatureOf(secret, userId, topic as CampaignTopic));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { userId, topic: topic as CampaignTopic }
    : null;
}
