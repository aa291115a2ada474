/**
 * Where `?next=` asks to go after signing in, when it is a path on this site: anything that could
 * leave it ('//host', '/\host', 'https:…', a path the URL parser turns into another origin) is
 * ignored, so a crafted login link cannot send a fresh session elsewhere.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const { origin } = window.location;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
