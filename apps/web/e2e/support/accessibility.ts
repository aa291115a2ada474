import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// WCAG 2.0 and 2.1, levels A and AA: the product's bar. axe's best practices are the rest of what it
// runs by default, so choosing tags drops none of the rules it ran before.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const auditedTags = [...wcagTags, 'best-practice'];

/**
 * No serious or critical axe-core violation on the page as it is now, by every WCAG 2.1 A and AA
 * rule axe has (its experimental ones, such as label-content-name-mismatch, included: a tag alone
 * leaves them out) and its best practices. axe runs in the page itself: the Playwright wrapper
 * opens a fresh page per audit to finish its run, which costs seconds each time, and the product's
 * pages hold no frames that would need it.
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
  const violations = await page.evaluate(
    async ({ wcagTags, auditedTags }) => {
      const { axe } = window as unknown as {
        axe: {
          getRules(tags: string[]): { ruleId: string; tags: string[] }[];
          run(context: Document, options: RunOptions): Promise<AxeResults>;
        };
      };
      const experimental = axe.getRules(wcagTags).filter((rule) => rule.tags.includes('experimental'));
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: auditedTags },
        rules: Object.fromEntries(experimental.map((rule) => [rule.ruleId, { enabled: true }])),
        resultTypes: ['violations'],
      });
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        targets: nodes.map((node) => node.target.join(' ')),
      }));
    },
    { wcagTags, auditedTags },
  );
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
  expect(serious, serious.join('\n')).toEqual([]);
}
