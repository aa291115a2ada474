// What other features may use of the schedule: a washer's saved hours and time zone, the iCalendar
// writer, and blocking time off as the washer does (the search's tests block whole days with it).
export { renderCalendar, type CalendarEvent } from './ical';
export { ensureSchedule, timeZoneOf } from './hours-service';
export { saveBlock } from './blocks-service';
