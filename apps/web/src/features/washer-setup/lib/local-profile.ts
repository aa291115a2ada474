import { z } from 'zod';
import { cancellationNoticeSchema, defaultCancellationNoticeHours } from '@sudsy/domain/cancellation-policy';
import { certificationIds } from '@sudsy/domain/certifications';
import { vehicleTypes } from '@sudsy/domain/constants';
import { defaultSizeSurcharges } from '@sudsy/domain/size-pricing';
import {
  coordinatesSchema,
  customServiceSchema,
  washerProfileInputSchema,
  type WasherProfile,
} from '@sudsy/domain/washer-profile';
import type { ProfileFormValues } from './profile-form';

// The browser's copy of the washer's profile (a browser-local value): the last copy
// the server confirmed, and any edits the server has not confirmed yet, so that none is lost to a
// failed save, a closed tab or a dropped connection.

const draftValuesSchema = z.object({
  businessName: z.string(),
  bio: z.string(),
  experienceYears: z.number(),
  workRadiusMiles: z.number(),
  address: z.string(),
  mapCenter: coordinatesSchema.nullable(),
  // Unconfirmed edits may be half-typed, so prices and durations stay as the text in the fields.
  serviceOfferings: z.array(
    z.object({ serviceId: z.string(), minPrice: z.string(), maxPrice: z.string(), estimatedMinutes: z.string() }),
  ),
  customServices: z.array(customServiceSchema),
  certifications: z.array(z.enum(certificationIds)),
  // A draft kept before the policy existed has the default.
  cancellationNoticeHours: cancellationNoticeSchema.default(defaultCancellationNoticeHours),
  // Percentages may be half-typed too (NaN while a field is empty); older drafts have the defaults.
  sizeSurcharges: z.record(z.enum(vehicleTypes), z.number()).default(defaultSizeSurcharges),
});

const storedProfileSchema = z.object({
  saved: z
    .object({
      // A copy saved before size pricing existed has the defaults.
      profile: z.preprocess(
        (profile) => (typeof profile === 'object' ? { sizeSurcharges: defaultSizeSurcharges, ...profile } : profile),
        washerProfileInputSchema,
      ),
      updatedAt: z.string(),
    })
    .nullable(),
  draft: z.object({ values: draftValuesSchema, editedAt: z.string() }).nullable(),
});
export type StoredProfile = z.infer<typeof storedProfileSchema>;

export function localProfileKey(userId: string): string {
  return `sudsy.provider-profile.${userId}`;
}

/** What this browser holds for the user; anything unreadable counts as nothing. */
export function readLocalProfile(userId: string): StoredProfile {
  try {
    const text = localStorage.getItem(localProfileKey(userId));
    const parsed = storedProfileSchema.safeParse(text ? JSON.parse(text) : null);
    if (parsed.success) return parsed.data;
  } catch {
    // Storage switched off or a corrupt entry: start from the server's copy.
  }
  return { saved: null, draft: null };
}

function write(userId: string, stored: StoredProfile): void {
  try {
    localStorage.setItem(localProfileKey(userId), JSON.stringify(stored));
  } catch {
    // A full or disabled storage only loses the offline copy; the server keeps the profile.
  }
}

/** Keeps edits the server has not confirmed. */
export function writeDraft(userId: string, values: ProfileFormValues, editedAt = new Date()): void {
  write(userId, { ...readLocalProfile(userId), draft: { values, editedAt: editedAt.toISOString() } });
}

/** The server confirmed `profile`, sent from the form's `sentValues`; later edits stay as the draft. */
export function writeSavedCopy(userId: string, profile: WasherProfile, sentValues: ProfileFormValues): void {
  const { userId: _owner, updatedAt, ...input } = profile;
  const { draft } = readLocalProfile(userId);
  const newerDraft = draft && JSON.stringify(draft.values) !== JSON.stringify(sentValues) ? draft : null;
  write(userId, { saved: { profile: input, updatedAt }, draft: newerDraft });
}
