import { z } from 'zod';
import { customServiceCategory, customServiceIdPrefix, findCatalogueService } from './catalogue';
import { cancellationNoticeSchema, defaultCancellationNoticeHours } from './cancellation-policy';
import { certificationIds } from './certifications';
import { defaultSizeSurcharges, sizeSurchargesSchema } from './size-pricing';
import { experienceRange, maxPriceFactor, washerProfileDefaults, serviceRadiusSlider } from './constants';
import { oneLineText } from './text';

// The washer's business profile (docs/product.md, "Washer profile and setup"), as the setup form edits it and the server stores it.
// Money is integer cents.

export const coordinatesSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

export const serviceOfferingSchema = z
  .object({
    serviceId: z.string().min(1).max(80),
    minPriceCents: z.number().int().positive('Prices must be positive'),
    maxPriceCents: z.number().int().positive('Prices must be positive'),
    estimatedMinutes: z
      .number()
      .int()
      .min(1, 'Duration must be at least 1 minute')
      .max(24 * 60),
  })
  .refine((offering) => offering.minPriceCents <= offering.maxPriceCents, {
    message: 'Minimum price must not exceed maximum price',
    path: ['maxPriceCents'],
  });
export type ServiceOffering = z.infer<typeof serviceOfferingSchema>;

export const customServiceSchema = z.object({
  id: z.string().startsWith(customServiceIdPrefix).max(80),
  name: oneLineText().trim().min(1, 'Service name is required').max(80),
  description: z.string().trim().min(1, 'Description is required').max(500),
  basePriceCents: z.number().int().min(0, 'Base price cannot be negative'),
  estimatedMinutes: z
    .number()
    .int()
    .min(1, 'Duration must be at least 1 minute')
    .max(24 * 60),
  category: z.literal(customServiceCategory),
});
export type CustomService = z.infer<typeof customServiceSchema>;

/** Errors that name the field they are about, whichever way the value came in (the form or the API). */
export const washerProfileMessages = {
  businessName: 'Business name must be text of at most 120 characters',
  bio: 'Business description must be text of at most 2,000 characters',
} as const;

export const washerProfileInputSchema = z
  .object({
    businessName: oneLineText(washerProfileMessages.businessName).trim().max(120, washerProfileMessages.businessName),
    bio: z.string(washerProfileMessages.bio).trim().max(2000, washerProfileMessages.bio),
    experienceYears: z.number().int().min(experienceRange.min).max(experienceRange.max),
    workRadiusMiles: z.number().int().min(serviceRadiusSlider.min).max(serviceRadiusSlider.max),
    address: oneLineText().trim().max(300),
    mapCenter: coordinatesSchema.nullable(),
    serviceOfferings: z.array(serviceOfferingSchema).max(100),
    customServices: z.array(customServiceSchema).max(50),
    certifications: z.array(z.enum(certificationIds)).max(certificationIds.length),
    /** Hours of notice the washer asks before a job. */
    cancellationNoticeHours: cancellationNoticeSchema,
    /** The percentage added to the washer's prices for each vehicle type. */
    sizeSurcharges: sizeSurchargesSchema,
  })
  .superRefine((profile, context) => {
    const customIds = new Set(profile.customServices.map((service) => service.id));
    profile.serviceOfferings.forEach((offering, index) => {
      if (!findCatalogueService(offering.serviceId) && !customIds.has(offering.serviceId)) {
        context.addIssue({
          code: 'custom',
          message: 'Unknown service',
          path: ['serviceOfferings', index, 'serviceId'],
        });
      }
    });
  });
export type WasherProfileInput = z.infer<typeof washerProfileInputSchema>;

export type WasherProfile = WasherProfileInput & { userId: string; updatedAt: string };

export function defaultWasherProfile(businessName = ''): WasherProfileInput {
  return {
    businessName,
    bio: '',
    experienceYears: washerProfileDefaults.experienceYears,
    workRadiusMiles: washerProfileDefaults.workRadiusMiles,
    address: '',
    mapCenter: null,
    serviceOfferings: [],
    customServices: [],
    certifications: [],
    cancellationNoticeHours: defaultCancellationNoticeHours,
    sizeSurcharges: { ...defaultSizeSurcharges },
  };
}

/** A newly chosen service: min = base price, max = 1.5 × base, its default duration. */
export function newOffering(service: {
  id: string;
  basePriceCents: number;
  estimatedMinutes: number;
}): ServiceOffering {
  return {
    serviceId: service.id,
    minPriceCents: service.basePriceCents,
    maxPriceCents: Math.round(service.basePriceCents * maxPriceFactor),
    estimatedMinutes: service.estimatedMinutes,
  };
}

/** Experience typed in the form: non-numeric becomes 0, clamped to 0–50. */
export function parseExperience(input: string): number {
  const years = Math.trunc(Number(input));
  if (!Number.isFinite(years)) return 0;
  return Math.min(experienceRange.max, Math.max(experienceRange.min, years));
}

/** The price a washer charges for a service in search results: its own offering, else the base price, else 0. */
export function washerPriceCents(
  serviceId: string,
  offerings: readonly Pick<ServiceOffering, 'serviceId' | 'minPriceCents'>[],
  customServices: readonly Pick<CustomService, 'id' | 'basePriceCents'>[] = [],
): number {
  const offering = offerings.find((candidate) => candidate.serviceId === serviceId);
  if (offering) return offering.minPriceCents;
  return (
    findCatalogueService(serviceId)?.basePriceCents ??
    customServices.find((s) => s.id === serviceId)?.basePriceCents ??
    0
  );
}

export const profileToasts = {
  saved: { title: 'Profile Saved', description: 'Your provider profile has been saved successfully.' },
  serviceRemoved: { title: 'Service Removed', description: 'The service has been removed from your offerings.' },
  customServiceAdded: (name: string) => ({
    title: 'Custom Service Added',
    description: `${name} has been added to your services.`,
  }),
  saveFailed: { title: 'Save Failed', fallback: 'Failed to save profile to database' },
  loadFailed: { title: 'Load Failed', description: 'Failed to load profile from database' },
} as const;
