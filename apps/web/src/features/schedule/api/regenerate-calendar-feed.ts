import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedSchema, type CalendarFeed } from '@sudsy/domain/schedule-schemas';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { scheduleQueryKeys } from './schedule-query-keys';

/** A new private feed URL; the old one stops working. */
export async function regenerateCalendarFeed(): Promise<CalendarFeed> {
  return parseAnswer(calendarFeedSchema, await apiFetch('/api/schedule/calendar-feed/regenerate', { method: 'POST' }));
}

export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(scheduleQueryKeys.calendarFeed, feed),
  });
}
