import { chmodSync, statSync } from 'node:fs';
import type { Logger } from 'pino';

/** Owner-only: no other account on the machine may list, read or enter. */
const privateFolderMode = 0o700;

/**
 * What the product writes (the embedded database and its write-ahead log, which hold session
 * tokens; uploads; the generated auth secret; backups) is for the account running it alone.
 * Every process that writes them calls this before its first write: folders are then made 0700
 * and files 0600. The embedded database may set its own modes; the closed DATA_DIR covers them.
 */
export function keepWritesPrivate(): void {
  process.umask(0o077);
}

/**
 * A DATA_DIR made before the product closed its folders (or opened by hand) is closed at start,
 * and the log says so once. A missing one is left to whatever writes first, under the umask.
 */
export function closeDataDir(dataDir: string, logger: Logger): void {
  let mode: number;
  try {
    mode = statSync(dataDir).mode & 0o777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((mode & 0o077) === 0) return;
  chmodSync(dataDir, privateFolderMode);
  logger.warn(
    { dataDir, was: mode.toString(8), now: privateFolderMode.toString(8) },
    'DATA_DIR was open to other users of this machine; it is now closed to them',
  );
}
