/** 'HH:mm' to minutes after midnight. */
export function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes after midnight to 'HH:mm'. */
export function fromMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Every 'HH:mm' from `first` to `last` inclusive, `stepMinutes` apart. */
export function timeRange(first: string, last: string, stepMinutes = 30): string[] {
  if (!(stepMinutes > 0)) throw new RangeError(`timeRange needs a positive step, got ${stepMinutes}`);
  const times: string[] = [];
  for (let at = toMinutes(first); at <= toMinutes(last); at += stepMinutes) times.push(fromMinutes(at));
  return times;
}

/** The request form's 25 half-hour slots, 08:00 to 20:00. */
export const requestTimeSlots = timeRange('08:00', '20:00');
/** The working-hours pickers' 33 options, 06:00 to 22:00. */
export const workingHourOptions = timeRange('06:00', '22:00');

export const minutesPerDay = 24 * 60;

/** '14:30' → '2:30 PM'; midnight as an end ('24:00', a block running to midnight) reads '12:00 AM'. */
export function formatTime12h(time: string): string {
  const total = toMinutes(time) % minutesPerDay;
  const hours24 = Math.floor(total / 60);
  const minutes = total % 60;
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof weekdays)[number];
export type TimeSlot = { start: string; end: string };
export type WeeklyAvailability = Record<Weekday, { enabled: boolean; timeSlots: TimeSlot[] }>;

function week(hoursFor: (day: Weekday) => TimeSlot | null): WeeklyAvailability {
  return Object.fromEntries(
    weekdays.map((day) => {
      const slot = hoursFor(day);
      return [day, { enabled: slot !== null, timeSlots: [slot ?? { start: '09:00', end: '17:00' }] }];
    }),
  ) as WeeklyAvailability;
}

/** The Set Working Hours editor's defaults: Monday to Friday, 09:00–17:00. */
export const editorDefaultHours = week((day) =>
  day === 'Saturday' || day === 'Sunday' ? null : { start: '09:00', end: '17:00' },
);
/** A new washer's hours: every day but Sunday; Saturday 10:00–15:00, other days 09:00–17:00. */
export const initialWorkingHours = week((day) => {
  if (day === 'Sunday') return null;
  if (day === 'Saturday') return { start: '10:00', end: '15:00' };
  return { start: '09:00', end: '17:00' };
});
