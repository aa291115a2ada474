import { NavigationIcon } from 'lucide-react';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { jobDayTexts } from '@sudsy/domain/job-day';
import { SectionCard } from '@/components/section-card';
import { OwnerJobDay } from './owner-job-day';
import { WasherJobDay } from './washer-job-day';

/**
 * The day of a scheduled job (docs/product.md, "The day of the job"), high on its page: the washer
 * takes the next step there one-handed, the owner sees where the washer is.
 */
export function JobDayCard({ appointment, isWasher }: { appointment: AppointmentDetail; isWasher: boolean }) {
  return (
    <SectionCard
      id="appointment-today"
      title={jobDayTexts.title}
      icon={<NavigationIcon />}
      description={isWasher ? jobDayTexts.washerDescription : jobDayTexts.ownerDescription}
    >
      {isWasher ? (
        <WasherJobDay appointment={appointment} />
      ) : (
        <OwnerJobDay appointmentId={appointment.id} timeZone={appointment.timeZone} />
      )}
    </SectionCard>
  );
}
