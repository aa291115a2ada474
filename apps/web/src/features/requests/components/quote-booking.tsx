import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarCheckIcon } from 'lucide-react';
import { cancelAppointmentTexts, cancellationText, type Booking } from '@sudsy/domain/booking';
import { formatCents } from '@sudsy/domain/money';
import { formatTime12h } from '@sudsy/domain/time-slots';
import { AppointmentStatusBadge } from '@/components/appointment-status-badge';
import { CancelAppointmentDialog } from '@/components/cancel-appointment-dialog';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { formatPreferredTime } from '@/lib/request-dates';
import { useCancelAppointment } from '@/lib/cancel-appointment';
import { requestsQueryKeys } from '../api/requests-query-keys';

/** The appointment an accepted quote booked: when, with whom, the price, its status, a link to its page, and Cancel while scheduled. */
export function QuoteBooking({ booking, washerName }: { booking: Booking; washerName: string }) {
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelAppointment(requestsQueryKeys.all);
  return (
    <SectionCard
      id="booking-title"
      title="Your booking"
      icon={<CalendarCheckIcon />}
      description={`With ${washerName}`}
      action={<AppointmentStatusBadge status={booking.status} />}
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted-foreground">Date</dt>
          <dd className="font-medium">{formatPreferredTime(booking.date, null)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Time</dt>
          <dd className="font-medium">
            {formatTime12h(booking.start)} – {formatTime12h(booking.end)}
          </dd>
        </div>
        {booking.priceCents !== null ? (
          <div>
            <dt className="text-xs text-muted-foreground">Price</dt>
            <dd className="font-medium tabular-nums">{formatCents(booking.priceCents, { always2: true })}</dd>
          </div>
        ) : null}
      </dl>
      {booking.status === 'cancelled' ? (
        <p className="mt-4 text-sm text-muted-foreground">{cancellationText(booking)}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {/* Its page is where a new time is proposed or answered, the job completed and rated. */}
        <Button asChild variant="outline">
          <Link to={`/appointments/${booking.appointmentId}`}>View appointment</Link>
        </Button>
        {booking.status === 'scheduled' ? (
          <Button variant="outline" className="text-destructive" onClick={() => setCancelling(true)}>
            Cancel appointment
          </Button>
        ) : null}
      </div>
      <CancelAppointmentDialog
        appointmentId={booking.appointmentId}
        description={cancelAppointmentTexts.ownerDescription(washerName)}
        reasonRequired={false}
        askAboutRequest
        terms={booking}
        by="owner"
        cancel={cancel}
        open={cancelling}
        onOpenChange={setCancelling}
      />
    </SectionCard>
  );
}
