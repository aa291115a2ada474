import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { and, eq } from 'drizzle-orm';
import { appointments, quoteRequests, user } from '../db/schema';
import { refreshStatistics } from '../db/statistics';
import { demoEmail, demoPassword } from '../demo/demo-accounts';
import { writePopulation } from '../demo/demo-population';
import { searchCacheOf } from '../features/washers/search-cache';
import { queriesTimed, type QueryTimed } from '../platform/metrics/operational-events';
import { cookieOf, signIn, type TestApp } from './test-app';

export type Statement = { text: string; values: readonly unknown[] };
type Actor = { cookie: string; id: string };
export type SeededMarketplace = {
  owner: Actor & { requestId: string; appointmentId: string };
  washer: Actor & { appointmentId: string };
};

async function demoSignIn(t: TestApp, slug: string, accountType: 'owner' | 'washer'): Promise<Actor> {
  const response = await signIn(t.app, demoEmail(slug), accountType, demoPassword);
  if (response.status !== 200) throw new Error(`sign-in as ${slug} answered ${response.status}`);
  const [row] = await t.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, demoEmail(slug)));
  if (!row) throw new Error(`no demo account ${slug}`);
  return { cookie: cookieOf(response), id: row.id };
}

/**
 * The load bench's population of about `accounts` demo-like accounts, its statistics gathered and
 * the search's cache filled as a running server has them, with the demo owner and Mission Suds
 * signed in, a request of the owner's and a booking between the two.
 */
export async function seedMarketplace(t: TestApp, accounts: number): Promise<SeededMarketplace> {
  await writePopulation(t.database, accounts);
  await refreshStatistics(t.database.db);
  const owner = await demoSignIn(t, 'owner', 'owner');
  const washer = await demoSignIn(t, 'mission-suds', 'washer');
  const db = t.database.db;
  const [request] = await db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.ownerId, owner.id))
    .limit(1);
  const [booked] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.ownerId, owner.id), eq(appointments.washerId, washer.id)))
    .limit(1);
  if (!request || !booked) throw new Error('the demo owner lacks a request or a booking with Mission Suds');
  // Reading every washer is the fill's work as a server starts, not a page's.
  const searchCache = searchCacheOf(db);
  await searchCache.refresh();
  await searchCache.filled;
  return {
    owner: { ...owner, requestId: request.id, appointmentId: booked.id },
    washer: { ...washer, appointmentId: booked.id },
  };
}

export type PageRead = { page: string; cookie: string; paths: string[] };

/** What each signed-in page of the owner and the washer reads as it opens, the header's counts included. */
export function pageReads({ owner, washer }: SeededMarketplace): PageRead[] {
  const asOwner = (page: string, paths: string[]) => ({ page: `owner: ${page}`, cookie: owner.cookie, paths });
  const asWasher = (page: string, paths: string[]) => ({ page: `washer: ${page}`, cookie: washer.cookie, paths });
  const appointment = (id: string) => `/api/appointments/${id}`;
  return [
    asOwner('header, on every page', [
      '/api/auth/get-session',
      '/api/notifications/unread-count',
      '/api/messages/unread-count',
    ]),
    asOwner('notifications panel', ['/api/notifications']),
    asOwner('dashboard', ['/api/owner-dashboard']),
    asOwner('vehicles', ['/api/vehicles']),
    asOwner('requests', ['/api/quote-requests']),
    asOwner('a request', [`/api/quote-requests/${owner.requestId}`]),
    asOwner('appointments', ['/api/appointments']),
    asOwner('an appointment', [
      appointment(owner.appointmentId),
      `${appointment(owner.appointmentId)}/payment`,
      `${appointment(owner.appointmentId)}/receipt`,
      `${appointment(owner.appointmentId)}/day`,
    ]),
    asOwner('messages', ['/api/messages/contacts', `/api/messages/conversations/${washer.id}`]),
    asOwner('profile', [
      '/api/account',
      '/api/profile',
      '/api/favourites',
      '/api/notification-preferences',
      '/api/service-preferences',
    ]),
    asOwner("a washer's page", [
      `/api/washers/${washer.id}`,
      `/api/washers/${washer.id}/reviews`,
      `/api/washers/${washer.id}/review-stats`,
    ]),
    asWasher('dashboard', ['/api/washer-dashboard', '/api/washer-dashboard/agenda', '/api/washer-dashboard/earnings']),
    asWasher('open requests', ['/api/bids/available']),
    asWasher('bids', ['/api/bids']),
    asWasher('schedule', ['/api/schedule/appointments', '/api/schedule/blocks', '/api/schedule/working-hours']),
    asWasher('setup', [
      '/api/washer-profile',
      '/api/gallery',
      '/api/verification',
      '/api/washer-credentials',
      '/api/payouts/summary',
    ]),
    asWasher('an appointment', [appointment(washer.appointmentId)]),
    asWasher('messages', [`/api/messages/conversations/${owner.id}`]),
  ];
}

/** Every statement sent to the database while `work` runs, in order, repeats included. */
export async function statementsOf(work: () => Promise<void>): Promise<Statement[]> {
  const sent: Statement[] = [];
  const onQuery = (message: unknown) => {
    const { text, values } = message as QueryTimed;
    sent.push({ text, values });
  };
  subscribe(queriesTimed.name, onQuery);
  try {
    await work();
  } finally {
    unsubscribe(queriesTimed.name, onQuery);
  }
  return sent;
}
