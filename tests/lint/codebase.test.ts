import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const decisions = join(root, 'docs', 'decisions');

/** Tracked files under `folders` whose text matches `pattern` (git grep: ignores node_modules and builds). */
function trackedFilesMatching(pattern: string, folders: string[]): string[] {
  try {
    return execFileSync('git', ['grep', '-l', '-i', '-E', pattern, '--', ...folders], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    // git grep exits with 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe('the codebase explains itself', () => {
  it('cites no document outside the repository: no seed file, no DESIGN.md', () => {
    expect(
      trackedFilesMatching('DESIGN\\.md|seeds?/0[0-9]{2}|seed 0[0-9]{2}', ['apps', 'packages', 'scripts']),
    ).toEqual([]);
  });

  it('has its product account and a date and status on every decision record', () => {
    expect(existsSync(join(root, 'docs', 'product.md'))).toBe(true);
    const records = readdirSync(decisions).filter((name) => /^\d{3}-.+\.md$/.test(name));
    expect(records.length).toBeGreaterThan(0);
    const incomplete = records.filter((name) => {
      const text = readFileSync(join(decisions, name), 'utf8');
      return !/^- Date: \d{4}-\d{2}-\d{2}$/m.test(text) || !/^- Status: (Accepted|Superseded by \d{3})/m.test(text);
    });
    expect(incomplete).toEqual([]);
  });
});

describe('access checks', () => {
  it('live in auth/access.ts: no feature writes its own sign-in or role check', () => {
    const localChecks = trackedFilesMatching('function (require|assert|ensure)(Owner|Washer|SignedIn|Role|User)\\b', [
      'apps/server/src/features',
    ]);
    expect(localChecks).toEqual([]);
  });
});

describe('end-to-end journeys', () => {
  it('each fit in the runner’s default timeouts: none slows itself or raises a timeout', () => {
    // A journey that needs more is split into steps set up through the API (e2e/support/marketplace.ts).
    // The one exception waits for a booked job's start, which no step can bring closer: decision 009.
    const exceptions = ['apps/web/e2e/support/fixtures.ts'];
    const matching = trackedFilesMatching('test\\.slow\\(|setTimeout\\(\\s*[0-9]|timeout:\\s*[0-9]', ['apps/web/e2e']);
    expect(matching.filter((file) => !exceptions.includes(file))).toEqual([]);
    for (const file of exceptions) {
      const timeouts = readFileSync(join(root, file), 'utf8').match(/timeout:\s*[0-9]/g) ?? [];
      expect(timeouts, `${file} raises one timeout, for a job's start (decision 009)`).toHaveLength(1);
    }
  });
});

describe('component tests', () => {
  it('wait for states within the shared bounds: no test or query sets a timeout of its own', () => {
    // One test timeout (vitest.config.ts) and one findBy* bound (apps/web/src/test/setup.ts) for every
    // file; a failed read is retried at once (createTestQueryClient), so no test waits out a backoff.
    expect(trackedFilesMatching('\\{\\s*timeout:\\s*[0-9]', ['apps/web/src'])).toEqual([]);
  });
});
