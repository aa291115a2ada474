import { backupCommand } from './backup-cli';
import { campaignCommand } from './campaign-cli';
import { moveCommand } from './move-cli';
import { operatorCommand } from './operator-cli';
import { keepWritesPrivate } from '../platform/private-data';

// The operators' tools, bundled beside the server (scripts/ops.mjs runs them): backup, restore, the
// move to PostgreSQL, queuing a campaign, and making or unmaking an operator. A failure prints its message alone and exits 1.
keepWritesPrivate();
const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'backup' || command === 'restore') await backupCommand(command, args);
  else if (command === 'move') await moveCommand(args);
  else if (command === 'campaign') await campaignCommand(args);
  else if (command === 'admin-create' || command === 'admin-revoke')
    await operatorCommand(command === 'admin-create' ? 'create' : 'revoke', args);
  else
    throw new Error(
      'Usage: npm run db:backup, db:restore, db:move, campaign:send, admin:create or admin:revoke (docs/operations.md)',
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
