import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asksForAttendance, dayLines, dueReminder, leaveByOf, reminderTexts, type RemindedJob } from './reminders';

const hour = 3_600_000;
const start = new Date('2030-05-14T16:00:00Z');
const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * hour);
const bookedLongAgo = at(24 * 7);

describe('dueReminder', () => {
  it('is the 24-hour reminder from a day ahead until two hours before, then the 2-hour one', () => {
    expect(dueReminder(start, bookedLongAgo, at(25))).toBeNull();
    expect(dueReminder(start, bookedLongAgo, at(24))).toBe(24);
    expect(dueReminder(start, bookedLongAgo, at(3))).toBe(24);
    expect(dueReminder(start, bookedLongAgo, at(2))).toBe(2);
    expect(dueReminder(start, bookedLongAgo, at(0.1))).toBe(2);
    expect(dueReminder(start, bookedLongAgo, at(0))).toBeNull();
  });

  it('skips a reminder whose lead began before the job was booked', () => {
    const bookedTenHoursAhead = at(10);
    expect(dueReminder(start, bookedTenHoursAhead, at(9))).toBeNull();
    expect(dueReminder(start, bookedTenHoursAhead, at(1))).toBe(2);
    expect(dueReminder(start, at(1), at(0.5))).toBeNull();
  });

  it('never reminds after the start or more than a day ahead (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -48 * 60, max: 48 * 60 }), fc.integer({ min: 0, max: 96 * 60 }), (left, ahead) => {
        const now = new Date(start.getTime() - left * 60_000);
        const booked = new Date(start.getTime() - ahead * 60_000);
        const lead = dueReminder(start, booked, now);
        if (left <= 0 || left > 24 * 60) expect(lead).toBeNull();
        if (lead !== null) {
          expect(left).toBeLessThanOrEqual(lead * 60);
          expect(ahead).toBeGreaterThanOrEqual(lead * 60);
        }
      }),
    );
  });
});

const job = (start: string, end: string, ownerName: string): RemindedJob => ({
  date: '2030-05-14',
  start,
  end,
  services: 'Express Wash',
  address: '12 Oak St, Austin, TX',
  vehicle: '2020 Honda Civic',
  ownerName,
});

describe('reminder texts', () => {
  it('lists the washer’s day in order of start', () => {
    expect(dayLines([job('13:00', '14:00', 'Ben'), job('09:30', '10:30', 'Ann')])).toEqual([
      ['9:30 AM – 10:30 AM', 'Express Wash for Ann, 12 Oak St, Austin, TX'],
      ['1:00 PM – 2:00 PM', 'Express Wash for Ben, 12 Oak St, Austin, TX'],
    ]);
  });

  it('names the day, the time and what follows', () => {
    const wash = job('09:30', '10:30', 'Ann');
    expect(reminderTexts.ownerSubject(24, wash)).toBe('Reminder: your car wash on Tuesday, May 14, 2030 at 9:30 AM');
    expect(reminderTexts.ownerSubject(2, wash)).toBe('Your car wash starts at 9:30 AM');
    expect(reminderTexts.washerDaySubject('2030-05-14', 2)).toBe('Your jobs on Tuesday, May 14, 2030');
    expect(reminderTexts.washerDayIntro(1)).toBe('You have 1 job booked that day, in order:');
    expect(reminderTexts.washerNextIntro(wash, 0)).toBe("Ann's 2020 Honda Civic at 12 Oak St, Austin, TX.");
    expect(reminderTexts.washerNextIntro(wash, 2)).toBe(
      "Ann's 2020 Honda Civic at 12 Oak St, Austin, TX. After it, 2 more jobs today.",
    );
  });
});

describe('asksForAttendance', () => {
  it('asks within the day before the start, and not after it', () => {
    expect(asksForAttendance(start, at(25))).toBe(false);
    expect(asksForAttendance(start, at(24))).toBe(true);
    expect(asksForAttendance(start, at(0.5))).toBe(true);
    expect(asksForAttendance(start, at(0))).toBe(false);
  });
});

describe('leaveByOf', () => {
  it('is the start less the drive, or a quarter hour when the distance is unknown', () => {
    expect(leaveByOf(start, 25)).toEqual(new Date('2030-05-14T15:35:00Z'));
    expect(leaveByOf(start, null)).toEqual(new Date('2030-05-14T15:45:00Z'));
  });

  it('never falls after the start (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 600 })), (minutes) => {
        expect(leaveByOf(start, minutes).getTime()).toBeLessThanOrEqual(start.getTime());
      }),
    );
  });
});
