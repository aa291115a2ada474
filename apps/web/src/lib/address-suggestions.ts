import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { addressSuggestionsSchema, type AddressSuggestion } from '@sudsy/domain/geo';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** US places matching what was typed: the washer's service centre, the owner's job address. */
export async function getAddressSuggestions(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const body = await apiFetch(`/api/geocode/suggest?q=${encodeURIComponent(query)}`, { signal });
  return parseAnswer(addressSuggestionsSchema, body).suggestions;
}

export function addressSuggestionsQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['geocode', 'suggest', query] as const,
    queryFn: ({ signal }) => getAddressSuggestions(query, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Suggestions for `query`; idle while it is null (too short, or the list is closed). */
export function useAddressSuggestions(query: string | null) {
  return useQuery({
    ...addressSuggestionsQueryOptions(query ?? ''),
    enabled: query !== null,
    // The list keeps the last answer while the next one loads, so it does not flicker per key.
    placeholderData: keepPreviousData,
  });
}
