import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  credentialLimits,
  credentialMessages,
  type Certification,
  type certificationInputSchema,
  type InsuranceInput,
  type PublicCredentials,
  type Skill,
  type skillInputSchema,
  type WasherCredentials,
} from '@sudsy/domain/washer-credentials';
import type { SessionUser, Washer } from '../../auth/access';
import { takeTurn } from '../../db/advisory-lock';
import type { Db } from '../../db/client';
import { appointments } from '../appointments/schema';
import { washerProfiles } from '../washer-setup/schema';
import { user } from '../../auth/schema';
import { conflict, invalidFields, notFound } from '../../http/app-error';
import { washerCertifications, washerInsurance, washerSkills } from './schema';

export type NewSkill = z.output<typeof skillInputSchema>;
export type NewCertification = z.output<typeof certificationInputSchema>;

const toSkill = (row: typeof washerSkills.$inferSelect): Skill => ({ id: row.id, name: row.name, level: row.level });

const toCertification = (row: typeof washerCertifications.$inferSelect): Certification => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  issueDate: row.issueDate,
  expiryDate: row.expiryDate,
  verificationUrl: row.verificationUrl,
});

async function credentialsOf(db: Db, washerId: string): Promise<WasherCredentials> {
  const [[insurance], skills, certifications] = await Promise.all([
    db
      .select({ number: washerInsurance.insuranceNumber })
      .from(washerInsurance)
      .where(eq(washerInsurance.washerId, washerId)),
    db
      .select()
      .from(washerSkills)
      .where(eq(washerSkills.washerId, washerId))
      .orderBy(asc(washerSkills.createdAt), asc(washerSkills.id)),
    db
      .select()
      .from(washerCertifications)
      .where(eq(washerCertifications.washerId, washerId))
      .orderBy(asc(washerCertifications.createdAt), asc(washerCertifications.id)),
  ]);
  return {
    insuranceNumber: insurance?.number ?? null,
    skills: skills.map(toSkill),
    certifications: certifications.map(toCertification),
  };
}

export function myCredentials(db: Db, viewer: Washer): Promise<WasherCredentials> {
  return credentialsOf(db, viewer.id);
}

/** Blank removes the number from file. */
export async function saveInsuranceNumber(db: Db, washer: Washer, input: InsuranceInput): Promise<string | null> {
  const number = input.insuranceNumber.trim();
  if (number === '') {
    await db.delete(washerInsurance).where(eq(washerInsurance.washerId, washer.id));
    return null;
  }
  await db
    .insert(washerInsurance)
    .values({ washerId: washer.id, insuranceNumber: number })
    .onConflictDoUpdate({ target: washerInsurance.washerId, set: { insuranceNumber: number, updatedAt: new Date() } });
  return number;
}

/** A skill the washer already lists (whatever its case) is a conflict, not a second row. */
export async function addSkill(db: Db, washer: Washer, input: NewSkill): Promise<Skill> {
  return db.transaction(async (tx) => {
    // One washer's adds take turns, so the count and the duplicate check hold when the row lands.
    await takeTurn(tx, `washer-skills:${washer.id}`);
    const existing = await tx
      .select({ name: washerSkills.name })
      .from(washerSkills)
      .where(eq(washerSkills.washerId, washer.id));
    if (existing.some((skill) => skill.name.toLowerCase() === input.name.toLowerCase()))
      throw conflict(credentialMessages.duplicateSkill);
    if (existing.length >= credentialLimits.skills)
      throw invalidFields({ name: credentialMessages.tooManySkills(credentialLimits.skills) });
    const [row] = await tx
      .insert(washerSkills)
      .values({ washerId: washer.id, name: input.name, level: input.level })
      .returning();
    if (!row) throw new Error('skill not returned by insert');
    return toSkill(row);
  });
}

export async function removeSkill(db: Db, washer: Washer, id: string): Promise<void> {
  const removed = await db
    .delete(washerSkills)
    .where(and(eq(washerSkills.id, id), eq(washerSkills.washerId, washer.id)))
    .returning({ id: washerSkills.id });
  if (removed.length === 0) throw notFound();
}

export async function addCertification(db: Db, washer: Washer, input: NewCertification): Promise<Certification> {
  return db.transaction(async (tx) => {
    await takeTurn(tx, `washer-certifications:${washer.id}`);
    const [held] = await tx
      .select({ total: count() })
      .from(washerCertifications)
      .where(eq(washerCertifications.washerId, washer.id));
    if ((held?.total ?? 0) >= credentialLimits.certifications) {
      throw invalidFields({ name: credentialMessages.tooManyCertifications(credentialLimits.certifications) });
    }
    const [row] = await tx
      .insert(washerCertifications)
      .values({ washerId: washer.id, ...input })
      .returning();
    if (!row) throw new Error('certification not returned by insert');
    return toCertification(row);
  });
}

export async function removeCertification(db: Db, washer: Washer, id: string): Promise<void> {
  const removed = await db
    .delete(washerCertifications)
    .where(and(eq(washerCertifications.id, id), eq(washerCertifications.washerId, washer.id)))
    .returning({ id: washerCertifications.id });
  if (removed.length === 0) throw notFound();
}

/** The washer themself, or an owner with a booking with them that was not cancelled. */
async function maySeeInsuranceNumber(db: Db, viewer: SessionUser | null, washerId: string): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.id === washerId) return true;
  if (viewer.role !== 'owner') return false;
  const [booking] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.washerId, washerId),
        eq(appointments.ownerId, viewer.id),
        ne(appointments.status, 'cancelled'),
      ),
    )
    .limit(1);
  return booking !== undefined;
}

/**
 * Skills and certifications on the washer's public page, for anyone; the insurance number only
 * for those `maySeeInsuranceNumber` allows, the rest learn whether one is on file. A washer
 * without a public page (not verified, no profile) is a 404, as on the page itself.
 */
export async function publicCredentials(
  db: Db,
  viewer: SessionUser | null,
  washerId: string,
): Promise<PublicCredentials> {
  const [washer] = await db
    .select({ id: user.id })
    .from(user)
    .innerJoin(washerProfiles, eq(washerProfiles.userId, user.id))
    .where(and(eq(user.id, washerId), eq(user.role, 'washer'), eq(user.emailVerified, true)));
  if (!washer) throw notFound();
  const [credentials, allowed] = await Promise.all([
    credentialsOf(db, washerId),
    maySeeInsuranceNumber(db, viewer, washerId),
  ]);
  return {
    ...credentials,
    insured: credentials.insuranceNumber !== null,
    insuranceNumber: allowed ? credentials.insuranceNumber : null,
  };
}
