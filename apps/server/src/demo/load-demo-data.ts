import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { asc, eq, like } from 'drizzle-orm';
import { findCatalogueService } from '@sudsy/domain/catalogue';
import { maxPriceFactor } from '@sudsy/domain/constants';
import { offeredServiceIds } from '@sudsy/domain/washer-api';
import type { ServiceOffering } from '@sudsy/domain/washer-profile';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { account, dataSeeds, profiles, washerProfiles, user } from '../db/schema';
import type { Geocoder } from '../platform/geocoder/geocoder';
import { demoEmail, demoEmailDomain, demoOwner, demoPassword, demoWashers, type DemoWasher } from './demo-accounts';

/** Bump to load a changed set into databases that hold the old one; they keep the old one too. */
export const demoSeedName = 'demo-v1';

export type DemoSignIn = { role: 'owner' | 'washer'; name: string; email: string; password: string };

/**
 * Demo data belongs only to a local, embedded database: a shared PostgreSQL server or production
 * holds real people's data, and made-up washers there would be shown to them as real.
 */
export function demoDataAllowed(config: Pick<Config, 'env' | 'database'>): boolean {
  return config.database.driver === 'pglite' && config.env !== 'production';
}

/**
 * Adds the demo washers and owner once per database, all or nothing: the data_seeds row is written
 * in the same transaction, so a later start (or a demo account deleted by hand) never adds them
 * again. Answers the demo sign-ins whenever the set is there, so every start can print them.
 */
export async function loadDemoData(
  database: Pick<Database, 'db'>,
  config: Pick<Config, 'env' | 'database'>,
  geocoder: Geocoder,
): Promise<DemoSignIn[]> {
  if (!demoDataAllowed(config)) return [];
  const [loaded] = await database.db.select().from(dataSeeds).where(eq(dataSeeds.name, demoSeedName));
  if (loaded) return signIns(database);
  const passwordHash = await hashPassword(demoPassword);
  const washers = await Promise.all(
    demoWashers.map(async (washer) => ({ washer, point: await geocoder.geocode(washer.address) })),
  );
  const ownerPoint = await geocoder.geocode(demoOwner.address);

  await database.db.transaction(async (tx) => {
    // Claimed first, so of two starts racing on one database only one adds the set.
    const [claimed] = await tx.insert(dataSeeds).values({ name: demoSeedName }).onConflictDoNothing().returning();
    if (!claimed) return;
    const addAccount = async (role: 'owner' | 'washer', name: string, slug: string) => {
      const id = randomUUID();
      await tx.insert(user).values({ id, name, email: demoEmail(slug), emailVerified: true, role });
      // The row Better Auth writes for an email-and-password account.
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: passwordHash,
        updatedAt: new Date(),
      });
      return id;
    };
    for (const { washer, point } of washers) {
      const id = await addAccount('washer', washer.businessName, washer.slug);
      const serviceOfferings = offeringsOf(washer);
      await tx.insert(washerProfiles).values({
        userId: id,
        businessName: washer.businessName,
        bio: washer.bio,
        experienceYears: washer.experienceYears,
        workRadiusMiles: washer.workRadiusMiles,
        address: washer.address,
        lat: point?.lat ?? null,
        lng: point?.lng ?? null,
        serviceOfferings,
        selectedServices: offeredServiceIds({ serviceOfferings, customServices: [] }),
      });
    }
    const ownerId = await addAccount('owner', demoOwner.name, demoOwner.slug);
    await tx.insert(profiles).values({
      userId: ownerId,
      address: demoOwner.address,
      lat: ownerPoint?.lat ?? null,
      lng: ownerPoint?.lng ?? null,
    });
  });
  return signIns(database);
}

function offeringsOf(washer: DemoWasher): ServiceOffering[] {
  return washer.services.flatMap(([serviceId, share]) => {
    const service = findCatalogueService(serviceId);
    if (!service) return [];
    // Whole dollars, as a washer would type them.
    const minPriceCents = Math.round((service.basePriceCents * share) / 100) * 100;
    return [
      {
        serviceId,
        minPriceCents,
        maxPriceCents: Math.round((minPriceCents * maxPriceFactor) / 100) * 100,
        estimatedMinutes: service.estimatedMinutes,
      },
    ];
  });
}

/** The demo accounts still there (one may have been deleted by hand), the owner first. */
async function signIns(database: Pick<Database, 'db'>): Promise<DemoSignIn[]> {
  const rows = await database.db
    .select({ role: user.role, name: user.name, email: user.email })
    .from(user)
    .where(like(user.email, `%@${demoEmailDomain}`))
    .orderBy(asc(user.role), asc(user.email));
  return rows.map((row) => ({ ...row, password: demoPassword }));
}

/** The console lines main.ts prints at start. */
export function formatSignIns(signIns: readonly DemoSignIn[]): string {
  const lines = signIns.map((signIn) => `  ${signIn.role.padEnd(6)}  ${signIn.email.padEnd(42)}  ${signIn.name}`);
  return [
    `Demo sign-ins (password for all: ${demoPassword}):`,
    ...lines,
    'Start with --no-demo to skip demo data.',
  ].join('\n');
}
