import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { appointmentListSchema } from '@sudsy/domain/appointment';
import type { AppointmentStatus } from '@sudsy/domain/schedule-rules';
import { apiFetch } from '@/lib/api-client';
import { cursorPages } from '@/lib/cursor-pages';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** A page of one tab of the signed-in user's appointments, after `cursor`, with every tab's count. */
export async function getAppointments(status: AppointmentStatus, cursor: string | null) {
  const query = new URLSearchParams({ status, ...(cursor ? { cursor } : {}) });
  return parseAnswer(appointmentListSchema, await apiFetch(`/api/appointments?${query}`));
}

export function appointmentsQueryOptions(status: AppointmentStatus) {
  return infiniteQueryOptions({
    queryKey: appointmentsQueryKeys.tab(status),
    queryFn: ({ pageParam }) => getAppointments(status, pageParam),
    ...cursorPages,
    // While another tab loads, the counts of the one before stay in the tab labels.
    placeholderData: keepPreviousData,
  });
}

/** The pages of one tab loaded so far; `fetchNextPage` loads the next while `hasNextPage`. */
export function useAppointments(status: AppointmentStatus) {
  return useInfiniteQuery(appointmentsQueryOptions(status));
}
