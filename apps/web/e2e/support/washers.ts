import { expect, type Browser, type Page } from '@playwright/test';
import { createVerifiedUser, signInThroughApi, type TestUser } from './accounts';
import { asUser } from './api';
import { enablePayouts } from './payments';
import type { Place } from './places';
import { weekdays } from '@sudsy/domain/time-slots';
import { defaultSizeSurcharges } from '@sudsy/domain/size-pricing';
import { soonStartHours } from '@sudsy/domain/testing/soon-start';

type ServiceOffering = { serviceId: string; minPriceCents: number; maxPriceCents: number; estimatedMinutes: number };

/** Where a washer works: a town of its journey's own (support/places.ts). */
export type WasherArea = {
  place: Place;
  /** How far north of the town's centre the washer's map centre lies. */
  northDegrees?: number;
  workRadiusMiles: number;
  experienceYears?: number;
  serviceOfferings?: ServiceOffering[];
  /** The notice the washer asks before a job; 24 hours unless given. */
  cancellationNoticeHours?: number;
};

const expressWash: ServiceOffering = {
  serviceId: 'express-wash',
  minPriceCents: 4000,
  maxPriceCents: 6000,
  estimatedMinutes: 30,
};

/** A washer ready to be booked; `accountId` is their connected account for payouts. */
export type WasherWithProfile = TestUser & { id: string; accountId: string };

/**
 * A verified washer whose profile (set up through the API) offers an express wash in `area`, with
 * payouts set up so that owners can book them.
 */
export async function createWasherWithProfile(name: string, area: WasherArea): Promise<WasherWithProfile> {
  const user = await createVerifiedUser({ role: 'washer', name });
  const id = await asUser(user, async (api, washerId) => {
    const saved = await api.put('/api/washer-profile', {
      data: {
        businessName: name,
        bio: `${name} washes cars around ${area.place.town}.`,
        experienceYears: area.experienceYears ?? 5,
        workRadiusMiles: area.workRadiusMiles,
        address: area.place.label,
        mapCenter: { lat: area.place.point.lat + (area.northDegrees ?? 0), lng: area.place.point.lng },
        serviceOfferings: area.serviceOfferings ?? [expressWash],
        customServices: [],
        certifications: [],
        cancellationNoticeHours: area.cancellationNoticeHours ?? 24,
        sizeSurcharges: defaultSizeSurcharges,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    return washerId;
  });
  return { ...user, id, accountId: await enablePayouts(user) };
}

/** A page in a browser context of its own, signed in as `user`: one per person in a two-sided journey. */
export async function signedInPage(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, user);
  return page;
}

const allWeek = Object.fromEntries(
  weekdays.map((day) => [
    day,
    { enabled: true, timeSlots: [{ start: soonStartHours.opens, end: soonStartHours.closes }] },
  ]),
);

/** The washer works 06:00 to 22:00 every day; a first save of the hours also sets their zone when given. */
export async function workAllWeek(washer: TestUser, timeZone?: string): Promise<void> {
  await asUser(washer, async (api) => {
    const saved = await api.put('/api/schedule/working-hours', { data: { hours: allWeek, timeZone } });
    expect(saved.status(), await saved.text()).toBe(200);
  });
}
