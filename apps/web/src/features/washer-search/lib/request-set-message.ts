import { formatTime12h } from '@sudsy/domain/time-slots';
import { formatShortDay } from '@/lib/day-format';

/** What the action bar says once a card's free start filled Your Request: 'Your Request is set to Mon, Dec 7, 10:00 AM'. */
export function requestSetMessage({ date, time }: { date: string; time: string }): string {
  return `Your Request is set to ${formatShortDay(date)}, ${formatTime12h(time)}`;
}
