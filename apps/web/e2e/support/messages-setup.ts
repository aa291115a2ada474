import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { Role } from '@sudsy/domain/roles';
import { newUser, type TestUser } from './accounts';
import { linkFrom, readLatestMail } from './mailbox';
import { places } from './places';

// Two people who may talk: a washer with a profile and an owner whose quote request went to them,
// set up through the API of the product at `baseURL` (the journeys' own server or a second one).

export type Person = TestUser & { id: string };

const place = { address: places.messages.label, coordinates: places.messages.point };

async function signedInApi(baseURL: string, user: TestUser): Promise<{ api: APIRequestContext; id: string }> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const signedIn = await api.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password, accountType: user.role },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const session = (await (await api.get('/api/auth/get-session')).json()) as { user: { id: string } };
  return { api, id: session.user.id };
}

/** A user of the product at `baseURL` whose email is confirmed through the mailed link. */
export async function verifiedPerson(baseURL: string, role: Role, name: string): Promise<Person> {
  const user = newUser({ role, name });
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    const signedUp = await api.post('/api/auth/sign-up/email', {
      data: { name: user.name, email: user.email, password: user.password, role: user.role },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(200);
    const verified = await api.get(linkFrom(await readLatestMail(user.email, { subject: /confirm/i })), {
      maxRedirects: 0,
    });
    expect(verified.status()).toBe(302);
  } finally {
    await api.dispose();
  }
  const { api: signedIn, id } = await signedInApi(baseURL, user);
  await signedIn.dispose();
  return { ...user, id };
}

/** The washer sets up a profile in the messages journeys' town; the owner sends them a quote request. Returns the request id. */
export async function shareQuoteRequest(baseURL: string, owner: Person, washer: Person): Promise<string> {
  const asWasher = await signedInApi(baseURL, washer);
  try {
    const saved = await asWasher.api.put('/api/washer-profile', {
      data: {
        businessName: washer.name,
        bio: `${washer.name} washes cars around ${places.messages.town}.`,
        experienceYears: 4,
        workRadiusMiles: 25,
        address: place.address,
        mapCenter: place.coordinates,
        serviceOfferings: [
          { serviceId: 'express-wash', minPriceCents: 4000, maxPriceCents: 6000, estimatedMinutes: 30 },
        ],
        customServices: [],
        certifications: [],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await asWasher.api.dispose();
  }
  const asOwner = await signedInApi(baseURL, owner);
  try {
    const created = await asOwner.api.post('/api/quote-requests', {
      data: { source: 'washer-search', washerIds: [washer.id], serviceIds: ['express-wash'], ...place },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { request: { id: string } }).request.id;
  } finally {
    await asOwner.api.dispose();
  }
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
