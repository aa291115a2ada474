import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { backupDataDir, restoreDataDir } from './backup';

/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: an embedded install's database,
 * uploads and auth secret, taken while the server runs (docs/operations.md).
 */
export async function backupCommand(action: 'backup' | 'restore', args: string[]): Promise<void> {
  const [file] = args;
  if (file === undefined || args.length !== 1)
    throw new ConfigError('Usage: npm run db:backup -- FILE, or npm run db:restore -- FILE');
  const config = loadConfig();
  if (config.database.driver !== 'pglite')
    throw new ConfigError('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md)');
  // FILE is named from where the command was typed, as DATA_DIR is.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (action === 'backup') {
    await backupDataDir(config.dataDir, path);
    console.log(`Backed up ${config.dataDir} to ${path}.`);
  } else {
    await restoreDataDir(path, config.dataDir);
    console.log(`Restored ${path} into ${config.dataDir}.`);
  }
}
