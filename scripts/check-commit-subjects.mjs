// CI's check of commit messages (docs/decisions/020-boundaries-cycles-and-type-aware-lint.md):
// every commit from `firstCheckedCommit` on, that one included, follows the rules the commit-msg
// hook enforces. Earlier history had longer subjects and stays as it is.
//   node scripts/check-commit-subjects.mjs [FIRST_COMMIT]
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageProblems } from './check-commit-message.mjs';

/** "Write each notice's event in the transaction of the change it reports": the rule starts here. */
export const firstCheckedCommit = '42ef114';

/**
 * The commits of `cwd`'s HEAD from `first` on, each with what is wrong with its message. A shallow
 * clone without `first` has only later commits, so all it holds are checked; `note` says so.
 */
export function commitProblems({ cwd, first = firstCheckedCommit }) {
  const git = (...args) => spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (git('rev-parse', '--is-inside-work-tree').stdout?.trim() !== 'true')
    return { checked: 0, problems: [], note: 'Not a git work tree: no commits to check.' };
  const hasFirst = git('cat-file', '-e', `${first}^{commit}`).status === 0;
  let range;
  let note = null;
  if (hasFirst) {
    // The first commit itself, and everything after it that HEAD holds.
    range = ['HEAD', '--not', ...git('rev-parse', `${first}^@`).stdout.split('\n').filter(Boolean)];
    if (git('merge-base', '--is-ancestor', first, 'HEAD').status !== 0)
      return { checked: 0, problems: [], note: `${first} is not an ancestor of HEAD: no commits to check.` };
  } else if (git('rev-parse', '--is-shallow-repository').stdout.trim() === 'true') {
    range = ['HEAD'];
    note = `${first} is not in this shallow clone: checking every commit it has, all of them later.`;
  } else {
    throw new Error(`Commit ${first} is not in this repository, which is not shallow: give the first commit to check.`);
  }
  const log = git('log', '--format=%H%n%B%x00', ...range);
  if (log.status !== 0) throw new Error(`git log failed: ${log.stderr}`);
  const commits = log.stdout
    .split('\0')
    .map((entry) => entry.replace(/^\n/, ''))
    .filter((entry) => entry.trim() !== '')
    .map((entry) => {
      const newline = entry.indexOf('\n');
      return { sha: entry.slice(0, newline), message: entry.slice(newline + 1).replace(/\n+$/, '') };
    });
  const problems = commits.flatMap(({ sha, message }) =>
    messageProblems(message).map((problem) => ({ sha, subject: message.split('\n')[0] ?? '', problem })),
  );
  return { checked: commits.length, problems, note };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { checked, problems, note } = commitProblems({
    cwd: process.cwd(),
    first: process.argv[2] ?? firstCheckedCommit,
  });
  if (note) console.log(note);
  for (const { sha, subject, problem } of problems) console.error(`${sha.slice(0, 10)} ${subject}\n  ${problem}`);
  if (problems.length > 0) {
    console.error(`${problems.length} problem(s) in the messages of ${checked} commits.`);
    process.exit(1);
  }
  console.log(`Commit messages: ${checked} checked, each with a subject of at most 72 characters.`);
}
