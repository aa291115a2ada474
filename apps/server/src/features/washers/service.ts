import { and, count, desc, eq, sql } from 'drizzle-orm';
import { findCatalogueService } from '@sudsy/domain/catalogue';
import { certificationIds, type CertificationId } from '@sudsy/domain/certifications';
import { washerProfileDefaults } from '@sudsy/domain/constants';
import { galleryMaxItems, type GalleryItem } from '@sudsy/domain/gallery';
import type { PublicWasher, PublicWasherService } from '@sudsy/domain/washer-api';
import type { Coordinates, CustomService, ServiceOffering } from '@sudsy/domain/washer-profile';
import type { Db } from '../../db/client';
import { appointments } from '../appointments/schema';
import { galleryItems, washerProfiles } from '../washer-setup/schema';
import { user } from '../../auth/schema';
import { notFound } from '../../http/app-error';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { isWasherVerified } from '../verification';
import { fileUrl } from '../../platform/storage/files-route';
import { ratingSummaryOf } from '../reviews';
import { hasPublicPage, publicCenter } from '../washer-setup';

const isCertificationId = (id: string): id is CertificationId => (certificationIds as readonly string[]).includes(id);

/**
 * What the washer offers, priced: every offering, then custom services left out of the offerings
 * at their base price. An offering of a service that no longer exists is not shown.
 */
export function publicServices(
  offerings: readonly ServiceOffering[],
  customServices: readonly CustomService[],
): PublicWasherService[] {
  const custom = new Map(customServices.map((service) => [service.id, service]));
  const offered = offerings.flatMap((offering): PublicWasherService[] => {
    const name = findCatalogueService(offering.serviceId)?.name ?? custom.get(offering.serviceId)?.name;
    if (name === undefined) return [];
    const { serviceId, minPriceCents, maxPriceCents, estimatedMinutes } = offering;
    return [{ serviceId, name, minPriceCents, maxPriceCents, estimatedMinutes, custom: custom.has(serviceId) }];
  });
  const offeredIds = new Set(offerings.map((offering) => offering.serviceId));
  const unpriced = customServices
    .filter((service) => !offeredIds.has(service.id))
    .map((service) => ({
      serviceId: service.id,
      name: service.name,
      minPriceCents: service.basePriceCents,
      maxPriceCents: service.basePriceCents,
      estimatedMinutes: service.estimatedMinutes,
      custom: true,
    }));
  return [...offered, ...unpriced];
}

/** The town a public answer names, looked up from the public point so it tells no more than the map. */
export async function publicArea(geocoder: Geocoder, center: Coordinates | null): Promise<string | null> {
  return center ? geocoder.area(center) : null;
}

/**
 * The public page of a washer: only a washer with a confirmed email and a saved profile has one,
 * anyone else's id is a 404. The street address stays private; the page names the town.
 */
export async function getPublicWasher(db: Db, geocoder: Geocoder, id: string): Promise<PublicWasher> {
  const [row] = await db
    .select({ profile: washerProfiles, photoUrl: user.image })
    .from(washerProfiles)
    .innerJoin(user, eq(user.id, washerProfiles.userId))
    .where(and(eq(washerProfiles.userId, id), hasPublicPage));
  if (!row) throw notFound();
  const { profile } = row;
  // The map circle is drawn around the public point, which every public distance is measured from.
  const mapCenter = publicCenter(profile);
  const gallery = await db
    .select()
    .from(galleryItems)
    .where(eq(galleryItems.washerId, id))
    .orderBy(desc(galleryItems.createdAt), desc(galleryItems.id))
    .limit(galleryMaxItems);
  return {
    id,
    businessName: profile.businessName === '' ? washerProfileDefaults.businessName : profile.businessName,
    photoUrl: row.photoUrl,
    bio: profile.bio,
    experienceYears: profile.experienceYears,
    workRadiusMiles: profile.workRadiusMiles,
    area: await publicArea(geocoder, mapCenter),
    mapCenter,
    certifications: profile.certifications.filter(isCertificationId),
    services: publicServices(profile.serviceOfferings, profile.customServices),
    rating: (await ratingSummaryOf(db, id))?.average ?? null,
    cancellationNoticeHours: profile.cancellationNoticeHours,
    ...(await brokenBookingsOf(db, id)),
    instantBooking: profile.instantBooking,
    verified: await isWasherVerified(db, id),
    gallery: gallery.map((item): GalleryItem => ({
      id: item.id,
      beforeImageUrl: fileUrl(item.beforeKey),
      beforeThumbUrl: fileUrl(item.beforeThumbKey),
      afterImageUrl: item.afterKey === null ? null : fileUrl(item.afterKey),
      afterThumbUrl: item.afterThumbKey === null ? null : fileUrl(item.afterThumbKey),
      title: item.title,
      description: item.description,
      createdAt: item.createdAt.toISOString(),
    })),
  };
}

/** The bookings the washer cancelled inside their own notice period, and those they did not come to. */
async function brokenBookingsOf(db: Db, washerId: string): Promise<{ lateCancellations: number; noShows: number }> {
  const [row] = await db
    .select({
      lateCancellations: count(sql`case when ${appointments.cancelledLate} then 1 end`),
      noShows: count(sql`case when ${appointments.washerNoShow} then 1 end`),
    })
    .from(appointments)
    .where(and(eq(appointments.washerId, washerId), eq(appointments.cancelledBy, 'washer')));
  return { lateCancellations: row?.lateCancellations ?? 0, noShows: row?.noShows ?? 0 };
}
