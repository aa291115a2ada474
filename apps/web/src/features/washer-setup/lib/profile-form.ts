import { z } from 'zod';
import { dollarsToCents } from '@sudsy/domain/money';
import {
  washerProfileInputSchema,
  type CustomService,
  type WasherProfileInput,
  type ServiceOffering,
} from '@sudsy/domain/washer-profile';

// The washer setup edits prices in dollars and durations as typed text; the profile keeps cents
// and whole minutes. These helpers translate between the two, with the form's own messages.

export type OfferingFields = { serviceId: string; minPrice: string; maxPrice: string; estimatedMinutes: string };
export type ProfileFormValues = Omit<WasherProfileInput, 'serviceOfferings'> & { serviceOfferings: OfferingFields[] };

export const priceMessages = {
  required: 'Enter a price',
  format: 'Enter dollars and cents, like 45 or 45.50',
  positive: 'Prices must be positive',
  order: 'Minimum price must not exceed maximum price',
} as const;
export const durationMessages = {
  required: 'Enter a duration',
  format: 'Enter whole minutes',
  range: 'Duration must be at least 1 minute',
  tooLong: 'Duration cannot exceed 24 hours',
} as const;

const maxMinutes = 24 * 60;
const priceText = /^\d+(\.\d{1,2})?$/;

const priceField = z
  .string()
  .trim()
  .min(1, priceMessages.required)
  .regex(priceText, priceMessages.format)
  .transform((text) => dollarsToCents(Number(text)))
  .refine((cents) => cents > 0, priceMessages.positive);

const minutesField = z
  .string()
  .trim()
  .min(1, durationMessages.required)
  .regex(/^\d+$/, durationMessages.format)
  .transform(Number)
  .refine((minutes) => minutes >= 1, durationMessages.range)
  .refine((minutes) => minutes <= maxMinutes, durationMessages.tooLong);

const offeringFields = z
  .object({ serviceId: z.string(), minPrice: priceField, maxPrice: priceField, estimatedMinutes: minutesField })
  .refine((offering) => offering.minPrice <= offering.maxPrice, { message: priceMessages.order, path: ['maxPrice'] })
  .transform((offering): ServiceOffering => ({
    serviceId: offering.serviceId,
    minPriceCents: offering.minPrice,
    maxPriceCents: offering.maxPrice,
    estimatedMinutes: offering.estimatedMinutes,
  }));

/** Validates the form with messages on the fields the washer sees, then checks the profile itself. */
export const profileFormSchema = z
  .object({ ...washerProfileInputSchema.shape, serviceOfferings: z.array(offeringFields) })
  .pipe(washerProfileInputSchema);

export function dollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export function offeringToFields(offering: ServiceOffering): OfferingFields {
  return {
    serviceId: offering.serviceId,
    minPrice: dollarsText(offering.minPriceCents),
    maxPrice: dollarsText(offering.maxPriceCents),
    estimatedMinutes: String(offering.estimatedMinutes),
  };
}

export function toFormValues(profile: WasherProfileInput): ProfileFormValues {
  return {
    businessName: profile.businessName,
    bio: profile.bio,
    experienceYears: profile.experienceYears,
    workRadiusMiles: profile.workRadiusMiles,
    address: profile.address,
    mapCenter: profile.mapCenter,
    serviceOfferings: profile.serviceOfferings.map(offeringToFields),
    customServices: profile.customServices.map((service): CustomService => ({ ...service })),
    certifications: [...profile.certifications],
    cancellationNoticeHours: profile.cancellationNoticeHours,
    sizeSurcharges: { ...profile.sizeSurcharges },
  };
}

/** The profile the form describes, or the first problem in the washer's words. */
export function fromFormValues(
  values: ProfileFormValues,
): { ok: true; profile: WasherProfileInput } | { ok: false; message: string } {
  const result = profileFormSchema.safeParse(values);
  if (result.success) return { ok: true, profile: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Some fields need attention.' };
}
