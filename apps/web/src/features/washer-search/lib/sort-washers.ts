import { compareDistance, type WasherSearchResult } from '@sudsy/domain/washer-search';

export const sortOptions = [
  { value: 'closest', label: 'Closest First' },
  { value: 'experience', label: 'Most Experienced' },
  { value: 'earliest', label: 'Earliest Available' },
] as const;
export type SortOrder = (typeof sortOptions)[number]['value'];

export function isSortOrder(value: string): value is SortOrder {
  return sortOptions.some((option) => option.value === value);
}

type Comparison = (a: WasherSearchResult, b: WasherSearchResult) => number;

const byDistance: Comparison = (a, b) => compareDistance(a.distanceMiles, b.distanceMiles);
const byExperience: Comparison = (a, b) => b.experienceYears - a.experienceYears;
/** ISO instants of one format sort as text; washers with no free time come last. */
const byFreeStart: Comparison = (a, b) => {
  if (a.nextFreeStart === null || b.nextFreeStart === null)
    return (a.nextFreeStart === null ? 1 : 0) - (b.nextFreeStart === null ? 1 : 0);
  return a.nextFreeStart.localeCompare(b.nextFreeStart);
};

const orders: Record<SortOrder, [Comparison, Comparison]> = {
  closest: [byDistance, byExperience],
  experience: [byExperience, byDistance],
  earliest: [byFreeStart, byDistance],
};

/**
 * Closest First: nearest first, washers without a distance last. Most Experienced: most years
 * first. Earliest Available: the earliest free start first, washers with none last. Ties fall back
 * on a second order, then on the name, so the grid never shuffles.
 */
export function sortWashers(washers: readonly WasherSearchResult[], order: SortOrder): WasherSearchResult[] {
  const [first, second] = orders[order];
  return [...washers].sort((a, b) => first(a, b) || second(a, b) || a.businessName.localeCompare(b.businessName));
}
