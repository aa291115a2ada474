import { useMutation } from '@tanstack/react-query';
import { acceptSeriesSchema, seriesResponseSchema, type AcceptSeries, type Series } from '@sudsy/domain/repeat-series';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { useSeriesRefused, useSeriesSaved } from './use-series-saved';

/** The washer accepts a pending series once, less the washes they decline: the rest is booked. */
export async function acceptSeries(id: string, review: AcceptSeries): Promise<Series> {
  const body = await apiFetch(`/api/series/${encodeURIComponent(id)}/accept`, {
    method: 'POST',
    json: acceptSeriesSchema.parse(review),
  });
  return parseAnswer(seriesResponseSchema, body).series;
}

export function useAcceptSeries(id: string) {
  const saved = useSeriesSaved();
  const refused = useSeriesRefused();
  return useMutation({
    mutationFn: (review: AcceptSeries) => acceptSeries(id, review),
    onSuccess: saved,
    onError: refused,
  });
}
