import { fileURLToPath } from 'node:url';
import type { Database } from './client';

// The committed SQL written by `npm run db:generate`; resolved from this file so any cwd works.
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function runMigrations(database: Database): Promise<void> {
  return database.migrate(migrationsFolder);
}
