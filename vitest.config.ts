import { defineConfig } from 'vitest/config';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// One runner for every unit, API and component test; the server project runs twice,
// once per database driver, so both legs exercise the same tests.
const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

// Server tests whose outcome the driver cannot change (they open no database, or only the embedded
// one), so they run once, in the PGlite project. A file missing here merely runs twice.
const databaseFreeServerTests = [
  'apps/server/src/{config,config-summary,logger}.test.ts',
  // The embedded database's own tools (backup, restore, the move to PostgreSQL) start from PGlite.
  'apps/server/src/ops/*.test.ts',
  'apps/server/src/auth/{password-hashing,password-policy,session-cache}.test.ts',
  'apps/server/src/http/{client-ip,error-handler,request-log,web-app,web-build}.test.ts',
  'apps/server/src/platform/{geocoder,images,storage}/*.test.ts',
  'apps/server/src/platform/mail/templates.test.ts',
  'apps/server/src/features/schedule/ical.test.ts',
  'apps/server/src/features/messages/event-stream.test.ts',
];

// Server tests that start servers as processes (npm start, backups, the move, a second instance)
// or write the whole demo: each keeps a core busy for a minute or more on PGlite.
const serverTestsThatStartServers = [
  'apps/server/src/{main,crash,payments-crash}.test.ts',
  'apps/server/src/ops/*.test.ts',
  'apps/server/src/demo/*.test.ts',
  'apps/server/src/features/messages/two-instances.test.ts',
];

const serverBuild = 'tests/global-setup/server-build.ts';
const serverTests = 'apps/server/src/**/*.test.ts';
/** A server-test project on one database driver. */
const serverProject = ({
  db,
  ...test
}: {
  name: string;
  db: 'pglite' | 'postgres';
  include: string[];
  exclude?: string[];
  sequence?: { groupOrder: number };
  maxWorkers?: number;
}) => ({
  test: {
    ...test,
    environment: 'node',
    // Each file builds its own app and database, so files may share a worker's loaded
    // modules: importing the server once per worker, not once per file, saves minutes.
    isolate: false,
    env: { TEST_DB: db },
    globalSetup: [serverBuild],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// Component tests share one jsdom and module cache per worker (half the leg's time went to
// rebuilding both for every file). A file that replaces a module with vi.mock would leak the
// replacement into later files, so those files, found here rather than listed, run isolated.
const webTests = 'apps/web/src/**/*.test.{ts,tsx}';
const webTestsThatMock = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(`${webSrc}/${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `apps/web/src/${file}`);
/** A component-test project: jsdom with the browser stand-ins of the setup file. */
const webProject = (test: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate?: boolean;
  setupFiles?: string[];
}) => ({
  resolve: { alias: { '@': webSrc } },
  test: {
    ...test,
    environment: 'jsdom',
    setupFiles: ['apps/web/src/test/setup.ts', ...(test.setupFiles ?? [])],
    // jsdom is CPU-bound: a page test that takes 3 s alone takes twice that beside the
    // server tests, so one bound for every file rather than a guess per describe.
    testTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject({
        name: 'server-pglite',
        db: 'pglite',
        include: [serverTests],
        exclude: serverTestsThatStartServers,
      }),
      serverProject({
        name: 'server-pglite-processes',
        db: 'pglite',
        include: serverTestsThatStartServers,
        // One file at a time, and after the other projects when a run includes them: beside each
        // other and the component tests on a slow two-core machine, a server's start or a backup
        // ran past its minute. `npm test` runs them on their own, beside the PostgreSQL leg.
        sequence: { groupOrder: 1 },
        maxWorkers: 1,
      }),
      serverProject({
        name: 'server-postgres',
        db: 'postgres',
        include: [serverTests],
        exclude: databaseFreeServerTests,
      }),
      webProject({
        name: 'web',
        include: [webTests],
        exclude: webTestsThatMock,
        isolate: false,
        // Not for the files that mock: a module loaded before their vi.mock would stay real.
        setupFiles: ['apps/web/src/test/load-lazy-code.ts'],
      }),
      webProject({ name: 'web-mocking', include: webTestsThatMock }),
      {
        // The lint rules themselves: each architecture rule shown to fire on a file that breaks it.
        test: {
          name: 'tooling',
          include: ['tests/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        // Needs the built web app; the clone test runs `npm ci && npm start`. `npm test` runs it last.
        test: {
          name: 'after-build',
          include: ['tests/{bundle,smoke}/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
