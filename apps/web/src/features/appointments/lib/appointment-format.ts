import { format } from 'date-fns';
import { serviceNames } from '@sudsy/domain/schedule-rules';
import { toLocalDate } from '@/lib/day-format';

/** 'Tue, Jun 3, 2030' */
export function formatAppointmentDay(isoDate: string): string {
  return format(toLocalDate(isoDate), 'EEE, MMM d, yyyy');
}

/** What the job is, as a title: its services, or 'Car wash' when none are named. */
export function appointmentTitle(services: readonly string[]): string {
  const names = serviceNames(services);
  return names.length > 0 ? names.join(', ') : 'Car wash';
}
