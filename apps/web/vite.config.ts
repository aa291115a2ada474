import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pagePreloads } from './scripts/page-preloads';

// In development the API runs on its own port; proxying keeps the browser on one origin so the
// session cookie and Better Auth's Origin check behave as they do in production.
const apiProxy = { '/api': { target: 'http://localhost:3000' } };

export default defineConfig({
  plugins: [react(), tailwindcss(), pagePreloads()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod without eval, which the Content-Security-Policy forbids (src/lib/zod-without-eval.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) },
    ],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle-size.mjs reads the manifest to measure what the landing route loads first.
    manifest: true,
    rolldownOptions: {
      output: {
        // Pages are split by the router's lazy imports; the framework gets its own chunk so a
        // release that only changes app code leaves it cached in returning browsers.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // Everything else the entry imports at once goes into the entry itself: the first paint of a
            // drawn page then waits behind 3 JavaScript files instead of 13 (4–6 requests before it,
            // was 16), and the landing page loads 10 files instead of 20 for the same bytes.
            { name: 'app-shell', tags: ['$initial'], priority: 1.5 },
            // One chunk per icon (a few hundred bytes each) made a page's first load dozens of requests,
            // a round trip for every six on a phone. Icons are grouped by the pages that use them, and a
            // group under 3 kB joins its nearest neighbour. Merging groups up to 15 kB saved the landing
            // page two files but made it load 5 kB of icons only other pages use (151.7 kB against
            // 146.7 kB of initial JavaScript, 13 files against 15, all preloaded at once).
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 3_000,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
