import { fileTypeFromBuffer } from 'file-type';
import { galleryImageMaxPx, galleryThumbMaxPx } from '@sudsy/domain/gallery';
import { loadSharp } from './load-sharp';

export type EncodedImage = { bytes: Uint8Array; contentType: 'image/jpeg' | 'image/webp'; extension: 'jpg' | 'webp' };
export type ProcessedImage = { image: EncodedImage; thumb: EncodedImage };

/** Why an upload cannot become an image: not an image at all, or an image format we cannot read. */
export class ImageRejected extends Error {
  override name = 'ImageRejected';
  constructor(readonly reason: 'not-image' | 'unsupported') {
    super(reason === 'not-image' ? 'not an image' : 'unsupported image format');
  }
}

// Decided by content, never by name or declared type. SVG is left out on purpose: it can carry script.
const readable = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);
// A 10 MB file can still declare billions of pixels; this bounds decoding memory (a 48 MP phone photo fits).
const maxInputPixels = 100_000_000;
const quality = 82;

/**
 * Re-encodes an uploaded photo the way it will be served: turned upright by its EXIF orientation,
 * every metadata block (EXIF with GPS, XMP, IPTC, ICC) dropped, at most 2000 px on its longer
 * side, plus a 400 px thumbnail. Transparent images become WebP, the rest JPEG.
 */
export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type?.mime.startsWith('image/')) throw new ImageRejected('not-image');
  if (!readable.has(type.mime)) throw new ImageRejected('unsupported');
  const sharp = await loadSharp();
  try {
    const { hasAlpha } = await sharp(input, { limitInputPixels: maxInputPixels }).metadata();
    const encode = async (maxPx: number): Promise<EncodedImage> => {
      // sharp writes no metadata unless asked to (keepMetadata, withExif), so none survives this.
      const pipeline = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
        .autoOrient()
        .resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true });
      if (hasAlpha) {
        return { bytes: await pipeline.webp({ quality }).toBuffer(), contentType: 'image/webp', extension: 'webp' };
      }
      return {
        bytes: await pipeline.jpeg({ quality, mozjpeg: true }).toBuffer(),
        contentType: 'image/jpeg',
        extension: 'jpg',
      };
    };
    return { image: await encode(galleryImageMaxPx), thumb: await encode(galleryThumbMaxPx) };
  } catch {
    // A truncated or forged file that starts like an image: still not an image we can show.
    throw new ImageRejected('not-image');
  }
}
