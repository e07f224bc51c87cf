import { readCookie, writeCookie } from '../../src/cookies';
import { isObject } from '../../src/page-values';

export interface Bookmark {
  title: string;
  url: string;
}

/** Browsers keep about 4 KB per cookie: a longer value is not ours, or would be dropped. */
export const MAX_COOKIE_CHARS = 3800;

const isBookmark = (item: unknown): item is Bookmark => isObject(item) && typeof item.title === 'string' && typeof item.url === 'string';

export const bookmarksCookieName = (prefix: string) => `${prefix}_bookmarks`;

/** The bookmarks list; a missing, malformed or oversize cookie reads as an empty list, unusable entries are skipped. */
export function readBookmarks(prefix: string): Bookmark[] {
  const raw = readCookie(bookmarksCookieName(prefix));
  if (!raw || raw.length > MAX_COOKIE_CHARS) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isBookmark).map(({ title, url }) => ({ title, url }));
}

/** Writes the list; false (and nothing written) when it would not fit in a cookie. */
export function writeBookmarks(prefix: string, bookmarks: readonly Bookmark[]): boolean {
  const json = JSON.stringify(bookmarks);
  if (encodeURIComponent(json).length > MAX_COOKIE_CHARS) return false;
  writeCookie(bookmarksCookieName(prefix), json);
  return true;
}

/** Same page, however the URL is written. */
export function sameUrl(a: string, b: string, base: string): boolean {
  try {
    return new URL(a, base).href === new URL(b, base).href;
  } catch {
    return a === b;
  }
}
