// Wall-clock dates and times of a washer's time zone (IANA name), with Intl only: appointments and
// blocks are stored as the local date and 'HH:mm' of the job, 'today' is the washer's today, and
// the calendar feed needs the instant each local time stands for.
import { toMinutes } from './time-slots';

export const defaultTimeZone = 'America/Los_Angeles';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's canonical IANA name, or null when Intl does not know it. */
export function canonicalTimeZone(value: string): string | null {
  // Intl also accepts offsets such as '+01:00'; a zone must be a name, so its rules follow DST.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The local date, 'yyyy-MM-dd', in `timeZone` at `instant`. */
export function dateInTimeZone(instant: Date, timeZone: string): string {
  return wallClockOf(instant, timeZone).date;
}

/** The local date and minutes after midnight in `timeZone` at `instant`. */
export function wallClockOf(instant: Date, timeZone: string): { date: string; minutes: number } {
  const key = `${timeZone} ${instant.getTime()}`;
  let known = knownWallClocks.get(key);
  if (known === undefined) {
    const { year, month, day, hour, minute } = wallClock(instant, timeZone);
    const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    known = { date, minutes: hour * 60 + minute };
    if (knownWallClocks.size >= maxKnownInstants) knownWallClocks.clear();
    knownWallClocks.set(key, known);
  }
  return { ...known };
}

/** Wall clocks already read, as knownInstants below: a search reads the same midnights of the same zones again and again. */
const knownWallClocks = new Map<string, { date: string; minutes: number }>();

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function offsetMs(instant: Date, timeZone: string): number {
  const local = wallClock(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The instant of the local `date` and `time` in `timeZone` ('24:00' is the next midnight). As
 * RFC 5545 reads local times: a time repeated when clocks go back is its first occurrence, and a
 * time skipped when they go forward takes the offset from before the jump (02:30 becomes 03:30).
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`;
  let instant = knownInstants.get(key);
  if (instant === undefined) {
    instant = instantOf(date, time, timeZone);
    if (knownInstants.size >= maxKnownInstants) knownInstants.clear();
    knownInstants.set(key, instant);
  }
  return new Date(instant);
}

/**
 * Reading a zone's offset takes Intl three or four times (microseconds each), and searches ask for
 * the same few dates and half hours of the same few zones again and again: answers are kept,
 * bounded (the zone rules do not change while the process runs).
 */
const knownInstants = new Map<string, number>();
const maxKnownInstants = 20_000;

function instantOf(date: string, time: string, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, 0, toMinutes(time));
  // Zones change offset at most a few times a year, so a day either side brackets any change.
  const before = offsetMs(new Date(wall - dayMs), timeZone);
  const after = offsetMs(new Date(wall + dayMs), timeZone);
  const matching = [before, after]
    .map((offset) => wall - offset)
    .filter((instant) => wall - offsetMs(new Date(instant), timeZone) === instant);
  return matching.length > 0 ? Math.min(...matching) : wall - before;
}

/** The date `days` after a 'yyyy-MM-dd' date (negative for before). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
