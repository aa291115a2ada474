import { galleryMaxFileBytes, galleryMessages } from '@sudsy/domain/gallery';
import { AppError, badRequest, payloadTooLarge } from '../../http/app-error';
import { ImageRejected, processImage, type ProcessedImage } from './process-image';

/** Every photo users upload (gallery, profile photo) has the gallery's size limit: 413 past it. */
export function checkUploadSize(file: File): void {
  if (file.size > galleryMaxFileBytes) throw payloadTooLarge(galleryMessages.tooLarge);
}

/** An uploaded file re-encoded for serving (processImage); what is not a readable image is a 400. */
export async function encodeUpload(file: File): Promise<ProcessedImage> {
  try {
    return await processImage(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    throw error.reason === 'not-image'
      ? badRequest(galleryMessages.onlyImages, 'not_an_image')
      : new AppError(400, 'unsupported_image', galleryMessages.unsupportedImage);
  }
}
