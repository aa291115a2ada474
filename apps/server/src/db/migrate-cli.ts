import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { keepWritesPrivate } from '../platform/private-data';

// `npm run db:migrate`: the same migrations the server applies at start, for deploy pipelines.
keepWritesPrivate();
try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  console.log(`Migrations applied (${config.database.driver}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
