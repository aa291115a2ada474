import { emailNotVerifiedCode, galleryMessages, galleryToasts } from '@sudsy/domain/gallery';
import { ApiError } from '@/lib/api-client';

/** Why a picked file cannot be uploaded, checked before sending (the server checks again by content). */
export function imageFileProblem(file: File, maxBytes: number): string | null {
  if (!file.type.startsWith('image/')) return galleryMessages.onlyImages;
  if (file.size > maxBytes) return galleryMessages.tooLarge;
  return null;
}

function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function serverWords(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || error.code === 'invalid_response') return null;
  if (error.status === 413) return galleryMessages.tooLarge;
  return Object.values(error.fields)[0] ?? error.message;
}

/** Upload Failed: sign-in and verification problems get the login-and-verify text. */
export function uploadFailureMessage(error: unknown): string {
  if (isSignedOut(error) || (error instanceof ApiError && error.code === emailNotVerifiedCode))
    return galleryMessages.verifyBeforeUpload;
  return serverWords(error) ?? galleryMessages.createFailed;
}

/** A signed-out washer hears that they must log in; anything else names the failure. */
export function galleryActionFailure(
  error: unknown,
  action: 'update' | 'delete',
): { title: string; description: string } {
  if (isSignedOut(error)) {
    return {
      title: galleryToasts.authenticationError.title,
      description: action === 'update' ? galleryMessages.updateSignedOut : galleryMessages.deleteSignedOut,
    };
  }
  const message = serverWords(error) ?? 'The server could not be reached.';
  return {
    title: galleryToasts.error.title,
    description: action === 'update' ? galleryMessages.updateFailed(message) : galleryMessages.deleteFailed(message),
  };
}
