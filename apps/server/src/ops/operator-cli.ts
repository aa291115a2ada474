import { ConfigError, loadConfig } from '../config';
import { runDatabaseAction } from './database-actions';

/**
 * `npm run admin:create -- EMAIL` and `npm run admin:revoke -- EMAIL`: the account of EMAIL becomes
 * an operator, or stops being one (docs/operations.md, "Operators"). Only here: no route grants it.
 */
export async function operatorCommand(action: 'create' | 'revoke', args: string[]): Promise<void> {
  const [email] = args;
  if (email === undefined || args.length !== 1) throw new ConfigError(`Usage: npm run admin:${action} -- EMAIL`);
  const name = action === 'create' ? 'grant-operator' : 'revoke-operator';
  console.log(await runDatabaseAction(loadConfig(), name, { email }));
}
