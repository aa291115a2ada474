// Marketing campaigns (docs/product.md, "Marketing campaigns"): what an operator sends to everyone who
// asked for it, and the switch of the account page that each kind answers to. Ours: the original
// product stored these switches and sent nothing.
import { z } from 'zod';
import type { NotificationPreferences } from './notification-preferences';
import { controlCharacterMessage, hasControlCharacters, oneLineText } from './text';

export const campaignTopics = ['newsletter', 'promotion', 'special-offer', 'partner-offer', 'event-invite'] as const;
export type CampaignTopic = (typeof campaignTopics)[number];

type TopicSwitch =
  | { group: 'email'; flag: keyof NotificationPreferences['email'] }
  | { group: 'marketing'; flag: keyof NotificationPreferences['marketing'] };

/**
 * The one switch each kind of campaign answers to, and its name on the account page: the newsletter
 * and promotions are the Email dialog's, the offers and invitations the Marketing dialog's.
 */
export const campaignTopicSwitches: Record<CampaignTopic, TopicSwitch & { label: string }> = {
  newsletter: { group: 'email', flag: 'newsletter', label: 'Newsletter' },
  promotion: { group: 'email', flag: 'promotions', label: 'Promotions' },
  'special-offer': { group: 'marketing', flag: 'specialOffers', label: 'Special offers' },
  'partner-offer': { group: 'marketing', flag: 'partnerOffers', label: 'Partner offers' },
  'event-invite': { group: 'marketing', flag: 'eventInvites', label: 'Event invitations' },
};

/** Whether the topic's switch is on. */
export function wantsCampaignTopic(preferences: NotificationPreferences, topic: CampaignTopic): boolean {
  const topicSwitch = campaignTopicSwitches[topic];
  return topicSwitch.group === 'email' ? preferences.email[topicSwitch.flag] : preferences.marketing[topicSwitch.flag];
}

/** The same preferences with the topic's switch off: what an unsubscribe link saves. */
export function withoutCampaignTopic(
  preferences: NotificationPreferences,
  topic: CampaignTopic,
): NotificationPreferences {
  const topicSwitch = campaignTopicSwitches[topic];
  return topicSwitch.group === 'email'
    ? { ...preferences, email: { ...preferences.email, [topicSwitch.flag]: false } }
    : { ...preferences, marketing: { ...preferences.marketing, [topicSwitch.flag]: false } };
}

/**
 * How a campaign reaches one person: by email when its topic's switch is on, and also by text when
 * the campaign has one, SMS is on and the person agreed to marketing texts (the server adds: to a
 * confirmed number, not stopped, within the weekly cap).
 */
export function campaignChannels(
  preferences: NotificationPreferences,
  topic: CampaignTopic,
  hasText: boolean,
): { email: boolean; text: boolean } {
  const wanted = wantsCampaignTopic(preferences, topic);
  return { email: wanted, text: wanted && hasText && preferences.sms.enabled && preferences.sms.marketingConsent };
}

export const campaignAudiences = ['everyone', 'owners', 'washers'] as const;
export type CampaignAudience = (typeof campaignAudiences)[number];

export const campaignLimits = { subject: 120, body: 20_000, text: 140 } as const;

const freeText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Write the ${what}.`)
    .max(max, `The ${what} can be at most ${max} characters.`)
    .refine((value) => !hasControlCharacters(value), controlCharacterMessage);

/** A campaign as the operator writes it (`npm run campaign:send`, docs/operations.md). */
export const campaignSchema = z.object({
  topic: z.enum(campaignTopics, `Topic must be one of: ${campaignTopics.join(', ')}.`),
  audience: z.enum(campaignAudiences, `Audience must be one of: ${campaignAudiences.join(', ')}.`).default('everyone'),
  subject: oneLineText()
    .trim()
    .min(1, 'Write the subject.')
    .max(campaignLimits.subject, `The subject can be at most ${campaignLimits.subject} characters.`)
    .refine((value) => !hasControlCharacters(value), controlCharacterMessage),
  body: freeText(campaignLimits.body, 'body'),
  /** The text message, for those who agreed to marketing texts; none means email only. */
  text: freeText(campaignLimits.text, 'text message').optional(),
});
export type Campaign = z.output<typeof campaignSchema>;

const headerNames: Record<string, 'topic' | 'audience' | 'subject' | 'text'> = {
  topic: 'topic',
  audience: 'audience',
  subject: 'subject',
  text: 'text',
};

/**
 * A campaign file, written like a mail: `Name: value` lines (Topic, Audience, Subject, and Text for
 * the text message), a blank line, then the body. Answers the campaign or the problems, one a line.
 */
export function parseCampaignFile(source: string): { campaign: Campaign } | { problems: string[] } {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blank = lines.findIndex((line) => line.trim() === '');
  const headerLines = blank === -1 ? lines : lines.slice(0, blank);
  const fields: Record<string, string> = {};
  const problems: string[] = [];
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    const name = headerNames[line.slice(0, colon).trim().toLowerCase()];
    if (colon === -1 || name === undefined) problems.push(`Unknown header line: "${line}"`);
    else fields[name] = line.slice(colon + 1).trim();
  }
  fields.body = blank === -1 ? '' : lines.slice(blank + 1).join('\n');
  const parsed = campaignSchema.safeParse(fields);
  if (!parsed.success)
    problems.push(...parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`));
  return problems.length > 0 || !parsed.success ? { problems } : { campaign: parsed.data };
}

/** A campaign's text as sent: named, and with the way out that marketing texts must carry. */
export const campaignTextMessage = (text: string) => `Sudsy: ${text} Reply STOP to opt out.`;

/** The footer of a campaign mail and the unsubscribe page (`/unsubscribe/:token`). */
export const campaignTexts = {
  why: (label: string) => `You get this email because "${label}" is on in your Sudsy preferences.`,
  unsubscribe: (label: string) => `Unsubscribe from ${label}`,
  pageTitle: 'Unsubscribe',
  confirm: (label: string, email: string) => `Stop "${label}" emails to ${email}?`,
  button: 'Unsubscribe',
  done: (label: string) => `Done: you will get no more "${label}" emails.`,
  alreadyOff: (label: string) => `"${label}" emails are already off for this address.`,
  elsewhere: 'You can change every email and text we send you under Preferences in your profile.',
  invalid: 'This unsubscribe link is not valid. Sign in and choose your emails under Preferences in your profile.',
  failed: 'You could not be unsubscribed just now. Please try again.',
} as const;

/** "s•••@example.com": enough for its owner to know the address, not enough to give it away. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** GET and POST /api/unsubscribe/:token: the topic, the address it is about (masked), and whether it is still on. */
export const unsubscribeResponseSchema = z.object({
  topic: z.enum(campaignTopics),
  label: z.string(),
  email: z.string(),
  subscribed: z.boolean(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
