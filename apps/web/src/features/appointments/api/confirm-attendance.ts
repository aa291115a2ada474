import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendanceResponseSchema, type AttendanceResponse } from '@sudsy/domain/reminders';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';
import { attendancePath } from './get-attendance';

/** The owner's "I'll be there"; saying it again changes nothing. */
export async function confirmAttendance(appointmentId: string): Promise<AttendanceResponse['attendance']> {
  return parseAnswer(attendanceResponseSchema, await apiFetch(attendancePath(appointmentId), { method: 'POST' }))
    .attendance;
}

export function useConfirmAttendance(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmAttendance(appointmentId),
    onSuccess: (attendance) => queryClient.setQueryData(appointmentsQueryKeys.attendance(appointmentId), attendance),
  });
}
