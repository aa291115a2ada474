/** One mailbox read by people: the contact, privacy and terms pages all point here. */
export const support = {
  email: 'support@sudsy.app',
  hours: 'Monday to Friday, 9 AM to 6 PM Eastern Time',
  closed: 'Closed on US public holidays.',
  responseTime: 'within one business day',
} as const;

/** The date the privacy policy and terms last changed; update it with their text. */
export const legalLastUpdated = 'November 25, 2026';
