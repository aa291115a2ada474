import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@sudsy/domain/roles';
import { addDays, dateInTimeZone } from '@sudsy/domain/schedule-time-zone';
import { user, appointments } from '../../db/schema';
import { jsonRequest, signUp, testOrigin, type TestApp } from '../../test/test-app';

export type Account = { cookie: string; id: string };

export async function account(t: TestApp, role: Role): Promise<Account> {
  const { cookie, email } = await signUp(t.app, role);
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user row for ${email}`);
  return { cookie, id: row.id };
}

/** A request as the web app sends it, signed in as `who` (or signed out with null). */
export function call(t: TestApp, who: Account | null, method: string, path: string, body?: unknown): Promise<Response> {
  const headers = new Headers({ origin: testOrigin });
  if (who) headers.set('cookie', who.cookie);
  if (body === undefined) return Promise.resolve(t.app.request(`${testOrigin}${path}`, { method, headers }));
  return jsonRequest(t.app, path, body, { method, headers });
}

/** A date `days` from today in `timeZone` ('yyyy-MM-dd'). */
export function dayFromToday(days: number, timeZone = 'America/Los_Angeles'): string {
  return addDays(dateInTimeZone(new Date(), timeZone), days);
}

/** An appointment row as the bids feature will write it when an owner accepts a quote. */
export async function insertAppointment(
  t: TestApp,
  washer: Account,
  owner: Account,
  fields: Partial<typeof appointments.$inferInsert> & { serviceDate: string; startTime: string; endTime: string },
): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(appointments).values({
    id,
    washerId: washer.id,
    ownerId: owner.id,
    vehicleDescription: '2020 Honda Civic (Blue)',
    address: '1 Market St, San Francisco, CA 94105',
    services: ['express-wash'],
    customerName: 'Olivia Owner',
    ...fields,
  });
  return id;
}
