import { eq } from 'drizzle-orm';
import { emailNotVerifiedCode, galleryMessages } from '@sudsy/domain/gallery';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { user as users } from '../../db/schema';
import { AppError, forbidden, unauthorized } from '../../http/app-error';

export type Washer = SessionUser & { role: 'washer' };

/** Every provider-setup operation is the signed-in washer's own: 401 signed out, 403 for owners. */
export function requireWasher(user: SessionUser | null): Washer {
  if (!user) throw unauthorized();
  if (user.role !== 'washer') throw forbidden();
  return user as Washer;
}

/** Uploads need a confirmed email (seed 001 §5); read from the row, as the session copy may predate the confirmation. */
export async function requireVerifiedEmail(db: Db, washer: Washer): Promise<void> {
  const [row] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, washer.id));
  if (!row?.verified) throw new AppError(403, emailNotVerifiedCode, galleryMessages.verifyBeforeUpload);
}
