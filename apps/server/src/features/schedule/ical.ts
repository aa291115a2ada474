// An iCalendar (RFC 5545) document of a washer's schedule, written by hand: the format is small,
// and what calendar apps insist on (CRLF, 75-octet folding, escaping, UTC times) is checked in
// ical.test.ts against a parser.

import { addDays } from '@sudsy/domain/schedule-time-zone';

/** When an event happens: two instants, or whole days (a first and a last 'yyyy-MM-dd', inclusive). */
type EventTime = { start: Date; end: Date } | { firstDay: string; lastDay: string };

export type CalendarEvent = EventTime & {
  uid: string;
  summary: string;
  description?: string;
  location?: string;
  /** The event's own page (RFC 5545 §3.8.4.6): the booking page, one tap from the calendar. */
  url?: string;
  status: 'CONFIRMED' | 'CANCELLED';
};

export type Calendar = {
  name: string;
  /** The washer's zone, as a hint for apps that show the calendar's home zone. */
  timeZone: string;
  events: readonly CalendarEvent[];
  /** DTSTAMP of every event: when this copy of the feed was made. */
  now: Date;
};

const crlf = '\r\n';
const maxLineOctets = 75;

/** 2030-05-14T16:00:00.000Z → 20300514T160000Z (DATE-TIME in UTC, RFC 5545 §3.3.5 form 2). */
export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and line breaks (§3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with a space
 * (§3.1). Cuts fall between characters, never inside a UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${crlf} `);
}

function property(name: string, value: string): string {
  return foldLine(`${name}:${value}`);
}

/** 2030-12-21 → 20301221 (DATE, RFC 5545 §3.3.4). */
function formatDate(date: string): string {
  return date.replace(/-/g, '');
}

/**
 * Whole days are DATE values (§3.6.1): calendars show them as all-day, on the same days in every
 * zone, and DTEND is the day after the last, as the end is not included.
 */
function timeLines(event: EventTime): string[] {
  if ('firstDay' in event) {
    return [
      property('DTSTART;VALUE=DATE', formatDate(event.firstDay)),
      property('DTEND;VALUE=DATE', formatDate(addDays(event.lastDay, 1))),
    ];
  }
  return [property('DTSTART', formatUtc(event.start)), property('DTEND', formatUtc(event.end))];
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    property('UID', event.uid),
    property('DTSTAMP', formatUtc(now)),
    ...timeLines(event),
    property('SUMMARY', escapeText(event.summary)),
    ...(event.description ? [property('DESCRIPTION', escapeText(event.description))] : []),
    ...(event.location ? [property('LOCATION', escapeText(event.location))] : []),
    ...(event.url ? [property('URL;VALUE=URI', event.url)] : []),
    property('STATUS', event.status),
    // A cancelled job leaves the washer free; everything else makes them busy.
    property('TRANSP', event.status === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE'),
    'END:VEVENT',
  ];
}

export function renderCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sudsy//Washer schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    property('X-WR-CALNAME', escapeText(calendar.name)),
    property('X-WR-TIMEZONE', calendar.timeZone),
    // How often subscribing apps should fetch again (RFC 7986 and its older Apple/Google form).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...calendar.events.flatMap((event) => eventLines(event, calendar.now)),
    'END:VCALENDAR',
  ];
  return lines.join(crlf) + crlf;
}
