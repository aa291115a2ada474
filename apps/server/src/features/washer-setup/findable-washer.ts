import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { user } from '../../auth/schema';
import { textArray } from '../../db/earth-distance';
import { washerProfiles as profiles } from './schema';

/** A washer who can be found at all, whatever they offer: a confirmed email and a saved address. */
export const findableWasher = and(
  eq(user.role, 'washer'),
  eq(user.emailVerified, true),
  ne(profiles.address, ''),
) as SQL;

/**
 * Who can be found and asked (docs/product.md, "Finding washers"): a findable washer with at least
 * one of `serviceIds` among the services offered (&&, on its GIN index). The search and the request
 * form's matching both use it, so both reach the same washers.
 */
export function searchableWasher(serviceIds: readonly string[]): SQL {
  return and(findableWasher, sql`${profiles.selectedServices} && ${textArray(serviceIds)}`) as SQL;
}
