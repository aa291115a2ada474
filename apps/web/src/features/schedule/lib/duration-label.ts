const fullDayMinutes = 480;

/** 30 → '30 minutes', 90 → '1.5 hours', 480 → 'Full day (8 hours)'. */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  const text = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return minutes === fullDayMinutes ? `Full day (${text})` : text;
}
