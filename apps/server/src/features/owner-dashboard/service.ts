import { and, asc, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { washerProfileDefaults, recentRequestsLimit } from '@sudsy/domain/constants';
import {
  compareTopWashers,
  topWashersLimit,
  upcomingListLimit,
  type OwnerDashboard,
  type TopWasher,
} from '@sudsy/domain/owner-dashboard';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { publicMiles } from '@sudsy/domain/geo';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Owner } from '../../auth/access';
import type { Db } from '../../db/client';
import { appointments } from '../appointments/schema';
import { profiles } from '../profiles/schema';
import { quoteRequests } from '../requests/schema';
import { washerProfiles } from '../washer-setup/schema';
import { user as users } from '../../auth/schema';
import { vehicles } from '../vehicles/schema';
import { washerSchedules } from '../schedule/schema';
// The dashboard's Recent Quote Requests are the first rows of the owner's request list, in its shape.
import { listOwnerRequests } from '../requests';
import { washersCovering } from '../washers';

/**
 * Still to come: a scheduled appointment on or after today, where "today" is the date at the job's
 * place. The job is in the washer's area, so the washer's schedule zone says which date that is.
 */
const upcoming = (ownerId: string, now: Date) =>
  and(
    eq(appointments.ownerId, ownerId),
    eq(appointments.status, 'scheduled'),
    gte(
      appointments.serviceDate,
      sql`(${now.toISOString()}::timestamptz at time zone coalesce(${washerSchedules.timeZone}, ${defaultTimeZone}))::date`,
    ),
  );

/** The owner's upcoming appointments, the first upcomingListLimit of them with their number in all, in one statement. */
async function upcomingAppointments(db: Db, ownerId: string, now: Date) {
  const rows = await db
    .select({
      id: appointments.id,
      serviceDate: appointments.serviceDate,
      startTime: appointments.startTime,
      businessName: sql<string | null>`nullif(${washerProfiles.businessName}, '')`,
      washerAccountName: users.name,
      services: appointments.services,
      address: appointments.address,
      status: appointments.status,
      // Counted before the limit applies: every upcoming appointment.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(appointments)
    .leftJoin(washerSchedules, eq(washerSchedules.washerId, appointments.washerId))
    .leftJoin(washerProfiles, eq(washerProfiles.userId, appointments.washerId))
    .innerJoin(users, eq(users.id, appointments.washerId))
    .where(upcoming(ownerId, now))
    .orderBy(asc(appointments.serviceDate), asc(appointments.startTime), asc(appointments.id))
    .limit(upcomingListLimit);
  return {
    total: rows[0]?.total ?? 0,
    list: rows.map(({ businessName, washerAccountName, total: _total, ...row }) => ({
      ...row,
      washerName: businessName ?? washerAccountName,
    })),
  };
}

/**
 * Washers whose service area covers `point`: confirmed, offering at least one service, with the
 * point within their work radius of their public point (coversPlace), which the distance shown is
 * measured from too: an owner may save any address, so this answers as publicly as the search.
 * Best rated first, then nearest; the unrated ('New Provider') after every rated one (compareTopWashers).
 */
async function topWashersAround(db: Db, point: Coordinates): Promise<TopWasher[]> {
  const candidates = (await washersCovering(db, point)).map(({ washer: { card, rating }, distanceMiles }) => ({
    id: card.id,
    businessName: card.businessName === '' ? washerProfileDefaults.businessName : card.businessName,
    rating: rating?.average ?? null,
    experienceYears: card.experienceYears,
    distanceMiles,
  }));
  return candidates
    .sort(compareTopWashers)
    .slice(0, topWashersLimit)
    .map((washer) => ({ ...washer, distanceMiles: publicMiles(washer.distanceMiles) }));
}

/**
 * Where Top Washers look: the owner's saved address, else the latest place they searched or
 * requested a wash at (an owner who never saved an address still looked for one somewhere).
 */
async function ownerPlace(db: Db, owner: Owner): Promise<Coordinates | null> {
  const [saved] = await db.select().from(profiles).where(eq(profiles.userId, owner.id));
  if (saved?.lat != null && saved.lng != null) return { lat: saved.lat, lng: saved.lng };
  const [requested] = await db
    .select({ lat: quoteRequests.lat, lng: quoteRequests.lng, at: quoteRequests.createdAt })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.ownerId, owner.id), isNotNull(quoteRequests.lat), isNotNull(quoteRequests.lng)))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(1);
  const searched =
    saved?.searchLat != null && saved.searchLng != null && saved.searchedAt != null
      ? { lat: saved.searchLat, lng: saved.searchLng, at: saved.searchedAt }
      : null;
  const places = [searched, requested].flatMap((place) =>
    place?.lat != null && place.lng != null ? [{ lat: place.lat, lng: place.lng, at: place.at }] : [],
  );
  const [latest] = places.sort((a, b) => b.at.getTime() - a.at.getTime());
  return latest ? { lat: latest.lat, lng: latest.lng } : null;
}

/** The stat cards' counts of completed washes and registered vehicles, in one statement. */
async function ownerCounts(db: Db, ownerId: string): Promise<{ washes: number; registered: number }> {
  const result = await db.execute(sql`select
      (select count(*)::int from ${appointments}
        where ${appointments.ownerId} = ${ownerId} and ${appointments.status} = 'completed') as "washes",
      (select count(*)::int from ${vehicles} where ${vehicles.ownerId} = ${ownerId}) as "registered"`);
  const row = result.rows[0] as { washes: number; registered: number } | undefined;
  return { washes: Number(row?.washes ?? 0), registered: Number(row?.registered ?? 0) };
}

export async function getOwnerDashboard(db: Db, owner: Owner, now = new Date()): Promise<OwnerDashboard> {
  const { washes, registered } = await ownerCounts(db, owner.id);
  const appointmentsAhead = await upcomingAppointments(db, owner.id, now);
  const point = await ownerPlace(db, owner);
  return {
    totalWashes: washes,
    vehiclesRegistered: registered,
    upcomingAppointments: appointmentsAhead.total,
    upcoming: appointmentsAhead.list,
    recentRequests: await listOwnerRequests(db, owner.id, recentRequestsLimit),
    topWashers: point ? await topWashersAround(db, point) : [],
  };
}
