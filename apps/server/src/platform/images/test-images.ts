// Images for tests: a phone-like photo with GPS in its EXIF, and a way to see that GPS is there.
import sharp from 'sharp';

/** A photo as a phone writes it: JPEG with the place it was taken in its EXIF GPS block. */
export async function jpegWithGps(width = 300, height = 200, orientation?: number): Promise<Buffer> {
  // The orientation tag is written by withMetadata; withExif alone leaves it at 1.
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata(orientation ? { orientation } : {})
    .withExifMerge({
      IFD0: { Make: 'PhoneCo', Model: 'Snap 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 47/1 3720/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 23/1 4740/100',
      },
    })
    .toBuffer();
}

/** Whether IFD0 of an EXIF block ('Exif\0\0' + TIFF) points to a GPS IFD (tag 0x8825). */
export function hasGpsBlock(exif: Buffer): boolean {
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const ifd0 = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  return Array.from({ length: u16(ifd0) }, (_, index) => u16(ifd0 + 2 + index * 12)).includes(0x8825);
}
