import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { migrationsFolder } from '../db/migrate';
import { user, vehicles } from '../db/schema';
import { jpegWithGps } from '../platform/images/test-images';
import { backupDataDir, restoreDataDir } from './backup';
import { signUpOver, startServerAtOwnOrigin, stopServerProcess, type ServerProcess } from '../test/server-process';
import { runOpsTool } from '../test/ops-tool';
import { seedMigratedPglite, testDriver } from '../test/test-db';

const folders: string[] = [];
const folder = (prefix: string) => {
  const path = mkdtempSync(join(tmpdir(), prefix));
  folders.push(path);
  return path;
};
afterAll(() => {
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

/** `npm run db:backup -- FILE` or `db:restore -- FILE` on `dataDir`. */
const runCli = (command: 'backup' | 'restore', file: string, dataDir: string, env: Record<string, string> = {}) =>
  runOpsTool([command, file], { DATA_DIR: dataDir, ...env });

async function started(dataDir: string): Promise<ServerProcess & { base: string }> {
  const server = await startServerAtOwnOrigin({
    DATA_DIR: dataDir,
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    // Sign-ups and sign-ins at the test runs' cost (auth/password-hashing.ts).
    PASSWORD_HASHING: 'light',
  });
  await server.listening;
  return server;
}

/** The colour the n-th write below sets, and back. */
const shade = (n: number) => `Shade ${n}`;
const shadeNumber = (colour: string) => Number(colour.replace('Shade ', ''));

// The embedded database only: PostgreSQL is backed up with pg_dump (docs/operations.md).
if (testDriver === 'pglite') {
  describe('backups of an embedded install', () => {
    describe('taken while writes go on', () => {
      const dataDir = folder('sudsy-backup-');
      const file = join(folder('sudsy-backup-file-'), 'backup.tar.gz');
      const restoredDir = join(folder('sudsy-restored-'), 'data');
      const taken = { owner: { id: '', email: '', cookie: '' }, vehicleId: '', image: '', photo: new Uint8Array() };
      const writes = { beforeBackup: 0, acknowledged: 0, output: '', code: null as number | null };

      let server: (ServerProcess & { base: string }) | undefined;
      afterAll(async () => {
        if (server && server.child.exitCode === null) await stopServerProcess(server);
      });

      // Three steps, each a hook of its own: on a loaded machine each starts processes that take a
      // while (the server, the command), and a failure says which step it was.
      // 1. A running install with an owner, their avatar and their car.
      beforeAll(async () => {
        await seedMigratedPglite(dataDir);
        server = await started(dataDir);
        const { base } = server;
        const owner = await signUpOver(base, 'owner');
        taken.owner = owner;
        const headers = { cookie: owner.cookie, origin: base };
        const form = new FormData();
        form.set('photo', new File([await jpegWithGps(400, 300)], 'me.jpg', { type: 'image/jpeg' }));
        const avatar = await fetch(`${base}/api/account/avatar`, { method: 'PUT', headers, body: form });
        taken.image = ((await avatar.json()) as { image: string }).image;
        taken.photo = new Uint8Array(await (await fetch(`${base}${taken.image}`, { headers })).arrayBuffer());
        const created = await fetch(`${base}/api/vehicles`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ make: 'Toyota', model: 'Camry', year: 2021 }),
        });
        taken.vehicleId = ((await created.json()) as { vehicle: { id: string } }).vehicle.id;
      });

      // 2. A backup through the command while the owner's writes go on, one after another, each
      // acknowledged before the next; then the server stops.
      beforeAll(async () => {
        if (!server) throw new Error('the install did not start');
        const running = server;
        const headers = { cookie: taken.owner.cookie, origin: running.base };
        let writing = true;
        let writer: Promise<void> = Promise.resolve();
        try {
          let fifthAcknowledged = () => {};
          const fiveWritten = new Promise<void>((resolve) => (fifthAcknowledged = resolve));
          writer = (async () => {
            for (let n = 1; writing; n += 1) {
              const answer = await fetch(`${running.base}/api/vehicles/${taken.vehicleId}`, {
                method: 'PATCH',
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify({ color: shade(n) }),
              });
              if (answer.status !== 200)
                throw new Error(`write ${n}: ${answer.status} ${await answer.text()}\n${running.output()}`);
              writes.acknowledged = n;
              if (n === 5) fifthAcknowledged();
            }
          })();
          await Promise.race([fiveWritten, writer]);
          writes.beforeBackup = writes.acknowledged;
          Object.assign(writes, await runCli('backup', file, dataDir));
          writing = false;
          await writer;
        } finally {
          writing = false;
          await writer.catch(() => undefined);
          await stopServerProcess(running);
        }
      });

      // 3. Its restore into a new DATA_DIR.
      beforeAll(async () => {
        if (writes.code === 0) await restoreDataDir(file, restoredDir);
      });

      it('is written by the command while the writes go on', () => {
        expect(writes, writes.output).toMatchObject({ code: 0 });
        expect(writes.acknowledged).toBeGreaterThan(writes.beforeBackup);
      });

      it('restores every write acknowledged before it began and none never made, the account and the photo', async () => {
        const restored = await openPglite({ dataDir: join(restoredDir, 'pglite') });
        try {
          const [vehicle] = await restored.db
            .select({ color: vehicles.color })
            .from(vehicles)
            .where(eq(vehicles.id, taken.vehicleId));
          const restoredShade = shadeNumber(vehicle?.color ?? '');
          expect(restoredShade).toBeGreaterThanOrEqual(writes.beforeBackup);
          expect(restoredShade).toBeLessThanOrEqual(writes.acknowledged);
          const [account] = await restored.db
            .select({ id: user.id })
            .from(user)
            .where(eq(user.email, taken.owner.email));
          expect(account?.id).toBe(taken.owner.id);
        } finally {
          await restored.close();
        }
        // The photo the restored rows name, as it was stored.
        const key = taken.image.slice('/api/files/'.length);
        expect(new Uint8Array(readFileSync(join(restoredDir, 'uploads', key)))).toEqual(taken.photo);
      });
    });

    describe('of an install with no server running', () => {
      const dataDir = folder('sudsy-backup-');
      const restoredDir = join(folder('sudsy-restored-'), 'data');

      // A migrated install, as a first start leaves it, with an upload, a half-written one and its
      // secret, backed up by opening its database, and restored.
      beforeAll(async () => {
        await seedMigratedPglite(dataDir);
        mkdirSync(join(dataDir, 'uploads', 'avatars'), { recursive: true });
        writeFileSync(join(dataDir, 'uploads', 'avatars', 'me.jpg'), 'photo bytes');
        writeFileSync(join(dataDir, 'uploads', 'avatars', 'half.jpg.1a2b.partial'), 'half a photo');
        writeFileSync(join(dataDir, 'auth-secret'), 'the install secret\n');
        writeFileSync(join(dataDir, 'vapid-keys'), 'public.private\n');
        const file = join(folder('sudsy-backup-file-'), 'stopped.tar.gz');
        await backupDataDir(dataDir, file);
        await restoreDataDir(file, restoredDir);
      });

      it('restores its database: every migration recorded', async () => {
        const restored = await openPglite({ dataDir: join(restoredDir, 'pglite') });
        try {
          const applied = await restored.db.execute(
            sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
          );
          expect(applied.rows[0]).toEqual({
            count: readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length,
          });
        } finally {
          await restored.close();
        }
      });

      it('restores its uploads, not a half-written one, and its secrets', () => {
        expect(readFileSync(join(restoredDir, 'uploads', 'avatars', 'me.jpg'), 'utf8')).toBe('photo bytes');
        expect(existsSync(join(restoredDir, 'uploads', 'avatars', 'half.jpg.1a2b.partial'))).toBe(false);
        expect(readFileSync(join(restoredDir, 'auth-secret'), 'utf8')).toBe('the install secret\n');
        expect(readFileSync(join(restoredDir, 'vapid-keys'), 'utf8')).toBe('public.private\n');
      });
    });

    it('refuses to restore over a database, and says how to back up PostgreSQL', async () => {
      const dataDir = folder('sudsy-backup-');
      // Whatever the file holds, a DATA_DIR with a database is refused before it is read.
      mkdirSync(join(dataDir, 'pglite'));
      writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
      const file = join(folder('sudsy-backup-file-'), 'backup.tar.gz');
      const refused = await runCli('restore', file, dataDir);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        `${dataDir} already holds ${join(dataDir, 'pglite')}: restore into an empty DATA_DIR`,
      );
      const onPostgres = await runCli('backup', file, dataDir, {
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      });
      expect(onPostgres.code).toBe(1);
      expect(onPostgres.output).toContain('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md)');
    });
  });
}
