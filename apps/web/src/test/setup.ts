import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// jsdom renders on the two cores the server tests and the journeys share: on a busy machine a
// page's first render can need several seconds (load-lazy-code.ts keeps module transforms out of
// it). A findBy* ends as soon as its element appears, so the bound costs passing tests nothing.
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
