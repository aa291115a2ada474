import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayParts, freeStartsByDay, maxListedSlots } from './instant-booking';
import { zonedTimeToInstant } from './schedule-time-zone';

const at = (date: string, time: string, zone = 'America/Los_Angeles') =>
  zonedTimeToInstant(date, time, zone).toISOString();

describe('freeStartsByDay', () => {
  it("groups the starts by the owner's day, then morning, afternoon and evening", () => {
    const slots = [
      at('2026-12-08', '09:00'),
      at('2026-12-08', '11:30'),
      at('2026-12-08', '12:00'),
      at('2026-12-08', '17:00'),
      at('2026-12-10', '14:30'),
    ];
    const days = freeStartsByDay(slots, 'America/Los_Angeles');
    expect(days.map((day) => [day.date, day.count])).toEqual([
      ['2026-12-08', 4],
      ['2026-12-10', 1],
    ]);
    expect(days[0]?.parts.map((part) => [part.label, part.starts.map((slot) => slot.minutes)])).toEqual([
      ['Morning', [540, 690]],
      ['Afternoon', [720]],
      ['Evening', [1020]],
    ]);
    // A day without a morning lists only what it has.
    expect(days[1]?.parts.map((part) => part.part)).toEqual(['afternoon']);
  });

  it("reads the days on the owner's clock: 9 PM in Los Angeles is the next morning in London", () => {
    const [day] = freeStartsByDay([at('2026-12-08', '21:00')], 'Europe/London');
    expect(day).toMatchObject({ date: '2026-12-09', parts: [{ part: 'morning' }] });
  });

  it('keeps every start once, in order, each within its part of the day', () => {
    const start = zonedTimeToInstant('2026-12-07', '00:00', 'UTC').getTime();
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: maxListedSlots - 1 }), { maxLength: 200 }),
        fc.constantFrom('UTC', 'America/New_York', 'Asia/Kolkata'),
        (steps, zone) => {
          const slots = [...steps]
            .sort((a, b) => a - b)
            .map((step) => new Date(start + step * 30 * 60_000).toISOString());
          const days = freeStartsByDay(slots, zone);
          const listed = days.flatMap((day) => day.parts.flatMap((part) => part.starts.map((slot) => slot.start)));
          expect(listed).toEqual(slots);
          for (const day of days) {
            expect(day.count).toBe(day.parts.reduce((sum, part) => sum + part.starts.length, 0));
            for (const part of day.parts) {
              const index = dayParts.findIndex((candidate) => candidate.part === part.part);
              const from = dayParts[index - 1]?.beforeMinute ?? 0;
              for (const slot of part.starts) {
                expect(slot.minutes).toBeGreaterThanOrEqual(from);
                expect(slot.minutes).toBeLessThan(dayParts[index]?.beforeMinute ?? 0);
              }
            }
          }
        },
      ),
    );
  });
});
