import { backupCommand } from './backup-cli';
import { campaignCommand } from './campaign-cli';
import { moveCommand } from './move-cli';
import { keepWritesPrivate } from '../platform/private-data';

// The operators' tools, bundled beside the server (scripts/ops.mjs runs them): backup, restore, the
// move to PostgreSQL and queuing a campaign. A failure prints its message alone and exits 1.
keepWritesPrivate();
const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'backup' || command === 'restore') await backupCommand(command, args);
  else if (command === 'move') await moveCommand(args);
  else if (command === 'campaign') await campaignCommand(args);
  else throw new Error('Usage: npm run db:backup, db:restore, db:move or campaign:send (docs/operations.md)');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
