// The day of a booked job (docs/product.md, "The day of the job"): the washer moves a scheduled job
// through On my way, Arrived and In progress before marking it completed; while on the way the
// owner sees an arrival time and, when the washer shares it, their rounded live point. The rules
// of the steps, the ETA, the rounding and the arrival check, and every text of them (ours).
import { z } from 'zod';
import { greatCircleMiles } from './geo';
import { appointmentStatuses, type AppointmentStatus } from './schedule-rules';
import { wallClockOf } from './schedule-time-zone';
import { formatTime12h, fromMinutes } from './time-slots';
import type { Coordinates } from './washer-profile';

export const jobDaySteps = ['on_my_way', 'arrived', 'in_progress'] as const;
export type JobDayStep = (typeof jobDaySteps)[number];

/** On my way (or I've arrived) opens this long before the start: a washer with a long drive leaves early. */
export const dayOpensHoursBefore = 3;
/** The average speed of a drive across a city, straight-line distance over it. */
export const citySpeedKmh = 30;
/** ETAs are rounded up to this many minutes, and never shown below it. */
export const etaStepMinutes = 5;
/** A washer this close to the job's point has arrived; further away, a note confirms it. */
export const arrivalRadiusMetres = 300;
export const arrivalNoteMaxLength = 500;
/** The server keeps one live point per job at most this often. */
export const liveUpdateMinSeconds = 5;
/** How often, at most, the washer's page sends the newest position: a second above the server's limit, for the way there. */
export const liveSendSeconds = 6;
/** How often the owner's page reads the job's day while the washer is on the way. */
export const ownerRefreshSeconds = 5;
/** Decimals a live point keeps: 0.001° is 111 m of latitude, less of longitude. */
const livePointDecimals = 3;
const kilometresPerMile = 1.609344;

/** The steps that may follow `step` (null: still only scheduled). A washer already there may skip On my way. */
export function nextSteps(step: JobDayStep | null): readonly JobDayStep[] {
  switch (step) {
    case null:
      return ['on_my_way', 'arrived'];
    case 'on_my_way':
      return ['arrived'];
    case 'arrived':
      return ['in_progress'];
    case 'in_progress':
      return [];
  }
}

/** The instant the day of a job opens: `dayOpensHoursBefore` before its start. */
export function dayOpensAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - dayOpensHoursBefore * 3_600_000);
}

export type StepProblem = 'not_scheduled' | 'too_early' | 'out_of_order';

/** Why the job cannot move to `to` now, or null when it can. */
export function stepProblem(
  job: { status: AppointmentStatus; step: JobDayStep | null; startsAt: Date },
  to: JobDayStep,
  now: Date,
): StepProblem | null {
  if (job.status !== 'scheduled') return 'not_scheduled';
  if (!nextSteps(job.step).includes(to)) return 'out_of_order';
  if (now.getTime() < dayOpensAt(job.startsAt).getTime()) return 'too_early';
  return null;
}

/**
 * Mark completed opens at the start, or earlier once the washer has arrived: a job done ahead of
 * its time, with the washer there, has happened.
 */
export function canCompleteEarly(step: JobDayStep | null): boolean {
  return step === 'arrived' || step === 'in_progress';
}

export function distanceMetres(from: Coordinates, to: Coordinates): number {
  return greatCircleMiles(from, to) * kilometresPerMile * 1000;
}

/** Minutes to drive `metres` at the city speed, rounded up to 5 and never below 5. */
export function etaMinutes(metres: number): number {
  const minutes = (Math.max(0, metres) / 1000 / citySpeedKmh) * 60;
  return Math.max(etaStepMinutes, Math.ceil(minutes / etaStepMinutes) * etaStepMinutes);
}

/**
 * The ETA "On my way" shows, from `from` (a live point or the washer's base) to the job's point;
 * null when either is not on the map.
 */
export function driveMinutes(from: Coordinates | null, to: Coordinates | null): number | null {
  return from && to ? etaMinutes(distanceMetres(from, to)) : null;
}

/** A point from two columns that may be empty. */
export const pointOf = (lat: number | null, lng: number | null): Coordinates | null =>
  lat === null || lng === null ? null : { lat, lng };

/** A live point as it is kept and shown: to 3 decimals, about 100 m. */
export function roundLivePoint(point: Coordinates): Coordinates {
  const scale = 10 ** livePointDecimals;
  // `+ 0` turns a rounded -0 into 0.
  const rounded = (degrees: number) => Math.round(degrees * scale) / scale + 0;
  return { lat: rounded(point.lat), lng: rounded(point.lng) };
}

export type ArrivalCheck =
  { kind: 'near' } | { kind: 'confirmed' } | { kind: 'note_required'; why: 'far' | 'no_location' | 'no_job_point' };

/**
 * Arriving within `arrivalRadiusMetres` of the job's point needs nothing more; further away, without
 * a location, or at a job whose address has no point, the washer confirms it with a note.
 */
export function checkArrival(input: {
  jobPoint: Coordinates | null;
  location: Coordinates | null;
  note: string;
}): ArrivalCheck {
  const { jobPoint, location } = input;
  if (jobPoint && location && distanceMetres(location, jobPoint) <= arrivalRadiusMetres) return { kind: 'near' };
  if (input.note.trim() !== '') return { kind: 'confirmed' };
  return { kind: 'note_required', why: !jobPoint ? 'no_job_point' : !location ? 'no_location' : 'far' };
}

export const jobDayMessages = {
  notScheduled: 'Only a scheduled job can be moved along its day.',
  tooEarly: `The day of a job opens ${dayOpensHoursBefore} hours before its start.`,
  outOfOrder: 'This step does not follow the job’s current one. Refresh the page to see where it stands.',
  notOnTheWay: 'Your location is shared only while you are on your way.',
  tooSoon: `Your location was updated less than ${liveUpdateMinSeconds} seconds ago.`,
  step: 'Choose On my way, Arrived or In progress.',
  noteTooLong: `Keep the note under ${arrivalNoteMaxLength} characters.`,
  noteEmpty: 'Write a note for the customer.',
  latitude: 'Latitude must be between -90 and 90.',
  longitude: 'Longitude must be between -180 and 180.',
  noteRequired: {
    far: `You're more than ${arrivalRadiusMetres} m from the job's address. Add a note for the customer to confirm you've arrived.`,
    no_location: "Your location is not known. Add a note for the customer to confirm you've arrived.",
    no_job_point: "This job's address is not on the map. Add a note for the customer to confirm you've arrived.",
  },
  washersOnly: 'Only the washer of this job can move it along its day.',
} as const;

export const stepProblemMessages: Record<StepProblem, string> = {
  not_scheduled: jobDayMessages.notScheduled,
  too_early: jobDayMessages.tooEarly,
  out_of_order: jobDayMessages.outOfOrder,
};

/** A clock time of an instant in the job's zone: '9:12 AM'. */
export function clockTimeIn(iso: string, timeZone: string): string {
  return formatTime12h(fromMinutes(wallClockOf(new Date(iso), timeZone).minutes));
}

export const jobDayTexts = {
  title: 'The day of the job',
  washerDescription: 'Tell the customer where you are: each step shows on their page at once.',
  ownerDescription: 'Where your washer is on the day, as they tell it.',
  ownerWaiting: `Your washer tells you here when they are on the way, from ${dayOpensHoursBefore} hours before the start.`,
  buttons: { on_my_way: 'On my way', arrived: 'I’ve arrived', in_progress: 'Start the job' } satisfies Record<
    JobDayStep,
    string
  >,
  alreadyThere: 'Already there? I’ve arrived',
  opensAt: (time: string) => `On my way opens ${dayOpensHoursBefore} hours before the start, at ${time}.`,
  locationOptional:
    'When you tap On my way, your browser asks to share your location. It is optional: the customer then sees you on a map with a live arrival time, rounded to about 100 m, until you arrive.',
  sharing: 'Sharing your location with the customer until you arrive.',
  notSharing: 'Your location is not shared: the customer sees an arrival time from your base.',
  locationUnavailable: 'Your location could not be read. The customer sees an arrival time from your base.',
  sendFailed: 'Your location could not be sent. It is tried again in a moment.',
  stepFailed: 'The step could not be saved. Please try again.',
  readyToComplete: 'When the job is done, mark it completed below.',
  noteTitle: 'Confirm your arrival',
  noteLabel: 'Note for the customer',
  notePlaceholder: 'e.g. Parked on the side street, at the blue gate.',
  noteSubmit: 'Confirm arrival',
  /** The status line both sides read. */
  status: {
    scheduled: 'Scheduled',
    on_my_way: (etaMinutes: number | null) =>
      etaMinutes === null ? 'On the way' : `On the way, about ${etaMinutes} min`,
    arrived: 'Arrived',
    in_progress: 'In progress',
  },
  times: {
    on_my_way: (time: string) => `Left at ${time}`,
    arrived: (time: string) => `Arrived at ${time}`,
    in_progress: (time: string) => `Started at ${time}`,
  } satisfies Record<JobDayStep, (time: string) => string>,
  etaBasis: {
    live: 'Estimated from the washer’s live location, at city driving speed.',
    base: 'Estimated from the washer’s base, at city driving speed.',
  },
  arrivalNote: (note: string) => `Washer’s note: ${note}`,
  lastUpdate: (time: string) => `Location updated at ${time}`,
  mapLabel: 'Map of the washer on the way to the job',
  washerMarker: 'The washer, about here',
  jobMarker: 'The job’s address',
  noJobPoint: 'This job’s address is not on the map, so no arrival time can be estimated.',
} as const;

const pointSchema = z.object({
  lat: z.number(jobDayMessages.latitude).min(-90, jobDayMessages.latitude).max(90, jobDayMessages.latitude),
  lng: z.number(jobDayMessages.longitude).min(-180, jobDayMessages.longitude).max(180, jobDayMessages.longitude),
});

/** POST /api/appointments/:id/day: the next step, where the washer is (optional), a note at arrival. */
export const jobDayStepInputSchema = z.object({
  step: z.enum(jobDaySteps, jobDayMessages.step),
  location: pointSchema.optional(),
  note: z.string().trim().max(arrivalNoteMaxLength, jobDayMessages.noteTooLong).default(''),
});
export type JobDayStepInput = z.input<typeof jobDayStepInputSchema>;

/** PUT /api/appointments/:id/location: where the washer on the way is now. */
export const liveLocationInputSchema = pointSchema;

export const etaBases = ['live', 'base'] as const;

/** GET /api/appointments/:id/day, for the job's washer and owner. */
export const jobDaySchema = z.object({
  /** The appointment's own status: a page following the day sees the job completed or cancelled. */
  status: z.enum(appointmentStatuses),
  step: z.enum(jobDaySteps).nullable(),
  /** ISO instant On my way opens. */
  opensAt: z.string(),
  onMyWayAt: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  arrivalNote: z.string().nullable(),
  /** While on the way: minutes to the job and what they are measured from; null without points to measure. */
  eta: z.object({ minutes: z.number().int(), basis: z.enum(etaBases) }).nullable(),
  /** The job's point (its request's), when its address was placed on the map. */
  jobPoint: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** The washer's rounded live point while on the way: for the owner only. */
  live: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** ISO instant of the last live point while on the way, for both sides. */
  liveUpdatedAt: z.string().nullable(),
});
export type JobDay = z.infer<typeof jobDaySchema>;
export const jobDayResponseSchema = z.object({ day: jobDaySchema });

/** The status line: 'On the way, about 25 min'. */
export function jobDayStatus(day: Pick<JobDay, 'step' | 'eta'>): string {
  const { status } = jobDayTexts;
  if (day.step === null) return status.scheduled;
  if (day.step === 'on_my_way') return status.on_my_way(day.eta?.minutes ?? null);
  return status[day.step];
}

/** What the owner is told, in the bell and by push, as the washer sets off and arrives. */
export const jobDayNoticeTexts = {
  onTheWaySubject: (washerName: string) => `${washerName} is on the way`,
  onTheWayIntro: (etaMinutes: number | null) =>
    `${etaMinutes === null ? '' : `About ${etaMinutes} min away. `}Follow them on the appointment page.`,
  arrivedSubject: (washerName: string) => `${washerName} has arrived`,
  arrivedIntro: (address: string) => `They are at ${address}.`,
  action: 'Open the appointment',
} as const;
