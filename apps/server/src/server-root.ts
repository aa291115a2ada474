import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found from this file rather than the working directory so any cwd
 * works: this file sits in `src/` when run through tsx and is bundled into `dist/main.mjs` for
 * `npm start`, one level below the package either way.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
