import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** What `npm run db:backup`, `db:restore` or `db:move` runs, with `args` after the command and `env` added. */
export function runOpsTool(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['scripts/ops.mjs', ...args], {
    cwd: repositoryRoot,
    // FILE arguments are named from where the command was typed, as npm tells the tool.
    env: { ...process.env, INIT_CWD: repositoryRoot, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
