// Screenshots of pages at phone and desktop width, light and dark, for looking at what we build:
//   node --import tsx scripts/screenshots.ts http://localhost:3000 / /about /faq
// Writes PNGs to .screenshots/ (ignored by git).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumLaunchOptions } from '../apps/web/e2e/support/chromium';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const widths = [375, 1280];
const schemes = ['light', 'dark'] as const;
mkdirSync('.screenshots', { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
for (const path of paths.length ? paths : ['/']) {
  for (const width of widths) {
    for (const colorScheme of schemes) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}-${colorScheme}.png`;
      await page.screenshot({ path: `.screenshots/${name}`, fullPage: process.env.FULL === '1' });
      console.log(`.screenshots/${name}`);
      await page.close();
    }
  }
}
await browser.close();
