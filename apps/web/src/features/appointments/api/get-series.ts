import { queryOptions, useQuery } from '@tanstack/react-query';
import { seriesResponseSchema, type Series } from '@sudsy/domain/repeat-series';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** A repeat series with each of its washes, for its owner or washer; 404 when it is not theirs. */
export async function getSeries(id: string): Promise<Series> {
  return parseAnswer(seriesResponseSchema, await apiFetch(`/api/series/${encodeURIComponent(id)}`)).series;
}

export function seriesQueryOptions(id: string) {
  return queryOptions({ queryKey: appointmentsQueryKeys.series(id), queryFn: () => getSeries(id) });
}

export function useSeries(id: string) {
  return useQuery(seriesQueryOptions(id));
}
