// A booked job after the booking (docs/product.md, "Bookings and appointments"): the washer marks it completed,
// optionally with before and after photos of the job, which reach the washer's public portfolio
// only while the owner allows it; the owner then rates it. What the appointment endpoints answer
// and every text of these pages (ours: the original product stopped at the quote).
import { z } from 'zod';
import { nextCursorSchema, pageCursorSchema } from './pagination';
import { bookingCarSchema } from './booking-cars';
import { roles } from './roles';
import { appointmentStatuses, type AppointmentStatus } from './schedule-rules';
import type { ToastText } from './schedule-messages';
import { rescheduleProposalSchema } from './reschedule';
import { reviewSchema } from './review';
import { zonedTimeToInstant } from './schedule-time-zone';

export const jobPhotoSchema = z.object({ url: z.string(), thumbUrl: z.string() });
export type JobPhoto = z.infer<typeof jobPhotoSchema>;

const appointmentFields = {
  id: z.string(),
  /** 'yyyy-MM-dd' and 'HH:mm', the wall clock of the job's place. */
  date: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(appointmentStatuses),
  services: z.array(z.string()),
  address: z.string(),
  vehicle: z.string(),
  /** Each car with its services and price when the booking covers several (booking-cars.ts); none for one car. */
  cars: z.array(bookingCarSchema).optional(),
  ownerName: z.string(),
  washer: z.object({ id: z.string(), name: z.string() }),
  /** The accepted quote's amount; null for a booking made before prices were kept. */
  priceCents: z.number().int().nullable(),
  /** The repeat series it belongs to, if any. */
  seriesId: z.string().nullable(),
};

/** One line of GET /api/appointments. */
export const appointmentListItemSchema = z.object({
  ...appointmentFields,
  /** The owner's stars, once rated. */
  rating: z.number().int().nullable(),
  /** Who proposed the new time still waiting for an answer, if one is. */
  pendingRescheduleBy: z.enum(roles).nullable(),
});
export type AppointmentListItem = z.infer<typeof appointmentListItemSchema>;

/** How many appointments of one tab GET /api/appointments answers at a time. */
export const appointmentsPageSize = 20;

/** `?status=`: the tab (scheduled unless named); `?cursor=`: the page before's `nextCursor`. */
export const appointmentsQuerySchema = z.object({
  status: z.enum(appointmentStatuses, 'Choose scheduled, completed or cancelled.').default('scheduled'),
  cursor: pageCursorSchema.optional(),
});

/** A page of one tab, with how many appointments every tab holds. */
export const appointmentListSchema = z.object({
  appointments: z.array(appointmentListItemSchema),
  nextCursor: nextCursorSchema,
  counts: z.object({ scheduled: z.number().int(), completed: z.number().int(), cancelled: z.number().int() }),
});
export type AppointmentList = z.infer<typeof appointmentListSchema>;
export type AppointmentCounts = AppointmentList['counts'];

/** GET /api/appointments/:id, for its washer and its owner alike. */
export const appointmentDetailSchema = z.object({
  ...appointmentFields,
  quoteRequestId: z.string().nullable(),
  /** The owner's user id: the washer writes to them from the booking page. */
  ownerId: z.string(),
  /** The owner's notes for the job (gate codes, where the keys are), for both sides; '' without any. */
  notes: z.string(),
  /** For the washer only, the owner's phone while it is shared with them (owner-phone.ts); absent otherwise. */
  ownerPhone: z.string().optional(),
  /** ISO instant of the start, the date and time read in the washer's time zone: completing opens then. */
  startsAt: z.string(),
  /** The washer's notice before a cancellation, kept from booking, and the zone the job's times are read in. */
  cancellationNoticeHours: z.number().int(),
  timeZone: z.string(),
  /** ISO instant it was booked: a booking made inside the notice never had free cancellation. */
  bookedAt: z.string(),
  /** ISO instant the washer marked it completed. */
  completedAt: z.string().nullable(),
  photos: z.object({ before: jobPhotoSchema.nullable(), after: jobPhotoSchema.nullable() }),
  /** The owner allows the washer to show this job's photos in their public portfolio. */
  portfolioConsent: z.boolean(),
  /** The photos are in the washer's portfolio now (the washer may have removed them since). */
  inPortfolio: z.boolean(),
  review: reviewSchema.nullable(),
  /** Every proposal to move it to a new time, the latest first; at most one pending. */
  reschedules: z.array(rescheduleProposalSchema),
  /** Who cancelled, why, and whether inside the washer's notice period. */
  cancellation: z.object({ by: z.enum(roles), reason: z.string().nullable(), late: z.boolean() }).nullable(),
  /**
   * For the owner, what their request named that Book again fills in: the vehicle while it is still
   * theirs (null once removed) and the notes. Null for the washer and for a booking without a request.
   */
  bookAgain: z.object({ vehicleId: z.string().nullable(), notes: z.string() }).nullable(),
});
export type AppointmentDetail = z.infer<typeof appointmentDetailSchema>;
export const appointmentDetailResponseSchema = z.object({ appointment: appointmentDetailSchema });

/** PUT /api/appointments/:id/portfolio-consent. */
export const portfolioConsentSchema = z.object({ consent: z.boolean() });

/** Only a scheduled job can be completed; completed and cancelled are final. */
export function isCompletable(status: AppointmentStatus): boolean {
  return status === 'scheduled';
}

/** The instant a job starts: its wall-clock date and start read in the washer's time zone. */
export function jobStart(job: { date: string; start: string }, timeZone: string): Date {
  return zonedTimeToInstant(job.date, job.start, timeZone);
}

/**
 * A job can be marked completed from its start on, never before: a job marked done days ahead
 * would ask the owner to rate a wash that has not happened and count in the washer's earnings.
 */
export function hasStarted(startsAt: Date, now: Date): boolean {
  return now.getTime() >= startsAt.getTime();
}

/** The owner may rate a completed job that has no review yet. */
export function canReview(appointment: Pick<AppointmentDetail, 'status' | 'review'>): boolean {
  return appointment.status === 'completed' && appointment.review === null;
}

export function hasJobPhotos(appointment: Pick<AppointmentDetail, 'photos'>): boolean {
  return appointment.photos.before !== null || appointment.photos.after !== null;
}

export const appointmentTabs = [
  { id: 'scheduled', label: 'Scheduled' },
  { id: 'completed', label: 'Completed' },
  { id: 'cancelled', label: 'Cancelled' },
] as const satisfies readonly { id: AppointmentStatus; label: string }[];

/** 'No completed appointments'. */
export function emptyAppointmentTabText(status: AppointmentStatus): string {
  return `No ${status} appointments`;
}

/**
 * Scheduled jobs soonest first (the next one is what matters); completed and cancelled ones the
 * latest first (the latest is what one looks for).
 */
export function soonestFirst(status: AppointmentStatus): boolean {
  return status === 'scheduled';
}

export const appointmentMessages = {
  alreadyCompleted: 'This appointment is already completed.',
  cancelledCannotComplete: 'A cancelled appointment cannot be completed.',
  notStarted: 'A job can be marked completed once it has started.',
  consentNeedsCompletion: 'Photos can be shared once the job is completed.',
  noPhotosToShare: 'This job has no photos to share.',
  washersOnly: 'Only the washer of this appointment can mark it completed.',
  ownersOnly: 'Only the car owner of this appointment can decide about its photos.',
} as const;

export const appointmentTexts = {
  listTitle: 'My Appointments',
  bookAgain: 'Book again',
  bookAgainDescription: 'Ask this washer again for the same services, vehicle and notes.',
  listDescription: 'Every wash you have booked, coming up and done.',
  washerListDescription: 'Every job customers booked with you, coming up and done.',
  more: 'Load more appointments',
  markCompleted: 'Mark Completed',
  /** Why Mark Completed is not open yet: 'You can mark it completed from its start, Tue, Dec 1 at 10:00 AM.' */
  completeFrom: (start: string) => `You can mark it completed from its start, ${start}.`,
  completeTitle: 'Complete this job',
  completeDescription:
    'Add a photo of the finished car, and a before photo if you took one. They stay private to you and the customer unless the customer lets you show them in your portfolio.',
  beforePhoto: 'Before photo (optional)',
  afterPhoto: 'After photo',
  /** When the job already has after photos taken during it. */
  anotherAfterPhoto: 'Another after photo (optional)',
  rateTitle: 'Rate this wash',
  consentLabel: 'Let the washer show these photos in their portfolio',
  consentHelp: 'Turn it off at any time and the photos leave the public portfolio.',
  awaitingCompletion: 'The washer marks the job completed when it is done; you can rate it then.',
} as const;

export const appointmentToasts = {
  completed: { title: 'Appointment Completed', description: 'The customer can now rate this wash.' },
  completeFailed: {
    title: 'Could Not Complete',
    description: 'The appointment could not be marked completed. Please try again.',
  },
  consentGiven: {
    title: 'Portfolio Permission Given',
    description: 'The washer may now show these photos in their portfolio.',
  },
  consentWithdrawn: {
    title: 'Portfolio Permission Withdrawn',
    description: 'The photos are no longer in the washer’s portfolio.',
  },
  consentFailed: { title: 'Error', description: 'Your choice could not be saved. Please try again.' },
} as const satisfies Record<string, ToastText>;
