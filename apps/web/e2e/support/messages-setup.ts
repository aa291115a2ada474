import { expect, type Page } from '@playwright/test';
import type { Role } from '@sudsy/domain/roles';
import { createVerifiedUser, type TestUser } from './accounts';
import { asUser } from './api';
import { places } from './places';
import { defaultSizeSurcharges } from '@sudsy/domain/size-pricing';

// Two people who may talk: a washer with a profile and an owner whose quote request went to them,
// set up through the API of the product at `baseURL` (the journeys' own server or a second one).

export type Person = TestUser & { id: string };

const place = { address: places.messages.label, coordinates: places.messages.point };

/** A user of the product at `baseURL` whose email is confirmed through the mailed link. */
export async function verifiedPerson(baseURL: string, role: Role, name: string): Promise<Person> {
  const user = await createVerifiedUser({ role, name }, baseURL);
  return { ...user, id: await asUser(user, async (_api, id) => id, baseURL) };
}

/** The washer sets up a profile in the messages journeys' town; the owner sends them a quote request. Returns the request id. */
export async function shareQuoteRequest(baseURL: string, owner: Person, washer: Person): Promise<string> {
  const profile = {
    businessName: washer.name,
    bio: `${washer.name} washes cars around ${places.messages.town}.`,
    experienceYears: 4,
    workRadiusMiles: 25,
    address: place.address,
    mapCenter: place.coordinates,
    serviceOfferings: [{ serviceId: 'express-wash', minPriceCents: 4000, maxPriceCents: 6000, estimatedMinutes: 30 }],
    customServices: [],
    certifications: [],
    cancellationNoticeHours: 24,
    sizeSurcharges: defaultSizeSurcharges,
  };
  await asUser(
    washer,
    async (api) => {
      const saved = await api.put('/api/washer-profile', { data: profile });
      expect(saved.status(), await saved.text()).toBe(200);
    },
    baseURL,
  );
  return asUser(
    owner,
    async (api) => {
      const created = await api.post('/api/quote-requests', {
        data: { source: 'washer-search', washerIds: [washer.id], serviceIds: ['express-wash'], ...place },
      });
      expect(created.status(), await created.text()).toBe(201);
      return ((await created.json()) as { request: { id: string } }).request.id;
    },
    baseURL,
  );
}

/** The header's unread count next to Messages; absent when there is nothing unread. */
export function unreadBadge(page: Page) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Messages/ })
    .locator('[data-slot="unread-messages"]');
}

/** The open conversation's messages. */
export function messageLog(page: Page, contactName: string) {
  return page.getByRole('log', { name: `Messages with ${contactName}` });
}

/** Writes in the open conversation's box and sends it with Enter. */
export async function write(page: Page, contactName: string, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: `Message ${contactName}` });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}
