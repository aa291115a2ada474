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
  fields: Record<string, string | File>,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const headers = new Headers({ origin: testOrigin });
  if (who) headers.set('cookie', who.cookie);
  return Promise.resolve(t.app.request(`${testOrigin}${path}`, { method, headers, body: form }));
}
