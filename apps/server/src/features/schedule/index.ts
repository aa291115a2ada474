// What other features may use of the schedule: a washer's saved hours and time zone, and the iCalendar writer.
export { renderCalendar, type CalendarEvent } from './ical';
export { ensureSchedule, timeZoneOf } from './hours-service';
