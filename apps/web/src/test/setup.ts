import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

const desktopWidth = 1280;

afterEach(() => {
  cleanup();
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
