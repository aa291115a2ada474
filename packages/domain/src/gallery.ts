// The washer's before/after gallery (docs/product.md, "Washer profile and setup"): the item the API answers with, the
// upload limits both sides check, and every gallery text, verbatim.
import { z } from 'zod';
import { controlCharacterMessage, hasControlCharacters, oneLineText } from './text';

/** Per file; the browser refuses bigger files before sending, the server answers 413. */
export const galleryMaxFileBytes = 10 * 1024 * 1024;
/** Longest side of a stored image and of its grid thumbnail, in pixels. */
export const galleryImageMaxPx = 2000;
export const galleryThumbMaxPx = 400;
export const galleryTitleMaxLength = 120;
export const galleryDescriptionMaxLength = 1000;
/** Items per washer: a portfolio, not a photo archive, and a bound on what one account can store. */
export const galleryMaxItems = 100;

export const galleryItemSchema = z.object({
  id: z.uuid(),
  beforeImageUrl: z.string(),
  beforeThumbUrl: z.string(),
  afterImageUrl: z.string().nullable(),
  afterThumbUrl: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const galleryItemsSchema = z.object({ items: z.array(galleryItemSchema) });

/** Title and description as the upload form sends them: optional, blank means none. */
export const galleryTextFieldsSchema = z.object({
  title: oneLineText()
    .trim()
    .max(galleryTitleMaxLength, `Keep the title under ${galleryTitleMaxLength} characters.`)
    .refine((text) => !hasControlCharacters(text), controlCharacterMessage)
    .optional(),
  description: z
    .string()
    .trim()
    .max(galleryDescriptionMaxLength, `Keep the description under ${galleryDescriptionMaxLength} characters.`)
    .refine((text) => !hasControlCharacters(text), controlCharacterMessage)
    .optional(),
});

export const galleryMessages = {
  loadFailed: 'Failed to load gallery items.',
  verifyBeforeUpload: 'Please log in and verify your email before uploading images.',
  signedOut: 'Please log in to upload photos to your gallery.',
  rowLevelSecurity: 'Authentication error. Please log out and log back in.',
  sessionInvalid: 'Authentication session invalid. Please log in again.',
  noUser: 'No authenticated user',
  createFailed: 'Failed to create gallery item',
  updateSignedOut: 'You must be logged in to update images.',
  deleteSignedOut: 'You must be logged in to delete images.',
  updateFailed: (message: string) => `Failed to update gallery item: ${message}`,
  deleteFailed: (message: string) => `Failed to delete gallery item: ${message}`,
  onlyImages: 'Only image files are accepted',
  // Ours: the original product set no size limit, so it had no text for it.
  beforeRequired: 'A before image is required.',
  afterRequired: 'An after image is required.',
  tooLarge: 'Each image must be 10 MB or smaller.',
  unsupportedImage: 'Please upload a JPEG, PNG, WebP, GIF or AVIF image.',
  full: `Your gallery holds up to ${galleryMaxItems} items. Delete one to add another.`,
} as const;

export const galleryToasts = {
  loadFailed: { title: 'Error', description: galleryMessages.loadFailed },
  authenticationRequired: { title: 'Authentication Required', description: galleryMessages.verifyBeforeUpload },
  uploadFailed: { title: 'Upload Failed' },
  authenticationError: { title: 'Authentication Error' },
  error: { title: 'Error' },
  added: { title: 'Success', description: 'Gallery item added successfully!' },
  afterAdded: { title: 'Success', description: 'After image added successfully!' },
  deleted: { title: 'Success', description: 'Gallery item deleted successfully!' },
  verificationSent: {
    title: 'Verification Email Sent',
    description: 'Please check your email for the verification link.',
  },
  verificationFailed: { title: 'Error', fallback: 'Failed to resend verification email' },
} as const;

/** The API's error code when an unverified washer uploads. */
export const emailNotVerifiedCode = 'EMAIL_NOT_VERIFIED';
