// The whole demo set as rows and files, built in memory from the lists of demo-accounts.ts and
// demo-washers.ts (docs/demo-data.md). Dates are counted from `now` in each washer's zone, so past
// jobs are past and future ones future. The rows themselves are written by demo-rows.ts.
import { randomBytes } from 'node:crypto';
import { findCatalogueService } from '@sudsy/domain/catalogue';
import { maxPriceFactor } from '@sudsy/domain/constants';
import { offeredServiceIds } from '@sudsy/domain/washer-api';
import type { ServiceOffering } from '@sudsy/domain/washer-profile';
import { demoCities } from './demo-accounts';
import { addGallery } from './demo-gallery';
import { dayMs, type PlacedWasher, type WasherOf } from './demo-jobs';
import { addOwnerStory } from './demo-owner-story';
import { addReviewedJobs } from './demo-reviewed-jobs';
import { createDemoWriter, type DemoFile, type DemoRows, type DemoSetInput, type DemoWriter } from './demo-rows';
import {
  cancellationNoticeOf,
  certificationsOf,
  demoHash,
  sizeSurchargesOf,
  workingWeekOf,
} from './demo-washer-details';
import { demoWashers, type DemoWasher } from './demo-washers';

export type DemoSet = { rows: DemoRows; files: DemoFile[] };

export function offeringsOf(washer: DemoWasher): ServiceOffering[] {
  return washer.services.flatMap(([serviceId, share]) => {
    const service = findCatalogueService(serviceId);
    if (!service) return [];
    // Whole dollars, as a washer would type them.
    const minPriceCents = Math.round((service.basePriceCents * share) / 100) * 100;
    return [
      {
        serviceId,
        minPriceCents,
        maxPriceCents: Math.round((minPriceCents * maxPriceFactor) / 100) * 100,
        estimatedMinutes: service.estimatedMinutes,
      },
    ];
  });
}

/** The washers, with their profiles and working weeks; a city's washers each keep a different week. */
function placeWashers(writer: DemoWriter): WasherOf {
  const placed = new Map<string, PlacedWasher>();
  for (const city of demoCities) {
    demoWashers
      .filter((washer) => washer.city === city.id)
      .forEach((washer, index) => {
        const joinedAt = writer.ago((260 + (demoHash(washer.slug, 'joined') % 500)) * dayMs);
        const id = writer.addAccount('washer', washer.businessName, washer.slug, joinedAt);
        const offerings = offeringsOf(washer);
        const point = writer.pointOf(washer.address);
        const sizeSurcharges = sizeSurchargesOf(washer);
        writer.rows.washerProfiles.push({
          userId: id,
          businessName: washer.businessName,
          bio: washer.bio,
          experienceYears: washer.experienceYears,
          workRadiusMiles: washer.workRadiusMiles,
          address: washer.address,
          lat: point?.lat ?? null,
          lng: point?.lng ?? null,
          serviceOfferings: offerings,
          selectedServices: offeredServiceIds({ serviceOfferings: offerings, customServices: [] }),
          certifications: certificationsOf(washer),
          cancellationNoticeHours: cancellationNoticeOf(washer),
          sizeSurcharges,
        });
        const hours = workingWeekOf(index);
        writer.rows.washerSchedules.push({
          washerId: id,
          weeklyHours: hours,
          timeZone: city.timeZone,
          calendarFeedSecret: randomBytes(32).toString('base64url'),
        });
        placed.set(washer.slug, {
          washer,
          id,
          offerings,
          hours,
          timeZone: city.timeZone,
          sizeSurcharges,
          busy: new Set(),
        });
      });
  }
  return (slug) => {
    const found = placed.get(slug);
    if (!found) throw new Error(`no demo washer ${slug}`);
    return found;
  };
}

export function buildDemoSet(input: DemoSetInput): DemoSet {
  const writer = createDemoWriter(input);
  const washerOf = placeWashers(writer);
  // Both take washers' free days: in the other order the owner's story would move the reviewed jobs' dates.
  addReviewedJobs(writer, washerOf);
  addOwnerStory(writer, washerOf);
  addGallery(writer, washerOf);
  return { rows: writer.rows, files: writer.files };
}
