import { hashPassword } from 'better-auth/crypto';
import { asc, eq, inArray, like } from 'drizzle-orm';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import {
  rescheduleProposals,
  favouriteWashers,
  appointmentSeries,
  account,
  appointmentCompletions,
  appointments,
  dataSeeds,
  galleryItems,
  messages,
  profiles,
  quoteRequests,
  quoteResponses,
  reviews,
  user,
  vehicles,
  washerProfiles,
  washerSchedules,
} from '../db/schema';
import type { Geocoder } from '../platform/geocoder/geocoder';
import type { Storage } from '../platform/storage/storage';
import {
  demoCities,
  demoEmail,
  demoEmailDomain,
  demoOwner,
  demoPassword,
  demoReviewers,
  reviewerSlugPrefix,
} from './demo-accounts';
import { renderDemoPhotos } from './demo-images';
import type { DemoFile, DemoRows } from './demo-rows';
import { buildDemoSet, type DemoSet } from './demo-set';
import { demoWashers } from './demo-washers';

/** Bump to load a changed set into databases that hold none of the earlier ones. */
export const demoSeedName = 'demo-v2';
/**
 * Earlier sets: a database holding one keeps it and gets no other, as the new set would reuse its
 * emails (docs/demo-data.md).
 */
export const earlierDemoSeedNames = ['demo-v1'] as const;

/** In the order loadDemoData answers them. */
const signInRoles = ['owner', 'washer', 'reviewer'] as const;
export type DemoSignIn = { role: (typeof signInRoles)[number]; name: string; email: string; password: string };

/**
 * Demo data belongs only to a local, embedded database: a shared PostgreSQL server or production
 * holds real people's data, and made-up washers there would be shown to them as real.
 */
export function demoDataAllowed(config: Pick<Config, 'env' | 'database'>): boolean {
  return config.database.driver === 'pglite' && config.env !== 'production';
}

/** Files put at once: a handful of parallel writes, whichever store it is. */
const parallelPuts = 8;

/**
 * Adds the demo set once per database, all or nothing: the data_seeds row is written in the same
 * transaction as every row, so a later start (or a demo account deleted by hand) never adds it
 * again. The photos go to Storage first and are removed again if the rows are not written. Answers
 * the demo sign-ins whenever a set is there, so every start can print them.
 */
export async function loadDemoData(
  database: Pick<Database, 'db'>,
  config: Pick<Config, 'env' | 'database'>,
  geocoder: Geocoder,
  storage: Storage,
  now: Date = new Date(),
): Promise<DemoSignIn[]> {
  if (!demoDataAllowed(config)) return [];
  const [loaded] = await database.db
    .select()
    .from(dataSeeds)
    .where(inArray(dataSeeds.name, [demoSeedName, ...earlierDemoSeedNames]));
  if (loaded) return signIns(database);

  const { rows, files } = await geocodedDemoSet(geocoder, now);
  await putFiles(storage, files);
  let added = false;
  try {
    added = await database.db.transaction(async (tx) => {
      // Claimed first, so of two starts racing on one database only one adds the set.
      const [claimed] = await tx.insert(dataSeeds).values({ name: demoSeedName }).onConflictDoNothing().returning();
      if (!claimed) return false;
      await insertDemoRows(tx, rows);
      return true;
    });
  } finally {
    if (!added) await removeFiles(storage, files);
  }
  return signIns(database);
}

/** The demo set as of `now`: its addresses placed by `geocoder`, one password hash for every account. */
export async function geocodedDemoSet(geocoder: Geocoder, now: Date): Promise<DemoSet> {
  const addresses = [
    ...demoWashers.map((washer) => washer.address),
    ...demoReviewers.map((reviewer) => reviewer.address),
    demoOwner.address,
  ];
  const [passwordHash, photos, points] = await Promise.all([
    hashPassword(demoPassword),
    renderDemoPhotos(),
    Promise.all(addresses.map(async (address) => [address, await geocoder.geocode(address)] as const)),
  ]);
  const pointOf = new Map<string, Coordinates | null>(points);
  return buildDemoSet({ now, passwordHash, pointOf: (address) => pointOf.get(address) ?? null, photos });
}

/** Writes the set's rows, parents before children as the foreign keys need. */
export async function insertDemoRows(db: Pick<Db, 'insert' | 'update'>, rows: DemoRows): Promise<void> {
  await db.insert(user).values(rows.users);
  await db.insert(account).values(rows.accounts);
  await db.insert(washerProfiles).values(rows.washerProfiles);
  await db.insert(washerSchedules).values(rows.washerSchedules);
  await db.insert(profiles).values(rows.profiles);
  await db.insert(vehicles).values(rows.vehicles);
  await db.insert(quoteRequests).values(rows.quoteRequests);
  await db.insert(quoteResponses).values(rows.quoteResponses);
  // A series names its first wash and its washes name the series: the series goes in between.
  const [withSeries, plain] = [
    rows.appointments.filter((row) => row.seriesId),
    rows.appointments.filter((row) => !row.seriesId),
  ];
  await db.insert(appointments).values([...plain, ...withSeries.map((row) => ({ ...row, seriesId: null }))]);
  if (rows.appointmentSeries.length > 0) await db.insert(appointmentSeries).values(rows.appointmentSeries);
  for (const row of withSeries)
    await db
      .update(appointments)
      .set({ seriesId: row.seriesId })
      .where(eq(appointments.id, row.id ?? ''));
  await db.insert(appointmentCompletions).values(rows.appointmentCompletions);
  await db.insert(reviews).values(rows.reviews);
  await db.insert(messages).values(rows.messages);
  await db.insert(galleryItems).values(rows.galleryItems);
  if (rows.favouriteWashers.length > 0) await db.insert(favouriteWashers).values(rows.favouriteWashers);
  if (rows.rescheduleProposals.length > 0) await db.insert(rescheduleProposals).values(rows.rescheduleProposals);
}

async function putFiles(storage: Storage, files: readonly DemoFile[]): Promise<void> {
  const written: DemoFile[] = [];
  try {
    for (let first = 0; first < files.length; first += parallelPuts) {
      const batch = files.slice(first, first + parallelPuts);
      await Promise.all(
        batch.map(async (file) => {
          await storage.put(file.key, file.bytes, file.contentType);
          written.push(file);
        }),
      );
    }
  } catch (error) {
    await removeFiles(storage, written);
    throw error;
  }
}

/** Best effort: nothing points at these files, so one left behind only costs space. */
async function removeFiles(storage: Storage, files: readonly DemoFile[]): Promise<void> {
  await Promise.allSettled(files.map((file) => storage.delete(file.key)));
}

/**
 * The demo accounts still there (one may have been deleted by hand): the owner first, then the
 * washers, then the reviewers, who exist for the washers' ratings and are only counted at start.
 */
async function signIns(database: Pick<Database, 'db'>): Promise<DemoSignIn[]> {
  const rows = await database.db
    .select({ role: user.role, name: user.name, email: user.email })
    .from(user)
    .where(like(user.email, `%@${demoEmailDomain}`))
    .orderBy(asc(user.email));
  const all = rows.map((row): DemoSignIn => ({
    ...row,
    role: row.email.startsWith(reviewerSlugPrefix) ? 'reviewer' : row.role,
    password: demoPassword,
  }));
  return signInRoles.flatMap((role) => all.filter((signIn) => signIn.role === role));
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The first washer of each city still there, in the order of demo-washers.ts. */
function firstWasherOfEachCity(washers: readonly DemoSignIn[]): DemoSignIn[] {
  const byEmail = new Map(washers.map((signIn) => [signIn.email, signIn]));
  return demoCities.flatMap((city) => {
    const first = demoWashers
      .filter((washer) => washer.city === city.id)
      .map((washer) => byEmail.get(demoEmail(washer.slug)))
      .find((signIn) => signIn !== undefined);
    return first ? [first] : [];
  });
}

/**
 * The console lines main.ts prints at start: the owner and a washer per city to try, and the
 * others only counted, so the demo does not bury the server's own start-up lines.
 */
export function formatSignIns(signIns: readonly DemoSignIn[]): string {
  const washers = signIns.filter((signIn) => signIn.role === 'washer');
  const shownWashers = firstWasherOfEachCity(washers);
  const shown = [...signIns.filter((signIn) => signIn.role === 'owner'), ...shownWashers];
  const moreWashers = washers.length - shownWashers.length;
  const reviewers = signIns.filter((signIn) => signIn.role === 'reviewer').length;
  const others = [
    ...(moreWashers > 0 ? [plural(moreWashers, 'more washer')] : []),
    ...(reviewers > 0 ? [plural(reviewers, 'reviewer')] : []),
  ];
  return [
    `Demo sign-ins (password for all: ${demoPassword}):`,
    ...shown.map((signIn) => `  ${signIn.role.padEnd(6)}  ${signIn.email.padEnd(42)}  ${signIn.name}`),
    ...(others.length > 0 ? [`  …and ${others.join(' and ')}: docs/demo-data.md lists them.`] : []),
    'Start with --no-demo to skip demo data.',
  ].join('\n');
}
