import { format } from 'date-fns';
import { formatTime12h } from '@sudsy/domain/time-slots';

/** 'yyyy-MM-dd' as a Date at local midnight, for date-fns and the calendar (both work in local time). */
export function toLocalDate(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** 'Tue, May 14' */
export function formatShortDay(isoDate: string): string {
  return format(toLocalDate(isoDate), 'EEE, MMM d');
}

/** 'Tuesday, May 14, 2030' */
export function formatLongDay(isoDate: string): string {
  return format(toLocalDate(isoDate), 'EEEE, MMMM d, yyyy');
}

/** '9:00 AM – 10:30 AM' */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime12h(start)} – ${formatTime12h(end)}`;
}
