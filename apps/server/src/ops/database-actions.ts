import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Config } from '../config';
import { openDatabase, type Db } from '../db/client';
import { runMigrations } from '../db/migrate';
import { campaignsJobName, queueCampaignFromTool } from '../features/campaigns/campaign-service';
import { grantOperator, revokeOperator } from '../features/operator';
import { askRunningServer } from '../platform/control-socket';

/** What an action did: the line the tool prints, and a job to run now rather than at its next turn. */
export type ActionResult = { answer: string; wake?: string };

/**
 * The operators' tools that change the database, each checking its own input (it may come over the
 * control socket): run by the server that holds an embedded database, or here on a database no
 * server holds.
 */
export const databaseActions = {
  'queue-campaign': async (db: Db, input: unknown): Promise<ActionResult> => ({
    answer: await queueCampaignFromTool(db)(input),
    wake: campaignsJobName,
  }),
  'grant-operator': async (db: Db, input: unknown): Promise<ActionResult> => ({
    answer: await grantOperator(db, input),
  }),
  'revoke-operator': async (db: Db, input: unknown): Promise<ActionResult> => ({
    answer: await revokeOperator(db, input),
  }),
};
export type DatabaseAction = keyof typeof databaseActions;

const isDatabaseAction = (name: string): name is DatabaseAction => Object.hasOwn(databaseActions, name);

/**
 * The server's side of the control socket's `run`: the named action on its database, then its job
 * woken (a queue not started yet leaves that to the job's next turn).
 */
export function databaseActionRunner(db: Db, wake: (job: string) => Promise<unknown>) {
  return async (action: string, input: unknown): Promise<string> => {
    if (!isDatabaseAction(action)) throw new Error(`unknown action ${action}`);
    const result = await databaseActions[action](db, input);
    if (result.wake) await wake(result.wake).catch(() => null);
    return result.answer;
  };
}

/**
 * Runs `action` where the database is: on an embedded database a running server does it for the tool
 * over `DATA_DIR/control.sock` (it alone may open the files); otherwise the tool opens the database,
 * brought up to date first.
 */
export async function runDatabaseAction(config: Config, action: DatabaseAction, input: unknown): Promise<string> {
  if (config.database.driver === 'pglite') {
    const reply = await askRunningServer(config.dataDir, { command: 'run', action, input });
    if (reply?.ok === false) throw new Error(reply.error);
    if (reply?.answer !== undefined) return reply.answer;
    if (!existsSync(join(config.database.dir, 'PG_VERSION')))
      throw new ConfigError(`No embedded database in ${config.dataDir}: start the server once first (npm start)`);
  }
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    return (await databaseActions[action](database.db, input)).answer;
  } finally {
    await database.close();
  }
}
