import { format, parseISO } from 'date-fns';
import { dateFormats } from '@sudsy/domain/constants';
import { formatTime12h } from '@sudsy/domain/time-slots';

/** 'Jan 5, 2025': when a request was created. */
export function formatCreatedDate(instant: string): string {
  return format(parseISO(instant), dateFormats.created);
}

/** 'January 5, 2025 at 9:30 AM', or as much of it as was given; null when neither was. */
export function formatPreferredTime(date: string | null, time: string | null): string | null {
  const day = date ? format(parseISO(date), dateFormats.long) : null;
  const clock = time ? formatTime12h(time) : null;
  if (day && clock) return `${day} at ${clock}`;
  return day ?? (clock ? `Any day at ${clock}` : null);
}
