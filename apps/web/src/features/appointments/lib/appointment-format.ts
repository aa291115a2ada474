import { format } from 'date-fns';
import { serviceNames } from '@sudsy/domain/schedule-rules';
import { formatTime12h } from '@sudsy/domain/time-slots';

/** 'yyyy-MM-dd' as a Date at local midnight, for date-fns (which works in local time). */
function toLocalDate(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** 'Tue, Jun 3, 2030' */
export function formatAppointmentDay(isoDate: string): string {
  return format(toLocalDate(isoDate), 'EEE, MMM d, yyyy');
}

/** '9:00 AM – 10:30 AM' */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime12h(start)} – ${formatTime12h(end)}`;
}

/** What the job is, as a title: its services, or 'Car wash' when none are named. */
export function appointmentTitle(services: readonly string[]): string {
  const names = serviceNames(services);
  return names.length > 0 ? names.join(', ') : 'Car wash';
}
