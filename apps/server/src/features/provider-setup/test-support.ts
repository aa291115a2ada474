import { eq } from 'drizzle-orm';
import type { Role } from '@sudsy/domain/roles';
import { defaultProviderProfile, type ProviderProfileInput } from '@sudsy/domain/provider-profile';
import { user } from '../../db/schema';
import { jsonRequest, signUp, testOrigin, type TestApp } from '../../test/test-app';

export type Account = { cookie: string; id: string };

/** A signed-in account with a confirmed email. */
export async function account(t: TestApp, role: Role): Promise<Account> {
  const { cookie, email } = await signUp(t.app, role);
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user row for ${email}`);
  return { cookie, id: row.id };
}

/**
 * A signed-in washer whose email is not confirmed. Sign-in needs a confirmed email, so this is the
 * state of a session that outlives a changed address: confirmed at sign-in, unconfirmed since.
 */
export async function unverifiedWasher(t: TestApp): Promise<Account> {
  const washer = await account(t, 'washer');
  await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, washer.id));
  return washer;
}

/** A request as the web app sends it, signed in as `who` (or signed out with null). */
export function call(t: TestApp, who: Account | null, method: string, path: string, body?: unknown): Promise<Response> {
  const headers = new Headers({ origin: testOrigin });
  if (who) headers.set('cookie', who.cookie);
  if (body === undefined) return Promise.resolve(t.app.request(`${testOrigin}${path}`, { method, headers }));
  return jsonRequest(t.app, path, body, { method, headers });
}

/** A multipart form request, the way the upload form sends files. */
export function sendForm(
  t: TestApp,
  who: Account | null,
  method: string,
  path: string,
  fields: Record<string, string | File | undefined>,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  const headers = new Headers({ origin: testOrigin });
  if (who) headers.set('cookie', who.cookie);
  return Promise.resolve(t.app.request(`${testOrigin}${path}`, { method, headers, body: form }));
}

export function profileInput(overrides: Partial<ProviderProfileInput> = {}): ProviderProfileInput {
  return {
    ...defaultProviderProfile(),
    businessName: 'Shine Mobile Detailing',
    bio: 'Ten years of hand washing and ceramic coatings.',
    address: '500 W 2nd St, Austin, TX 78701',
    mapCenter: { lat: 30.2656, lng: -97.7497 },
    serviceOfferings: [{ serviceId: 'express-wash', minPriceCents: 4000, maxPriceCents: 6000, estimatedMinutes: 35 }],
    certifications: ['eco-cert'],
    ...overrides,
  };
}
