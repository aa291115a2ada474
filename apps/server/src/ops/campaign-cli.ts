import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { campaignTopicSwitches, parseCampaignFile } from '@sudsy/domain/campaigns';
import { ConfigError, loadConfig } from '../config';
import { runDatabaseAction } from './database-actions';

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
  const id = await runDatabaseAction(loadConfig(), 'queue-campaign', parsed.campaign);
  const { label } = campaignTopicSwitches[parsed.campaign.topic];
  console.log(
    `Queued campaign ${id}: "${parsed.campaign.subject}" to ${parsed.campaign.audience} with "${label}" on. ` +
      'The running server sends it within minutes.',
  );
}
