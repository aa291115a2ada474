// `npm start`: build what changed, then run the server (which migrates and serves the web app)
// from its build with plain Node (decision record 012).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { builtServerMain, ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureWebBuild();
ensureServerBuild();

// Without --enable-source-maps, whose parsed maps an instance would hold for its whole life: a
// stack trace in the log is read back to the TypeScript with `npm run stack:map` (decision 025).
const server = spawn(process.execPath, [builtServerMain, ...process.argv.slice(2)], {
  // The default DATA_DIR (./data) is the repository's, whichever folder `npm start` runs from.
  cwd: root,
  stdio: 'inherit',
});
// Forward stop signals so the server can finish requests in flight and close the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
