// A menu's address as both sides judge it (the server when a menu is saved, the panel when it draws the
// menu and checks the form): a page of the panel (`/news`), or an external https address. An external
// address is what a browser would open, read once by the URL standard and written back the same way
// (host in lower case and punycode, so `https://аdmin.example.com/` shows as `xn--dmin-43d.example.com`);
// one the standard reads differently from how it looks is refused: a backslash (read as a slash, so
// `https://evil.example\admin.example.com` opens evil.example), white space, control or text-direction
// characters, credentials, a port that is not one.

/** A page of the panel: a path of letters, digits, `_`, `-` and `/`. */
const PAGE_PATH = /^\/[A-Za-z0-9_\-/]*$/;

/** What an external address must not hold: white space, controls (C0, DEL, C1), bidirectional controls, backslashes. */
const NOT_IN_AN_ADDRESS = /[\s\p{Cc}\p{Bidi_Control}\\]/u;

export type MenuAddress = { kind: 'page'; path: string } | { kind: 'external'; href: string; host: string };

/** The address a menu may open, as stored and drawn, or null when it may open neither a page nor an outside address. */
export function menuAddressOf(raw: string): MenuAddress | null {
  if (PAGE_PATH.test(raw)) return { kind: 'page', path: raw };
  if (!/^https:\/\/[^/]/i.test(raw) || NOT_IN_AN_ADDRESS.test(raw) || !URL.canParse(raw)) return null;
  const url = new URL(raw);
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) return null;
  return { kind: 'external', href: url.href, host: url.host };
}

/** A menu that opens an outside address (in a new tab) rather than a page of the panel. */
export const isExternalMenuAddress = (path: string | null | undefined): boolean =>
  path != null && menuAddressOf(path)?.kind === 'external';
