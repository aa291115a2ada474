import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import * as tar from 'tar';
import { openPglite } from '../db/client';
import { askRunningServer } from '../platform/control-socket';

// A backup of an embedded install (docs/operations.md): one .tar.gz holding the database as PGlite
// dumps its data directory, the local uploads and the generated secrets (two-factor secrets are
// encrypted with the auth secret; push subscriptions were made for the VAPID keys). The database is dumped by the server when one runs on DATA_DIR, since
// it alone may open the files; otherwise here.

const entries = { database: 'database.tar', uploads: 'uploads' } as const;
/**
 * The generated secrets: the auth secret (sessions, two-factor secrets, unsubscribe links) and the
 * VAPID key pair every device's push subscription was made for (a new pair would orphan them all).
 */
const secretFiles = ['auth-secret', 'vapid-keys'] as const;

const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

export async function backupDataDir(dataDir: string, file: string): Promise<void> {
  const target = resolve(file);
  // Beside the target, so the staged files are on the disk that will hold the backup anyway.
  const staging = await mkdtemp(join(dirname(target), '.sudsy-backup-'));
  try {
    await dumpDatabaseTo(dataDir, join(staging, entries.database));
    // After the dump: every photo its rows name was stored before it, so it is copied here.
    const uploads = join(dataDir, entries.uploads);
    if (existsSync(uploads))
      await cp(uploads, join(staging, entries.uploads), {
        recursive: true,
        // A file being written is renamed into place once whole; its partial copy is no backup.
        filter: (source) => !source.endsWith('.partial'),
      });
    for (const name of secretFiles)
      if (existsSync(join(dataDir, name))) await cp(join(dataDir, name), join(staging, name));
    await tar.c({ gzip: true, file: target, cwd: staging, portable: true }, await readdir(staging));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Writes the embedded database of `dataDir` to `file` as PGlite dumps its data directory: by the
 * server running on it when there is one (it alone may open the files), else here.
 */
export async function dumpDatabaseTo(dataDir: string, file: string): Promise<void> {
  const answer = await askRunningServer(dataDir, { command: 'dump-database', file });
  if (answer === null) await dumpStoppedDatabase(dataDir, file);
  else if (!answer.ok) throw new Error(`The running server could not dump its database: ${answer.error}`);
}

async function dumpStoppedDatabase(dataDir: string, file: string): Promise<void> {
  if (!existsSync(pgliteDir(dataDir))) throw new Error(`No embedded database in ${dataDir}`);
  const database = await openPglite({ dataDir: pgliteDir(dataDir) });
  try {
    await writeDump(await database.client.dumpDataDir('none'), file);
  } finally {
    await database.close();
  }
}

export async function writeDump(dump: Blob, file: string): Promise<void> {
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
}

/** Restores a backup into `dataDir`, which must hold no database and no uploads yet. */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  for (const entry of [pgliteDir(dataDir), join(dataDir, entries.uploads)])
    if (existsSync(entry) && (await readdir(entry)).length > 0)
      throw new Error(`${dataDir} already holds ${entry}: restore into an empty DATA_DIR`);
  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(join(dataDir, '.sudsy-restore-'));
  try {
    await tar.x({ file: resolve(file), cwd: staging });
    const dump = await readFile(join(staging, entries.database));
    const database = await openPglite({ dataDir: pgliteDir(dataDir), loadDataDir: new Blob([dump]) });
    await database.close();
    if (existsSync(join(staging, entries.uploads)))
      await rename(join(staging, entries.uploads), join(dataDir, entries.uploads));
    for (const name of secretFiles)
      if (existsSync(join(staging, name))) {
        await rename(join(staging, name), join(dataDir, name));
        await chmod(join(dataDir, name), 0o600);
      }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
