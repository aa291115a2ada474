import { eq } from 'drizzle-orm';
import { certificationIds, type CertificationId } from '@sudsy/domain/certifications';
import { offeredServiceIds } from '@sudsy/domain/washer-api';
import type { WasherProfile, WasherProfileInput } from '@sudsy/domain/washer-profile';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { washerProfiles } from './schema';

type Row = typeof washerProfiles.$inferSelect;

const isCertificationId = (id: string): id is CertificationId => (certificationIds as readonly string[]).includes(id);

function toWasherProfile(row: Row): WasherProfile {
  return {
    userId: row.userId,
    businessName: row.businessName,
    bio: row.bio,
    experienceYears: row.experienceYears,
    workRadiusMiles: row.workRadiusMiles,
    address: row.address,
    mapCenter: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    serviceOfferings: row.serviceOfferings,
    customServices: row.customServices,
    certifications: row.certifications.filter(isCertificationId),
    cancellationNoticeHours: row.cancellationNoticeHours,
    sizeSurcharges: row.sizeSurcharges,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The washer's saved profile, or null before the first save (the form then uses its local copy or defaults). */
export async function getWasherProfile(db: Db, washer: Washer): Promise<WasherProfile | null> {
  const [row] = await db.select().from(washerProfiles).where(eq(washerProfiles.userId, washer.id));
  return row ? toWasherProfile(row) : null;
}

/**
 * Replaces the washer's profile with `input`. An address without a map centre (typed, not picked
 * from the suggestions) is geocoded here, so search can measure distances to every washer with one.
 */
export async function saveWasherProfile(
  db: Db,
  geocoder: Geocoder,
  washer: Washer,
  input: WasherProfileInput,
): Promise<WasherProfile> {
  const center = input.mapCenter ?? (input.address === '' ? null : await geocoder.geocode(input.address));
  const values = {
    businessName: input.businessName,
    bio: input.bio,
    experienceYears: input.experienceYears,
    workRadiusMiles: input.workRadiusMiles,
    address: input.address,
    lat: center?.lat ?? null,
    lng: center?.lng ?? null,
    serviceOfferings: input.serviceOfferings,
    customServices: input.customServices,
    certifications: [...new Set(input.certifications)],
    selectedServices: offeredServiceIds(input),
    cancellationNoticeHours: input.cancellationNoticeHours,
    sizeSurcharges: input.sizeSurcharges,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(washerProfiles)
    .values({ userId: washer.id, ...values })
    .onConflictDoUpdate({ target: washerProfiles.userId, set: values })
    .returning();
  if (!row) throw new Error(`profile of ${washer.id} not returned by upsert`);
  return toWasherProfile(row);
}
