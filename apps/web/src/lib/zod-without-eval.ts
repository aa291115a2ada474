import { config } from 'zod/v4/core';

// What `zod` means in the web build (vite.config.ts): zod itself, told before any parse that it may
// not compile parsers with eval. The Content-Security-Policy allows no eval, and zod's probe for it
// was reported as a violation on every page with a form.
config({ jitless: true });

export * from 'zod/v4';
