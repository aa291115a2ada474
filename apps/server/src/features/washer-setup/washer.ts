import { eq } from 'drizzle-orm';
import { emailNotVerifiedCode, galleryMessages } from '@sudsy/domain/gallery';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { user as users } from '../../auth/schema';
import { AppError } from '../../http/app-error';

/** Uploads need a confirmed email (docs/product.md, "Washer profile and setup"); read from the row, as the session copy may predate the confirmation. */
export async function requireVerifiedEmail(db: Db, washer: Washer): Promise<void> {
  const [row] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, washer.id));
  if (!row?.verified) throw new AppError(403, emailNotVerifiedCode, galleryMessages.verifyBeforeUpload);
}
