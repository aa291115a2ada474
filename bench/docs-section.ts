import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const docsFile = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));

/** Replaces benchmark `name`'s section of docs/benchmarks.md, keeping every other benchmark's. */
export function writeBenchmarkSection(name: string, section: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  let current = '# Benchmarks\n\n';
  try {
    current = readFileSync(docsFile, 'utf8');
  } catch {
    // First run: the file is created.
  }
  const block = `${start}\n${section}${end}\n`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length + 1)
      : `${current.trimEnd()}\n\n${block}`;
  writeFileSync(docsFile, next);
}
