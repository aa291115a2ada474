import { z } from 'zod';
import { nextCursorSchema, pageQuerySchema } from './pagination';
import type { NotificationPreferences } from './notification-preferences';

// The notification centre: the bell in the header (docs/product.md, "Notifications").

/** What happened, one kind per event of the marketplace loop that concerns the recipient. */
export const notificationKinds = [
  'new-request',
  'new-quote',
  'quote-accepted',
  'quote-declined',
  'quote-lapsed',
  'booking',
  'reschedule',
  'cancellation',
  'job-completed',
  'review-received',
  'reminder',
  'attendance-confirmed',
  'on-the-way',
  'moderation',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * Each kind appears in the bell only while its push setting of the Preferences tab is on: new
 * requests by "new requests", everything about quotes by "bid updates", the rest of a job's life by
 * "system alerts". Messages have their own badge, so "message alerts" governs none of these.
 */
const governingPushFlag: Record<NotificationKind, keyof NotificationPreferences['push']> = {
  'new-request': 'newRequests',
  'new-quote': 'bidUpdates',
  'quote-accepted': 'bidUpdates',
  'quote-declined': 'bidUpdates',
  'quote-lapsed': 'bidUpdates',
  booking: 'systemAlerts',
  reschedule: 'systemAlerts',
  cancellation: 'systemAlerts',
  'job-completed': 'systemAlerts',
  'review-received': 'systemAlerts',
  reminder: 'systemAlerts',
  'attendance-confirmed': 'systemAlerts',
  'on-the-way': 'systemAlerts',
  moderation: 'systemAlerts',
};

export function allowsInApp(preferences: NotificationPreferences, kind: NotificationKind): boolean {
  return preferences.push[governingPushFlag[kind]];
}

/** The newest this many are kept per user; older ones are dropped as new ones arrive. */
export const keptNotificationsPerUser = 200;
/** How many one page of GET /api/notifications holds. */
export const notificationsPageSize = 20;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** The product's own path of the page it is about, such as /appointments/<id>. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?cursor=: the newest first; the bell's count has its own endpoint. */
export const notificationsQuerySchema = pageQuerySchema;
export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: nextCursorSchema,
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;
export const notificationUnreadSchema = z.object({ unread: z.number().int().min(0) });
export const notificationIdParamsSchema = z.object({ id: z.uuid('Not a notification id') });

export const notificationTexts = {
  title: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'No notifications yet',
  emptyDetail: 'New requests, quotes, bookings and reviews show up here as they happen.',
  loadMore: 'Show older',
  loadFailed: 'Notifications could not be loaded.',
} as const;
