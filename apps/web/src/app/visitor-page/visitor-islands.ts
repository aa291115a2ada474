// The only script of a page drawn for a visitor without the app (docs/decisions/017): it works the
// header's theme menu and side menu, the page's only controls; its links are plain navigations.
// Built on its own by scripts/prerender.mjs, so it imports nothing but what it needs (and by relative
// paths: that build has no `@` alias).
import { visitorPageIds as ids } from './visitor-page-ids';

/** next-themes' storage key (the values are the items' `data-theme-choice`): a choice made here is the app's too. */
const themeKey = 'theme';
const darkQuery = '(prefers-color-scheme: dark)';

function savedTheme(): string {
  try {
    return localStorage.getItem(themeKey) ?? 'system';
  } catch {
    return 'system';
  }
}

/** What index.html's inline script does before the first paint, and next-themes once the app runs. */
function applyTheme(theme: string) {
  const dark = theme === 'dark' || (theme === 'system' && matchMedia(darkQuery).matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

function chooseTheme(theme: string) {
  try {
    localStorage.setItem(themeKey, theme);
  } catch {
    // Storage refused (a private window): the choice holds for this page only.
  }
  applyTheme(theme);
}

/** A menu button as Radix's dropdown works one: arrows, Home and End move, Escape and Tab close. */
export function wireThemeMenu(button: HTMLElement, menu: HTMLElement) {
  const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
  const focusItem = (index: number) => items.at(index % items.length)?.focus();
  const open = () => {
    const saved = savedTheme();
    for (const item of items) item.setAttribute('aria-checked', String(item.dataset.themeChoice === saved));
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    button.setAttribute('aria-controls', menu.id);
    (items.find((item) => item.dataset.themeChoice === saved) ?? items[0])?.focus();
  };
  const close = (focusButton: boolean) => {
    if (menu.hidden) return;
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    button.removeAttribute('aria-controls');
    if (focusButton) button.focus();
  };

  button.addEventListener('click', () => (menu.hidden ? open() : close(false)));
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open();
  });
  menu.addEventListener('keydown', (event) => {
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(at + 1),
      ArrowUp: () => focusItem(at - 1 + items.length),
      Home: () => focusItem(0),
      End: () => focusItem(items.length - 1),
      Escape: () => close(true),
    };
    if (event.key === 'Tab') return close(false);
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  });
  for (const item of items) {
    // As in the app's menus, the item under the pointer is the highlighted one.
    item.addEventListener('pointermove', () => item.focus());
    item.addEventListener('click', () => {
      chooseTheme(item.dataset.themeChoice ?? 'system');
      close(true);
    });
  }
  document.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    if (!button.contains(target) && !menu.contains(target)) close(false);
  });
  // "System" follows the system as it changes, and a choice made in another tab is this one's too.
  matchMedia(darkQuery).addEventListener('change', () => applyTheme(savedTheme()));
  window.addEventListener('storage', (event) => {
    if (event.key === themeKey) applyTheme(savedTheme());
  });
}

/** The side menu opens as a modal dialog; a tap outside its panel or on Close shuts it. */
export function wireSideMenu(button: HTMLElement, dialog: HTMLDialogElement) {
  button.addEventListener('click', () => {
    dialog.showModal();
    button.setAttribute('aria-expanded', 'true');
  });
  dialog.addEventListener('close', () => button.setAttribute('aria-expanded', 'false'));
  // The panel fills the dialog, so a click whose target is the dialog itself fell on its backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.querySelector('[data-closes-dialog]')?.addEventListener('click', () => dialog.close());
}

/**
 * Asks for the app's own files once the page has loaded and the browser is idle, at the lowest
 * priority: every page a visitor goes on to runs the app (its form takes input once the app has
 * run), and finds them in the cache. Not when the visitor's browser asks to save data.
 */
export function prefetchApp(files: readonly string[]) {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const prefetch = () => {
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      // As the app's module scripts are fetched, so the next page's requests match these.
      link.crossOrigin = 'anonymous';
      link.href = file;
      document.head.append(link);
    }
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(prefetch) : prefetch());
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Works `page`'s menus, then lets its controls take input (scripts/prerender.mjs made them inert). */
export function wireVisitorPage(page: Document) {
  // The page was drawn when it was built; the footer's year is this one.
  for (const year of page.querySelectorAll('[data-current-year]')) year.textContent = String(new Date().getFullYear());
  const element = (id: string) => {
    const found = page.getElementById(id);
    if (!found) throw new Error(`the visitor page has no #${id}`);
    return found;
  };
  wireThemeMenu(element(ids.themeButton), element(ids.themeMenu));
  wireSideMenu(element(ids.sideMenuButton), element(ids.sideMenu) as HTMLDialogElement);
  for (const control of page.querySelectorAll('#root [inert]')) control.removeAttribute('inert');
}
