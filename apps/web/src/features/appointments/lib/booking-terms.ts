import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { bookingTermsText } from '@sudsy/domain/cancellation-policy';

/** The booking's cancellation terms as its page says them: the deadline, or none for a booking made inside the notice. */
export function bookingTermsOf(
  appointment: Pick<AppointmentDetail, 'startsAt' | 'cancellationNoticeHours' | 'timeZone' | 'bookedAt'>,
  now = new Date(),
): string {
  return bookingTermsText(
    new Date(appointment.startsAt),
    {
      noticeHours: appointment.cancellationNoticeHours,
      timeZone: appointment.timeZone,
      bookedAt: new Date(appointment.bookedAt),
    },
    now,
  );
}
