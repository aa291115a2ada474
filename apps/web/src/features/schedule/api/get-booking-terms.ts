import { queryOptions, useQuery } from '@tanstack/react-query';
import { appointmentDetailResponseSchema, type AppointmentDetail } from '@sudsy/domain/appointment';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { scheduleQueryKeys } from './schedule-query-keys';

export type BookingTerms = Pick<AppointmentDetail, 'startsAt' | 'cancellationNoticeHours' | 'timeZone'>;

/** The terms a job keeps from its booking, which the schedule's cancel dialog states before cancelling. */
export async function getBookingTerms(appointmentId: string): Promise<BookingTerms> {
  const { appointment } = parseAnswer(
    appointmentDetailResponseSchema,
    await apiFetch(`/api/appointments/${encodeURIComponent(appointmentId)}`),
  );
  return {
    startsAt: appointment.startsAt,
    cancellationNoticeHours: appointment.cancellationNoticeHours,
    timeZone: appointment.timeZone,
  };
}

/** Read only when the washer asks to cancel, so the schedule's list stays one request. */
export function useBookingTerms(appointmentId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: scheduleQueryKeys.bookingTerms(appointmentId),
      queryFn: () => getBookingTerms(appointmentId),
      enabled,
    }),
  );
}
