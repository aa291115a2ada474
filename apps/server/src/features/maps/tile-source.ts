// Which tile templates the server accepts for MAP_TILE_URL, and what its CSP must allow for one.

/**
 * What a Content-Security-Policy img-src must allow for a tile template: its origin, with a leading
 * {s} subdomain as a wildcard. Null for a template the maps cannot use: not http(s), missing {z},
 * {x} or {y}, or with a placeholder in the host that CSP cannot express (anything but a leading {s}).
 */
export function tileImageSource(template: string): string | null {
  if (!['{z}', '{x}', '{y}'].every((placeholder) => template.includes(placeholder))) return null;
  const match = /^(https?):\/\/([^/?#]+)(?:[/?#]|$)/i.exec(template);
  if (!match?.[1] || !match[2]) return null;
  const scheme = match[1].toLowerCase();
  const authority = match[2];
  const subdomains = authority.startsWith('{s}.');
  const host = subdomains ? authority.slice('{s}.'.length) : authority;
  if (/[{}@]/.test(host)) return null;
  // The whole template must make a URL once Leaflet fills it in.
  if (!URL.canParse(`${scheme}://${host}`) || !URL.canParse(template.replace(/\{[sxyzr]\}/g, 'a'))) return null;
  const parsed = new URL(`${scheme}://${host}`);
  if (parsed.hostname === '') return null;
  return `${scheme}://${subdomains ? '*.' : ''}${parsed.host}`;
}
