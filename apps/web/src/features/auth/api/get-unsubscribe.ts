import { queryOptions, useQuery } from '@tanstack/react-query';
import { unsubscribeResponseSchema, type UnsubscribeResponse } from '@sudsy/domain/campaigns';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export const unsubscribePath = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;
export const unsubscribeQueryKey = (token: string) => ['unsubscribe', token] as const;

/** What a campaign mail's unsubscribe link is about: the topic, the address (masked), whether it is on. */
export async function getUnsubscribe(token: string): Promise<UnsubscribeResponse> {
  return parseAnswer(unsubscribeResponseSchema, await apiFetch(unsubscribePath(token)));
}

export function unsubscribeQueryOptions(token: string) {
  // A refused link stays refused: asking again would only repeat the 404.
  return queryOptions({ queryKey: unsubscribeQueryKey(token), queryFn: () => getUnsubscribe(token), retry: false });
}

export function useUnsubscribeState(token: string) {
  return useQuery(unsubscribeQueryOptions(token));
}
