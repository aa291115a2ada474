// What GET /api/owner-dashboard answers: the stat cards' real figures, the Upcoming tab, the
// Recent Quote Requests card and Top Washers (real figures, 0 when new).
import { z } from 'zod';
import { appointmentStatuses } from './schedule-rules';
import { quoteRequestListItemSchema } from './quote-request-views';

/** Appointments listed on the Upcoming tab; the stat card counts all of them. */
export const upcomingListLimit = 10;
export const topWashersLimit = 3;

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
