// What the washer endpoints answer: the washer's own profile, the public washer page and the
// washer dashboard figures. Shared so the web reads exactly what the server sends.
import { z } from 'zod';
import { certificationIds } from './certifications';
import { galleryItemSchema } from './gallery';
import { coordinatesSchema, washerProfileInputSchema, type WasherProfileInput } from './washer-profile';

export const washerProfileSchema = washerProfileInputSchema.safeExtend({
  userId: z.string(),
  /** ISO instant of the last save. */
  updatedAt: z.string(),
});

export const washerProfileResponseSchema = z.object({ profile: washerProfileSchema.nullable() });

export const publicWasherServiceSchema = z.object({
  serviceId: z.string(),
  name: z.string(),
  minPriceCents: z.number().int(),
  maxPriceCents: z.number().int(),
  estimatedMinutes: z.number().int(),
  custom: z.boolean(),
});
export type PublicWasherService = z.infer<typeof publicWasherServiceSchema>;

/** The public washer page (/providers/:id): what any visitor may see of a washer. */
export const publicWasherSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  /** The washer's account photo (their photo or logo); null: the page shows their initials. */
  photoUrl: z.string().nullable(),
  bio: z.string(),
  experienceYears: z.number().int(),
  workRadiusMiles: z.number().int(),
  /** City-level ('Austin, TX'); the street address stays private. */
  area: z.string().nullable(),
  mapCenter: coordinatesSchema.nullable(),
  certifications: z.array(z.enum(certificationIds)),
  services: z.array(publicWasherServiceSchema),
  /** Null until reviews exist. */
  rating: z.number().nullable(),
  gallery: z.array(galleryItemSchema),
  /** Hours of notice asked before a job (0 for none). */
  cancellationNoticeHours: z.number().int(),
  /** Bookings this washer cancelled inside their own notice. */
  lateCancellations: z.number().int(),
  /** Bookings cancelled because the owner reported this washer did not come. */
  noShows: z.number().int(),
  /** Owners may book a free time at once (instant-booking.ts). */
  instantBooking: z.boolean(),
  /** An operator verified their ID and insurance, not expired (verification.ts): the Verified badge. */
  verified: z.boolean(),
});
export type PublicWasher = z.infer<typeof publicWasherSchema>;

export const washerDashboardSchema = z.object({
  /** The business name customers see (the one given at sign-up until the profile names another). */
  businessName: z.string(),
  jobsThisMonth: z.number().int(),
  earningsCents: z.number().int(),
  /** Accepted of answered quotes, a ratio from 0 to 1 (shown with formatPercent). */
  acceptanceRate: z.number().min(0).max(1),
  /** At least one service and an address: the dashboard prompts to finish the profile until then. */
  profileComplete: z.boolean(),
});
export type WasherDashboard = z.infer<typeof washerDashboardSchema>;

/**
 * The services a washer offers: every priced offering, and custom services even when the form kept
 * them out of the offerings (they are then offered at their base price). Search matches on these.
 */
export function offeredServiceIds(profile: Pick<WasherProfileInput, 'serviceOfferings' | 'customServices'>): string[] {
  return [
    ...new Set([
      ...profile.serviceOfferings.map((offering) => offering.serviceId),
      ...profile.customServices.map((s) => s.id),
    ]),
  ];
}

export function isProfileComplete(
  profile: Pick<WasherProfileInput, 'serviceOfferings' | 'customServices' | 'address'>,
): boolean {
  return offeredServiceIds(profile).length > 0 && profile.address.trim() !== '';
}
