import { test as base, type BrowserContext, type Page } from '@playwright/test';
import type { Role } from '@sudsy/domain/roles';
import { createVerifiedUser, signInThroughApi, type TestUser } from './accounts';
import { productUrl } from './ports';

export { expect } from '@playwright/test';

export type SharedSession = { user: TestUser; page: Page };

type WorkerFixtures = {
  /**
   * A verified account of `role`, signed in once per worker, and a page of its own that the worker
   * keeps: checks that only read (guards, redirects, page audits) share it instead of signing up,
   * reading mail and loading the app into a cold cache in every test. Nothing may change the
   * account's data through it; a test that does makes its own user.
   */
  sharedSession: (role: Role) => Promise<SharedSession>;
  /** A signed-out page the worker keeps, warm with the app's assets, for read-only visits. */
  visitorPage: Page;
};

export const test = base.extend<object, WorkerFixtures>({
  sharedSession: [
    async ({ browser }, use) => {
      const sessions = new Map<Role, Promise<SharedSession>>();
      const contexts: BrowserContext[] = [];
      await use((role) => {
        const existing = sessions.get(role);
        if (existing) return existing;
        const created = (async () => {
          const user = await createVerifiedUser({ role });
          const context = await browser.newContext({ baseURL: productUrl });
          contexts.push(context);
          const page = await context.newPage();
          await signInThroughApi(page, user);
          return { user, page };
        })();
        sessions.set(role, created);
        return created;
      });
      await Promise.all(contexts.map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
  visitorPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: productUrl });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});
