import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Account, SavePersonalInfo } from '@sudsy/domain/account';
import { defaultNameFromEmail } from '@sudsy/domain/auth-messages';
import { formatPhoneAsTyped } from '@sudsy/domain/phone';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { appointments } from '../appointments/schema';
import { profiles } from '../profiles/schema';
import { quoteRequests } from '../requests/schema';
import { user as users } from '../../auth/schema';
import { notFound } from '../../http/app-error';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { checkUploadSize, encodeUpload } from '../../platform/images/uploaded-image';
import { fileUrl } from '../../platform/storage/files-route';
import type { Storage } from '../../platform/storage/storage';
import { ratingSummaryOf } from '../reviews';
import { saveAddress } from '../profiles';

/** Starts the email change: Better Auth mails a confirmation link to the new address (auth.ts). */
export type RequestEmailChange = (newEmail: string) => Promise<void>;

export type AccountDeps = { db: Db; geocoder: Geocoder; storage: Storage; logger: Logger };

/** The account page's view of the signed-in user; nobody reads another's account here. */
export async function getAccount(db: Db, sessionUser: SessionUser): Promise<Account> {
  const { id, role } = sessionUser;
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      image: users.image,
      createdAt: users.createdAt,
      twoFactorEnabled: users.twoFactorEnabled,
      phone: profiles.phone,
      address: profiles.address,
      lat: profiles.lat,
      lng: profiles.lng,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id));
  // The session outlived its user (deleted meanwhile): as good as signed out.
  if (!row) throw notFound();
  const [activityCount, rating] = await Promise.all([
    countActivity(db, id, role),
    role === 'washer' ? ratingSummaryOf(db, id) : null,
  ]);
  return {
    name: row.name,
    email: row.email,
    role,
    image: row.image,
    phone: row.phone,
    address: row.address,
    coordinates: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    memberSince: row.createdAt.toISOString(),
    activityCount,
    rating,
    twoFactorEnabled: row.twoFactorEnabled,
  };
}

/** Requests Made for owners, Jobs Completed for washers (docs/product.md, "Account page"). */
async function countActivity(db: Db, userId: string, role: SessionUser['role']): Promise<number> {
  const [row] =
    role === 'owner'
      ? await db.select({ total: count() }).from(quoteRequests).where(eq(quoteRequests.ownerId, userId))
      : await db
          .select({ total: count() })
          .from(appointments)
          .where(and(eq(appointments.washerId, userId), eq(appointments.status, 'completed')));
  return row?.total ?? 0;
}

/**
 * Saves Personal Information. Name and phone change at once; the address is re-placed only when
 * it changed (an unchanged one keeps the point picked from the suggestions); a new email only
 * starts the change, which its owner confirms from the mail sent to it.
 */
export async function savePersonalInfo(
  db: Db,
  geocoder: Geocoder,
  requestEmailChange: RequestEmailChange,
  signedIn: SessionUser,
  input: SavePersonalInfo,
): Promise<{ account: Account; pendingEmail: string | null }> {
  const current = await getAccount(db, signedIn);
  const phone = input.phone === '' ? null : formatPhoneAsTyped(input.phone);
  const name = input.name === '' ? defaultNameFromEmail(current.email) : input.name;
  await db.update(users).set({ name }).where(eq(users.id, signedIn.id));
  await db
    .insert(profiles)
    .values({ userId: signedIn.id, phone })
    .onConflictDoUpdate({ target: profiles.userId, set: { phone, updatedAt: new Date() } });
  if (input.address !== (current.address ?? '') || input.coordinates !== null) {
    await saveAddress(db, geocoder, signedIn, { address: input.address, coordinates: input.coordinates });
  }
  const newEmail = input.email.toLowerCase();
  const pendingEmail = newEmail !== '' && newEmail !== current.email ? newEmail : null;
  if (pendingEmail) await requestEmailChange(pendingEmail);
  return { account: await getAccount(db, signedIn), pendingEmail };
}

const avatarPrefix = 'avatars/';

/**
 * Stores a new profile photo, checked and re-encoded like gallery photos (metadata stripped) at
 * thumbnail size, under a fresh key so the forever-cached old URL is never shown in its place.
 */
export async function saveAvatar(
  { db, storage, logger }: AccountDeps,
  sessionUser: SessionUser,
  file: File,
): Promise<string> {
  const { id } = sessionUser;
  checkUploadSize(file);
  const { thumb } = await encodeUpload(file);
  const key = `${avatarPrefix}${id}/${randomBytes(8).toString('hex')}.${thumb.extension}`;
  await storage.put(key, thumb.bytes, thumb.contentType);
  const [previous] = await db.select({ image: users.image }).from(users).where(eq(users.id, id));
  const image = fileUrl(key);
  await db.update(users).set({ image }).where(eq(users.id, id));
  const previousKey = previous?.image?.startsWith(fileUrl(avatarPrefix))
    ? previous.image.slice(fileUrl('').length)
    : null;
  // Best effort: a file left behind only costs space.
  if (previousKey)
    await storage
      .delete(previousKey)
      .catch((err: unknown) => logger.warn({ err }, 'could not remove an old profile photo'));
  return image;
}
