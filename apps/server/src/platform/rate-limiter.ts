import { createHash } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounter } from './schema';

export type Clock = () => Date;

export type RateLimitRule = { limit: number; windowSeconds: number };

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt under `key` and says whether it is within `rule`. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /**
   * Takes back one attempt counted under `key` in its current window: an attempt counted before its
   * outcome was known (so attempts at once cannot all slip under the limit) that turned out not to count.
   */
  forgive(key: string): Promise<void>;
};

/**
 * Fixed-window counters in the database, so every server instance counts the same attempts.
 * A window starts at the first attempt under a key and lasts `windowSeconds`; one upsert both
 * counts and, once the window has passed, starts the next, so concurrent hits never lose counts.
 */
export function createRateLimiter(db: Db, now: Clock = () => new Date()): RateLimiter {
  return {
    async hit(key, rule) {
      const at = now();
      const windowEnd = new Date(at.getTime() + rule.windowSeconds * 1000);
      const current = sql`${rateLimitCounter.expiresAt} > ${at.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitCounter)
        .values({ key: hashKey(key), count: 1, expiresAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimitCounter.key,
          set: {
            count: sql`case when ${current} then ${rateLimitCounter.count} + 1 else 1 end`,
            expiresAt: sql`case when ${current} then ${rateLimitCounter.expiresAt} else excluded.expires_at end`,
          },
        })
        .returning({ count: rateLimitCounter.count, expiresAt: rateLimitCounter.expiresAt });
      if (!row) throw new Error('rate limit upsert returned no row');
      // A fresh window is the moment to sweep counters whose windows have passed; they count nothing.
      if (row.count === 1) await db.delete(rateLimitCounter).where(lte(rateLimitCounter.expiresAt, at));
      if (row.count <= rule.limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((row.expiresAt.getTime() - at.getTime()) / 1000)),
      };
    },
    async forgive(key) {
      await db
        .update(rateLimitCounter)
        .set({ count: sql`greatest(${rateLimitCounter.count} - 1, 0)` })
        .where(and(eq(rateLimitCounter.key, hashKey(key)), gt(rateLimitCounter.expiresAt, now())));
    },
  };
}

// Keys carry email addresses; only their hashes are stored.
function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
