// The prepare script of `npm ci`: points git at the repository's hooks (.githooks) when this is a
// git work tree of its own. Without git, or without a .git (a tarball, an export), it does nothing.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

const top = git('rev-parse', '--show-toplevel');
if (top.status === 0 && realpathSync(top.stdout.trim()) === realpathSync(root)) {
  const set = git('config', 'core.hooksPath', '.githooks');
  if (set.status !== 0) console.warn(`Could not install the git hooks: ${set.stderr.trim()}`);
}
