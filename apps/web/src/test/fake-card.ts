import type { SavedCard } from '@sudsy/domain/payment-methods';

/** A saved card as the API answers it: the owner's default Visa ending in 4242 (Stripe's test card). */
export const fakeVisa: SavedCard = {
  id: 'pm_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  isDefault: true,
};
