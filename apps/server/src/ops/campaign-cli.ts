import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { campaignTopicSwitches, parseCampaignFile, type Campaign } from '@sudsy/domain/campaigns';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { queueCampaign } from '../features/campaigns/campaign-service';
import { askRunningServer } from '../platform/control-socket';

const usage = 'Usage: npm run campaign:send -- FILE (docs/operations.md, "Sending a campaign")';

/**
 * `npm run campaign:send -- FILE`: queues the campaign FILE describes; the server's campaigns job
 * sends it to everyone whose preferences take it. An embedded database in use by a running server is
 * reached through that server, as a backup is.
 */
export async function campaignCommand(args: string[]): Promise<void> {
  const [file] = args;
  if (file === undefined || args.length !== 1) throw new ConfigError(usage);
  // FILE is named from where the command was typed, as DATA_DIR is.
  const source = await readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  const parsed = parseCampaignFile(source);
  if ('problems' in parsed) throw new ConfigError([`${file} is not a campaign:`, ...parsed.problems].join('\n  '));
  const id = await queued(loadConfig(), parsed.campaign);
  const { label } = campaignTopicSwitches[parsed.campaign.topic];
  console.log(
    `Queued campaign ${id}: "${parsed.campaign.subject}" to ${parsed.campaign.audience} with "${label}" on. ` +
      'The running server sends it within minutes.',
  );
}

async function queued(config: Config, campaign: Campaign): Promise<string> {
  if (config.database.driver === 'pglite') {
    const answer = await askRunningServer(config.dataDir, { command: 'queue-campaign', campaign });
    if (answer?.ok === false) throw new Error(`The running server could not queue the campaign: ${answer.error}`);
    if (answer?.id) return answer.id;
    if (!existsSync(join(config.database.dir, 'PG_VERSION')))
      throw new ConfigError(`No embedded database in ${config.dataDir}: start the server once first (npm start)`);
  }
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    return await queueCampaign(database.db, campaign);
  } finally {
    await database.close();
  }
}
