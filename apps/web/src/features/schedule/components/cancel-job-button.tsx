import { useState } from 'react';
import { BanIcon } from 'lucide-react';
import { cancelAppointmentTexts } from '@sudsy/domain/booking';
import { CancelAppointmentDialog } from '@/components/cancel-appointment-dialog';
import { Button } from '@/components/ui/button';
import { useCancelAppointment } from '@/lib/cancel-appointment';
import { useBookingTerms } from '../api/get-booking-terms';
import { scheduleQueryKeys } from '../api/schedule-query-keys';

/**
 * Cancel from the schedule, as from the job's page: the dialog states the booking's terms (read when
 * asked) and the washer says why; the job then leaves Today and Upcoming.
 */
export function CancelJobButton({ appointmentId, ownerName }: { appointmentId: string; ownerName: string }) {
  const [asked, setAsked] = useState(false);
  const terms = useBookingTerms(appointmentId, asked);
  const cancel = useCancelAppointment(scheduleQueryKeys.all);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="w-fit text-destructive hover:bg-destructive/10 hover:text-destructive"
        aria-label={`Cancel the appointment with ${ownerName}`}
        disabled={asked && terms.isFetching}
        onClick={() => {
          if (terms.isError) void terms.refetch();
          setAsked(true);
        }}
      >
        <BanIcon aria-hidden />
        Cancel
      </Button>
      {asked && terms.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load the booking&apos;s terms. Check your connection and try again.
        </p>
      ) : null}
      {terms.data ? (
        <CancelAppointmentDialog
          appointmentId={appointmentId}
          description={cancelAppointmentTexts.washerDescription(ownerName)}
          reasonRequired
          terms={terms.data}
          by="washer"
          cancel={cancel}
          open={asked}
          onOpenChange={setAsked}
        />
      ) : null}
    </>
  );
}
