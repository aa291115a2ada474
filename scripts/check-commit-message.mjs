// The rules of a commit message (docs/decisions/020-boundaries-cycles-and-type-aware-lint.md): a
// subject of at most 72 characters, then a blank line before any body. Run with a message file
// by the commit-msg hook (.githooks/commit-msg); scripts/check-commit-subjects.mjs applies the
// same rules to the commits CI is given.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const maxSubjectLength = 72;

/** What is wrong with a commit message as git stores it; empty when nothing is. */
export function messageProblems(message) {
  const [subject = '', second] = message.split('\n');
  const problems = [];
  if (subject.trim() === '') problems.push('The subject line (the first line) is empty.');
  else if ([...subject].length > maxSubjectLength)
    problems.push(
      `The subject line has ${[...subject].length} characters; at most ${maxSubjectLength} are allowed. ` +
        'Say the change in a shorter line and the rest in the body.',
    );
  if (second !== undefined && second.trim() !== '')
    problems.push('The second line must be blank: it separates the subject from the body.');
  return problems;
}

/**
 * The message as git will store it from the file the commit-msg hook is given, which still holds
 * the editor's comment lines and, with --verbose, the diff below the scissors line.
 */
export function editedMessage(text) {
  const lines = [];
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (/^# -+ >8 -+$/.test(line)) break;
    if (!line.startsWith('#')) lines.push(line.trimEnd());
  }
  while (lines.length > 0 && lines[0] === '') lines.shift();
  return lines.join('\n').trimEnd();
}

/** What the hook refuses: a fixup, squash or amend commit is folded into another before it lands. */
export function hookProblems(text) {
  const message = editedMessage(text);
  if (/^(fixup|squash|amend)! /.test(message)) return [];
  return messageProblems(message);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: check-commit-message.mjs MESSAGE_FILE');
    process.exit(2);
  }
  const problems = hookProblems(readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    console.error(['Commit refused:', ...problems.map((problem) => `  ${problem}`)].join('\n'));
    console.error(`Your message is kept in ${file}; edit it and commit again (git commit -e -F ${file}).`);
    process.exit(1);
  }
}
