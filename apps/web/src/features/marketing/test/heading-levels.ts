/** Heading levels in document order, so tests can check a page never skips a level. */
export function headingLevels(root: ParentNode = document): number[] {
  return [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName.slice(1)));
}

/** True when the outline starts at h1 and each heading goes at most one level deeper than the one before. */
export function isWellNested(levels: number[]): boolean {
  return levels[0] === 1 && levels.every((level, index) => index === 0 || level <= (levels[index - 1] ?? 0) + 1);
}
