import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openPglite } from '../db/client';
import { runMigrations } from '../db/migrate';
import { demoEmail, demoPassword } from '../demo/demo-accounts';
import { galleryWashers } from '../demo/demo-gallery';
import { loadDemoData } from '../demo/load-demo-data';
import { offlineGeocoder } from '../platform/geocoder/offline-geocoder';
import { jpegWithGps } from '../platform/images/test-images';
import { createStorage } from '../platform/storage/create-storage';
import { wizardRequest } from '../test/bookings';
import { signUpOver, startServerAtOwnOrigin, stopServerProcess, type ServerProcess } from '../test/server-process';
import { runOpsTool } from '../test/ops-tool';
import { startS3rver } from '../test/s3rver';
import { createPostgresDatabase, testDriver } from '../test/test-db';
import { cookieOf, testPassword } from '../test/test-app';
import { secretOf, totpCode } from '../test/totp';
import { moveToPostgres, type MoveReport } from './move';

const bucket = 'sudsy-moved';
const s3Keys = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
/** A demo washer with before/after photos. */
const galleryWasher = galleryWashers()[0]?.slug ?? '';

/**
 * A server of this install at its own origin. Sign-ups at the test runs' cost
 * (auth/password-hashing.ts); the demo's hashes still verify.
 */
async function started(env: Record<string, string>): Promise<ServerProcess & { base: string }> {
  const server = await startServerAtOwnOrigin({ PASSWORD_HASHING: 'light', ...env });
  await server.listening;
  return server;
}

function post(base: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  });
}

async function signIn(base: string, email: string, accountType: 'owner' | 'washer'): Promise<string> {
  const answer = await post(base, '/api/auth/sign-in/email', { email, password: demoPassword, accountType });
  expect(answer.status).toBe(200);
  return cookieOf(answer);
}

/** The demo owner sends South Congress Wash (Austin) a request with a photo of the car, as the wizard does. */
async function sendRequestWithPhoto(base: string): Promise<string> {
  const owner = await signIn(base, demoEmail('owner'), 'owner');
  const form = new FormData();
  form.set('photo', new File([await jpegWithGps(400, 300)], 'car.jpg', { type: 'image/jpeg' }));
  const uploaded = await fetch(`${base}/api/request-photos`, {
    method: 'POST',
    headers: { cookie: owner, origin: base },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { photo } = (await uploaded.json()) as { photo: { id: string } };
  const washer = await signIn(base, demoEmail('south-congress-wash'), 'washer');
  const session = (await (await fetch(`${base}/api/auth/get-session`, { headers: { cookie: washer } })).json()) as {
    user: { id: string };
  };
  const sent = await post(base, '/api/quote-requests', wizardRequest([session.user], { photoIds: [photo.id] }), owner);
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { request: { id: string } }).request.id;
}

/** What pages of both roles read, as JSON, and the bytes of the photos they show. */
async function pagesOf(base: string, requestId: string): Promise<Record<string, unknown>> {
  const owner = await signIn(base, demoEmail('owner'), 'owner');
  const washer = await signIn(base, demoEmail(galleryWasher), 'washer');
  const read = async (path: string, cookie: string) => {
    const answer = await fetch(`${base}${path}`, { headers: { cookie } });
    expect(answer.status, path).toBe(200);
    return answer.json() as Promise<unknown>;
  };
  const pages: Record<string, unknown> = {};
  for (const path of [
    '/api/owner-dashboard',
    '/api/vehicles',
    '/api/quote-requests',
    '/api/appointments',
    '/api/messages/contacts',
    '/api/favourites',
    '/api/notifications',
  ])
    pages[`owner ${path}`] = await read(path, owner);
  // Every conversation the owner has, message by message.
  const { contacts } = pages['owner /api/messages/contacts'] as { contacts: { id: string }[] };
  expect(contacts.length).toBeGreaterThan(0);
  for (const { id } of contacts)
    pages[`owner /api/messages/conversations/${id}`] = await read(`/api/messages/conversations/${id}`, owner);
  const { request } = (await read(`/api/quote-requests/${requestId}`, owner)) as {
    request: { photos: { url: string }[] };
  };
  pages['owner /api/quote-requests/:id'] = request;
  expect(request.photos).toHaveLength(1);
  for (const { url } of request.photos) {
    const file = await fetch(`${base}${url}`, { headers: { cookie: owner } });
    expect(file.status, url).toBe(200);
    pages[url] = Buffer.from(await file.arrayBuffer()).toString('base64');
  }
  for (const path of ['/api/washer-dashboard', '/api/bids', '/api/washer-profile', '/api/schedule/working-hours'])
    pages[`washer ${path}`] = await read(path, washer);
  const gallery = (await read('/api/gallery', washer)) as {
    items: { beforeImageUrl: string; afterThumbUrl: string | null }[];
  };
  pages['washer /api/gallery'] = gallery;
  const session = (await read('/api/auth/get-session', washer)) as { user: { id: string } };
  const reviews = (await read(`/api/washers/${session.user.id}/reviews`, '')) as { reviews: unknown[] };
  expect(reviews.reviews.length).toBeGreaterThan(0);
  pages['/api/washers/:id/reviews'] = reviews;
  expect(gallery.items.length).toBeGreaterThan(0);
  for (const image of gallery.items.flatMap((item) => [
    item.beforeImageUrl,
    ...(item.afterThumbUrl ? [item.afterThumbUrl] : []),
  ])) {
    const file = await fetch(`${base}${image}`, { headers: { cookie: washer } });
    expect(file.status, image).toBe(200);
    pages[image] = Buffer.from(await file.arrayBuffer()).toString('base64');
  }
  return pages;
}

/** `npm run db:move -- ARGS`. */
const runMove = (args: string[], env: Record<string, string>) => runOpsTool(['move', ...args], env);

// From the embedded database to PostgreSQL: the source is always PGlite, so one project runs it.
if (testDriver === 'pglite') {
  describe('moving an embedded install to PostgreSQL and object storage', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-move-'));
    let s3: Awaited<ReturnType<typeof startS3rver>>;
    let s3Env: Record<string, string>;
    let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;

    beforeAll(async () => {
      s3 = await startS3rver([bucket]);
      s3Env = { STORAGE_DRIVER: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: bucket, ...s3Keys };
      postgres = await createPostgresDatabase();
      // An install as its first start leaves it: migrated, with the demo set and its photos.
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
      await runMigrations(database);
      await loadDemoData(database, config, offlineGeocoder(), createStorage(config.storage));
      await database.close();
    });
    afterAll(async () => {
      await s3.close();
      await postgres.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    describe('with its server running', () => {
      const moved = {
        twoFactor: { email: '', secret: '' },
        requestId: '',
        before: {} as Record<string, unknown>,
        report: { tables: [], uploads: 0 } as MoveReport,
      };
      const elsewhere = mkdtempSync(join(tmpdir(), 'sudsy-moved-'));
      let after: (ServerProcess & { base: string }) | undefined;

      // A washer with two-factor sign-in and a request with a photo join the demo set; the pages
      // are read; then the move, while the server runs (it dumps its own database for it).
      beforeAll(async () => {
        const embedded = await started({ DATA_DIR: dataDir });
        try {
          const washer = await signUpOver(embedded.base, 'washer');
          const enabled = await post(
            embedded.base,
            '/api/auth/two-factor/enable',
            { password: testPassword },
            washer.cookie,
          );
          const secret = secretOf(((await enabled.json()) as { totpURI: string }).totpURI);
          await post(embedded.base, '/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, washer.cookie);
          moved.twoFactor = { email: washer.email, secret };
          moved.requestId = await sendRequestWithPhoto(embedded.base);
          moved.before = await pagesOf(embedded.base, moved.requestId);
          const uploadsTo = createStorage(loadConfig({ ...s3Env, DATA_DIR: dataDir }).storage);
          moved.report = await moveToPostgres({ dataDir, url: postgres.url, uploadsTo });
        } finally {
          await stopServerProcess(embedded);
        }
      });
      // The moved product: PostgreSQL, the bucket, the install's auth secret and an empty DATA_DIR.
      beforeAll(async () => {
        const authSecret = readFileSync(join(dataDir, 'auth-secret'), 'utf8').trim();
        after = await started({ DATA_DIR: elsewhere, DATABASE_URL: postgres.url, AUTH_SECRET: authSecret, ...s3Env });
      });
      afterAll(async () => {
        if (after) await stopServerProcess(after);
        rmSync(elsewhere, { recursive: true, force: true });
      });

      it('copies every table, two-factor secrets and request photos included, and every upload', () => {
        const rowsOf = (table: string) => moved.report.tables.find((copied) => copied.table === table)?.rows ?? 0;
        expect(rowsOf('two_factor')).toBe(1);
        expect(rowsOf('quote_request_photos')).toBe(1);
        expect(rowsOf('gallery_items')).toBeGreaterThan(0);
        // Each gallery item's four images and the request photo with its thumbnail, at least.
        expect(moved.report.uploads).toBeGreaterThanOrEqual(rowsOf('gallery_items') * 4 + 2);
      });

      it('keeps each repeat wash and its series naming each other, keys that run both ways', async () => {
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        try {
          const { rows } = await client.query<{ series: string; washes: string; first: string }>(
            `select count(distinct s.id) as series, count(a.id) as washes,
              count(a.id) filter (where a.id = s.first_appointment_id) as first
              from appointment_series s join appointments a on a.series_id = s.id`,
          );
          // The demo's pending series: its first wash carries it again once every table is in.
          expect(Number(rows[0]?.series)).toBeGreaterThan(0);
          expect(Number(rows[0]?.first)).toBe(Number(rows[0]?.series));
          expect(Number(rows[0]?.washes)).toBeGreaterThanOrEqual(Number(rows[0]?.series));
        } finally {
          await client.end();
        }
      });

      it('serves the same accounts, pages and photos from PostgreSQL and the bucket', async () => {
        expect(await pagesOf(after?.base ?? '', moved.requestId)).toEqual(moved.before);
      });

      it('still asks a two-factor account for its code, which still opens', async () => {
        const base = after?.base ?? '';
        const password = await post(base, '/api/auth/sign-in/email', {
          email: moved.twoFactor.email,
          password: testPassword,
          accountType: 'washer',
        });
        expect(await password.json()).toMatchObject({ twoFactorRedirect: true });
        const code = await post(
          base,
          '/api/auth/two-factor/verify-totp',
          { code: totpCode(moved.twoFactor.secret) },
          cookieOf(password),
        );
        expect(code.status).toBe(200);
      });
    });

    it('refuses a database that is not empty, saying so, and a target that is not PostgreSQL', async () => {
      const used = await createPostgresDatabase();
      try {
        const client = new pg.Client({ connectionString: used.url });
        await client.connect();
        await client.query('create table someone_elses (id int)');
        await client.end();
        const refused = await runMove(['--to', used.url], { DATA_DIR: dataDir });
        expect(refused.code).toBe(1);
        expect(refused.output).toContain('The PostgreSQL database is not empty: move into a new, empty database');
      } finally {
        await used.drop();
      }
      const usage = await runMove(['--to', 'mysql://example'], { DATA_DIR: dataDir });
      expect(usage.code).toBe(1);
      expect(usage.output).toContain('Usage: npm run db:move -- --to postgres://');
    });
  });
}
