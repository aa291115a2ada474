// The one request model (docs/product.md, "Service requests"): a quote request carries vehicle, place, date, time,
// services, notes and photos. The Create Service Request form sends it to every matching nearby
// washer; the /providers wizard sends it to the washers the owner picks. Both are validated by
// these schemas on the client and again on the server.
import { z } from 'zod';
import { catalogue } from './catalogue';
import { coordinatesSchema } from './washer-profile';
import { plannedDateSchema } from './schedule-schemas';
import { requestTimeSlots } from './time-slots';
import { oneLineText } from './text';

export const requestMessages = {
  missingInformation: { title: 'Missing information', description: 'Please fill in all required fields' },
  authenticationRequired: {
    title: 'Authentication Required',
    description: 'Please sign in to create a service request',
  },
  createFailed: { title: 'Error', description: 'Failed to create service request. Please try again.' },
  created: { title: 'Service request created!', description: 'Your request has been submitted to nearby washers.' },
  noServices: 'No services selected',
  addressRequired: 'Address required',
  noWashers: 'No providers selected',
  searchAuthRequired: 'Authentication required',
  pastDate: 'Preferred date cannot be in the past',
  sent: 'Quote requests sent successfully!',
} as const;

export const maxRequestPhotos = 8;
export const maxRequestNotesLength = 1000;

const catalogueIds = new Set(catalogue.map((service) => service.id));
/** Catalogue service ids, at least one, each once. */
export const serviceIdsSchema = z
  .array(z.string().refine((id) => catalogueIds.has(id), 'Unknown service'))
  .min(1, requestMessages.noServices)
  .max(catalogue.length)
  .refine((ids) => new Set(ids).size === ids.length, 'Each service once');

const commonFields = {
  address: oneLineText().trim().min(1, requestMessages.addressRequired).max(300),
  coordinates: coordinatesSchema.nullable(),
  serviceIds: serviceIdsSchema,
  notes: z.string().trim().max(maxRequestNotesLength).default(''),
  photoIds: z.array(z.string().min(1).max(64)).max(maxRequestPhotos).default([]),
};

/** The Create Service Request form: vehicle, services, date, time and place are all required. */
export const serviceRequestFormSchema = z.object({
  source: z.literal('request-form'),
  vehicleId: z.string().min(1, requestMessages.missingInformation.description),
  preferredDate: plannedDateSchema,
  preferredTime: z
    .string()
    .refine((time) => requestTimeSlots.includes(time), requestMessages.missingInformation.description),
  ...commonFields,
});

/**
 * What the /providers wizard asks before sending, under the Create Service Request form's own
 * rules: which vehicle, the preferred date and time, and optional notes and photos.
 */
export const requestDetailsSchema = serviceRequestFormSchema.pick({
  vehicleId: true,
  preferredDate: true,
  preferredTime: true,
  notes: true,
  photoIds: true,
});
export type RequestDetails = z.input<typeof requestDetailsSchema>;

/** POST /api/quote-requests from the wizard: services and address required, date optional, at least one chosen washer. */
export const washerSearchRequestSchema = z.object({
  source: z.literal('washer-search'),
  vehicleId: z.string().min(1).nullable().default(null),
  preferredDate: plannedDateSchema.nullable().default(null),
  preferredTime: z
    .string()
    .refine((time) => requestTimeSlots.includes(time))
    .nullable()
    .default(null),
  washerIds: z.array(z.string().min(1)).min(1, requestMessages.noWashers).max(50),
  ...commonFields,
});

/** POST /api/quote-requests. The server also refuses a preferred date before today (requestMessages.pastDate). */
export const createQuoteRequestSchema = z.discriminatedUnion('source', [
  serviceRequestFormSchema,
  washerSearchRequestSchema,
]);
export type CreateQuoteRequest = z.input<typeof createQuoteRequestSchema>;

/** 'booked' once the owner accepts a quote (an appointment exists); 'cancelled' when the owner withdraws it. */
export const quoteRequestStatuses = ['pending', 'sent', 'booked', 'completed', 'cancelled'] as const;
export type QuoteRequestStatus = (typeof quoteRequestStatuses)[number];
/**
 * A washer's copy of a request: 'not-chosen' when the owner booked another washer (reopened if that
 * booking is cancelled while the request stays open), 'cancelled' when this washer's own booking
 * was cancelled.
 */
export const quoteResponseStatuses = [
  'sent',
  'quoted',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
  'not-chosen',
  'cancelled',
] as const;
export type QuoteResponseStatus = (typeof quoteResponseStatuses)[number];
