import { queryOptions, useQuery } from '@tanstack/react-query';
import { workingHoursSchema, type WorkingHours } from '@sudsy/domain/schedule-schemas';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { scheduleQueryKeys } from './schedule-query-keys';

export async function getWorkingHours(): Promise<WorkingHours> {
  return parseAnswer(workingHoursSchema, await apiFetch('/api/schedule/working-hours'));
}

export function workingHoursQueryOptions() {
  return queryOptions({ queryKey: scheduleQueryKeys.workingHours, queryFn: getWorkingHours });
}

export function useWorkingHours() {
  return useQuery(workingHoursQueryOptions());
}
