import { useMutation } from '@tanstack/react-query';
import { seriesResponseSchema, type Series } from '@sudsy/domain/repeat-series';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { useSeriesRefused, useSeriesSaved } from './use-series-saved';

/** The washer declines a pending series: every wash in it is cancelled, the first booking too. */
export async function declineSeries(id: string): Promise<Series> {
  const body = await apiFetch(`/api/series/${encodeURIComponent(id)}/decline`, { method: 'POST' });
  return parseAnswer(seriesResponseSchema, body).series;
}

export function useDeclineSeries(id: string) {
  const saved = useSeriesSaved();
  const refused = useSeriesRefused();
  return useMutation({ mutationFn: () => declineSeries(id), onSuccess: saved, onError: refused });
}
