import { eq } from 'drizzle-orm';
import { weekdayOf } from '@sudsy/domain/booking';
import type { QuoteInput } from '@sudsy/domain/quote';
import { addDays, dateInTimeZone, defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Weekday } from '@sudsy/domain/time-slots';
import { devOutbox, user } from '../db/schema';
import { callAs, signedIn, type SignedIn } from './accounts';
import { enablePayouts, saveTestCard } from './payments';
import type { TestApp } from './test-app';
import { profileInput } from './washers';

// The marketplace loop through the API, as the web app drives it: washers with a profile, owners
// sending them requests, quotes and bookings.

/** The first `weekday` at least a week from today in the default zone (new washers work Monday to Saturday). */
export function upcoming(weekday: Weekday, from = dateInTimeZone(new Date(), defaultTimeZone)): string {
  let date = addDays(from, 7);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

/**
 * A signed-in washer with a searchable profile offering the express wash, ready to be booked:
 * with payments on, their payouts are set up.
 */
export async function washerWithProfile(t: TestApp, businessName = 'Shine Mobile Detailing'): Promise<SignedIn> {
  const washer = await signedIn(t, 'washer');
  const response = await callAs(t, washer, 'PUT', '/api/washer-profile', profileInput({ businessName }));
  if (response.status !== 200) throw new Error(`profile save failed: ${response.status} ${await response.text()}`);
  if (t.payments) await enablePayouts(t, washer);
  return washer;
}

/** A signed-in owner who can book: with payments on, with Stripe's 4242 test card saved. */
export async function payingOwner(t: TestApp): Promise<SignedIn> {
  const owner = await signedIn(t, 'owner');
  if (t.payments) await saveTestCard(t, owner);
  return owner;
}

/** A request as the /providers wizard sends it to the washers picked. */
export function wizardRequest(
  washers: readonly { id: string }[],
  overrides: { notes?: string; photoIds?: string[] } = {},
) {
  return {
    source: 'washer-search',
    address: '600 Congress Ave, Austin, TX 78701',
    coordinates: { lat: 30.2686, lng: -97.7425 },
    serviceIds: ['express-wash'],
    preferredDate: upcoming('Monday'),
    preferredTime: '10:00',
    washerIds: washers.map((washer) => washer.id),
    notes: 'Gate code 1234',
    ...overrides,
  };
}

/** The owner sends a request to the washers picked, as the /providers wizard does; returns its id. */
export async function sendRequest(
  t: TestApp,
  owner: SignedIn,
  washers: readonly SignedIn[],
  notes = 'Gate code 1234',
): Promise<string> {
  const response = await callAs(t, owner, 'POST', '/api/quote-requests', wizardRequest(washers, { notes }));
  if (response.status !== 201) throw new Error(`request failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { request: { id: string } }).request.id;
}

export const quoteBody = (overrides: Partial<QuoteInput> = {}): QuoteInput => ({
  amountCents: 8500,
  estimatedMinutes: 90,
  notes: 'Bring my own water',
  proposedDate: upcoming('Monday'),
  proposedTime: '10:00',
  ...overrides,
});

export function quote(
  t: TestApp,
  washer: SignedIn,
  requestId: string,
  overrides: Partial<QuoteInput> = {},
): Promise<Response> {
  return callAs(t, washer, 'PUT', `/api/bids/${requestId}`, quoteBody(overrides));
}

export function accept(t: TestApp, owner: SignedIn | null, requestId: string, washer: SignedIn): Promise<Response> {
  return callAs(t, owner, 'POST', `/api/quote-requests/${requestId}/quotes/${washer.id}/accept`);
}

export async function emailOf(t: TestApp, who: SignedIn): Promise<string> {
  const [row] = await t.database.db.select({ email: user.email }).from(user).where(eq(user.id, who.id));
  if (!row) throw new Error(`no user ${who.id}`);
  return row.email;
}

/** The mails in the dev outbox to `who`, oldest first, once every mail started has been sent. */
export async function mailsTo(t: TestApp, who: SignedIn) {
  await t.mail.settled();
  const email = await emailOf(t, who);
  const rows = await t.database.db.select().from(devOutbox).where(eq(devOutbox.to, email.toLowerCase()));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
