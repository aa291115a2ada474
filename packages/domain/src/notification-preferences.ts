import { z } from 'zod';
import { defaultNotificationPreferences } from './constants';
import { defaultSmsSettings, smsSettingsSchema, storedSmsSettingsSchema } from './sms-settings';

// Notification preferences, their defaults and the Notifications card's texts (docs/product.md, "Notifications").
// Stored whole, per user, on the server; the email notifications read it through `allowsEmail`.

const flags = <Keys extends string>(defaults: Record<Keys, boolean>) =>
  z.object(Object.fromEntries(Object.keys(defaults).map((key) => [key, z.boolean()])) as Record<Keys, z.ZodBoolean>);

export const notificationToasts = {
  updated: { title: 'Notification Settings Updated' },
  smsUpdated: { title: 'SMS Notifications Updated' },
  saveFailed: {
    title: 'Error Saving Preferences',
    description: 'There was a problem saving your notification preferences.',
  },
} as const;

export const emailPreferencesSchema = flags(defaultNotificationPreferences.email);
export const pushPreferencesSchema = flags(defaultNotificationPreferences.push);
export const marketingPreferencesSchema = flags(defaultNotificationPreferences.marketing);

/** PUT /api/notification-preferences and the dialogs: each dialog edits its group of the whole. */
export const notificationPreferencesSchema = z.object({
  email: emailPreferencesSchema,
  push: pushPreferencesSchema,
  sms: smsSettingsSchema,
  marketing: marketingPreferencesSchema,
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesSchema>;

/** GET and PUT /api/notification-preferences answer with the whole, defaults filled in. */
export const notificationPreferencesResponseSchema = z.object({
  preferences: z.object({
    email: emailPreferencesSchema,
    push: pushPreferencesSchema,
    sms: storedSmsSettingsSchema,
    marketing: marketingPreferencesSchema,
  }),
});

export function defaultPreferences(): NotificationPreferences {
  return {
    email: { ...defaultNotificationPreferences.email },
    push: { ...defaultNotificationPreferences.push },
    sms: { ...defaultSmsSettings },
    marketing: { ...defaultNotificationPreferences.marketing },
  };
}

/**
 * What was stored, with the defaults filling any group or flag it lacks (a row written before a
 * flag existed, or a partial save); anything that does not parse falls back to the default.
 */
export function withDefaults(stored: unknown): NotificationPreferences {
  const defaults = defaultPreferences();
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const group = <Schema extends z.ZodType>(
    schema: Schema,
    fallback: z.infer<Schema>,
    value: unknown,
  ): z.infer<Schema> => {
    const merged = { ...(fallback as object), ...(typeof value === 'object' && value !== null ? value : {}) };
    const parsed = schema.safeParse(merged);
    return parsed.success ? parsed.data : fallback;
  };
  return {
    email: group(emailPreferencesSchema, defaults.email, source.email),
    push: group(pushPreferencesSchema, defaults.push, source.push),
    sms: group(smsSettingsSchema, defaults.sms, source.sms),
    marketing: group(marketingPreferencesSchema, defaults.marketing, source.marketing),
  };
}

/**
 * The emails the product sends about a user's own work. Each is governed by one flag: everything
 * about requests, quotes, bookings, receipts and messages by "request updates", reminders of an
 * upcoming appointment by "service reminders", the ask to rate a finished wash by the marketing
 * group's "feedback requests", an operator's decision on a reported review by "request updates".
 */
export const emailNotificationKinds = [
  'new-request',
  'new-quote',
  'booking',
  'cancellation',
  'unread-message',
  'appointment-reminder',
  'receipt',
  'feedback-request',
  'moderation',
] as const;
export type EmailNotificationKind = (typeof emailNotificationKinds)[number];

const governingFlag: Record<EmailNotificationKind, (preferences: NotificationPreferences) => boolean> = {
  'new-request': ({ email }) => email.requestUpdates,
  'new-quote': ({ email }) => email.requestUpdates,
  booking: ({ email }) => email.requestUpdates,
  cancellation: ({ email }) => email.requestUpdates,
  'unread-message': ({ email }) => email.requestUpdates,
  'appointment-reminder': ({ email }) => email.serviceReminders,
  receipt: ({ email }) => email.requestUpdates,
  'feedback-request': ({ marketing }) => marketing.feedbackRequests,
  moderation: ({ email }) => email.requestUpdates,
};

export function allowsEmail(preferences: NotificationPreferences, kind: EmailNotificationKind): boolean {
  return governingFlag[kind](preferences);
}
