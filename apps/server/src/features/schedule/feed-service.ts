import { eq } from 'drizzle-orm';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { ensureSchedule, newFeedSecret } from './hours-service';
import { washerSchedules } from './schema';

// The washer's private calendar feed URL. The feed itself (appointments and blocked time) is
// drawn by the appointments feature, which reads both.

function calendarFeedUrl(publicUrl: string, secret: string): string {
  return `${publicUrl}/api/calendar/${secret}.ics`;
}

export async function getCalendarFeed(
  db: Db,
  washer: Washer,
  publicUrl: string,
  timeZone?: string,
): Promise<{ url: string }> {
  const row = await ensureSchedule(db, washer.id, timeZone);
  return { url: calendarFeedUrl(publicUrl, row.calendarFeedSecret) };
}

/** A new secret: the old feed URL stops working at once. */
export async function regenerateCalendarFeed(db: Db, washer: Washer, publicUrl: string): Promise<{ url: string }> {
  return db.transaction(async (tx) => {
    await ensureSchedule(tx, washer.id, undefined);
    const [row] = await tx
      .update(washerSchedules)
      .set({ calendarFeedSecret: newFeedSecret() })
      .where(eq(washerSchedules.washerId, washer.id))
      .returning();
    if (!row) throw new Error(`schedule of ${washer.id} vanished during update`);
    return { url: calendarFeedUrl(publicUrl, row.calendarFeedSecret) };
  });
}
