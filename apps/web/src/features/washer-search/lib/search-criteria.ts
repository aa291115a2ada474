import { format } from 'date-fns';
import { requestMessages } from '@sudsy/domain/quote-request';
import type { SearchCriteria } from '@/lib/search-params';

/** Today in the browser's zone, the first date the search may ask for. */
export function todayIso(): string {
  return format(new Date(), 'yyyy-MM-dd');
}

/** The criteria alone, out of anything that carries them (the wizard's query string). */
export function criteriaOf({
  serviceIds,
  date,
  timeWindow,
  address,
  maxMiles,
  verifiedOnly,
}: SearchCriteria): SearchCriteria {
  return { serviceIds, date, timeWindow, address, maxMiles, verifiedOnly: Boolean(verifiedOnly) };
}

/** Why these criteria cannot be searched yet, or null when they can. */
export function missingCriterion(criteria: SearchCriteria): string | null {
  if (criteria.serviceIds.length === 0) return requestMessages.noServices;
  if (criteria.address.trim() === '') return requestMessages.addressRequired;
  return null;
}

export function canSearch(criteria: SearchCriteria): boolean {
  return missingCriterion(criteria) === null;
}
