import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrivalRadiusMetres,
  canCompleteEarly,
  checkArrival,
  clockTimeIn,
  dayOpensAt,
  distanceMetres,
  driveMinutes,
  etaMinutes,
  jobDayMessages,
  jobDaySteps,
  jobDayStatus,
  jobDayStepInputSchema,
  liveLocationInputSchema,
  nextSteps,
  pointOf,
  roundLivePoint,
  stepProblem,
  type JobDayStep,
} from './job-day';
import { destinationPoint } from './geo';

const startsAt = new Date('2030-06-03T17:00:00.000Z');
const scheduled = { status: 'scheduled' as const, step: null, startsAt };
const job = { lat: 37.7749, lng: -122.4194 };
const metresPerMile = 1609.344;
/** The point `metres` from `from` towards `bearing`. */
const away = (from: typeof job, metres: number, bearing = 45) =>
  destinationPoint(from, bearing, metres / metresPerMile);

describe('the order of the steps', () => {
  it('goes On my way, Arrived, In progress, and lets a washer already there skip On my way', () => {
    expect(nextSteps(null)).toEqual(['on_my_way', 'arrived']);
    expect(nextSteps('on_my_way')).toEqual(['arrived']);
    expect(nextSteps('arrived')).toEqual(['in_progress']);
    expect(nextSteps('in_progress')).toEqual([]);
  });

  it('opens 3 hours before the start, not a moment sooner', () => {
    expect(dayOpensAt(startsAt).toISOString()).toBe('2030-06-03T14:00:00.000Z');
    expect(stepProblem(scheduled, 'on_my_way', new Date('2030-06-03T13:59:59.999Z'))).toBe('too_early');
    expect(stepProblem(scheduled, 'on_my_way', new Date('2030-06-03T14:00:00.000Z'))).toBeNull();
    // Late is allowed: a washer running behind still says so.
    expect(stepProblem(scheduled, 'on_my_way', new Date('2030-06-03T19:00:00.000Z'))).toBeNull();
  });

  it('refuses a completed or cancelled job, and a step out of order', () => {
    const now = startsAt;
    expect(stepProblem({ ...scheduled, status: 'completed' }, 'on_my_way', now)).toBe('not_scheduled');
    expect(stepProblem({ ...scheduled, status: 'cancelled' }, 'arrived', now)).toBe('not_scheduled');
    expect(stepProblem(scheduled, 'in_progress', now)).toBe('out_of_order');
    expect(stepProblem({ ...scheduled, step: 'arrived' }, 'on_my_way', now)).toBe('out_of_order');
    expect(stepProblem({ ...scheduled, step: 'on_my_way' }, 'on_my_way', now)).toBe('out_of_order');
  });

  it('never goes back nor repeats a step', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<JobDayStep | null>(null, ...jobDaySteps),
        fc.constantFrom(...jobDaySteps),
        (from, to) => {
          const rank = (step: JobDayStep | null) => (step === null ? -1 : jobDaySteps.indexOf(step));
          const problem = stepProblem({ ...scheduled, step: from }, to, startsAt);
          if (rank(to) <= rank(from)) expect(problem).toBe('out_of_order');
          if (problem === null) expect(nextSteps(from)).toContain(to);
        },
      ),
    );
  });

  it('opens Mark completed early only once the washer is there', () => {
    expect([null, ...jobDaySteps].map(canCompleteEarly)).toEqual([false, false, true, true]);
  });
});

describe('the arrival time', () => {
  it('drives the straight-line distance at 30 km/h, rounded up to 5 minutes, never below 5', () => {
    expect(etaMinutes(0)).toBe(5);
    expect(etaMinutes(2_500)).toBe(5);
    expect(etaMinutes(2_501)).toBe(10);
    expect(etaMinutes(12_500)).toBe(25);
    expect(etaMinutes(12_600)).toBe(30);
    expect(etaMinutes(30_000)).toBe(60);
  });

  it('is a multiple of 5, at least 5, and never falls as the distance grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500_000, noNaN: true }),
        fc.double({ min: 0, max: 500_000, noNaN: true }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          expect(etaMinutes(near) % 5).toBe(0);
          expect(etaMinutes(near)).toBeGreaterThanOrEqual(5);
          expect(etaMinutes(near)).toBeLessThanOrEqual(etaMinutes(far));
          expect(etaMinutes(near)).toBeGreaterThanOrEqual((near / 1000 / 30) * 60);
        },
      ),
    );
  });

  it('drives from a point to the job only when both are on the map', () => {
    expect(driveMinutes(away(job, 12_500), job)).toBe(25);
    expect(driveMinutes(null, job)).toBeNull();
    expect(driveMinutes(job, pointOf(null, job.lng))).toBeNull();
    expect(pointOf(job.lat, job.lng)).toEqual(job);
  });

  it('measures with the great circle in metres', () => {
    expect(distanceMetres(job, away(job, 1_000))).toBeCloseTo(1_000, 3);
  });

  it('reads as the status line', () => {
    expect(jobDayStatus({ step: 'on_my_way', eta: { minutes: 25, basis: 'base' } })).toBe('On the way, about 25 min');
    expect(jobDayStatus({ step: 'on_my_way', eta: null })).toBe('On the way');
    expect(jobDayStatus({ step: null, eta: null })).toBe('Scheduled');
    expect(jobDayStatus({ step: 'arrived', eta: null })).toBe('Arrived');
    expect(jobDayStatus({ step: 'in_progress', eta: null })).toBe('In progress');
  });

  it('tells times in the job’s zone', () => {
    expect(clockTimeIn('2030-06-03T16:12:00.000Z', 'America/Los_Angeles')).toBe('9:12 AM');
    expect(clockTimeIn('2030-06-03T16:12:00.000Z', 'Asia/Tokyo')).toBe('1:12 AM');
  });
});

describe('the live point', () => {
  it('keeps 3 decimals, about 100 m', () => {
    expect(roundLivePoint({ lat: 37.774929, lng: -122.419416 })).toEqual({ lat: 37.775, lng: -122.419 });
    expect(Object.is(roundLivePoint({ lat: -0.0001, lng: 0.0001 }).lat, 0)).toBe(true);
  });

  it('moves a point by at most 80 m, and rounding again changes nothing', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -179.9, max: 179.9, noNaN: true }),
        (lat, lng) => {
          const rounded = roundLivePoint({ lat, lng });
          expect(distanceMetres({ lat, lng }, rounded)).toBeLessThanOrEqual(80);
          expect(roundLivePoint(rounded)).toEqual(rounded);
        },
      ),
    );
  });
});

describe('the arrival check', () => {
  it('needs nothing within 300 m of the job, and a note further away', () => {
    expect(checkArrival({ jobPoint: job, location: away(job, 250), note: '' })).toEqual({ kind: 'near' });
    expect(checkArrival({ jobPoint: job, location: away(job, 350), note: '' })).toEqual({
      kind: 'note_required',
      why: 'far',
    });
    expect(checkArrival({ jobPoint: job, location: away(job, 350), note: 'Parked at the gate' })).toEqual({
      kind: 'confirmed',
    });
    expect(jobDayMessages.noteRequired.far).toBe(
      "You're more than 300 m from the job's address. Add a note for the customer to confirm you've arrived.",
    );
  });

  it('asks for a note without a location or without the job’s point', () => {
    expect(checkArrival({ jobPoint: job, location: null, note: ' ' })).toEqual({
      kind: 'note_required',
      why: 'no_location',
    });
    expect(checkArrival({ jobPoint: null, location: job, note: '' })).toEqual({
      kind: 'note_required',
      why: 'no_job_point',
    });
    expect(checkArrival({ jobPoint: null, location: null, note: 'At the door' })).toEqual({ kind: 'confirmed' });
  });

  it('lets a washer without a note through exactly when within the radius', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2_000, noNaN: true }),
        fc.integer({ min: 0, max: 359 }),
        (metres, bearing) => {
          const location = away(job, metres, bearing);
          const near = checkArrival({ jobPoint: job, location, note: '' }).kind === 'near';
          expect(near).toBe(distanceMetres(location, job) <= arrivalRadiusMetres);
        },
      ),
    );
  });
});

describe('the requests', () => {
  it('takes a step with an optional location and note', () => {
    expect(jobDayStepInputSchema.parse({ step: 'arrived', note: '  At the gate ' })).toEqual({
      step: 'arrived',
      note: 'At the gate',
    });
    expect(jobDayStepInputSchema.safeParse({ step: 'completed' }).success).toBe(false);
    expect(jobDayStepInputSchema.safeParse({ step: 'arrived', note: 'x'.repeat(501) }).success).toBe(false);
  });

  it('refuses a point off the globe', () => {
    expect(liveLocationInputSchema.safeParse({ lat: 91, lng: 0 }).success).toBe(false);
    expect(liveLocationInputSchema.safeParse({ lat: 0, lng: -181 }).success).toBe(false);
    expect(liveLocationInputSchema.safeParse({ lat: '37', lng: 0 }).success).toBe(false);
    expect(liveLocationInputSchema.safeParse({ lat: 37.7, lng: -122.4 }).success).toBe(true);
  });
});
