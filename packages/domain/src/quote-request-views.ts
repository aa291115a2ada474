// What the owner's request reads answer (GET /api/quote-requests, GET /api/quote-requests/:id), shared
// so the web reads exactly what the server sends.
import { z } from 'zod';
import { nextCursorSchema } from './pagination';
import { bookingSchema } from './booking';
import { coordinatesSchema } from './washer-profile';
import { quoteRequestStatuses, quoteResponseStatuses } from './quote-request';

export const quoteRequestVehicleSchema = z.object({ id: z.string(), label: z.string() });

export const quoteRequestListItemSchema = z.object({
  id: z.string(),
  status: z.enum(quoteRequestStatuses),
  /** ISO instant. */
  createdAt: z.string(),
  address: z.string(),
  /** 'yyyy-MM-dd'; the /providers wizard may leave it out. */
  preferredDate: z.string().nullable(),
  /** 'HH:mm'. */
  preferredTime: z.string().nullable(),
  serviceIds: z.array(z.string()),
  /** Null when the request names no vehicle or the vehicle has since been removed. */
  vehicle: quoteRequestVehicleSchema.nullable(),
  /** Washers the request went to. */
  responseCount: z.number().int(),
  /** Of those, washers who answered with a quote (quoted or accepted): the badge's n. */
  quotedCount: z.number().int(),
});
export type QuoteRequestListItem = z.infer<typeof quoteRequestListItemSchema>;

/** How many requests GET /api/quote-requests answers at a time, newest first. */
export const quoteRequestsPageSize = 20;
export const quoteRequestsResponseSchema = z.object({
  requests: z.array(quoteRequestListItemSchema),
  nextCursor: nextCursorSchema,
});

export const quoteRequestPhotoSchema = z.object({ id: z.string(), url: z.string(), thumbUrl: z.string() });

export const quoteRequestRecipientSchema = z.object({
  washerId: z.string(),
  businessName: z.string(),
  status: z.enum(quoteResponseStatuses),
  amountCents: z.number().int().nullable(),
  estimatedMinutes: z.number().int().nullable(),
  washerNotes: z.string().nullable(),
  proposedDate: z.string().nullable(),
  proposedTime: z.string().nullable(),
  /** Average stars and number of reviews; null for a washer without reviews ('New Provider'). */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  /** The washer's cancellation notice in hours, shown with every quote. */
  cancellationNoticeHours: z.number().int(),
});
export type QuoteRequestRecipient = z.infer<typeof quoteRequestRecipientSchema>;

export const quoteRequestDetailSchema = quoteRequestListItemSchema.extend({
  notes: z.string(),
  coordinates: coordinatesSchema.nullable(),
  photos: z.array(quoteRequestPhotoSchema),
  /** The owner sees every washer it went to; a washer who received it sees only their own row. */
  recipients: z.array(quoteRequestRecipientSchema),
  /** The appointment made when the owner accepted a quote; null until then. */
  booking: bookingSchema.nullable(),
});
export type QuoteRequestDetail = z.infer<typeof quoteRequestDetailSchema>;

export const quoteRequestDetailResponseSchema = z.object({ request: quoteRequestDetailSchema });
