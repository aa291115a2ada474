// Before and after photos for the demo, drawn here rather than downloaded: a car in a dull, muddy
// scene, then the same car glossy under a blue sky. JPEGs as uploads are served (a 640×480 image and
// the gallery's thumbnail), rendered once per paint and shared by every item that shows that car.
import { galleryThumbMaxPx } from '@sudsy/domain/gallery';
import { loadSharp } from '../platform/images/load-sharp';
import type { ProcessedImage } from '../platform/images/process-image';
import { demoHash } from './demo-washer-details';

export type DemoPaint = { name: string; body: string; dark: string; light: string };

export const demoPaints: readonly DemoPaint[] = [
  { name: 'red', body: '#b3202a', dark: '#5e0e14', light: '#f08a8f' },
  { name: 'blue', body: '#1f4f9c', dark: '#0c2350', light: '#8fb4f0' },
  { name: 'white', body: '#dfe3e8', dark: '#8e969f', light: '#ffffff' },
  { name: 'black', body: '#23282f', dark: '#07090b', light: '#6f7b88' },
  { name: 'green', body: '#2f6b45', dark: '#143520', light: '#8fd0a6' },
];

export type DemoPhotoSide = 'before' | 'after';
export type DemoPhotos = Map<string, Record<DemoPhotoSide, ProcessedImage>>;

const width = 640;
const height = 480;
const quality = 82;

/** A tiny deterministic generator for where the mud lands. */
function sequence(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

const bodyPath =
  'M70 332 Q70 292 112 284 L196 270 L252 206 Q264 192 284 192 L420 192 Q440 192 453 206 L506 266 L560 278 Q586 284 586 314 L586 346 Q586 362 570 362 L86 362 Q70 362 70 346 Z';

function sparkle(x: number, y: number, size: number): string {
  const s = size;
  const t = size / 4;
  return `<path d="M${x} ${y - s} L${x + t} ${y - t} L${x + s} ${y} L${x + t} ${y + t} L${x} ${y + s} L${x - t} ${y + t} L${x - s} ${y} L${x - t} ${y - t} Z" fill="#ffffff" opacity="0.9"/>`;
}

/** The scene as SVG: the same car before (dull, dusty, mud on the sills) and after (glossy, bright). */
export function carSvg(paint: DemoPaint, side: DemoPhotoSide): string {
  const before = side === 'before';
  const sky = before ? ['#a29d93', '#7a746b'] : ['#4fa6ea', '#dcf1ff'];
  const ground = before ? '#5d554a' : '#aab3bc';
  const glass = before ? ['#7b7f84', '#50545a'] : ['#d8ecff', '#5f89b5'];
  const rim = before ? ['#7d7263', '#4f463b'] : ['#ffffff', '#9aa5b0'];
  const top = before ? paint.body : paint.light;
  const random = sequence(demoHash(paint.name, side));
  const mud: string[] = [];
  if (before) {
    for (let i = 0; i < 46; i += 1) {
      const x = 80 + random() * 500;
      const y = 300 + random() * 80;
      const rx = 6 + random() * 26;
      const ry = 3 + random() * 10;
      const colour = random() < 0.5 ? '#5b4630' : '#7a6243';
      mud.push(
        `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="${colour}" opacity="${(0.3 + random() * 0.4).toFixed(2)}"/>`,
      );
    }
    for (let i = 0; i < 14; i += 1) {
      const x = 120 + random() * 420;
      mud.push(
        `<rect x="${x.toFixed(0)}" y="${(250 + random() * 30).toFixed(0)}" width="${(2 + random() * 3).toFixed(1)}" height="${(30 + random() * 50).toFixed(0)}" fill="#6b5a44" opacity="0.3"/>`,
      );
    }
  }
  const shine = before
    ? // Dust dulls the whole picture.
      `<rect width="${width}" height="${height}" fill="#7d7366" opacity="0.22"/>`
    : [
        '<path d="M118 296 Q330 262 560 290 L560 298 Q330 274 118 306 Z" fill="#ffffff" opacity="0.55"/>',
        '<path d="M300 200 L330 200 L300 258 L272 258 Z" fill="#ffffff" opacity="0.35"/>',
        sparkle(520, 286, 16),
        sparkle(236, 300, 11),
        sparkle(410, 206, 13),
        sparkle(170, 358, 9),
      ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.5" stop-color="${paint.body}"/><stop offset="1" stop-color="${paint.dark}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${glass[0]}"/><stop offset="1" stop-color="${glass[1]}"/></linearGradient>
<radialGradient id="rim" cx="0.4" cy="0.4" r="0.7"><stop offset="0" stop-color="${rim[0]}"/><stop offset="1" stop-color="${rim[1]}"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<rect y="372" width="${width}" height="${height - 372}" fill="${ground}"/>
<ellipse cx="328" cy="398" rx="270" ry="18" fill="#000000" opacity="0.3"/>
<path d="${bodyPath}" fill="url(#paint)"/>
<path d="M262 264 L294 212 Q300 205 310 205 L362 205 L362 264 Z" fill="url(#glass)"/>
<path d="M374 264 L374 205 L418 205 Q428 205 435 212 L480 264 Z" fill="url(#glass)"/>
<line x1="368" y1="266" x2="368" y2="352" stroke="${paint.dark}" stroke-width="2" opacity="0.6"/>
<rect x="300" y="284" width="28" height="6" rx="3" fill="${paint.dark}"/>
<rect x="406" y="284" width="28" height="6" rx="3" fill="${paint.dark}"/>
<rect x="562" y="294" width="22" height="14" rx="4" fill="${before ? '#c9bd98' : '#fff4c8'}"/>
<rect x="72" y="296" width="16" height="14" rx="3" fill="#b8322a"/>
<circle cx="172" cy="362" r="44" fill="#1b1b1b"/><circle cx="172" cy="362" r="26" fill="url(#rim)"/>
<circle cx="482" cy="362" r="44" fill="#1b1b1b"/><circle cx="482" cy="362" r="26" fill="url(#rim)"/>
${mud.join('\n')}
${shine}
</svg>`;
}

async function render(svg: string): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const input = Buffer.from(svg);
  const encode = async (maxPx: number) => ({
    bytes: new Uint8Array(
      await sharp(input)
        .resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer(),
    ),
    contentType: 'image/jpeg' as const,
    extension: 'jpg' as const,
  });
  const [image, thumb] = await Promise.all([encode(width), encode(galleryThumbMaxPx)]);
  return { image, thumb };
}

/** Every paint's before and after photo, each with its thumbnail, by paint name. */
export async function renderDemoPhotos(): Promise<DemoPhotos> {
  const rendered = await Promise.all(
    demoPaints.map(async (paint) => {
      const [before, after] = await Promise.all([render(carSvg(paint, 'before')), render(carSvg(paint, 'after'))]);
      return [paint.name, { before, after }] as const;
    }),
  );
  return new Map(rendered);
}
