import { eq } from 'drizzle-orm';
import type { Role } from '@sudsy/domain/roles';
import { user } from '../db/schema';
import { jsonRequest, signUp, testOrigin, type TestApp } from './test-app';

export type SignedIn = { cookie: string; id: string };

/** A signed-up, confirmed and signed-in account, with its user id. */
export async function signedIn(t: TestApp, role: Role): Promise<SignedIn> {
  const { cookie, email } = await signUp(t.app, role);
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user row for ${email}`);
  return { cookie, id: row.id };
}

/**
 * A signed-in washer whose email is not confirmed. Sign-in needs a confirmed email, so this is the
 * state of a session that outlives a changed address: confirmed at sign-in, unconfirmed since.
 */
export async function unverifiedWasher(t: TestApp): Promise<SignedIn> {
  const washer = await signedIn(t, 'washer');
  await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, washer.id));
  return washer;
}

/** A request as the web app sends it, as `who` (null: signed out), with a JSON body when given. */
export function callAs(
  t: TestApp,
  who: SignedIn | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const headers = new Headers({ origin: testOrigin });
  if (who) headers.set('cookie', who.cookie);
  if (body === undefined) return Promise.resolve(t.app.request(`${testOrigin}${path}`, { method, headers }));
  return jsonRequest(t.app, path, body, { method, headers });
}

/** A multipart form request, the way upload forms send files. */
export function sendFormAs(
  t: TestApp,
  who: SignedIn | null,
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
