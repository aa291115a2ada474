import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workingHoursSchema, type WorkingHours } from '@sudsy/domain/schedule-schemas';
import type { WeeklyAvailability } from '@sudsy/domain/time-slots';
import { apiFetch } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { parseAnswer } from '@/lib/parse-answer';
import { scheduleQueryKeys } from './schedule-query-keys';

export async function saveWorkingHours(hours: WeeklyAvailability): Promise<WorkingHours> {
  const body = await apiFetch('/api/schedule/working-hours', {
    method: 'PUT',
    json: { hours, timeZone: browserTimeZone() },
  });
  return parseAnswer(workingHoursSchema, body);
}

export function useSaveWorkingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkingHours,
    onSuccess: async (saved) => {
      queryClient.setQueryData(scheduleQueryKeys.workingHours, saved);
      // The first save may set the washer's zone, which decides 'today' for the other answers.
      await queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.all });
    },
  });
}
