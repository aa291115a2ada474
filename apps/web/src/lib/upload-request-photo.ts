import type { z } from 'zod';
import type { quoteRequestPhotoSchema } from '@sudsy/domain/quote-request-views';
import { requestPhotoResponseSchema } from '@sudsy/domain/request-create-api';
import { parseAnswer } from '@/lib/parse-answer';
import { sendMultipart } from '@/lib/send-multipart';

export type UploadedPhoto = z.infer<typeof quoteRequestPhotoSchema>;

/**
 * Uploads one vehicle photo as soon as it is picked; the request names it by id when submitted.
 * Until then the photo is the owner's alone.
 */
export async function uploadRequestPhoto(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<UploadedPhoto> {
  const form = new FormData();
  form.set('photo', file);
  const body = await sendMultipart({ method: 'POST', path: '/api/request-photos', form, onProgress, signal });
  return parseAnswer(requestPhotoResponseSchema, body).photo;
}
