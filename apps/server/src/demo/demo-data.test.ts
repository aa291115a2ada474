import type { WasherAgenda } from '@sudsy/domain/washer-agenda';
import { pino } from 'pino';
import { and, count, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentDetail, AppointmentList } from '@sudsy/domain/appointment';
import { withinWorkingHours } from '@sudsy/domain/booking';
import { catalogue } from '@sudsy/domain/catalogue';
import type { Contact } from '@sudsy/domain/messages';
import type { QuoteRequestListItem } from '@sudsy/domain/quote-request-views';
import type { PublicReview } from '@sudsy/domain/review';
import { weeklyAvailabilitySchema } from '@sudsy/domain/schedule-schemas';
import { dateInTimeZone } from '@sudsy/domain/schedule-time-zone';
import { toMinutes, weekdays } from '@sudsy/domain/time-slots';
import type { Vehicle } from '@sudsy/domain/vehicle';
import type { PublicWasher } from '@sudsy/domain/washer-api';
import type { WasherSearchResponse } from '@sudsy/domain/washer-search';
import type { Config } from '../config';
import {
  appointments,
  dataSeeds,
  jobPayments,
  galleryItems,
  payoutAccounts,
  profiles,
  reviews,
  user,
  washerProfiles,
  washerSchedules,
} from '../db/schema';
import { passwordProblem } from '../auth/password-policy';
import { offlineGeocoder } from '../platform/geocoder/offline-geocoder';
import { createStorage } from '../platform/storage/create-storage';
import { cookieOf, createTestApp, jsonRequest, signIn, testOrigin, type TestApp } from '../test/test-app';
import {
  citySearch,
  demoCities,
  demoEmail,
  demoEmailDomain,
  demoOwner,
  demoPassword,
  demoReviewers,
} from './demo-accounts';
import { afterBookingStory, lateCancellationReason } from './demo-after-booking';
import { loadDemoMoney } from './demo-money';
import { cardLabel, type PaymentMethods } from '@sudsy/domain/payment-methods';
import { ownerStory } from './demo-owner-story';
import { tipFromPercent } from '@sudsy/domain/payment-fees';
import type { PayoutsSummary } from '@sudsy/domain/payouts-summary';
import { demoWashers } from './demo-washers';
import { demoDataAllowed, demoSeedName, formatSignIns, loadDemoData, type DemoSignIn } from './load-demo-data';

let t: TestApp;
const embedded: Pick<Config, 'env' | 'database'> = {
  env: 'development',
  database: { driver: 'pglite', dir: '/unused' },
};
const geocoder = offlineGeocoder();
const mainServices = catalogue.filter((service) => service.type === 'main').map((service) => service.id);

/** A week with no working day, for a schedule that is unexpectedly missing. */
const weeklyHoursNone = Object.fromEntries(
  weekdays.map((day) => [day, { enabled: false, timeSlots: [{ start: '09:00', end: '17:00' }] }]),
) as (typeof washerSchedules.$inferSelect)['weeklyHours'];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demoUsers = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(user)
      .where(like(user.email, `%@${demoEmailDomain}`))
  )[0]?.n ?? 0;

const demoMoneyDeps = () => {
  if (t.payments?.mode !== 'local') throw new Error('the local provider is the default');
  return {
    db: t.database.db,
    provider: t.payments,
    feePercent: t.config.platformFeePercent,
    logger: pino({ level: 'silent' }),
  };
};

const load = async () => {
  const signIns = await loadDemoData(t.database, embedded, geocoder, createStorage(t.config.storage));
  await loadDemoMoney(demoMoneyDeps());
  return signIns;
};

async function idOf(slug: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, demoEmail(slug)));
  if (!row) throw new Error(`no demo account ${slug}`);
  return row.id;
}

async function getJson<T>(path: string, cookie?: string): Promise<T> {
  const response = await t.app.request(`${testOrigin}${path}`, cookie ? { headers: { cookie } } : {});
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

describe('demoDataAllowed', () => {
  it('allows the embedded database outside production only', () => {
    expect(demoDataAllowed(embedded)).toBe(true);
    expect(demoDataAllowed({ ...embedded, env: 'production' })).toBe(false);
    expect(
      demoDataAllowed({ env: 'development', database: { driver: 'postgres', url: 'postgres://x', poolSize: 10 } }),
    ).toBe(false);
  });
});

describe('loadDemoData where it does not belong', () => {
  it('adds nothing to a PostgreSQL server or in production', async () => {
    const storage = createStorage(t.config.storage);
    expect(await loadDemoData(t.database, { ...embedded, env: 'production' }, geocoder, storage)).toEqual([]);
    expect(
      await loadDemoData(
        t.database,
        { env: 'test', database: { driver: 'postgres', url: 'postgres://x', poolSize: 10 } },
        geocoder,
        storage,
      ),
    ).toEqual([]);
    expect(await demoUsers()).toBe(0);
  });
});

describe('the demo set', () => {
  let signIns: DemoSignIn[];
  let ownerCookie: string;

  beforeAll(async () => {
    signIns = await load();
    const response = await signIn(t.app, demoEmail('owner'), 'owner', demoPassword);
    ownerCookie = cookieOf(response);
  });

  it('adds at least 60 confirmed washers, eight around each city, each placed by the gazetteer', async () => {
    expect(demoWashers.length).toBeGreaterThanOrEqual(60);
    expect(new Set(demoWashers.map((washer) => washer.businessName)).size).toBe(demoWashers.length);
    expect(new Set(demoWashers.map((washer) => washer.slug)).size).toBe(demoWashers.length);
    const washers = await t.database.db
      .select({ profile: washerProfiles, user })
      .from(washerProfiles)
      .innerJoin(user, eq(user.id, washerProfiles.userId));
    expect(washers).toHaveLength(demoWashers.length);
    const areas = new Map<string, number>();
    for (const { profile, user: account } of washers) {
      expect(account).toMatchObject({ role: 'washer', emailVerified: true });
      expect(account.email.endsWith(`@${demoEmailDomain}`)).toBe(true);
      expect(profile.lat, profile.address).not.toBeNull();
      expect(profile.serviceOfferings.length).toBeGreaterThan(0);
      expect(profile.selectedServices).toEqual(profile.serviceOfferings.map((offering) => offering.serviceId));
      const area = (await geocoder.area({ lat: profile.lat ?? 0, lng: profile.lng ?? 0 })) ?? '';
      areas.set(area, (areas.get(area) ?? 0) + 1);
    }
    expect(areas.size).toBeGreaterThanOrEqual(8);
    for (const city of demoCities) expect(demoWashers.filter((washer) => washer.city === city.id)).toHaveLength(8);
    // Reviewers and the owner have a saved address too.
    const saved = await t.database.db.select().from(profiles);
    expect(saved).toHaveLength(demoReviewers.length + 1);
    expect(saved.every((row) => row.lat !== null)).toBe(true);
  });

  it('answers the owner first, then every washer, then the reviewers as sign-ins', () => {
    expect(signIns).toHaveLength(1 + demoWashers.length + demoReviewers.length);
    expect(signIns[0]).toEqual({
      role: 'owner',
      name: demoOwner.name,
      email: demoEmail('owner'),
      password: demoPassword,
    });
    expect(signIns.slice(1, 1 + demoWashers.length).every((signIn) => signIn.role === 'washer')).toBe(true);
    expect(signIns.slice(1 + demoWashers.length).every((signIn) => signIn.email.startsWith('reviewer-'))).toBe(true);
    expect(signIns.at(-1)?.role).toBe('reviewer');
  });

  it('prints the owner and the first washer of each city, and counts the others', () => {
    const printed = formatSignIns(signIns).split('\n');
    const firsts = demoCities.map((city) => demoWashers.find((washer) => washer.city === city.id)?.slug ?? '');
    expect(printed).toHaveLength(1 + 1 + demoCities.length + 2);
    expect(printed[0]).toBe(`Demo sign-ins (password for all: ${demoPassword}):`);
    expect(printed[1]).toContain(demoEmail('owner'));
    firsts.forEach((slug, nth) => expect(printed[2 + nth]).toContain(demoEmail(slug)));
    expect(printed.join('\n')).not.toContain(demoEmail('haight-shine'));
    expect(printed.at(-2)).toBe(
      `  …and ${demoWashers.length - demoCities.length} more washers and ${demoReviewers.length} reviewers: docs/demo-data.md lists them.`,
    );
    expect(printed.at(-1)).toBe('Start with --no-demo to skip demo data.');
  });

  it('leaves out the count of a kind that has none, as in a database holding the earlier set', () => {
    const printed = formatSignIns(signIns.filter((signIn) => signIn.role !== 'reviewer'));
    expect(printed).toContain(
      `  …and ${demoWashers.length - demoCities.length} more washers: docs/demo-data.md lists them.`,
    );
  });

  it('finds at least three washers for every main service from the middle of every city', async () => {
    for (const city of demoCities) {
      for (const service of mainServices) {
        const query = new URLSearchParams({ services: service, address: citySearch(city) });
        const body = await getJson<WasherSearchResponse>(`/api/washers/search?${query}`);
        expect(body.geocoded).toBe(true);
        expect(body.washers.length, `${service} in ${city.name}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('gives every washer realistic saved hours in their city’s zone, and most of them certifications', async () => {
    const schedules = await t.database.db.select().from(washerSchedules);
    expect(schedules).toHaveLength(demoWashers.length);
    const zones = new Set<string>(demoCities.map((city) => city.timeZone));
    for (const schedule of schedules) {
      expect(weeklyAvailabilitySchema.safeParse(schedule.weeklyHours).success).toBe(true);
      expect(zones.has(schedule.timeZone)).toBe(true);
    }
    const worked = schedules.flatMap((schedule) =>
      weekdays.flatMap((day) => (schedule.weeklyHours[day].enabled ? schedule.weeklyHours[day].timeSlots : [])),
    );
    expect(worked.some((slot) => toMinutes(slot.start) <= toMinutes('07:00'))).toBe(true);
    expect(worked.some((slot) => toMinutes(slot.end) >= toMinutes('20:00'))).toBe(true);
    expect(schedules.filter((schedule) => schedule.weeklyHours.Saturday.enabled).length).toBeGreaterThan(10);
    expect(schedules.filter((schedule) => !schedule.weeklyHours.Monday.enabled).length).toBeGreaterThan(0);

    const washers = await t.database.db.select().from(washerProfiles);
    expect(washers.filter((washer) => washer.certifications.length > 0).length).toBeGreaterThan(washers.length / 2);
    expect(new Set(washers.map((washer) => washer.cancellationNoticeHours)).size).toBeGreaterThanOrEqual(3);
    const haight = await getJson<PublicWasher>(`/api/washers/${await idOf('haight-shine')}`);
    expect(haight.certifications.length).toBeGreaterThan(0);
  });

  it('shows ratings from reviews, mostly four and five stars, on search cards and public pages', async () => {
    const stars = (await t.database.db.select({ rating: reviews.rating }).from(reviews)).map((row) => row.rating);
    expect(stars.length).toBeGreaterThan(150);
    expect(stars.every((rating) => rating >= 3 && rating <= 5)).toBe(true);
    expect(stars.filter((rating) => rating >= 4).length / stars.length).toBeGreaterThan(0.8);
    const reviewed = new Set(
      (await t.database.db.select({ washerId: reviews.washerId }).from(reviews)).map((row) => row.washerId),
    );
    expect(reviewed.size).toBeGreaterThan(demoWashers.length * 0.8);

    const query = new URLSearchParams({ services: 'full-detail', address: citySearch(demoCities[0]) });
    const search = await getJson<WasherSearchResponse>(`/api/washers/search?${query}`);
    const card = search.washers.find((washer) => washer.businessName === 'Haight Street Shine');
    expect(card?.rating?.count).toBeGreaterThanOrEqual(2);
    const page = await getJson<PublicWasher>(`/api/washers/${card?.id}`);
    expect(page.rating).toBe(card?.rating?.average);
    const listed = await getJson<{ reviews: PublicReview[] }>(`/api/washers/${card?.id}/reviews`);
    expect(listed.reviews).toHaveLength(card?.rating?.count ?? -1);
    expect(listed.reviews.some((review) => review.comment.length > 0)).toBe(true);
  });

  it('shows generated before/after photos in about a third of the portfolios', async () => {
    const items = await t.database.db.select().from(galleryItems);
    const washersWithPhotos = new Set(items.map((item) => item.washerId));
    expect(washersWithPhotos.size).toBeGreaterThanOrEqual(demoWashers.length / 4);
    const page = await getJson<PublicWasher>(`/api/washers/${items[0]?.washerId}`);
    const [item] = page.gallery;
    expect(item?.title).toBeTruthy();
    for (const [url, width] of [
      [item?.beforeImageUrl, 640],
      [item?.afterImageUrl, 640],
      [item?.afterThumbUrl, 400],
    ] as const) {
      const response = await t.app.request(`${testOrigin}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width });
    }
  });

  it('gives the demo owner two cars, an open request, one with quotes, and a booked and a finished job', async () => {
    const { vehicles } = await getJson<{ vehicles: Vehicle[] }>('/api/vehicles', ownerCookie);
    expect(vehicles.map((vehicle) => vehicle.type).sort()).toEqual(['sedan', 'suv']);

    const { requests } = await getJson<{ requests: QuoteRequestListItem[] }>('/api/quote-requests', ownerCookie);
    // Booked: the upcoming detail and the first wash of the series; cancelled: the late cancellation.
    expect(requests.map((request) => request.status).sort()).toEqual([
      'booked',
      'booked',
      'cancelled',
      'completed',
      'sent',
      'sent',
    ]);
    const open = requests.find((request) => request.status === 'sent' && request.quotedCount === 0);
    expect(open).toMatchObject({ responseCount: ownerStory.open.sentTo.length, vehicle: expect.anything() });
    const quoted = requests.find((request) => request.status === 'sent' && request.quotedCount > 0);
    expect(quoted).toMatchObject({ quotedCount: 2, responseCount: 3 });
    const today = dateInTimeZone(new Date(), 'America/Los_Angeles');
    for (const request of [open, quoted]) expect((request?.preferredDate ?? '') > today).toBe(true);

    const scheduled = await getJson<AppointmentList>('/api/appointments?status=scheduled', ownerCookie);
    expect(scheduled.counts).toMatchObject({ completed: 1, cancelled: 1 });
    // The detail, then the washes of the series waiting to be accepted.
    expect(scheduled.counts.scheduled).toBeGreaterThanOrEqual(2);
    const [upcoming] = scheduled.appointments;
    expect(upcoming?.washer.id).toBe(await idOf(ownerStory.upcoming.washer));
    expect((upcoming?.date ?? '') > today).toBe(true);
    const [hours] = await t.database.db
      .select()
      .from(washerSchedules)
      .where(eq(washerSchedules.washerId, upcoming?.washer.id ?? ''));
    expect(
      withinWorkingHours(hours?.weeklyHours ?? weeklyHoursNone, upcoming?.date ?? '', {
        start: upcoming?.start ?? '',
        end: upcoming?.end ?? '',
      }),
    ).toBe(true);

    const completed = await getJson<AppointmentList>('/api/appointments?status=completed', ownerCookie);
    const [done] = completed.appointments;
    expect(done?.rating).toBe(5);
    expect((done?.date ?? '') < today).toBe(true);
    const { appointment } = await getJson<{ appointment: AppointmentDetail }>(
      `/api/appointments/${done?.id}`,
      ownerCookie,
    );
    expect(appointment.review?.rating).toBe(5);
    expect(appointment.photos.before).not.toBeNull();
    const photo = await t.app.request(`${testOrigin}${appointment.photos.after?.url}`, {
      headers: { cookie: ownerCookie },
    });
    expect(photo.status).toBe(200);
  });

  it('gives the demo owner a conversation with the washer of the upcoming job, its last message unread', async () => {
    const { contacts } = await getJson<{ contacts: Contact[] }>('/api/messages/contacts', ownerCookie);
    // Newest activity first: the conversation about the coming job.
    expect(contacts[0]).toMatchObject({ name: 'Haight Street Shine', role: 'washer', unreadCount: 1 });
    expect(contacts[0]?.lastMessage).toContain('See you on');
    expect(contacts.filter((contact) => contact.lastMessage !== null).length).toBeGreaterThanOrEqual(2);
  });

  it('pays as a real instance would: the owner has a card and every washer payouts, made once', async () => {
    await loadDemoMoney(demoMoneyDeps());
    const { cards } = await getJson<PaymentMethods>('/api/payment-methods', ownerCookie);
    expect(cards.map(cardLabel)).toEqual(['Visa ending in 4242']);
    const accounts = await t.database.db.select().from(payoutAccounts);
    expect(accounts.filter((account) => account.payoutsEnabled)).toHaveLength(demoWashers.length);
  });

  it('shows money that moved: the featured washer paid for each job, paid out once, the owner’s wash tipped', async () => {
    await demoMoneyDeps().provider.settled();
    const washerCookie = cookieOf(await signIn(t.app, demoEmail(ownerStory.completed.washer), 'washer', demoPassword));
    const summary = await getJson<PayoutsSummary>('/api/payouts/summary', washerCookie);
    expect(summary.payouts).toHaveLength(1);
    expect(summary.paidOutCents).toBeGreaterThan(0);
    const completed = await t.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(eq(appointments.washerId, await idOf(ownerStory.completed.washer)), eq(appointments.status, 'completed')),
      );
    expect(summary.jobsTotal).toBe(completed.length);
    // The owner's own wash came last: captured and tipped 15%, not yet paid out.
    const ownersWash = summary.jobs.find((job) => job.tipCents > 0);
    expect(ownersWash).toMatchObject({ status: 'pending', tipCents: tipFromPercent(ownersWash?.priceCents ?? 0, 15) });
    expect(summary.pendingCents).toBe(ownersWash?.netCents);

    // The owner's bookings to come are paid through Sudsy too, each waiting for its hold a day before.
    const upcoming = await t.database.db
      .select({ status: jobPayments.status })
      .from(jobPayments)
      .innerJoin(appointments, eq(appointments.id, jobPayments.appointmentId))
      .where(and(eq(appointments.ownerId, await idOf(demoOwner.slug)), eq(appointments.status, 'scheduled')));
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    expect(upcoming.every((payment) => payment.status === 'scheduled')).toBe(true);
  });

  it('shows life after booking: favourites, instant booking, a new time proposed, a late cancellation, a series', async () => {
    const { favourites } = await getJson<{ favourites: { washerId: string }[] }>('/api/favourites', ownerCookie);
    expect(favourites.map((favourite) => favourite.washerId).sort()).toEqual(
      (await Promise.all(afterBookingStory.favourites.map(idOf))).sort(),
    );
    for (const slug of afterBookingStory.instant) {
      const free = await getJson<{ instantBooking: boolean; slots: string[] }>(
        `/api/washers/${await idOf(slug)}/free-slots?services=express-wash`,
      );
      expect(free.instantBooking, slug).toBe(true);
    }

    const scheduled = await getJson<AppointmentList>('/api/appointments?status=scheduled', ownerCookie);
    // The upcoming detail, the first booking to come: its washer asks to come a day later.
    expect(scheduled.appointments[0]?.pendingRescheduleBy).toBe('washer');

    const cancelled = await getJson<AppointmentList>('/api/appointments?status=cancelled', ownerCookie);
    expect(cancelled.appointments).toHaveLength(1);
    const { appointment: late } = await getJson<{ appointment: AppointmentDetail }>(
      `/api/appointments/${cancelled.appointments[0]?.id}`,
      ownerCookie,
    );
    expect(late.cancellation).toEqual({ by: 'owner', late: true, reason: lateCancellationReason });

    const seriesWasher = cookieOf(
      await signIn(t.app, demoEmail(afterBookingStory.series.washer), 'washer', demoPassword),
    );
    const agenda = await getJson<WasherAgenda>('/api/washer-dashboard/agenda', seriesWasher);
    expect(agenda.series).toMatchObject([{ everyWeeks: afterBookingStory.series.everyWeeks }]);
  });

  it('has quotes the owner can accept: they fit the washers’ calendars', async () => {
    const { requests } = await getJson<{ requests: QuoteRequestListItem[] }>('/api/quote-requests', ownerCookie);
    const quoted = requests.find((request) => request.status === 'sent' && request.quotedCount > 0);
    const washerId = await idOf(ownerStory.quoted.quotedBy[0]);
    const response = await jsonRequest(
      t.app,
      `/api/quote-requests/${quoted?.id}/quotes/${washerId}/accept`,
      {},
      {
        headers: { cookie: ownerCookie },
      },
    );
    expect(response.status).toBe(201);
  });

  it('lets every kind of demo account sign in with the printed password, which the password policy accepts', async () => {
    expect(passwordProblem(demoPassword)).toBeNull();
    expect((await signIn(t.app, demoEmail('haight-shine'), 'washer', demoPassword)).status).toBe(200);
    expect((await signIn(t.app, demoEmail('noe-valley-auto-spa'), 'washer', demoPassword)).status).toBe(200);
    expect((await signIn(t.app, demoEmail(demoReviewers[0]?.slug ?? ''), 'owner', demoPassword)).status).toBe(200);
  });

  it('never adds the set twice, even after a demo account was deleted', async () => {
    const before = await demoUsers();
    await t.database.db.delete(user).where(eq(user.email, demoEmail('mission-suds')));
    const again = await load();
    expect(await demoUsers()).toBe(before - 1);
    // Only accounts that still exist are printed or counted: the city's next washer takes its line.
    expect(again.map((signIn) => signIn.email)).not.toContain(demoEmail('mission-suds'));
    expect(again).toHaveLength(demoWashers.length + demoReviewers.length);
    const printed = formatSignIns(again);
    expect(printed).toContain(demoEmail('haight-shine'));
    expect(printed).toContain(`…and ${demoWashers.length - 1 - demoCities.length} more washers and`);
  });

  it('treats a database that holds the earlier set as loaded: its emails are the same', async () => {
    await t.database.db.delete(dataSeeds).where(eq(dataSeeds.name, demoSeedName));
    await t.database.db.insert(dataSeeds).values({ name: 'demo-v1' });
    const before = await demoUsers();
    expect(await load()).toHaveLength(demoWashers.length + demoReviewers.length);
    expect(await demoUsers()).toBe(before);
  });
});
