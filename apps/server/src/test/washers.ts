import { randomUUID } from 'node:crypto';
import type { PointBlur } from '@sudsy/domain/geo';
import { weekdays, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import { offeredServiceIds } from '@sudsy/domain/washer-api';
import {
  defaultWasherProfile,
  type Coordinates,
  type CustomService,
  type WasherProfileInput,
  type ServiceOffering,
} from '@sudsy/domain/washer-profile';
import type { Db } from '../db/client';
import { washerProfiles, user } from '../db/schema';

// Washers written straight into the database: searches need many, at chosen points, and signing
// each one up through the API would cost a mail round trip apiece.

export type WasherFixture = {
  businessName?: string;
  bio?: string;
  experienceYears?: number;
  workRadiusMiles?: number;
  address?: string;
  point?: Coordinates | null;
  /** Where the public point lies from `point` (publicPoint); drawn at random by the database when not given. */
  blur?: PointBlur;
  offerings?: ServiceOffering[];
  customServices?: CustomService[];
  emailVerified?: boolean;
};

export const offering = (serviceId: string, minPriceCents: number): ServiceOffering => ({
  serviceId,
  minPriceCents,
  maxPriceCents: Math.round(minPriceCents * 1.5),
  estimatedMinutes: 60,
});

/** Inserts a washer with a profile and returns its id. */
export async function insertWasher(db: Db, fixture: WasherFixture = {}): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({
    id,
    name: fixture.businessName ?? 'Washer',
    email: `washer-${id}@example.com`,
    emailVerified: fixture.emailVerified ?? true,
    role: 'washer',
  });
  const offerings = fixture.offerings ?? [offering('express-wash', 4000)];
  const customServices = fixture.customServices ?? [];
  const point = fixture.point === undefined ? { lat: 30.2672, lng: -97.7431 } : fixture.point;
  await db.insert(washerProfiles).values({
    userId: id,
    businessName: fixture.businessName ?? 'Shine Mobile',
    bio: fixture.bio ?? 'Hand washes at your door.',
    experienceYears: fixture.experienceYears ?? 5,
    workRadiusMiles: fixture.workRadiusMiles ?? 25,
    address: fixture.address ?? 'Austin, TX',
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    ...(fixture.blur && { blurTurn: fixture.blur.turn, blurReach: fixture.blur.reach }),
    serviceOfferings: offerings,
    customServices,
    selectedServices: offeredServiceIds({ serviceOfferings: offerings, customServices }),
  });
  return id;
}

/** A complete washer profile as the profile form sends it. */
export function profileInput(overrides: Partial<WasherProfileInput> = {}): WasherProfileInput {
  return {
    ...defaultWasherProfile(),
    businessName: 'Shine Mobile Detailing',
    bio: 'Ten years of hand washing and ceramic coatings.',
    address: '500 W 2nd St, Austin, TX 78701',
    mapCenter: { lat: 30.2656, lng: -97.7497 },
    serviceOfferings: [{ serviceId: 'express-wash', minPriceCents: 4000, maxPriceCents: 6000, estimatedMinutes: 35 }],
    certifications: ['eco-cert'],
    ...overrides,
  };
}

/**
 * A new point at each call, a degree of latitude from the last, from `first` on: each test of a
 * file searches around its own point, so the washers of other tests stay out of reach.
 */
export function separatePlaces(first: Coordinates): () => Coordinates {
  let next = 0;
  return () => ({ lat: first.lat + next++, lng: first.lng });
}

/** The same hours every day of the week. */
export function everyDay(start: string, end: string): WeeklyAvailability {
  return Object.fromEntries(
    weekdays.map((day) => [day, { enabled: true, timeSlots: [{ start, end }] }]),
  ) as WeeklyAvailability;
}
