// The before/after pairs in about a third of the demo washers' portfolios (demo-set.ts), drawn by
// demo-images.ts and titled after the work the washer offers.
import { randomUUID } from 'node:crypto';
import { demoPaints, type DemoPhotoSide } from './demo-images';
import { dayMs, type WasherOf } from './demo-jobs';
import type { DemoWriter } from './demo-rows';
import { demoHash, demoPick } from './demo-washer-details';
import { demoWashers, type DemoWasher } from './demo-washers';

/** What washers show off in their galleries, by the service the photos are of. */
const galleryTexts: Record<string, { title: (car: string) => string; description: string }> = {
  'ceramic-coating': {
    title: (car) => `Ceramic coating on a ${car}`,
    description: 'Decontaminated, polished, then coated: water now beads straight off.',
  },
  'multi-stage-correction': {
    title: (car) => `Paint correction, ${car}`,
    description: 'Years of swirls and a deep key scratch, compounded out in three stages.',
  },
  'single-stage-correction': {
    title: (car) => `Swirl removal on a ${car}`,
    description: 'A one-step polish took out the car-wash swirls and brought the gloss back.',
  },
  'full-detail': {
    title: (car) => `Full detail, ${car}`,
    description: 'Inside and out in one afternoon: shampooed seats, clay-barred paint and fresh wax.',
  },
  'exterior-detail': {
    title: (car) => `Exterior detail on a ${car}`,
    description: 'Foam wash, iron remover on the wheels and a hand-applied wax.',
  },
};
const showcased = Object.keys(galleryTexts);
const galleryCars = [
  'Mazda 3',
  'Toyota Camry',
  'Ford Explorer',
  'Tesla Model Y',
  'Subaru Forester',
  'BMW X3',
  'Honda Civic',
  'Jeep Grand Cherokee',
];

/** About a third of the washers have before/after photos: those whose work shows, picked by hash. */
export function galleryWashers(): DemoWasher[] {
  return demoWashers
    .filter((washer) => washer.services.some(([id]) => showcased.includes(id)))
    .sort((a, b) => demoHash(a.slug, 'gallery') - demoHash(b.slug, 'gallery'))
    .slice(0, Math.ceil(demoWashers.length / 3));
}

/** One or two pairs for each gallery washer, posted over the past months. */
export function addGallery(writer: DemoWriter, washerOf: WasherOf): void {
  for (const washer of galleryWashers()) {
    const placedWasher = washerOf(washer.slug);
    const shown = showcased.filter((id) => washer.services.some(([serviceId]) => serviceId === id));
    const count = 1 + (demoHash(washer.slug, 'pairs') % 2);
    for (let nth = 0; nth < count; nth += 1) {
      const id = randomUUID();
      const service = shown[nth % shown.length] ?? 'exterior-detail';
      const texts = galleryTexts[service];
      const paint = demoPick(demoPaints, washer.slug, nth, 'paint');
      const base = (side: DemoPhotoSide) => `gallery/${placedWasher.id}/${id}/${side}`;
      const before = writer.storePhoto(base('before'), paint.name, 'before');
      const after = writer.storePhoto(base('after'), paint.name, 'after');
      writer.rows.galleryItems.push({
        id,
        washerId: placedWasher.id,
        beforeKey: before.key,
        beforeThumbKey: before.thumbKey,
        afterKey: after.key,
        afterThumbKey: after.thumbKey,
        title: texts?.title(`${paint.name} ${demoPick(galleryCars, washer.slug, nth, 'car')}`) ?? null,
        description: texts?.description ?? null,
        createdAt: writer.ago((12 + nth * 40 + (demoHash(washer.slug, nth, 'posted') % 150)) * dayMs),
      });
    }
  }
}
