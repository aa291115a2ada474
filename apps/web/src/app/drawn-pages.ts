/**
 * Pages the build draws ahead (docs/decisions/013): the server answers their exact path with the
 * drawing, which a phone paints before any JavaScript arrives (docs/product.md, "Speed on a phone").
 */

/** Public pages whose first render needs nothing from the address but the path. */
export const drawnPublicPages = [
  '/',
  '/about',
  '/faq',
  '/contact',
  '/privacy',
  '/terms',
  '/login',
  '/register',
  '/providers',
];

/**
 * Public pages a visitor without a session gets drawn a second time, without the app
 * (docs/decisions/017): they have nothing to do but be read and lead on, so a first visit runs no
 * framework. (The FAQ's answers open and close, which takes the app.)
 */
export const visitorPagePaths = ['/', '/about', '/contact', '/privacy', '/terms'];

/**
 * Signed-in pages that read nothing of the user (the catalogue is the same for everyone): drawn
 * too, and sent only to a browser that holds a session cookie. Such a page shows while the session
 * is checked, so the app's first render is the drawing; its guard then sends a visitor on.
 */
export const drawnSignedInPages = ['/customer/services'];

/**
 * Whether this document arrived drawn (true while drawing, where there is no document): only then
 * does a drawn signed-in page show before its session is known. Opened from the empty shell, it
 * waits as any guarded page does rather than flash before the guard sends a visitor on.
 */
export function documentArrivedDrawn(): boolean {
  return typeof document === 'undefined' || arrivedDrawn;
}

// Read once as the app starts: the app's own render fills the root soon after.
const arrivedDrawn = typeof document !== 'undefined' && document.getElementById('root')?.hasChildNodes() === true;
