import { useId, useState } from 'react';
import { CalendarCheckIcon } from 'lucide-react';
import { toast } from 'sonner';
import { bookingToasts, cancellationText, cancelReasonMaxLength, type Booking } from '@sudsy/domain/booking';
import { formatCents } from '@sudsy/domain/money';
import { formatScheduleTime } from '@sudsy/domain/schedule-rules';
import { AppointmentStatusBadge } from '@/components/appointment-status-badge';
import { PendingLabel } from '@/components/pending-label';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/error-message';
import { formatPreferredTime } from '@/lib/request-dates';
import { useCancelAppointment } from '../api/cancel-appointment';

/** The appointment an accepted quote booked: when, with whom, the price, its status, and Cancel while scheduled. */
export function QuoteBooking({ booking, washerName }: { booking: Booking; washerName: string }) {
  const [cancelling, setCancelling] = useState(false);
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
            {formatScheduleTime(booking.start)} – {formatScheduleTime(booking.end)}
          </dd>
        </div>
        {booking.priceCents !== null ? (
          <div>
            <dt className="text-xs text-muted-foreground">Price</dt>
            <dd className="font-medium tabular-nums">{formatCents(booking.priceCents, { always2: true })}</dd>
          </div>
        ) : null}
      </dl>
      {booking.status === 'cancelled' ? <p className="mt-4 text-sm text-muted-foreground">{cancellationText(booking)}</p> : null}
      {booking.status === 'scheduled' ? (
        <Button variant="outline" className="mt-4 text-destructive" onClick={() => setCancelling(true)}>
          Cancel appointment
        </Button>
      ) : null}
      <CancelDialog appointmentId={booking.appointmentId} washerName={washerName} open={cancelling} onOpenChange={setCancelling} />
    </SectionCard>
  );
}

function CancelDialog({ appointmentId, washerName, open, onOpenChange }: { appointmentId: string; washerName: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const cancel = useCancelAppointment();

  const submit = async () => {
    try {
      await cancel.mutateAsync({ appointmentId, reason });
      toast.success(bookingToasts.appointmentCancelled.title, { description: bookingToasts.appointmentCancelled.description });
      onOpenChange(false);
    } catch (error) {
      toast.error('Could not cancel the appointment', { description: serverMessage(error) ?? 'Please try again.' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel appointment</DialogTitle>
          <DialogDescription>{washerName} will be told by email. The request is cancelled with it.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>Reason (optional)</Label>
            <Textarea id={reasonId} value={reason} maxLength={cancelReasonMaxLength} onChange={(event) => setReason(event.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Keep appointment
            </Button>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              <PendingLabel pending={cancel.isPending} idle="Cancel appointment" busy="Cancelling..." />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
