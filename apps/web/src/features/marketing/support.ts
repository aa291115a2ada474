/** One mailbox read by people: the contact, FAQ, privacy and terms pages all point here. */
export const support = {
  email: 'support@sudsy.app',
  hours: 'Monday to Friday, 9 am to 6 pm Eastern Time, except US public holidays',
  responseTime: 'within one business day',
} as const;

/** The date the privacy policy and terms last changed; update it with their text. */
export const legalLastUpdated = 'November 25, 2026';
