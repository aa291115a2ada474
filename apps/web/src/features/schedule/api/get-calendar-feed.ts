import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarFeedSchema, type CalendarFeed } from '@sudsy/domain/schedule-schemas';
import { apiFetch } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { parseAnswer } from '@/lib/parse-answer';
import { scheduleQueryKeys } from './schedule-query-keys';

export async function getCalendarFeed(): Promise<CalendarFeed> {
  const zone = browserTimeZone();
  const query = zone ? `?${new URLSearchParams({ timeZone: zone }).toString()}` : '';
  return parseAnswer(calendarFeedSchema, await apiFetch(`/api/schedule/calendar-feed${query}`));
}

export function calendarFeedQueryOptions() {
  // The URL changes only when the washer regenerates it here, which updates the cache itself.
  return queryOptions({ queryKey: scheduleQueryKeys.calendarFeed, queryFn: getCalendarFeed, staleTime: Infinity });
}

export function useCalendarFeed(enabled: boolean) {
  return useQuery({ ...calendarFeedQueryOptions(), enabled });
}
