import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../db/client';
import { idPrefixes, type LocalObject, type LocalObjectOf, type LocalObjectType } from './local-objects';
import { localPaymentIdempotencyKeys, localPaymentObjects } from './schema';

/** What the local provider's writes run in: one transaction per call. */
export type LocalTx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

const idAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function randomText(length: number): string {
  return Array.from({ length }, () => idAlphabet[randomInt(idAlphabet.length)]).join('');
}

/** An id as Stripe writes them: its prefix, an underscore, 24 letters and digits. */
export function newId(type: LocalObjectType | 'event'): string {
  return `${type === 'event' ? 'evt' : idPrefixes[type]}_${randomText(24)}`;
}

export function newClientSecret(id: string): string {
  return `${id}_secret_${randomText(25)}`;
}

/** Unix seconds, as Stripe's `created` fields count. */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Refusals carry Stripe's own error classes and codes, so callers handle both providers alike. */
export function invalidRequest(message: string, code?: string): Stripe.errors.StripeInvalidRequestError {
  return new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', message, code });
}

export async function insertObject(tx: LocalTx, object: LocalObject): Promise<void> {
  await tx.insert(localPaymentObjects).values({ id: object.id, type: object.object, data: object });
}

export async function saveObject(tx: LocalTx, object: LocalObject): Promise<void> {
  await tx.update(localPaymentObjects).set({ data: object }).where(eq(localPaymentObjects.id, object.id));
}

/** The object of that kind, locked until the transaction ends; Stripe's `resource_missing` when absent. */
export async function readObject<T extends LocalObjectType>(
  tx: LocalTx,
  type: T,
  id: string,
): Promise<LocalObjectOf<T>> {
  const [row] = await tx
    .select({ type: localPaymentObjects.type, data: localPaymentObjects.data })
    .from(localPaymentObjects)
    .where(eq(localPaymentObjects.id, id))
    .for('update');
  if (!row || row.type !== type) throw invalidRequest(`No such ${type}: '${id}'`, 'resource_missing');
  return row.data as LocalObjectOf<T>;
}

/** The newest objects of a kind first. */
export async function listObjects<T extends LocalObjectType>(
  db: Pick<Db, 'select'>,
  type: T,
  limit: number,
): Promise<LocalObjectOf<T>[]> {
  const rows = await db
    .select({ data: localPaymentObjects.data })
    .from(localPaymentObjects)
    .where(eq(localPaymentObjects.type, type))
    .orderBy(desc(localPaymentObjects.createdAt))
    .limit(limit);
  return rows.map((row) => row.data as LocalObjectOf<T>);
}

/** The objects of a kind whose fields include `fields` (nested ones in part), as Stripe's filters find them; oldest first. */
export async function objectsWith<T extends LocalObjectType>(
  db: Pick<Db, 'select'>,
  type: T,
  fields: Partial<LocalObjectOf<T>>,
): Promise<LocalObjectOf<T>[]> {
  const rows = await db
    .select({ data: localPaymentObjects.data })
    .from(localPaymentObjects)
    .where(
      and(eq(localPaymentObjects.type, type), sql`${localPaymentObjects.data} @> ${JSON.stringify(fields)}::jsonb`),
    )
    .orderBy(asc(localPaymentObjects.createdAt));
  return rows.map((row) => row.data as LocalObjectOf<T>);
}

/**
 * Runs `work` in one transaction unless `key` was used before: then the first answer is given back
 * and nothing runs, as Stripe does. The same key with another operation or input is refused. A
 * call that fails keeps no answer, so it can be tried again with its key.
 */
export async function idempotent<T>(
  db: Db,
  key: string,
  request: { operation: string; input: unknown },
  work: (tx: LocalTx) => Promise<T>,
): Promise<T> {
  const fingerprint = JSON.stringify(request);
  return db.transaction(async (tx) => {
    // On PostgreSQL a concurrent call with the same key waits here for the first to commit.
    const [claimed] = await tx
      .insert(localPaymentIdempotencyKeys)
      .values({ key, request: fingerprint })
      .onConflictDoNothing()
      .returning({ key: localPaymentIdempotencyKeys.key });
    if (!claimed) {
      const [used] = await tx
        .select({ request: localPaymentIdempotencyKeys.request, response: localPaymentIdempotencyKeys.response })
        .from(localPaymentIdempotencyKeys)
        .where(eq(localPaymentIdempotencyKeys.key, key));
      if (used?.request !== fingerprint)
        throw new Stripe.errors.StripeIdempotencyError({
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      return used.response as T;
    }
    const answer = await work(tx);
    await tx
      .update(localPaymentIdempotencyKeys)
      .set({ response: answer ?? null })
      .where(eq(localPaymentIdempotencyKeys.key, key));
    return answer;
  });
}
