import { useQueryClient, type Query } from '@tanstack/react-query';
import type { Series } from '@sudsy/domain/repeat-series';
import { ApiError } from '@/lib/api-client';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** Everything but the session and this series: its washes' pages, the lists, dashboards and the schedule. */
function isOtherThanSeriesOrSession(seriesId: string) {
  const seriesKey = appointmentsQueryKeys.series(seriesId);
  return (query: Query) => {
    const key = query.queryKey;
    if (key[0] === 'session') return false;
    return !(key.length === seriesKey.length && seriesKey.every((part, index) => key[index] === part));
  };
}

/**
 * After a change to a series: the card shows the answer at once, and every read of its washes
 * (their statuses change with an accept, a skip or the end) reads again when next shown.
 */
export function useSeriesSaved() {
  const queryClient = useQueryClient();
  return (series: Series) => {
    queryClient.setQueryData(appointmentsQueryKeys.series(series.id), series);
    void queryClient.invalidateQueries({ predicate: isOtherThanSeriesOrSession(series.id) });
  };
}

/**
 * A 409 means the series changed meanwhile (the other side answered or ended it, a wash began):
 * the card and its washes read again.
 */
export function useSeriesRefused() {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 409)
      void queryClient.invalidateQueries({ queryKey: appointmentsQueryKeys.all });
  };
}
