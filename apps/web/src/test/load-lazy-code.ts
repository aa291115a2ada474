// Pages, the frame's menus and the heavy parts of pages (maps, charts, the QR code) load lazily,
// and Vitest transforms a module on its first import. Without this, that first import falls
// inside the first wait of whichever test opens the page, which on a busy two-core machine ran
// past the wait's ten seconds. Importing them here, before a worker's first test file is
// collected (no bound applies), leaves each wait only the page's own work; files in a worker
// share their modules, so a worker pays this once.
import.meta.glob(
  [
    '../features/*/pages/*-page.tsx',
    '../app/layout/*.tsx',
    '../app/routes/*.tsx',
    '../components/ui/sonner.tsx',
    '../components/maps/service-area-map.tsx',
    '../features/washer-search/components/results-map.tsx',
    '../components/earnings-chart.tsx',
    '../features/profile/components/two-factor-qr-code.tsx',
    // A test file imported here would add its tests to whichever file is being collected.
    '!**/*.test.tsx',
  ],
  { eager: true },
);
