import { useMutation } from '@tanstack/react-query';
import { seriesResponseSchema, type Series } from '@sudsy/domain/repeat-series';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { useSeriesRefused, useSeriesSaved } from './use-series-saved';

/** The washer accepts a pending series once: every wash in it is booked. */
export async function acceptSeries(id: string): Promise<Series> {
  const body = await apiFetch(`/api/series/${encodeURIComponent(id)}/accept`, { method: 'POST' });
  return parseAnswer(seriesResponseSchema, body).series;
}

export function useAcceptSeries(id: string) {
  const saved = useSeriesSaved();
  const refused = useSeriesRefused();
  return useMutation({ mutationFn: () => acceptSeries(id), onSuccess: saved, onError: refused });
}
