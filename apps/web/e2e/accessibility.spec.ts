import { expectNoSeriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';

// The registration success screen is checked in its journey (auth-registration.spec.ts).
const pages = [
  '/',
  '/about',
  '/faq',
  '/contact',
  '/privacy',
  '/terms',
  '/login',
  '/register',
  '/reset-password',
  '/reset-password?token=unchecked',
  // A link that is not ours: the unsubscribe page's other states are audited in campaigns.spec.ts.
  '/unsubscribe/not-a-token',
];

// visitor-pages.spec.ts audits the five pages drawn for visitors in the light theme as it opens
// them, so here they are audited in the dark one only.
const auditedAsVisitorPages = new Set(['/', '/about', '/contact', '/privacy', '/terms']);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    for (const path of pages.filter((page) => colorScheme === 'dark' || !auditedAsVisitorPages.has(page))) {
      // Public pages only read, so the worker's warm visitor page serves every audit.
      test(`${path} has no serious accessibility violation`, async ({ visitorPage: page }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }
  });
}
