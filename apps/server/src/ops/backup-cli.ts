import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { backupDataDir, restoreDataDir } from './backup';

// `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: an embedded install's database,
// uploads and auth secret, taken while the server runs (docs/operations.md).
const { positionals } = parseArgs({ allowPositionals: true, strict: true });
const [action, file] = positionals;
try {
  if ((action !== 'backup' && action !== 'restore') || file === undefined || positionals.length !== 2)
    throw new ConfigError('Usage: npm run db:backup -- FILE, or npm run db:restore -- FILE');
  const config = loadConfig();
  // npm runs this in the server's folder; FILE is named from where the command was typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (config.database.driver !== 'pglite')
    throw new ConfigError('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md)');
  if (action === 'backup') {
    await backupDataDir(config.dataDir, path);
    console.log(`Backed up ${config.dataDir} to ${path}.`);
  } else {
    await restoreDataDir(path, config.dataDir);
    console.log(`Restored ${path} into ${config.dataDir}.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
