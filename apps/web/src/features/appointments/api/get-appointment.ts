import { queryOptions, useQuery } from '@tanstack/react-query';
import { appointmentDetailResponseSchema, type AppointmentDetail } from '@sudsy/domain/appointment';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** One appointment of the signed-in washer or owner; 404 when it is not theirs. */
export async function getAppointment(id: string): Promise<AppointmentDetail> {
  return parseAnswer(appointmentDetailResponseSchema, await apiFetch(`/api/appointments/${encodeURIComponent(id)}`))
    .appointment;
}

export function appointmentQueryOptions(id: string) {
  return queryOptions({ queryKey: appointmentsQueryKeys.detail(id), queryFn: () => getAppointment(id) });
}

export function useAppointment(id: string) {
  return useQuery(appointmentQueryOptions(id));
}
