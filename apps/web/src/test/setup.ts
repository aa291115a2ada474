import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Pages and menus load lazily, and Vitest transforms each module on first import: on a busy
// machine (the server tests share its two cores) the first findBy* of a file can need several
// seconds. A findBy* ends as soon as its element appears, so the bound costs passing tests nothing.
configure({ asyncUtilTimeout: 10_000 });

const desktopWidth = 1280;

afterEach(() => {
  cleanup();
  // Toasts live in a module-wide store that a later test's Toaster would show again.
  toast.dismiss();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.className = '';
  window.innerWidth = desktopWidth;
});

// jsdom has no layout engine, so it lacks these browser APIs; components (and Radix, next-themes,
// React Router's scroll handling) call them. These stand-ins answer like a browser window of
// `window.innerWidth` pixels in light mode, which tests change to check the phone layout.
window.matchMedia = (query: string): MediaQueryList => {
  const widthLimit = /\((max|min)-width:\s*([\d.]+)px\)/.exec(query);
  const matches = () => {
    if (!widthLimit) return false;
    const limit = Number(widthLimit[2]);
    return widthLimit[1] === 'max' ? window.innerWidth <= limit : window.innerWidth >= limit;
  };
  return {
    media: query,
    get matches() {
      return matches();
    },
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
};
window.innerWidth = desktopWidth;
window.scrollTo = () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
