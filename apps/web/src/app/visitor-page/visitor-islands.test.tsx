import { MemoryRouter } from 'react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchApp, wireThemeMenu, wireVisitorPage } from '@/app/visitor-page/visitor-islands';
import { VisitorPage } from '@/app/visitor-page/visitor-page';
import { visitorPageIds } from '@/app/visitor-page/visitor-page-ids';
import { VisitorThemeMenu } from '@/app/visitor-page/visitor-theme-menu';

/** The visitor page's theme menu as drawn, worked by its script. */
function drawnThemeMenu() {
  render(
    <>
      <VisitorThemeMenu />
      <p>Elsewhere on the page</p>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Theme' });
  wireThemeMenu(button, document.getElementById(visitorPageIds.themeMenu)!);
  return { button, user: userEvent.setup() };
}

const item = (name: string) => screen.getByRole('menuitemradio', { name });

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) link.remove();
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});

describe('the theme menu of a page drawn without the app (docs/decisions/017)', () => {
  it('opens on the saved choice, and a choice is saved where the app reads it and applied at once', async () => {
    localStorage.setItem('theme', 'light');
    const { button, user } = drawnThemeMenu();
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    expect(screen.getByRole('menu', { name: 'Theme' })).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', visitorPageIds.themeMenu);
    expect(item('Light')).toHaveAttribute('aria-checked', 'true');
    expect(item('Dark')).toHaveAttribute('aria-checked', 'false');
    expect(item('Light')).toHaveFocus();

    await user.click(item('Dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('moves with the arrows, Home and End, wrapping round, and Tab leaves it closed', async () => {
    const { button, user } = drawnThemeMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(item('System')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Light')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('System')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Light')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('System')).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('closes without a choice on Escape and on a press elsewhere', async () => {
    const { button, user } = drawnThemeMenu();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByText('Elsewhere on the page'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(localStorage.getItem('theme')).toBeNull();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('takes a theme chosen in another tab', () => {
    drawnThemeMenu();
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(document.documentElement).toHaveClass('dark');
  });
});

describe("the app's files, fetched ahead for the next page", () => {
  it('are asked for at the lowest priority in the mode the app fetches its modules', () => {
    prefetchApp(['/assets/react-1.js', '/assets/register-page-2.js']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.as, link.crossOrigin])).toEqual([
      ['/assets/react-1.js', 'script', 'anonymous'],
      ['/assets/register-page-2.js', 'script', 'anonymous'],
    ]);
  });

  it('are not asked for when the browser asks to save data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      prefetchApp(['/assets/react-1.js']);
      expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});

describe('a visitor page once its script has run', () => {
  it('takes input, and its footer shows this year, not the year it was drawn', () => {
    render(
      <MemoryRouter>
        <VisitorPage>
          <h1>About Sudsy</h1>
        </VisitorPage>
      </MemoryRouter>,
      { container: document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' })) },
    );
    // As the build drew it: an older year, and its controls inert (scripts/prerender.mjs).
    document.querySelector('[data-current-year]')!.textContent = '1999';
    for (const button of document.querySelectorAll('#root button')) button.setAttribute('inert', '');

    wireVisitorPage(document);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Sudsy`);
    expect(document.querySelectorAll('#root [inert]')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
