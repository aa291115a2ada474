import { uploadJpegQuality, uploadLongestSide } from '@sudsy/domain/photo-proof';

/**
 * A phone photo made small before it is sent (docs/product.md, "The day of the job"): drawn at most
 * `uploadLongestSide` pixels on its longer side and encoded as JPEG, which also leaves behind what
 * the camera wrote into the file (its place and clock). A browser that cannot draw it, or a result
 * no smaller, sends the original: the server re-encodes every upload anyway.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || !file.type.startsWith('image/')) return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, uploadLongestSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', uploadJpegQuality));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]+$/, '')}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
