// Builds the web app only when its sources changed since the last build.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildWhenChanged } from './build-when-changed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export function ensureWebBuild({ force = false } = {}) {
  return buildWhenChanged({
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/scripts',
      'apps/web/package.json',
      'packages/domain/src',
      'package-lock.json',
    ],
    stampFile: 'apps/web/dist/.sources-hash',
    force,
    build: () => {
      console.log('Building the web app…');
      // Always the production build, whatever NODE_ENV the caller runs with: `NODE_ENV=development
      // npm start` built React's development bundle, twice the size and slower.
      const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (result.status !== 0) throw new Error('The web app build failed.');
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuild({ force: process.argv.includes('--force') });
