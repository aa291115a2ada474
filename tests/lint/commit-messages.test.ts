import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { editedMessage, hookProblems, messageProblems } from '../../scripts/check-commit-message.mjs';
import { commitProblems } from '../../scripts/check-commit-subjects.mjs';

// Commit messages as history: the commit-msg hook that `npm ci` installs and CI's check of the
// commits after the first one the rule applies to both refuse a subject over 72 characters.

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const scratch = mkdtempSync(join(tmpdir(), 'sudsy-commits-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const identity = {
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};
const git = (cwd: string, ...args: string[]) =>
  spawnSync('git', ['-c', 'init.defaultBranch=main', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...identity },
  });
/** A new repository under the scratch folder, with the hooks of no one. */
function repository(name: string): string {
  const folder = join(scratch, name);
  mkdirSync(folder);
  git(folder, 'init', '-q');
  git(folder, 'config', 'core.hooksPath', join(folder, 'no-hooks'));
  return folder;
}
/** Commits `message` (an empty change) without hooks and answers its id. */
function commit(folder: string, message: string): string {
  const made = git(folder, 'commit', '-q', '--allow-empty', '--no-verify', '--cleanup=verbatim', '-m', message);
  expect(made.stderr).toBe('');
  return git(folder, 'rev-parse', 'HEAD').stdout.trim();
}

const longSubject = 'Say everything about the change in the subject line, which runs past 72 c';
const subjectOf72 = 'x'.repeat(72);

describe('the rules of a commit message', () => {
  it('take a subject of at most 72 characters, alone or followed by a blank line and a body', () => {
    expect(longSubject).toHaveLength(73);
    expect(messageProblems(subjectOf72)).toEqual([]);
    expect(messageProblems(`${subjectOf72}\n\nWhy, at any length.`)).toEqual([]);
    // Characters, not bytes or UTF-16 units.
    expect(messageProblems('é'.repeat(72))).toEqual([]);
    expect(messageProblems('🧽'.repeat(72))).toEqual([]);
  });

  it('refuse an empty subject, one over 72 characters and a body right under the subject', () => {
    expect(messageProblems('')).toEqual(['The subject line (the first line) is empty.']);
    expect(messageProblems('   \n\nA body')).toEqual(['The subject line (the first line) is empty.']);
    expect(messageProblems(longSubject)[0]).toMatch(/^The subject line has 73 characters; at most 72 are allowed/);
    expect(messageProblems('Fix it\nbecause')).toEqual([
      'The second line must be blank: it separates the subject from the body.',
    ]);
  });

  it("read the hook's file as git will store it: comments and the verbose diff left out", () => {
    const edited = `\nShort subject\n\nWhy.\n# Please enter the commit message\n# ------------------------ >8 ------------------------\n${'d'.repeat(100)}\n`;
    expect(editedMessage(edited)).toBe('Short subject\n\nWhy.');
    expect(hookProblems(edited)).toEqual([]);
    expect(hookProblems(`# only comments\n`)).toEqual(['The subject line (the first line) is empty.']);
    // Folded into another commit before it lands; CI checks what lands.
    expect(hookProblems(`fixup! ${subjectOf72}`)).toEqual([]);
  });
});

describe('the commit-msg hook', () => {
  const hook = join(root, '.githooks/commit-msg');
  const runHook = (message: string) => {
    const file = join(scratch, `message-${Math.random().toString(36).slice(2)}`);
    writeFileSync(file, message);
    return spawnSync(hook, [file], { encoding: 'utf8' });
  };

  it('refuses a long or empty subject with a message that says why, and takes a good one', () => {
    const refused = runHook(`${longSubject}\n`);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Commit refused:');
    expect(refused.stderr).toContain('at most 72 are allowed');
    expect(runHook('\n# nothing but comments\n').status).toBe(1);
    expect(runHook(`${subjectOf72}\n\nWhy.\n`).status).toBe(0);
  });

  it('stops git commit once installed', () => {
    const folder = repository('hooked');
    git(folder, 'config', 'core.hooksPath', join(root, '.githooks'));
    const refused = git(folder, 'commit', '--allow-empty', '-m', longSubject);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('Commit refused:');
    expect(git(folder, 'commit', '-q', '--allow-empty', '-m', 'A short subject').status).toBe(0);
  });

  it('is installed by the prepare script of npm ci in a git work tree, and nowhere else', () => {
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.prepare).toBe('node scripts/install-git-hooks.mjs');

    const install = (folder: string) => {
      mkdirSync(join(folder, 'scripts'), { recursive: true });
      copyFileSync(join(root, 'scripts/install-git-hooks.mjs'), join(folder, 'scripts/install-git-hooks.mjs'));
      return execFileSync(process.execPath, [join(folder, 'scripts/install-git-hooks.mjs')], { encoding: 'utf8' });
    };
    const cloned = repository('cloned');
    install(cloned);
    expect(git(cloned, 'config', 'core.hooksPath').stdout.trim()).toBe('.githooks');

    const unpacked = join(scratch, 'unpacked');
    mkdirSync(unpacked);
    expect(install(unpacked)).toBe('');
    expect(existsSync(join(unpacked, '.git'))).toBe(false);
  });
});

describe("CI's check of the commits", () => {
  const history = repository('history');
  commit(history, `Before the rule: ${longSubject}`);
  const first = commit(history, 'The first commit the rule applies to\n\nWhy it was made.');
  commit(history, 'A good one');
  const long = commit(history, longSubject);
  const glued = commit(history, 'A subject\nglued to its body');

  it('checks every commit from the first on and names each one refused', () => {
    const { checked, problems, note } = commitProblems({ cwd: history, first });
    expect(note).toBeNull();
    expect(checked).toBe(4);
    expect(problems.map(({ sha }) => sha)).toEqual([glued, long]);
    expect(problems[1]?.problem).toContain('at most 72 are allowed');

    const run = spawnSync(process.execPath, [join(root, 'scripts/check-commit-subjects.mjs'), first], {
      cwd: history,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${long.slice(0, 10)} ${longSubject}`);
  });

  it('passes once every commit follows the rule', () => {
    const good = repository('good-history');
    commit(good, `Before the rule: ${longSubject}`);
    const start = commit(good, 'The first commit the rule applies to');
    commit(good, 'Another\n\nWith a body.');
    expect(commitProblems({ cwd: good, first: start })).toEqual({ checked: 2, problems: [], note: null });
  });

  it('checks what a shallow clone holds when the first commit is not in it', () => {
    const shallow = join(scratch, 'shallow');
    git(scratch, 'clone', '-q', '--depth', '2', `file://${history}`, shallow);
    const { checked, problems, note } = commitProblems({ cwd: shallow, first });
    expect(note).toContain('not in this shallow clone');
    expect(checked).toBe(2);
    expect(problems.map(({ sha }) => sha)).toEqual([glued, long]);
  });

  it('has nothing to check outside a git work tree', () => {
    const plain = join(scratch, 'plain');
    mkdirSync(plain);
    expect(commitProblems({ cwd: plain })).toEqual({
      checked: 0,
      problems: [],
      note: 'Not a git work tree: no commits to check.',
    });
  });

  it('runs in CI before the tests', () => {
    const ci = readFileSync(join(root, '.ci/run'), 'utf8');
    expect(ci.indexOf('npm run --silent check:commits')).toBeGreaterThan(-1);
    expect(ci.indexOf('npm run --silent check:commits')).toBeLessThan(ci.indexOf('npm test'));
  });
});
