// A bigger car is more work (docs/product.md, "Quotes and bids"): each washer adds a percentage of
// their own service prices for each vehicle type, so the quote dialog can prefill a fair amount for
// the car the owner named (suggestedQuoteCents in quote.ts). The washer edits the percentages on
// their Services tab.
import { z } from 'zod';
import { vehicleTypes, type VehicleType } from './constants';

export const maxSizeSurchargePercent = 200;

export const sizeSurchargeMessages = {
  whole: 'Enter a whole percentage',
  range: `Enter a percentage from 0 to ${maxSizeSurchargePercent}`,
} as const;

const percentSchema = z
  .number(sizeSurchargeMessages.whole)
  .int(sizeSurchargeMessages.whole)
  .min(0, sizeSurchargeMessages.range)
  .max(maxSizeSurchargePercent, sizeSurchargeMessages.range);

/** The percentage added to the washer's prices for each vehicle type. */
export const sizeSurchargesSchema = z.object(
  Object.fromEntries(vehicleTypes.map((type) => [type, percentSchema])) as Record<VehicleType, typeof percentSchema>,
);
export type SizeSurcharges = z.infer<typeof sizeSurchargesSchema>;

/** What a new washer starts from: SUVs, trucks and vans take longer than a sedan. */
export const defaultSizeSurcharges: SizeSurcharges = { sedan: 0, suv: 15, truck: 25, van: 25, sports: 10, other: 0 };

/** `cents` for a car of `vehicleType` (none named: no surcharge), rounded to the cent. */
export function withSizeSurcharge(cents: number, vehicleType: VehicleType | null, surcharges: SizeSurcharges): number {
  const percent = vehicleType === null ? 0 : surcharges[vehicleType];
  return Math.round((cents * (100 + percent)) / 100);
}

/** The Services tab's card (ours). */
export const sizePricingTexts = {
  title: 'Vehicle size pricing',
  description:
    'The percentage added to your prices for each kind of car. New quotes start from your prices for the services asked for, plus this for the customer’s car.',
  label: (type: string) => `${type} (+%)`,
} as const;
