import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockDurationsMinutes, defaultBlockDurationMinutes } from './constants';
import { scheduleInputMessages, scheduleToasts } from './schedule-messages';
import { limitMessages, maxDaysAhead } from './limits';
import { blockReasonMaxLength, invalidSlotDays, maxSlotsPerDay, maxTimeOffDays } from './schedule-rules';
import {
  blockTimeOffDefaults,
  blockTimeOffSchema,
  isIsoDate,
  isWithinPlanningWindow,
  plannedDateSchema,
  plannedInstantSchema,
  saveWorkingHoursSchema,
  weeklyAvailabilitySchema,
} from './schedule-schemas';
import { addDays } from './schedule-time-zone';
import {
  editorDefaultHours,
  initialWorkingHours,
  weekdays,
  workingHourOptions,
  type WeeklyAvailability,
} from './time-slots';

const optionArb = fc.constantFrom(...workingHourOptions);
const weekArb: fc.Arbitrary<WeeklyAvailability> = fc
  .array(
    fc.record({
      enabled: fc.boolean(),
      timeSlots: fc.array(fc.record({ start: optionArb, end: optionArb }), { minLength: 1, maxLength: 4 }),
    }),
    { minLength: 7, maxLength: 7 },
  )
  .map((days) => Object.fromEntries(weekdays.map((day, index) => [day, days[index]])) as WeeklyAvailability);

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]),
  );
}

/** A deep copy to edit (the domain has no DOM or Node globals such as structuredClone). */
function copyOf(hours: WeeklyAvailability): WeeklyAvailability {
  return JSON.parse(JSON.stringify(hours)) as WeeklyAvailability;
}

describe('weeklyAvailabilitySchema', () => {
  it('accepts the initial and editor default hours', () => {
    expect(weeklyAvailabilitySchema.safeParse(initialWorkingHours).success).toBe(true);
    expect(weeklyAvailabilitySchema.safeParse(editorDefaultHours).success).toBe(true);
  });

  it("refuses a slot that does not start before it ends, naming the day in the product's words", () => {
    const hours = copyOf(initialWorkingHours);
    hours.Wednesday.timeSlots = [
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '13:00' },
    ];
    const result = weeklyAvailabilitySchema.safeParse(hours);
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual({ 'Wednesday.timeSlots.1.end': 'End time must be after start time on Wednesday' });
  });

  it('lets a disabled day keep an unfinished slot', () => {
    const hours = copyOf(initialWorkingHours);
    hours.Sunday = { enabled: false, timeSlots: [{ start: '12:00', end: '12:00' }] };
    expect(weeklyAvailabilitySchema.safeParse(hours).success).toBe(true);
  });

  it('refuses times the pickers do not offer, a missing day, an empty or overfull day', () => {
    const offPicker = copyOf(initialWorkingHours);
    offPicker.Monday.timeSlots = [{ start: '05:30', end: '09:15' }];
    expect(Object.keys(messages(weeklyAvailabilitySchema.safeParse(offPicker)))).toEqual([
      'Monday.timeSlots.0.start',
      'Monday.timeSlots.0.end',
    ]);
    const { Sunday: _sunday, ...missingSunday } = initialWorkingHours;
    expect(weeklyAvailabilitySchema.safeParse(missingSunday).success).toBe(false);
    const empty = copyOf(initialWorkingHours);
    empty.Monday.timeSlots = [];
    expect(weeklyAvailabilitySchema.safeParse(empty).success).toBe(false);
    const overfull = copyOf(initialWorkingHours);
    overfull.Monday.timeSlots = Array.from({ length: maxSlotsPerDay + 1 }, () => ({ start: '09:00', end: '10:00' }));
    expect(weeklyAvailabilitySchema.safeParse(overfull).success).toBe(false);
    for (const junk of [null, 'Monday', [], { Monday: true }])
      expect(weeklyAvailabilitySchema.safeParse(junk).success).toBe(false);
  });

  it('accepts a week of picker times exactly when no enabled day has an invalid slot', () => {
    fc.assert(
      fc.property(
        weekArb,
        (hours) => weeklyAvailabilitySchema.safeParse(hours).success === (invalidSlotDays(hours).length === 0),
      ),
    );
  });
});

describe('saveWorkingHoursSchema', () => {
  it('takes an optional IANA zone in its canonical spelling', () => {
    expect(saveWorkingHoursSchema.parse({ hours: initialWorkingHours }).timeZone).toBeUndefined();
    expect(saveWorkingHoursSchema.parse({ hours: initialWorkingHours, timeZone: 'Europe/Paris' }).timeZone).toBe(
      'Europe/Paris',
    );
    expect(saveWorkingHoursSchema.parse({ hours: initialWorkingHours, timeZone: 'utc' }).timeZone).toBe('UTC');
    for (const timeZone of ['Mars/Olympus', '+01:00', '', 'x'.repeat(100)]) {
      expect(saveWorkingHoursSchema.safeParse({ hours: initialWorkingHours, timeZone }).success, timeZone).toBe(false);
    }
  });
});

describe('blockTimeOffSchema', () => {
  const valid = {
    date: addDays(new Date().toISOString().slice(0, 10), 30),
    start: '09:00',
    durationMinutes: defaultBlockDurationMinutes,
    reason: '',
  };

  it('starts the form with no date or start, 60 minutes and no reason', () => {
    expect(blockTimeOffDefaults).toEqual({
      date: '',
      allDay: false,
      through: '',
      start: '',
      durationMinutes: 60,
      reason: '',
    });
  });

  it('asks for a date, then a start time, in the product words', () => {
    expect(messages(blockTimeOffSchema.safeParse(blockTimeOffDefaults))).toEqual({
      date: scheduleToasts.missingDate.description,
      start: scheduleToasts.missingStartTime.description,
    });
    expect(scheduleToasts.missingDate).toEqual({ title: 'Missing date', description: 'Please select a date' });
    expect(scheduleToasts.missingStartTime).toEqual({
      title: 'Missing start time',
      description: 'Please select a start time',
    });
  });

  it('accepts every offered start and duration, trimming the reason', () => {
    fc.assert(
      fc.property(
        optionArb,
        fc.constantFrom(...blockDurationsMinutes),
        (start, durationMinutes) => blockTimeOffSchema.safeParse({ ...valid, start, durationMinutes }).success,
      ),
    );
    expect(blockTimeOffSchema.parse({ ...valid, reason: '  Dentist  ' }).reason).toBe('Dentist');
  });

  it('refuses impossible dates, other times and durations, and an overlong reason', () => {
    for (const date of ['2030-02-30', '2030-13-01', '14/05/2030', '2030-5-14', '']) {
      expect(blockTimeOffSchema.safeParse({ ...valid, date }).success, date).toBe(false);
    }
    for (const start of ['05:30', '09:15', '22:30', '9:00']) {
      expect(blockTimeOffSchema.safeParse({ ...valid, start }).success, start).toBe(false);
    }
    for (const durationMinutes of [0, 45, 481, -60, 60.5]) {
      expect(blockTimeOffSchema.safeParse({ ...valid, durationMinutes }).success, String(durationMinutes)).toBe(false);
    }
    expect(blockTimeOffSchema.safeParse({ ...valid, reason: 'x'.repeat(blockReasonMaxLength + 1) }).success).toBe(
      false,
    );
    expect(blockTimeOffSchema.safeParse({ ...valid, reason: 'x'.repeat(blockReasonMaxLength) }).success).toBe(true);
  });

  it('takes whole days off without a start time, from the date through an optional last day', () => {
    const allDay = { ...valid, allDay: true, start: '' };
    expect(blockTimeOffSchema.parse(allDay)).toMatchObject({ allDay: true, through: '' });
    expect(blockTimeOffSchema.parse({ ...allDay, through: valid.date }).through).toBe(valid.date);
    expect(blockTimeOffSchema.safeParse({ ...allDay, through: addDays(valid.date, maxTimeOffDays - 1) }).success).toBe(
      true,
    );
    // A body without the new fields is a block within a day, as before.
    expect(blockTimeOffSchema.parse(valid)).toMatchObject({ allDay: false, through: '' });
  });

  it('refuses a last day before the first, a stretch over the cap, and a malformed last day', () => {
    const allDay = { ...valid, allDay: true, start: '' };
    const throughError = (through: string) =>
      messages(blockTimeOffSchema.safeParse({ ...allDay, through })).through as string | undefined;
    expect(throughError(addDays(valid.date, -1))).toBe(scheduleInputMessages.throughBeforeDate);
    expect(throughError(addDays(valid.date, maxTimeOffDays))).toBe(scheduleInputMessages.timeOffTooLong);
    expect(throughError('2030-02-30')).toBeDefined();
    expect(throughError('tomorrow')).toBeDefined();
  });

  it('accepts any last day within the cap and refuses every one past it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 120 }), (offset) => {
        const result = blockTimeOffSchema.safeParse({
          ...valid,
          allDay: true,
          start: '',
          through: addDays(valid.date, offset),
        });
        return result.success === (offset >= 0 && offset < maxTimeOffDays);
      }),
    );
  });
});

describe('isIsoDate', () => {
  it('knows leap years', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
  });

  it('accepts every real date written yyyy-MM-dd', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => isIsoDate(date.toISOString().slice(0, 10)),
      ),
    );
  });
});

describe('the planning window', () => {
  const today = '2026-12-06';
  const noon = new Date(`${today}T12:00:00Z`);

  it('takes dates up to a year ahead (a day more for zones ahead of UTC), and no further', () => {
    expect(isWithinPlanningWindow(today, noon)).toBe(true);
    expect(isWithinPlanningWindow(addDays(today, maxDaysAhead + 1), noon)).toBe(true);
    expect(isWithinPlanningWindow(addDays(today, maxDaysAhead + 2), noon)).toBe(false);
    expect(isWithinPlanningWindow('2999-01-01', noon)).toBe(false);
  });

  it('holds for any day: inside exactly when at most a year and a day ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 2_000 }), (days) => {
        return isWithinPlanningWindow(addDays(today, days), noon) === days <= maxDaysAhead + 1;
      }),
    );
  });

  it('refuses a far date with one message, and a date that does not exist with its own', () => {
    const soon = addDays(new Date().toISOString().slice(0, 10), 30);
    expect(plannedDateSchema.parse(soon)).toBe(soon);
    expect(plannedDateSchema.safeParse('2999-05-14').error?.issues.map((issue) => issue.message)).toEqual([
      limitMessages.tooFarAhead,
    ]);
    expect(plannedDateSchema.safeParse('2030-02-30').error?.issues.map((issue) => issue.message)).toEqual([
      'Use a date written yyyy-MM-dd.',
    ]);
    expect(
      blockTimeOffSchema.safeParse({ ...blockTimeOffDefaults, start: '09:00', date: '2999-05-14' }).error?.issues[0]
        ?.message,
    ).toBe(limitMessages.tooFarAhead);
  });

  it('bounds a picked start the same way', () => {
    const start = plannedInstantSchema();
    expect(start.safeParse(new Date(Date.now() + 30 * 86_400_000).toISOString()).success).toBe(true);
    expect(start.safeParse('2999-05-14T10:00:00.000Z').error?.issues[0]?.message).toBe(limitMessages.tooFarAhead);
  });
});
