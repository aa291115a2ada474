import { queryOptions, useQuery } from '@tanstack/react-query';
import { myVerificationSchema, type MyVerification } from '@sudsy/domain/verification';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export const myVerificationQueryKey = ['verification'] as const;

/** The signed-in washer's verification: state, documents, insurance expiry, an operator's reason. */
export async function getMyVerification(): Promise<MyVerification> {
  return parseAnswer(myVerificationSchema, await apiFetch('/api/verification'));
}

export function myVerificationQueryOptions() {
  return queryOptions({ queryKey: myVerificationQueryKey, queryFn: getMyVerification });
}

export function useMyVerification() {
  return useQuery(myVerificationQueryOptions());
}
