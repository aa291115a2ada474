// A bigger car is more work (docs/product.md, "Quotes and bids" and "Size pricing"): each washer adds
// a percentage of their own service prices for each vehicle type. Every price shown for a car (the
// search card, Book now, the quote dialog's first amount) and the instant booking's charge come from
// priceForVehicle, so the price shown is the price charged. The washer edits the percentages on
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

/** A price for one car: the washer's prices for the services, and their surcharge for its type. */
export type VehiclePrice = {
  servicesCents: number;
  surchargePercent: number;
  surchargeCents: number;
  totalCents: number;
};

/** What `servicesCents` of work costs on a car of `vehicleType` (none named yet: the listed prices). */
export function priceForVehicle(
  servicesCents: number,
  vehicleType: VehicleType | null,
  surcharges: SizeSurcharges,
): VehiclePrice {
  const totalCents = withSizeSurcharge(servicesCents, vehicleType, surcharges);
  return {
    servicesCents,
    surchargePercent: vehicleType === null ? 0 : surcharges[vehicleType],
    surchargeCents: totalCents - servicesCents,
    totalCents,
  };
}

/** The price line a surcharge adds, under the services (ours); `vehicleType` is the type's label. */
export const sizeSurchargeLine = (vehicleType: string, percent: number) => `${vehicleType} size (+${percent}%)`;

/** Said beside a price when no car is chosen yet (ours). */
export const listedPriceNote = 'Listed prices: choose your vehicle for its size pricing.';

/** The Services tab's card (ours). */
export const sizePricingTexts = {
  title: 'Vehicle size pricing',
  description:
    'The percentage added to your prices for each kind of car. New quotes start from your prices for the services asked for, plus this for the customer’s car.',
  label: (type: string) => `${type} (+%)`,
} as const;
