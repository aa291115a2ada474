import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatUtc, renderCalendar } from './ical';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('formatUtc', () => {
  it('writes a UTC DATE-TIME', () => {
    expect(formatUtc(new Date('2030-05-14T16:05:09.123Z'))).toBe('20300514T160509Z');
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:Hello')).toBe('SUMMARY:Hello');
    expect(foldLine(`SUMMARY:${'x'.repeat(67)}`)).toHaveLength(75);
  });

  it('folds into lines of at most 75 octets that unfold to the original', () => {
    for (const text of ['a'.repeat(500), 'é'.repeat(200), '🚗 wash '.repeat(40), `x${'日本'.repeat(60)}`]) {
      const line = `DESCRIPTION:${text}`;
      const folded = foldLine(line);
      const physical = folded.split('\r\n');
      expect(physical.length).toBeGreaterThan(1);
      for (const [index, piece] of physical.entries()) {
        expect(octets(piece)).toBeLessThanOrEqual(75);
        if (index > 0) expect(piece.startsWith(' ')).toBe(true);
        // No piece may end or start inside a character.
        expect(piece).not.toContain('\uFFFD');
      }
      expect(folded.replace(/\r\n /g, '')).toBe(line);
    }
  });
});

describe('renderCalendar', () => {
  const now = new Date('2030-05-01T12:00:00Z');
  const document = renderCalendar({
    name: 'Sudsy schedule',
    timeZone: 'America/Los_Angeles',
    now,
    events: [
      {
        uid: 'appointment-1@sudsy',
        start: new Date('2030-05-14T16:00:00Z'),
        end: new Date('2030-05-14T17:30:00Z'),
        summary: 'Full Detail, Clay Bar Treatment – Jane; Doe',
        description: `Vehicle: 2020 Honda Civic\nNotes: ${'long text '.repeat(20)}`,
        location: '1 Market St, San Francisco, CA',
        status: 'CONFIRMED',
      },
      {
        uid: 'block-2@sudsy',
        start: new Date('2030-05-15T15:00:00Z'),
        end: new Date('2030-05-15T16:00:00Z'),
        summary: 'Dentist',
        status: 'CANCELLED',
      },
    ],
  });

  it('uses CRLF line ends and folded lines of at most 75 octets', () => {
    expect(document.endsWith('\r\n')).toBe(true);
    expect(document.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of document.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('parses back with ical.js into the events it was given', () => {
    const calendar = new ICAL.Component(ICAL.parse(document));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.uid)).toEqual(['appointment-1@sudsy', 'block-2@sudsy']);
    const [appointment, block] = events;
    expect(appointment?.summary).toBe('Full Detail, Clay Bar Treatment – Jane; Doe');
    expect(appointment?.location).toBe('1 Market St, San Francisco, CA');
    expect(appointment?.description).toBe(`Vehicle: 2020 Honda Civic\nNotes: ${'long text '.repeat(20)}`);
    expect(appointment?.startDate.toJSDate().toISOString()).toBe('2030-05-14T16:00:00.000Z');
    expect(appointment?.endDate.toJSDate().toISOString()).toBe('2030-05-14T17:30:00.000Z');
    expect(appointment?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2030-05-01T12:00:00Z');
    expect(block?.summary).toBe('Dentist');
    expect(block?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(block?.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
  });

  it('gives every event the properties RFC 5545 requires', () => {
    const unfolded = document.replace(/\r\n /g, '');
    const events = unfolded.split('BEGIN:VEVENT\r\n').slice(1);
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event).toMatch(/^UID:/m);
      expect(event).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/m);
      expect(event).toMatch(/^DTSTART:\d{8}T\d{6}Z$/m);
      expect(event).toMatch(/^DTEND:\d{8}T\d{6}Z$/m);
      expect(event).toMatch(/^SUMMARY:/m);
    }
    expect(unfolded.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(unfolded.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('whole days', () => {
  it('are DATE values from the first day to the day after the last, read back as all-day', () => {
    const document = renderCalendar({
      name: 'Sudsy schedule',
      timeZone: 'America/Los_Angeles',
      now: new Date('2030-05-01T12:00:00Z'),
      events: [
        {
          uid: 'block-3@sudsy',
          firstDay: '2030-12-21',
          lastDay: '2031-01-03',
          summary: 'Holiday',
          status: 'CONFIRMED',
        },
      ],
    });
    expect(document).toContain('DTSTART;VALUE=DATE:20301221\r\nDTEND;VALUE=DATE:20310104\r\n');
    const [event] = new ICAL.Component(ICAL.parse(document))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.startDate.toString()).toBe('2030-12-21');
    expect(event?.endDate.toString()).toBe('2031-01-04');
  });
});
