// A washer's quote (docs/product.md, "Quotes and bids": an amount, a duration, notes and a
// proposed start checked against their calendar). The form takes dollars as typed; the API carries
// integer cents. Both are checked with the messages below.
import { z } from 'zod';
import { dollarsToCents } from './money';
import type { QuoteResponseStatus } from './quote-request';
import { plannedDateSchema, timeSchema } from './schedule-schemas';
import type { VehicleType } from './constants';
import { priceForVehicle, type SizeSurcharges } from './size-pricing';
import { washerPriceCents, type CustomService, type ServiceOffering } from './washer-profile';

export const maxQuoteCents = 10_000_00;
export const maxQuoteMinutes = 12 * 60;
export const maxQuoteNotesLength = 1000;

export const quoteMessages = {
  amount: 'Enter an amount greater than $0',
  amountTooHigh: 'Quotes are limited to $10,000',
  duration: 'Enter a duration greater than 0 minutes',
  durationWhole: 'Enter the duration in whole minutes',
  durationTooLong: `A job can take at most ${maxQuoteMinutes} minutes`,
  date: 'Choose a date',
  time: 'Choose a start time',
  notesTooLong: `Keep the notes under ${maxQuoteNotesLength} characters`,
} as const;

const notes = z.string().trim().max(maxQuoteNotesLength, quoteMessages.notesTooLong);

/** PUT /api/bids/:requestId: the quote as the server stores it. */
export const quoteInputSchema = z.object({
  amountCents: z.number().int().positive(quoteMessages.amount).max(maxQuoteCents, quoteMessages.amountTooHigh),
  estimatedMinutes: z
    .number()
    .int(quoteMessages.durationWhole)
    .positive(quoteMessages.duration)
    .max(maxQuoteMinutes, quoteMessages.durationTooLong),
  notes: notes.default(''),
  proposedDate: plannedDateSchema,
  proposedTime: timeSchema,
});
export type QuoteInput = z.input<typeof quoteInputSchema>;

const positiveNumber = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .refine((text) => Number.isFinite(Number(text)) && Number(text) > 0, message);

/** The quote form's fields as the washer types them (text), checked with the messages above. */
export const quoteFormSchema = z.object({
  amount: positiveNumber(quoteMessages.amount).refine(
    (text) => dollarsToCents(Number(text)) <= maxQuoteCents,
    quoteMessages.amountTooHigh,
  ),
  estimatedMinutes: positiveNumber(quoteMessages.duration)
    .refine((text) => Number.isInteger(Number(text)), quoteMessages.durationWhole)
    .refine((text) => Number(text) <= maxQuoteMinutes, quoteMessages.durationTooLong),
  notes,
  proposedDate: z.string().min(1, quoteMessages.date).pipe(plannedDateSchema),
  proposedTime: z.string().min(1, quoteMessages.time).pipe(timeSchema),
});
export type QuoteFormValues = z.infer<typeof quoteFormSchema>;

/** The checked form as the API's body: dollars to cents, minutes to a number. */
export function toQuoteInput(form: QuoteFormValues): z.output<typeof quoteInputSchema> {
  return {
    amountCents: dollarsToCents(Number(form.amount)),
    estimatedMinutes: Number(form.estimatedMinutes),
    notes: form.notes,
    proposedDate: form.proposedDate,
    proposedTime: form.proposedTime,
  };
}

export type QuoteStatusBadge = { text: string; variant: 'default' | 'secondary' | 'outline' | 'destructive' };

/** A washer's copy of a request as both sides read it; 'sent' means no answer yet. */
export const quoteStatusBadges: Record<QuoteResponseStatus, QuoteStatusBadge> = {
  sent: { text: 'Awaiting quote', variant: 'outline' },
  quoted: { text: 'Quoted', variant: 'default' },
  accepted: { text: 'Accepted', variant: 'default' },
  declined: { text: 'Declined', variant: 'secondary' },
  expired: { text: 'Expired', variant: 'secondary' },
  withdrawn: { text: 'Withdrawn', variant: 'secondary' },
  'not-chosen': { text: 'Not chosen', variant: 'secondary' },
  cancelled: { text: 'Booking cancelled', variant: 'destructive' },
};

/** A quote can be changed or withdrawn by its washer until the owner accepts it (or it otherwise ends). */
export function isQuoteOpen(status: QuoteResponseStatus): boolean {
  return status === 'quoted';
}

/** A request can be answered (quoted or declined) while its washer has not answered yet. */
export function isAwaitingAnswer(status: QuoteResponseStatus): boolean {
  return status === 'sent';
}

export type WasherPricing = {
  offerings: readonly Pick<ServiceOffering, 'serviceId' | 'minPriceCents'>[];
  customServices: readonly Pick<CustomService, 'id' | 'basePriceCents'>[];
  sizeSurcharges: SizeSurcharges;
};

/**
 * The quote dialog's first amount: the washer's own price for each requested service (their
 * offering's starting price, else the catalogue's), summed, with their surcharge for the car; null
 * when there is nothing to price.
 */
export function suggestedQuoteCents(
  serviceIds: readonly string[],
  vehicleType: VehicleType | null,
  pricing: WasherPricing,
): number | null {
  const total = serviceIds.reduce(
    (sum, id) => sum + washerPriceCents(id, pricing.offerings, pricing.customServices),
    0,
  );
  return total > 0 ? priceForVehicle(total, vehicleType, pricing.sizeSurcharges).totalCents : null;
}

/** Under the quote dialog's amount when it was prefilled (ours). `vehicleType` is the type's label, when named. */
export function suggestedAmountText(vehicleType: string | null): string {
  return vehicleType
    ? `Prefilled from your prices for these services and your ${vehicleType} size pricing. Change it as you see fit.`
    : 'Prefilled from your prices for these services. Change it as you see fit.';
}
