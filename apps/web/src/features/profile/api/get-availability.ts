import { queryOptions, useQuery } from '@tanstack/react-query';
import { workingHoursSchema, type WorkingHours } from '@sudsy/domain/schedule-schemas';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The schedule page caches the same answer under this key, so a change there shows here at once. */
const availabilityQueryKey = ['schedule', 'working-hours'] as const;

/** The washer's weekly working hours, as the schedule keeps them. */
export async function getAvailability(): Promise<WorkingHours> {
  return parseAnswer(workingHoursSchema, await apiFetch('/api/schedule/working-hours'));
}

export function availabilityQueryOptions() {
  return queryOptions({ queryKey: availabilityQueryKey, queryFn: getAvailability });
}

export function useAvailability() {
  return useQuery(availabilityQueryOptions());
}
