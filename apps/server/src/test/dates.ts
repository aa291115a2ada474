import { addDays, dateInTimeZone } from '@sudsy/domain/schedule-time-zone';

/** A date `days` from today in `timeZone` ('yyyy-MM-dd'). */
export function dayFromToday(days: number, timeZone = 'America/Los_Angeles'): string {
  return addDays(dateInTimeZone(new Date(), timeZone), days);
}
