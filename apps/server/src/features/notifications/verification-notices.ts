import { eq } from 'drizzle-orm';
import type { EventOf } from '@sudsy/domain/events';
import { verificationNoticeTexts } from '@sudsy/domain/verification';
import type { Db } from '../../db/client';
import { washerVerifications } from '../verification/schema';
import type { Tell } from './notice-teller';
import { recipientsOf } from './recipients';

// An operator's decision on a washer's documents, and an insurance that expired (docs/product.md,
// "Washer verification"): the washer hears it by mail and in the bell, as of any operator decision.
const channels = { email: 'moderation', bell: 'moderation' } as const;
const path = '/profile?tab=skills';

export async function verificationDecided(
  db: Db,
  tell: Tell,
  { washerId, decision }: EventOf<'verification-decided'>,
): Promise<void> {
  const [row] = await db.select().from(washerVerifications).where(eq(washerVerifications.washerId, washerId));
  const washer = (await recipientsOf(db, [washerId])).get(washerId);
  if (!row || !washer) return;
  if (decision === 'approved')
    await tell(washer, channels, {
      subject: verificationNoticeTexts.approvedSubject,
      intro: verificationNoticeTexts.approvedIntro(row.insuranceExpiresOn ?? ''),
      details: [],
      action: verificationNoticeTexts.action,
      path,
    });
  else
    await tell(washer, channels, {
      subject: verificationNoticeTexts.rejectedSubject,
      intro: verificationNoticeTexts.rejectedIntro(row.reason ?? ''),
      details: [],
      action: verificationNoticeTexts.action,
      path,
    });
}

export async function verificationExpired(
  db: Db,
  tell: Tell,
  { washerId }: EventOf<'verification-expired'>,
): Promise<void> {
  const washer = (await recipientsOf(db, [washerId])).get(washerId);
  if (!washer) return;
  await tell(washer, channels, {
    subject: verificationNoticeTexts.expiredSubject,
    intro: verificationNoticeTexts.expiredIntro,
    details: [],
    action: verificationNoticeTexts.action,
    path,
  });
}
