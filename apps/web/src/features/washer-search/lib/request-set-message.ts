import { format, parseISO } from 'date-fns';
import { formatTime12h } from '@sudsy/domain/time-slots';

/** What the action bar says once a card's free start filled Your Request: 'Your Request is set to Mon 7 Dec, 10:00 AM'. */
export function requestSetMessage({ date, time }: { date: string; time: string }): string {
  return `Your Request is set to ${format(parseISO(date), 'EEE d MMM')}, ${formatTime12h(time)}`;
}
