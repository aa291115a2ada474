import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSameStart,
  movedSlot,
  pendingProposal,
  pendingRescheduleBadge,
  rescheduleInputSchema,
  type RescheduleProposal,
  type RescheduleStatus,
} from './reschedule';
import { fromMinutes, toMinutes } from './time-slots';
import { addDays } from './schedule-time-zone';

const job = { date: '2030-06-03', start: '10:00', end: '11:30' };

describe('movedSlot', () => {
  it('keeps the job length at its new start', () => {
    expect(movedSlot(job, { date: '2030-06-05', start: '14:15' })).toEqual({
      date: '2030-06-05',
      start: '14:15',
      end: '15:45',
    });
  });

  it('refuses a start that would run the job past midnight, and allows one ending at it', () => {
    expect(movedSlot(job, { date: '2030-06-05', start: '22:31' })).toBeNull();
    expect(movedSlot(job, { date: '2030-06-05', start: '22:30' })).toEqual({
      date: '2030-06-05',
      start: '22:30',
      end: '24:00',
    });
  });

  it('never changes the length of a job it can move', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1438 }),
        fc.integer({ min: 1, max: 720 }),
        fc.integer({ min: 0, max: 1439 }),
        (start, length, newStart) => {
          const end = Math.min(start + length, 1440);
          const from = { date: job.date, start: fromMinutes(start), end: fromMinutes(end) };
          const moved = movedSlot(from, { date: '2030-07-01', start: fromMinutes(newStart) });
          if (newStart + (end - start) > 1440) expect(moved).toBeNull();
          else expect(moved && toMinutes(moved.end) - toMinutes(moved.start)).toBe(end - start);
        },
      ),
    );
  });
});

describe('isSameStart', () => {
  it('compares the date and the start only', () => {
    expect(isSameStart(job, { date: '2030-06-03', start: '10:00' })).toBe(true);
    expect(isSameStart(job, { date: '2030-06-04', start: '10:00' })).toBe(false);
    expect(isSameStart(job, { date: '2030-06-03', start: '10:15' })).toBe(false);
  });
});

describe('pendingProposal', () => {
  const proposal = (id: string, status: RescheduleStatus): RescheduleProposal => ({
    id,
    proposedBy: 'owner',
    from: job,
    to: { ...job, date: '2030-06-04' },
    status,
    createdAt: '2030-06-01T10:00:00.000Z',
    answeredAt: null,
  });

  it('finds the one waiting for an answer among answered ones', () => {
    expect(pendingProposal([proposal('a', 'declined'), proposal('b', 'pending')])?.id).toBe('b');
    expect(pendingProposal([proposal('a', 'accepted'), proposal('c', 'withdrawn')])).toBeNull();
    expect(pendingProposal([])).toBeNull();
  });
});

describe('rescheduleInputSchema', () => {
  it('names the missing field in the words of the form', () => {
    const result = rescheduleInputSchema.safeParse({ date: '', start: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['date', 'Choose a date'],
      ['start', 'Choose a start time'],
    ]);
  });

  it('refuses dates that do not exist and times out of the day', () => {
    expect(rescheduleInputSchema.safeParse({ date: '2030-02-30', start: '10:00' }).success).toBe(false);
    const soon = addDays(new Date().toISOString().slice(0, 10), 30);
    expect(rescheduleInputSchema.safeParse({ date: soon, start: '24:00' }).success).toBe(false);
    expect(rescheduleInputSchema.parse({ date: soon, start: '23:45' })).toEqual({ date: soon, start: '23:45' });
  });
});

describe('pendingRescheduleBadge', () => {
  it("reads the viewer's own proposal as proposed and the other side's as one to answer", () => {
    expect(pendingRescheduleBadge('owner', 'owner')).toBe('New time proposed');
    expect(pendingRescheduleBadge('washer', 'owner')).toBe('New time to answer');
    expect(pendingRescheduleBadge(null, 'washer')).toBeNull();
  });
});
