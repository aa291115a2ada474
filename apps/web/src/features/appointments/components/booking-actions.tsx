import { useState } from 'react';
import { BanIcon, CalendarPlusIcon } from 'lucide-react';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { cancelAppointmentTexts } from '@sudsy/domain/booking';
import { bookingPageTexts } from '@sudsy/domain/booking-page';
import { CancelAppointmentDialog } from '@/components/cancel-appointment-dialog';
import { MessageButton } from '@/components/message-link';
import { Button } from '@/components/ui/button';
import { useCancelAppointment } from '@/lib/cancel-appointment';
import { bookingTermsOf } from '../lib/booking-terms';
import { appointmentsQueryKeys } from '../api/appointments-query-keys';

/**
 * What either side does with a booking from its page (docs/product.md, "The booking page"): put it
 * in a calendar, write to the other side, and, while it is ahead, cancel it with the deadline said.
 */
export function BookingActions({ appointment, isWasher }: { appointment: AppointmentDetail; isWasher: boolean }) {
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelAppointment(appointmentsQueryKeys.all);
  const other = isWasher
    ? { id: appointment.ownerId, name: appointment.ownerName }
    : { id: appointment.washer.id, name: appointment.washer.name };
  const scheduled = appointment.status === 'scheduled';

  return (
    <div className="grid gap-2">
      <div role="group" aria-label={bookingPageTexts.actionsLabel} className="flex flex-wrap gap-2">
        {scheduled ? (
          <Button asChild variant="outline" size="sm">
            <a
              href={`/api/appointments/${encodeURIComponent(appointment.id)}/calendar.ics`}
              download="sudsy-appointment.ics"
              title={bookingPageTexts.addToCalendarHint}
            >
              <CalendarPlusIcon aria-hidden />
              {bookingPageTexts.addToCalendar}
            </a>
          </Button>
        ) : null}
        <MessageButton
          contactId={other.id}
          requestId={appointment.quoteRequestId ?? undefined}
          contactName={other.name}
          size="sm"
        />
        {scheduled ? (
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            aria-describedby="booking-cancel-terms"
            onClick={() => setCancelling(true)}
          >
            <BanIcon aria-hidden />
            {bookingPageTexts.cancel}
          </Button>
        ) : null}
      </div>
      {scheduled ? (
        <p id="booking-cancel-terms" className="text-sm text-muted-foreground">
          {bookingTermsOf(appointment)}
        </p>
      ) : null}
      {scheduled ? (
        <CancelAppointmentDialog
          appointmentId={appointment.id}
          description={
            isWasher
              ? cancelAppointmentTexts.washerDescription(appointment.ownerName)
              : cancelAppointmentTexts.ownerDescription(appointment.washer.name)
          }
          reasonRequired={isWasher}
          askAboutRequest={!isWasher && appointment.quoteRequestId !== null}
          terms={appointment}
          by={isWasher ? 'washer' : 'owner'}
          cancel={cancel}
          open={cancelling}
          onOpenChange={setCancelling}
        />
      ) : null}
    </div>
  );
}
