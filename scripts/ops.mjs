// `npm run db:backup`, `db:restore` and `db:move`: build the server if its sources changed, then
// run the operators' tools from that build with plain Node, as `npm start` runs the server.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { builtOpsCli, ensureServerBuild } from './server-build.mjs';

ensureServerBuild();
const tool = spawn(process.execPath, ['--enable-source-maps', builtOpsCli, ...process.argv.slice(2)], {
  // DATA_DIR's default (./data) is the repository's, as for `npm start`.
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'inherit',
});
tool.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
