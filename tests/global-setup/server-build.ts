import { ensureServerBuild } from '../../scripts/server-build.mjs';

/** Server tests that start the server as a process run its build, as `npm start` does: make it first. */
export function setup(): void {
  ensureServerBuild();
}
