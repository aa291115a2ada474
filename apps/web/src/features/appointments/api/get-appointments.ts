import { queryOptions, useQuery } from '@tanstack/react-query';
import { appointmentListSchema, type AppointmentListItem } from '@sudsy/domain/appointment';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** The signed-in user's appointments: a washer's jobs or an owner's bookings, latest date first. */
export async function getAppointments(): Promise<AppointmentListItem[]> {
  return parseAnswer(appointmentListSchema, await apiFetch('/api/appointments')).appointments;
}

export function appointmentsQueryOptions() {
  return queryOptions({ queryKey: appointmentsQueryKeys.list, queryFn: getAppointments });
}

export function useAppointments() {
  return useQuery(appointmentsQueryOptions());
}
