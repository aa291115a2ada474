import { queryOptions, useQuery } from '@tanstack/react-query';
import { washerAgendaSchema, type WasherAgenda } from '@sudsy/domain/washer-agenda';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The washer's next job and what waits for their answer, which the dashboard leads with. */
export async function getWasherAgenda(): Promise<WasherAgenda> {
  return parseAnswer(washerAgendaSchema, await apiFetch('/api/washer-dashboard/agenda'));
}

/** Read again when a booking changes elsewhere (the live stream), as the schedule is. */
export const washerAgendaQueryKey = ['washer-dashboard', 'agenda'] as const;

export function washerAgendaQueryOptions() {
  return queryOptions({ queryKey: washerAgendaQueryKey, queryFn: getWasherAgenda });
}

export function useWasherAgenda() {
  return useQuery(washerAgendaQueryOptions());
}
