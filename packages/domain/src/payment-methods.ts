// The owner's saved cards (docs/product.md, "Payments"): what the Payment Methods card lists and
// the calls it makes. Card numbers never pass through here in Stripe mode: the browser gives them
// to Stripe, and we keep only the provider's ids, the brand and the last four digits.
import { z } from 'zod';
import { paymentsModeSchema } from './payment-schemas';

export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  /** The card a booking is paid with: the one the owner chose, else the first saved. */
  isDefault: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const paymentMethodsResponseSchema = z.object({
  /** local: the stand-in's card form; stripe: Stripe's Payment Element with `publishableKey`; off: pay at the job. */
  mode: paymentsModeSchema,
  publishableKey: z.string().nullable(),
  cards: z.array(savedCardSchema),
});
export type PaymentMethods = z.infer<typeof paymentMethodsResponseSchema>;

/** POST /api/payment-methods/setup: the SetupIntent the browser confirms with the card. */
export const cardSetupResponseSchema = z.object({ setupIntentId: z.string(), clientSecret: z.string() });
export type CardSetup = z.infer<typeof cardSetupResponseSchema>;

/** An owner keeps at most this many cards, as with vehicles: a list that cannot grow without bound. */
export const maxSavedCards = 10;

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** 'Visa ending in 4242': how a card is named in lists, buttons and receipts. */
export function cardLabel(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  return `${brandNames[card.brand] ?? 'Card'} ending in ${card.last4}`;
}

/** 'Expires 04/31'. */
export function cardExpiry(card: Pick<SavedCard, 'expMonth' | 'expYear'>): string {
  return `Expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}

export const paymentMethodTexts = {
  addCard: 'Add Payment Method',
  addDescription: 'Save a card to pay for bookings with. Saving it charges nothing.',
  localNotice: 'Local payments: use one of Stripe’s test cards, such as 4242 4242 4242 4242. No money moves.',
  saveCard: 'Save card',
  makeDefault: 'Make default',
  remove: 'Remove',
  defaultBadge: 'Default',
  payDirectly: 'Payments are off on this server: you pay your washer directly when the job is done.',
  cardSaved: 'Card saved',
  cardRemoved: 'Card removed',
  defaultChanged: 'Default card changed',
  notYourCard: 'That card is not one of yours.',
  tooMany: `You can keep up to ${maxSavedCards} cards. Remove one to add another.`,
} as const;
