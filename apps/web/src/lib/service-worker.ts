/**
 * Registers Sudsy's service worker (src/sw/service-worker.ts) once the page has loaded, in a build
 * only: the dev server serves none. Browsers without service workers simply get no pushes and no
 * offline page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
