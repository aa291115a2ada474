import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rateLimitCounter } from './schema';
import { openTestDatabase } from '../test/test-db';
import { createRateLimiter } from './rate-limiter';

let database: Database;
let now = new Date('2030-01-01T00:00:00Z');
const rule = { limit: 3, windowSeconds: 60 };
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('rate limiter', () => {
  it('allows `limit` hits per window, then says how long to wait', async () => {
    const limiter = createRateLimiter(database.db, () => now);
    for (let i = 0; i < 3; i += 1) expect(await limiter.hit('a', rule)).toEqual({ allowed: true });
    later(15);
    expect(await limiter.hit('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    later(44.5);
    expect(await limiter.hit('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    later(0.5);
    expect(await limiter.hit('a', rule)).toEqual({ allowed: true });
  });

  it('counts each key on its own', async () => {
    const limiter = createRateLimiter(database.db, () => now);
    for (let i = 0; i < 4; i += 1) await limiter.hit('busy', rule);
    expect(await limiter.hit('busy', rule)).toMatchObject({ allowed: false });
    expect(await limiter.hit('quiet', rule)).toEqual({ allowed: true });
  });

  it('loses no count when hits arrive at once, as from several server instances', async () => {
    const instances = [createRateLimiter(database.db, () => now), createRateLimiter(database.db, () => now)];
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => instances[i % 2]!.hit('crowd', rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });

  it('takes back one forgiven attempt; forgiving an uncounted key counts nothing', async () => {
    const limiter = createRateLimiter(database.db, () => now);
    for (let i = 0; i < 3; i += 1) await limiter.hit('forgiven', rule);
    await limiter.forgive('forgiven');
    expect(await limiter.hit('forgiven', rule)).toEqual({ allowed: true });
    expect(await limiter.hit('forgiven', rule)).toMatchObject({ allowed: false });
    await limiter.forgive('never-hit');
    expect(await limiter.hit('never-hit', rule)).toEqual({ allowed: true });
  });

  it('stores hashed keys only and sweeps windows that have passed', async () => {
    const limiter = createRateLimiter(database.db, () => now);
    await limiter.hit('auth:/sign-in/email:email:someone@example.com', rule);
    const keys = (await database.db.select().from(rateLimitCounter)).map((row) => row.key);
    expect(keys.join()).not.toContain('example.com');
    later(3600);
    await limiter.hit('fresh', rule);
    expect(await database.db.select().from(rateLimitCounter)).toHaveLength(1);
  });
});
