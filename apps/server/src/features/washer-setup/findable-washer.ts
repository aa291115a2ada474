import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { user } from '../../auth/schema';
import { textArray } from '../../db/earth-distance';
import { washerProfiles as profiles } from './schema';

/**
 * Who has a public page, on a query that joins washer_profiles (the saved profile) with user: a
 * washer with a confirmed email whose account is not suspended.
 */
export const hasPublicPage = and(
  eq(user.role, 'washer'),
  eq(user.emailVerified, true),
  isNull(user.suspendedAt),
) as SQL;

/** A washer who can be found at all, whatever they offer: a public page and a saved address. */
export const findableWasher = and(hasPublicPage, ne(profiles.address, '')) as SQL;

/**
 * Who can be found and asked (docs/product.md, "Finding washers"): a findable washer with at least
 * one of `serviceIds` among the services offered (&&, on its GIN index). The search and the request
 * form's matching both use it, so both reach the same washers.
 */
export function searchableWasher(serviceIds: readonly string[]): SQL {
  return and(findableWasher, sql`${profiles.selectedServices} && ${textArray(serviceIds)}`) as SQL;
}
