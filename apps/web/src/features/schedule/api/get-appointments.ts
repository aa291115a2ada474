import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleAppointmentsSchema, type ScheduleAppointments } from '@sudsy/domain/schedule-schemas';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { scheduleQueryKeys } from './schedule-query-keys';

/** The washer's appointments of today and later, with today's date in their time zone. */
export async function getAppointments(): Promise<ScheduleAppointments> {
  return parseAnswer(scheduleAppointmentsSchema, await apiFetch('/api/schedule/appointments'));
}

export function appointmentsQueryOptions() {
  return queryOptions({ queryKey: scheduleQueryKeys.appointments, queryFn: getAppointments });
}

export function useAppointments() {
  return useQuery(appointmentsQueryOptions());
}
