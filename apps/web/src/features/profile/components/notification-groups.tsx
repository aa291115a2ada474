import type { LucideIcon } from 'lucide-react';
import { BellRingIcon, MailIcon, MegaphoneIcon } from 'lucide-react';
import { campaignTopicSwitches } from '@sudsy/domain/campaigns';
import type { NotificationPreferences } from '@sudsy/domain/notification-preferences';

export type FlagGroup = 'email' | 'push' | 'marketing';

type GroupText<Group extends FlagGroup> = {
  title: string;
  description: string;
  icon: LucideIcon;
  flags: Record<keyof NotificationPreferences[Group], { label: string; description: string }>;
};

/** The three Configure dialogs of the Notifications card (docs/product.md, "Notifications"): what each switch means. */
export const notificationGroups: { [Group in FlagGroup]: GroupText<Group> } = {
  email: {
    title: 'Email Notifications',
    description: 'Emails about your requests and appointments.',
    icon: MailIcon,
    flags: {
      requestUpdates: {
        label: 'Request updates',
        description: 'New requests, quotes, bookings, cancellations and unread messages.',
      },
      serviceReminders: { label: 'Service reminders', description: 'A reminder before an upcoming appointment.' },
      promotions: { label: campaignTopicSwitches.promotion.label, description: 'Discounts and seasonal deals.' },
      newsletter: {
        label: campaignTopicSwitches.newsletter.label,
        description: 'Car-care tips and Sudsy news, about once a month.',
      },
    },
  },
  push: {
    title: 'Push Notifications',
    description: 'Alerts on this device, and text messages if you turn SMS on.',
    icon: BellRingIcon,
    flags: {
      newRequests: { label: 'New requests', description: 'When a service request or quote arrives.' },
      messageAlerts: { label: 'Message alerts', description: 'When someone sends you a message.' },
      bidUpdates: { label: 'Bid updates', description: 'When a quote is accepted, declined or changed.' },
      systemAlerts: { label: 'System alerts', description: 'Account security and service notices.' },
    },
  },
  marketing: {
    title: 'Marketing Communications',
    description: 'Offers, events and requests for your feedback.',
    icon: MegaphoneIcon,
    flags: {
      specialOffers: { label: campaignTopicSwitches['special-offer'].label, description: 'Deals from Sudsy.' },
      partnerOffers: {
        label: campaignTopicSwitches['partner-offer'].label,
        description: 'Deals from car-care brands we work with.',
      },
      eventInvites: {
        label: campaignTopicSwitches['event-invite'].label,
        description: 'Meet-ups and car shows near you.',
      },
      feedbackRequests: { label: 'Feedback requests', description: 'Short surveys about your experience.' },
    },
  },
};

/** '2 of 4 on': how a Configure row sums up its switches. */
export function flagsSummary(flags: Record<string, boolean>): string {
  const values = Object.values(flags);
  return `${values.filter(Boolean).length} of ${values.length} on`;
}
