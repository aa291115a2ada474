import type { Page } from '@playwright/test';

/** The widths every page must hold at (docs/product.md, "Layout"): a phone, a tablet, a small and a wide laptop. */
export const layoutSizes = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 768 },
  { width: 1440, height: 900 },
] as const;

/**
 * What is wrong with the page's layout at its current size: a page wider than the screen, and each
 * control that something else covers where it shows once scrolled to (a sticky card over a form, a
 * fixed bar over the last button). Each control is brought into view the way a user would scroll
 * to it, and the point at its centre must belong to it. Gives the page back at its own scroll.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`the page is ${root.scrollWidth - root.clientWidth} px wider than the screen`);

    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="combobox"]',
      '[role="radio"]',
    ].join(',');
    /** The control as a reader finds it in the code: its name, else the start of its markup. */
    const nameOf = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60) ||
      element.outerHTML.slice(0, 100);
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 6).join('.') : '';
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>`;
    };
    /** Drawn for sighted users: not hidden, not see-through, not a screen reader's 1 px text. */
    const shown = (element: HTMLElement) => {
      if (element.closest('[aria-hidden="true"], [inert], [hidden]')) return false;
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      }
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };

    const start = { x: window.scrollX, y: window.scrollY };
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!shown(element)) continue;
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // Clipped by a scroller of its own (a row of cards that scrolls sideways): not this check's matter.
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || element.contains(hit) || hit.contains(element)) continue;
      // A toast passes in a few seconds and is swiped away; it is placed where no page action is
      // (the top of a phone, a desktop's bottom-right corner), so it is not this check's matter.
      if (hit.closest('[data-sonner-toaster]')) continue;
      // A control's own label (a styled checkbox's box) is the control as the user sees it.
      const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
      if (labels && [...labels].some((label) => label.contains(hit))) continue;
      problems.push(`"${nameOf(element)}" is covered by ${describe(hit)}`);
    }
    window.scrollTo({ left: start.x, top: start.y, behavior: 'instant' });
    return problems;
  });
}

/** Resizes the page and waits two frames, so layout and the components that watch the width have caught up. */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
