import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceResponseSchema, type AttendanceResponse } from '@sudsy/domain/reminders';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

export const attendancePath = (appointmentId: string) =>
  `/api/appointments/${encodeURIComponent(appointmentId)}/attendance`;

/** Whether the owner said they'll be there for the job's current start. */
export async function getAttendance(appointmentId: string): Promise<AttendanceResponse['attendance']> {
  return parseAnswer(attendanceResponseSchema, await apiFetch(attendancePath(appointmentId))).attendance;
}

export function attendanceQueryOptions(appointmentId: string) {
  return queryOptions({
    queryKey: appointmentsQueryKeys.attendance(appointmentId),
    queryFn: () => getAttendance(appointmentId),
  });
}

export function useAttendance(appointmentId: string, enabled: boolean) {
  return useQuery({ ...attendanceQueryOptions(appointmentId), enabled });
}
