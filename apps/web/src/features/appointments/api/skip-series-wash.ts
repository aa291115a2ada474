import { useMutation } from '@tanstack/react-query';
import { seriesResponseSchema, type Series } from '@sudsy/domain/repeat-series';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { useSeriesRefused, useSeriesSaved } from './use-series-saved';

/** Either side skips one booked wash still to come: it is cancelled, the rest of the series stands. */
export async function skipSeriesWash(id: string, appointmentId: string): Promise<Series> {
  const body = await apiFetch(`/api/series/${encodeURIComponent(id)}/skip`, {
    method: 'POST',
    json: { appointmentId },
  });
  return parseAnswer(seriesResponseSchema, body).series;
}

export function useSkipSeriesWash(id: string) {
  const saved = useSeriesSaved();
  const refused = useSeriesRefused();
  return useMutation({
    mutationFn: (appointmentId: string) => skipSeriesWash(id, appointmentId),
    onSuccess: saved,
    onError: refused,
  });
}
