// What GET /api/owner-dashboard answers: the stat cards' real figures, the Upcoming tab, the
// Recent Quote Requests card and Top Washers (real figures, 0 when new).
import { z } from 'zod';
import { appointmentStatuses } from './schedule-rules';
import { quoteRequestListItemSchema } from './quote-request-views';

/** Appointments listed on the Upcoming tab; the stat card counts all of them. */
export const upcomingListLimit = 10;
export const topWashersLimit = 3;

/** A washer who may be among Top Washers, with their rating as shown (null: 'New Provider') and distance. */
export type TopWasherCandidate = { id: string; rating: number | null; distanceMiles: number };

/**
 * Top Washers' order (docs/product.md, "Owner dashboard"): best rated first, by the rating shown,
 * then nearest, then by id so equal washers keep one order; the unrated after every rated one.
 */
export function compareTopWashers(a: TopWasherCandidate, b: TopWasherCandidate): number {
  if (a.rating !== b.rating) {
    if (a.rating === null) return 1;
    if (b.rating === null) return -1;
    return b.rating - a.rating;
  }
  if (a.distanceMiles !== b.distanceMiles) return a.distanceMiles - b.distanceMiles;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export const ownerUpcomingAppointmentSchema = z.object({
  id: z.string(),
  /** 'yyyy-MM-dd' and 'HH:mm', the wall clock of the job's place. */
  serviceDate: z.string(),
  startTime: z.string(),
  washerName: z.string(),
  services: z.array(z.string()),
  address: z.string(),
  status: z.enum(appointmentStatuses),
});
export type OwnerUpcomingAppointment = z.infer<typeof ownerUpcomingAppointmentSchema>;

export const topWasherSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  /** Null until the washer has reviews. */
  rating: z.number().nullable(),
  experienceYears: z.number().int(),
  distanceMiles: z.number(),
});
export type TopWasher = z.infer<typeof topWasherSchema>;

export const ownerDashboardSchema = z.object({
  /** Completed appointments. */
  totalWashes: z.number().int(),
  vehiclesRegistered: z.number().int(),
  upcomingAppointments: z.number().int(),
  upcoming: z.array(ownerUpcomingAppointmentSchema),
  recentRequests: z.array(quoteRequestListItemSchema),
  /** Washers whose area covers the saved address, best rated first, then nearest; empty without a saved address. */
  topWashers: z.array(topWasherSchema),
});
export type OwnerDashboard = z.infer<typeof ownerDashboardSchema>;
