import { useMutation } from '@tanstack/react-query';
import { seriesResponseSchema, type Series } from '@sudsy/domain/repeat-series';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { useSeriesRefused, useSeriesSaved } from './use-series-saved';

/** Either side ends the series: the washes still to come after the first booking are cancelled. */
export async function endSeries(id: string): Promise<Series> {
  const body = await apiFetch(`/api/series/${encodeURIComponent(id)}/end`, { method: 'POST' });
  return parseAnswer(seriesResponseSchema, body).series;
}

export function useEndSeries(id: string) {
  const saved = useSeriesSaved();
  const refused = useSeriesRefused();
  return useMutation({ mutationFn: () => endSeries(id), onSuccess: saved, onError: refused });
}
