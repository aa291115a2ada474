import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { createStorage } from '../platform/storage/create-storage';
import { moveToPostgres } from './move';

const usage = 'Usage: npm run db:move -- --to postgres://user:password@host/database [--uploads-to-s3]';
const postgresUrl = z.url({ protocol: /^postgres(ql)?$/ });

/**
 * `npm run db:move -- --to postgres://… [--uploads-to-s3]`: an embedded install (DATA_DIR) into an
 * empty PostgreSQL database and, with --uploads-to-s3, its uploads into the bucket the S3_
 * variables name (docs/operations.md, "Moving to PostgreSQL").
 */
export async function moveCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { to: { type: 'string' }, 'uploads-to-s3': { type: 'boolean', default: false } },
    strict: true,
  });
  const to = postgresUrl.safeParse(values.to);
  if (!to.success) throw new ConfigError(usage);
  // The embedded install is the source whatever DATABASE_URL says.
  const config = loadConfig({ ...process.env, DATABASE_URL: '' });
  if (values['uploads-to-s3'] && config.storage.driver !== 's3')
    throw new ConfigError(
      '--uploads-to-s3 needs STORAGE_DRIVER=s3 with S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  const report = await moveToPostgres(
    {
      dataDir: config.dataDir,
      url: to.data,
      uploadsTo: values['uploads-to-s3'] ? createStorage(config.storage) : undefined,
    },
    (line) => console.log(line),
  );
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Moved ${rows} rows in ${report.tables.length} tables${values['uploads-to-s3'] ? ` and ${report.uploads} uploads` : ''}; every row count matches.`,
  );
  console.log(
    `Start the moved install with DATABASE_URL set, and AUTH_SECRET set to the contents of ${join(config.dataDir, 'auth-secret')} unless it was set already: sessions and two-factor secrets depend on it.`,
  );
}
