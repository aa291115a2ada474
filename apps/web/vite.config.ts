import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineFavicon } from './scripts/inline-favicon';
import { pagePreloads } from './scripts/page-preloads';

// In development the API runs on its own port; proxying keeps the browser on one origin so the
// session cookie and Better Auth's Origin check behave as they do in production.
const apiProxy = { '/api': { target: 'http://localhost:3000' } };

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    pagePreloads(),
    inlineFavicon(),
    // The service worker (docs/decisions/022-web-push.md): pushes, and the offline page for a page
    // asked for without a network. It keeps only the files listed here; public/manifest.webmanifest
    // is the app's manifest, and src/lib/service-worker.ts registers the worker.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['offline.html', 'icon.svg'] },
    }),
  ],
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
    // A page's file holds all of its own code (see codeSplitting below); the search with its map is
    // the largest at about 530 kB before compression.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Pages are split by the router's lazy imports; the framework gets its own chunk so a
        // release that only changes app code leaves it cached in returning browsers.
        codeSplitting: {
          // A page's file carries a copy of the code it shares with other pages instead of asking for
          // it in dozens of small shared files, one round trip per six on a phone: a signed-in page
          // asked for 23–61 files before it could draw, now for one (decision 016). Rolldown keeps one
          // instance of each copied module at run time. Stylesheets stay files, as Vite's CSS needs.
          experimentalInlineCommonChunks: { maxSize: Infinity, exclude: /\.css(\?|$)/ },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // Everything else the entry imports at once goes into one file beside it: the entry then
            // loads 4 files (itself, the bundler's runtime, the framework and this one), not 13.
            { name: 'app-shell', tags: ['$initial'], priority: 1.5 },
          ],
        },
      },
    },
  },
});
