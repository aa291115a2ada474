import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { jpegWithGps } from '../platform/images/test-images';
import { backupDataDir, restoreDataDir } from './backup';
import { freePort, startServerProcess, signUpOver, type ServerProcess } from '../test/server-process';
import { seedMigratedPglite, testDriver } from '../test/test-db';
import { testPassword } from '../test/test-app';

const serverFolder = fileURLToPath(new URL('../..', import.meta.url));
const folders: string[] = [];
const folder = (prefix: string) => {
  const path = mkdtempSync(join(tmpdir(), prefix));
  folders.push(path);
  return path;
};
afterAll(() => {
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

/** `npm run db:backup -- FILE` or `db:restore` as an operator types it, on `dataDir`. */
function runCli(
  script: 'db:backup' | 'db:restore',
  file: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn('npm', ['run', '--silent', script, '--', file], {
    cwd: serverFolder,
    env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: serverFolder, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function started(dataDir: string): Promise<{ server: ServerProcess; base: string }> {
  // The origin the test's requests come from must be the server's public one.
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: base,
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
  });
  await server.listening;
  return { server, base };
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited, server.output()).toBe(0);
}

async function signIn(base: string, email: string): Promise<string> {
  const answer = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: testPassword, accountType: 'owner' }),
  });
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

const colourOf = async (base: string, cookie: string, vehicleId: string) => {
  const answer = await fetch(`${base}/api/vehicles/${vehicleId}`, { headers: { cookie } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { vehicle: { color: string } }).vehicle.color;
};
/** The colour the n-th write below sets, and back. */
const shade = (n: number) => `Shade ${n}`;
const shadeNumber = (colour: string) => Number(colour.replace('Shade ', ''));

// The embedded database only: PostgreSQL is backed up with pg_dump (docs/operations.md).
if (testDriver === 'pglite') {
  describe('backups of an embedded install', () => {
    it('taken while writes go on, restores every write acknowledged before it, the photos and the sign-in', async () => {
      const dataDir = folder('sudsy-backup-');
      await seedMigratedPglite(dataDir);
      const { server, base } = await started(dataDir);
      const owner = await signUpOver(base, 'owner');
      const headers = { cookie: owner.cookie, origin: base };
      const form = new FormData();
      form.set('photo', new File([await jpegWithGps(400, 300)], 'me.jpg', { type: 'image/jpeg' }));
      const avatar = await fetch(`${base}/api/account/avatar`, { method: 'PUT', headers, body: form });
      expect(avatar.status).toBe(200);
      const { image } = (await avatar.json()) as { image: string };
      const photo = new Uint8Array(await (await fetch(`${base}${image}`, { headers })).arrayBuffer());
      const created = await fetch(`${base}/api/vehicles`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ make: 'Toyota', model: 'Camry', year: 2021 }),
      });
      expect(created.status).toBe(201);
      const vehicleId = ((await created.json()) as { vehicle: { id: string } }).vehicle.id;

      // One write after another, each acknowledged before the next: the last acknowledged is the newest.
      let acknowledged = 0;
      let writing = true;
      const writes = (async () => {
        for (let n = 1; writing; n += 1) {
          const answer = await fetch(`${base}/api/vehicles/${vehicleId}`, {
            method: 'PATCH',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ color: shade(n) }),
          });
          expect(answer.status).toBe(200);
          acknowledged = n;
        }
      })();
      await expect.poll(() => acknowledged).toBeGreaterThanOrEqual(5);
      const beforeBackup = acknowledged;
      const file = join(folder('sudsy-backup-file-'), 'backup.tar.gz');
      const backup = await runCli('db:backup', file, dataDir);
      expect(backup, backup.output).toMatchObject({ code: 0 });
      writing = false;
      await writes;
      // The writes went on while the backup was taken.
      expect(acknowledged).toBeGreaterThan(beforeBackup);
      await stop(server);

      const restoredDir = join(folder('sudsy-restored-'), 'data');
      const restore = await runCli('db:restore', file, restoredDir);
      expect(restore, restore.output).toMatchObject({ code: 0 });
      const restored = await started(restoredDir);
      try {
        const cookie = await signIn(restored.base, owner.email);
        // Every write acknowledged before the backup began, and none that was never made.
        const restoredShade = shadeNumber(await colourOf(restored.base, cookie, vehicleId));
        expect(restoredShade).toBeGreaterThanOrEqual(beforeBackup);
        expect(restoredShade).toBeLessThanOrEqual(acknowledged);
        const restoredPhoto = await fetch(`${restored.base}${image}`, { headers: { cookie } });
        expect(new Uint8Array(await restoredPhoto.arrayBuffer())).toEqual(photo);
      } finally {
        await stop(restored.server);
      }

      // With the server stopped, the backup opens the database itself.
      const stoppedFile = join(folder('sudsy-backup-file-'), 'stopped.tar.gz');
      await backupDataDir(dataDir, stoppedFile);
      const again = join(folder('sudsy-restored-'), 'data');
      await restoreDataDir(stoppedFile, again);
      const third = await started(again);
      try {
        const cookie = await signIn(third.base, owner.email);
        expect(await colourOf(third.base, cookie, vehicleId)).toBe(shade(acknowledged));
      } finally {
        await stop(third.server);
      }
    });

    it('refuses to restore over a database, and says how to back up PostgreSQL', async () => {
      const dataDir = folder('sudsy-backup-');
      await seedMigratedPglite(dataDir);
      const file = join(folder('sudsy-backup-file-'), 'backup.tar.gz');
      await backupDataDir(dataDir, file);
      await expect(restoreDataDir(file, dataDir)).rejects.toThrow(
        `${dataDir} already holds ${join(dataDir, 'pglite')}: restore into an empty DATA_DIR`,
      );
      const onPostgres = await runCli('db:backup', file, dataDir, {
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      });
      expect(onPostgres.code).toBe(1);
      expect(onPostgres.output).toContain('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md)');
    });
  });
}
