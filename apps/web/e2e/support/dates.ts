import { addDays, format, isWeekend } from 'date-fns';

/**
 * The first Monday-to-Friday date at least `days` from today ('yyyy-MM-dd'): a new washer works
 * weekdays all day, so a search for free time on it finds them whatever day the run falls on.
 */
export function weekdayAhead(days: number): string {
  let day = addDays(new Date(), days);
  while (isWeekend(day)) day = addDays(day, 1);
  return format(day, 'yyyy-MM-dd');
}
