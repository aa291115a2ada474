import { join } from 'node:path';
import { serverRoot } from '../server-root';
import type { Database } from './client';

/** The committed SQL written by `npm run db:generate`. */
export const migrationsFolder = join(serverRoot, 'drizzle');

export function runMigrations(database: Database): Promise<void> {
  return database.migrate(migrationsFolder);
}
