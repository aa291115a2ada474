import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * No serious or critical axe-core violation on the page as it is now, by every rule axe runs by
 * default. axe runs in the page itself: the Playwright wrapper opens a fresh page per audit to
 * finish its run, which costs seconds each time, and the product's pages hold no frames that
 * would need it.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // A fading or sliding element has a contrast it will not keep: audit what the user ends up seeing.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
  expect(serious, serious.join('\n')).toEqual([]);
}
