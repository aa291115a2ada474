import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejected, processImage } from './process-image';
import { hasGpsBlock, jpegWithGps } from './test-images';

describe('processImage', () => {
  it('keeps the picture but drops EXIF and its GPS position', async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneCo');
    expect(before.exif && hasGpsBlock(before.exif)).toBe(true);
    const { image, thumb } = await processImage(input);
    for (const output of [image, thumb]) {
      const metadata = await sharp(output.bytes).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(Buffer.from(output.bytes).toString('latin1')).not.toContain('PhoneCo');
    }
    expect(image).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
  });

  it('turns the photo upright by its EXIF orientation before dropping it', async () => {
    const { image } = await processImage(await jpegWithGps(300, 200, 6));
    expect(await sharp(image.bytes).metadata()).toMatchObject({ width: 200, height: 300 });
  });

  it('limits the image to 2000 px and the thumbnail to 400 px, never enlarging', async () => {
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const { image, thumb } = await processImage(big);
    expect(await sharp(image.bytes).metadata()).toMatchObject({ width: 2000, height: 500 });
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ width: 400, height: 100 });
    const small = await processImage(await jpegWithGps(120, 80));
    expect(await sharp(small.image.bytes).metadata()).toMatchObject({ width: 120, height: 80 });
  });

  it('keeps transparency as WebP', async () => {
    const input = await sharp({
      create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const { image, thumb } = await processImage(input);
    expect(image).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
    expect(thumb.contentType).toBe('image/webp');
    expect((await sharp(image.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('refuses what is not an image, whatever it is called', async () => {
    const cases = [
      new TextEncoder().encode('just some text pretending to be a photo'),
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]), // %PDF-1.4
      new Uint8Array(0),
    ];
    for (const input of cases) await expect(processImage(input)).rejects.toEqual(new ImageRejected('not-image'));
  });

  it('refuses a file that starts like a JPEG but is not one', async () => {
    const fake = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('JFIF but then nothing')]);
    await expect(processImage(fake)).rejects.toEqual(new ImageRejected('not-image'));
  });

  it('names image formats it cannot read apart from non-images', async () => {
    const bmp = Uint8Array.from([0x42, 0x4d, ...new Array<number>(60).fill(0)]);
    await expect(processImage(bmp)).rejects.toEqual(new ImageRejected('unsupported'));
  });
});
