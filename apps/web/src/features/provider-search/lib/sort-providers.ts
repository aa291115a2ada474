import { compareDistance, type WasherSearchResult } from '@sudsy/domain/washer-search';

export const sortOptions = [
  { value: 'closest', label: 'Closest First' },
  { value: 'experience', label: 'Most Experienced' },
] as const;
export type SortOrder = (typeof sortOptions)[number]['value'];

export function isSortOrder(value: string): value is SortOrder {
  return sortOptions.some((option) => option.value === value);
}

/**
 * Closest First: nearest first, washers without a distance last. Most Experienced: most years
 * first. Ties fall back on the other order, then on the name, so the grid never shuffles.
 */
export function sortProviders(providers: readonly WasherSearchResult[], order: SortOrder): WasherSearchResult[] {
  const byDistance = (a: WasherSearchResult, b: WasherSearchResult) =>
    compareDistance(a.distanceMiles, b.distanceMiles);
  const byExperience = (a: WasherSearchResult, b: WasherSearchResult) => b.experienceYears - a.experienceYears;
  const [first, second] = order === 'closest' ? [byDistance, byExperience] : [byExperience, byDistance];
  return [...providers].sort((a, b) => first(a, b) || second(a, b) || a.businessName.localeCompare(b.businessName));
}
