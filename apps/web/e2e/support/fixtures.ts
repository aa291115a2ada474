import { test as base, type BrowserContext, type Page } from '@playwright/test';
import type { Role } from '@sudsy/domain/roles';
import { createVerifiedUser, signInThroughApi, type TestUser } from './accounts';
import { productUrl } from './ports';
import { startedBookingPool, type StartedBooking } from './started-bookings';

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
  /** Jobs booked to start within a minute of the worker's start, for journeys that complete one. */
  startedBookings: ReturnType<typeof startedBookingPool>;
};

type TestFixtures = {
  /**
   * A washer's job for an owner of its own that has started: the washer may mark it completed.
   * Paid through Sudsy: held at booking (it starts within a day), captured when completed.
   */
  startedBooking: StartedBooking;
};

// One for each journey that takes a started job (eleven: book-again ×2, booking-journey ×2,
// washer-earnings, receipts, review-replies, payments, payouts, disputes, operator-day). A journey
// beyond these books its own and waits up to 70 s for its start: with three made ahead for six the
// whole run took 2.5 minutes longer.
const startedBookingsAhead = 11;
// Taken before its start (a journey run on its own), the wait lasts up to a minute and some.
const jobStartWait = { timeout: 90_000 };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  startedBooking: [
    async ({ startedBookings }, use) => {
      await use(await startedBookings.take());
    },
    jobStartWait,
  ],
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
  startedBookings: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it has none
    async ({}, use) => {
      const pool = startedBookingPool(startedBookingsAhead);
      // Booked before the first test: API clients closed while a test starts break its tracing
      // ("Target page, context or browser has been closed" at 0 ms, in whichever test came next).
      await pool.settled();
      await use(pool);
    },
    // Booked with the worker, so the jobs' start (a minute ahead) passes while other journeys run.
    { scope: 'worker', auto: true },
  ],
});
