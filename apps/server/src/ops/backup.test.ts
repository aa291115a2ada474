import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { dataSeeds, user, vehicles } from '../db/schema';
import { jpegWithGps } from '../platform/images/test-images';
import { backupDataDir, restoreDataDir } from './backup';
import { freePort, startServerProcess, signUpOver, type ServerProcess } from '../test/server-process';
import { seedMigratedPglite, testDriver } from '../test/test-db';

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
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
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: repositoryRoot, ...env },
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
    // Sign-ups and sign-ins at the test runs' cost (auth/password-hashing.ts).
    PASSWORD_HASHING: 'light',
  });
  await server.listening;
  return { server, base };
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited, server.output()).toBe(0);
}

/** The colour the n-th write below sets, and back. */
const shade = (n: number) => `Shade ${n}`;
const shadeNumber = (colour: string) => Number(colour.replace('Shade ', ''));

// The embedded database only: PostgreSQL is backed up with pg_dump (docs/operations.md).
if (testDriver === 'pglite') {
  describe('backups of an embedded install', () => {
    it('taken while writes go on, restores every write acknowledged before it, the account and the photos', async () => {
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
      let fifthAcknowledged = () => {};
      const fiveWritten = new Promise<void>((resolve) => (fifthAcknowledged = resolve));
      const writes = (async () => {
        for (let n = 1; writing; n += 1) {
          const answer = await fetch(`${base}/api/vehicles/${vehicleId}`, {
            method: 'PATCH',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ color: shade(n) }),
          });
          if (answer.status !== 200)
            throw new Error(`write ${n}: ${answer.status} ${await answer.text()}\n${server.output()}`);
          acknowledged = n;
          if (n === 5) fifthAcknowledged();
        }
      })();
      await Promise.race([fiveWritten, writes]);
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
      const restored = await openPglite({ dataDir: join(restoredDir, 'pglite') });
      try {
        // Every write acknowledged before the backup began, and none that was never made.
        const [vehicle] = await restored.db
          .select({ color: vehicles.color })
          .from(vehicles)
          .where(eq(vehicles.id, vehicleId));
        const restoredShade = shadeNumber(vehicle?.color ?? '');
        expect(restoredShade).toBeGreaterThanOrEqual(beforeBackup);
        expect(restoredShade).toBeLessThanOrEqual(acknowledged);
        const [account] = await restored.db.select({ id: user.id }).from(user).where(eq(user.email, owner.email));
        expect(account?.id).toBe(owner.id);
      } finally {
        await restored.close();
      }
      // The photo the restored rows name, as it was stored.
      const key = image.slice('/api/files/'.length);
      expect(new Uint8Array(readFileSync(join(restoredDir, 'uploads', key)))).toEqual(photo);
    });

    it('backs up an install with no server running by opening its database, with its uploads and secret', async () => {
      const dataDir = folder('sudsy-backup-');
      await seedMigratedPglite(dataDir);
      const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
      await database.db.insert(dataSeeds).values({ name: 'written-before-the-backup' });
      await database.close();
      mkdirSync(join(dataDir, 'uploads', 'avatars'), { recursive: true });
      writeFileSync(join(dataDir, 'uploads', 'avatars', 'me.jpg'), 'photo bytes');
      writeFileSync(join(dataDir, 'uploads', 'avatars', 'half.jpg.1a2b.partial'), 'half a photo');
      writeFileSync(join(dataDir, 'auth-secret'), 'the install secret\n');
      const file = join(folder('sudsy-backup-file-'), 'stopped.tar.gz');
      await backupDataDir(dataDir, file);

      const restoredDir = join(folder('sudsy-restored-'), 'data');
      await restoreDataDir(file, restoredDir);
      const restored = await openPglite({ dataDir: join(restoredDir, 'pglite') });
      try {
        expect(await restored.db.select({ name: dataSeeds.name }).from(dataSeeds)).toEqual([
          { name: 'written-before-the-backup' },
        ]);
      } finally {
        await restored.close();
      }
      expect(readFileSync(join(restoredDir, 'uploads', 'avatars', 'me.jpg'), 'utf8')).toBe('photo bytes');
      expect(existsSync(join(restoredDir, 'uploads', 'avatars', 'half.jpg.1a2b.partial'))).toBe(false);
      expect(readFileSync(join(restoredDir, 'auth-secret'), 'utf8')).toBe('the install secret\n');
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
