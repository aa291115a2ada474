// What POST /api/quote-requests and the request photo uploads answer, and the texts of their
// refusals the original texts leave unwritten. Shared so the web reads exactly what the server sends.
import { z } from 'zod';
import { galleryMaxFileBytes, galleryMessages } from './gallery';
import { quoteRequestStatuses } from './quote-request';
import { quoteRequestPhotoSchema } from './quote-request-views';

export const createdQuoteRequestSchema = z.object({
  request: z.object({ id: z.string(), status: z.enum(quoteRequestStatuses) }),
  /** How many washers received it; 0 leaves the request pending (no washer near enough offers a chosen service). */
  sentTo: z.number().int(),
});
export type CreatedQuoteRequest = z.infer<typeof createdQuoteRequestSchema>;

export const requestPhotoResponseSchema = z.object({ photo: quoteRequestPhotoSchema });

/** Request photos follow the gallery's rules: images only, at most 10 MB each. */
export const requestPhotoMaxFileBytes = galleryMaxFileBytes;
/** Photos uploaded but not yet part of a request, per owner: a form holds 8, this leaves room for a second tab. */
export const maxUnattachedRequestPhotos = 16;

export const createRequestMessages = {
  unknownVehicle: 'Choose one of your vehicles',
  unknownPhotos: 'Some photos were not found; upload them again',
  unknownWashers: 'Some of the chosen providers no longer offer these services; search again',
  photoRequired: 'Choose a photo to upload',
  onlyImages: galleryMessages.onlyImages,
  unsupportedImage: galleryMessages.unsupportedImage,
  tooLarge: galleryMessages.tooLarge,
  tooManyPhotos: 'Too many photos waiting to be sent; remove some first',
} as const;
