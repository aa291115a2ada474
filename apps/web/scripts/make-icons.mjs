// Writes Sudsy's app icons into public/. Run once after changing the mark and commit the output:
// `node apps/web/scripts/make-icons.mjs`. Kept as a script so the PNGs can be regenerated
// from one source instead of being edited by hand.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

// oklch(0.5 0.17 250), the --primary of the light theme, converted to sRGB.
const brandBlue = '#0064be';
const brandBlueLight = '#1776d1';

// The mark is drawn on a 512 grid: a white droplet holding a car in profile; the car is
// drawn off-centre, so its group is moved onto the droplet's round part.
const mark = `<path fill="#fff" d="M256 72c-8 10-124 150-124 240a124 124 0 0 0 248 0c0-90-116-230-124-240z"/>
  <g transform="translate(256 322) scale(0.94) translate(-276 -313)">
    <path fill="${brandBlue}" d="M178 344v-30c0-10 6-17 16-19l22-5 22-30c6-8 13-11 23-11h40c10 0 17 4 22 12l19 30h6c18 2 26 11 26 26v27c0 6-4 10-10 10H188c-6 0-10-4-10-10zm58-55h44v-29h-18c-6 0-10 2-13 6zm62 0h42l-13-21c-3-5-7-8-13-8h-16z"/>
    <circle cx="216" cy="354" r="22" fill="${brandBlue}"/>
    <circle cx="314" cy="354" r="22" fill="${brandBlue}"/>
    <circle cx="216" cy="354" r="9" fill="#fff"/>
    <circle cx="314" cy="354" r="9" fill="#fff"/>
  </g>`;

/** `rounded` draws the tile's own corners (favicon, "any" icons); full-bleed tiles are shaped by the OS. */
function iconSvg({ rounded, scale }) {
  const offset = (512 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${brandBlueLight}"/>
      <stop offset="1" stop-color="${brandBlue}"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="url(#bg)"/>
  ${scale === 1 ? mark : `<g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g>`}
</svg>
`;
}

const standard = iconSvg({ rounded: true, scale: 1 });
// Maskable icons may be cropped to a circle of 80% diameter, so the mark shrinks into that safe zone.
const maskable = iconSvg({ rounded: false, scale: 0.72 });
// iOS rounds the corners itself and shows transparent pixels as black.
const appleTouch = iconSvg({ rounded: false, scale: 0.86 });

async function png(svg, size) {
  return sharp(Buffer.from(svg), { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

/** A .ico holding one PNG: browsers ask for /favicon.ico even when an SVG icon is declared. */
function ico(pngData, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(pngData.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, pngData]);
}

await writeFile(`${publicDir}icon.svg`, standard);
await writeFile(`${publicDir}icon-192.png`, await png(standard, 192));
await writeFile(`${publicDir}icon-512.png`, await png(standard, 512));
await writeFile(`${publicDir}icon-maskable-512.png`, await png(maskable, 512));
await writeFile(`${publicDir}apple-touch-icon.png`, await png(appleTouch, 180));
await writeFile(`${publicDir}favicon.ico`, ico(await png(standard, 32), 32));
console.log('icons written to', publicDir);
