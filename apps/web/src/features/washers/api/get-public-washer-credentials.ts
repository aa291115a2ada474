import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicCredentialsSchema, type PublicCredentials } from '@sudsy/domain/washer-credentials';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** A washer's skills and certifications; the insurance number only for the washer and customers who booked them. */
export async function getPublicWasherCredentials(id: string): Promise<PublicCredentials> {
  return parseAnswer(publicCredentialsSchema, await apiFetch(`/api/washers/${encodeURIComponent(id)}/credentials`));
}

export function publicWasherCredentialsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['washers', id, 'credentials'] as const,
    queryFn: () => getPublicWasherCredentials(id),
  });
}

export function usePublicWasherCredentials(id: string) {
  return useQuery(publicWasherCredentialsQueryOptions(id));
}
