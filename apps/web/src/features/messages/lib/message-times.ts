import { format, isSameDay, isSameYear, parseISO } from 'date-fns';
import { dateFormats } from '@sudsy/domain/constants';

/** A contact's last message time: the clock today, the day this year, the full date before. */
export function formatListTime(instant: string, now = new Date()): string {
  const at = parseISO(instant);
  if (isSameDay(at, now)) return format(at, 'h:mm a');
  if (isSameYear(at, now)) return format(at, 'MMM d');
  return format(at, dateFormats.created);
}

/** Under a message: 'MMM d, yyyy at h:mm a'. */
export function formatMessageTime(instant: string): string {
  return format(parseISO(instant), dateFormats.withTime);
}
