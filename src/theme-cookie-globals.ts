/** Defines `{prefix}_<name>` unless the theme's own is still on the page (see theme-globals.ts). */
export type DefineGlobal = (name: string, value: unknown) => boolean;

const EXPIRED = 'Thu, 01 Jan 1970 00:00:01 GMT';

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    // Written by the theme's own escape() (%uXXXX, single-byte %E9): what its getter's unescape() read.
    return unescape(value);
  }
};

/**
 * The theme's cookie functions (`core.utils.js`), on the page's document. Here and not through
 * src/read-cookie.ts or src/cookies.ts: those are chunks of their own, and the entry importing them would
 * fetch one more file on every page.
 */
export function defineCookieGlobals(define: DefineGlobal, win: Window): void {
  const doc = win.document;

  // As the theme's: the value, or the second argument (null without one) when there is no such cookie. By its
  // exact name: the theme's indexOf() also matched the end of a longer name (`bg_color` in `co_bg_color`).
  const get = (name: string, fallback: unknown = null): unknown => {
    for (const pair of doc.cookie ? doc.cookie.split('; ') : []) {
      const at = pair.indexOf('=');
      if (at > 0 && pair.slice(0, at) === name) return decode(pair.slice(at + 1));
    }
    return fallback;
  };
  define('get_cookie', get);

  // As the theme's: days (0: for the session), path `/` unless given; SameSite and encodeURIComponent as our
  // other cookies (contract theme §6.4: escape() wrote %uXXXX that PHP cannot read).
  define('set_cookie', (name: string, value: unknown, days?: number, path?: string, domain?: string, secure?: unknown) => {
    doc.cookie =
      `${name}=${encodeURIComponent(String(value))}` +
      (days ? `;expires=${new Date(Date.now() + days * 864e5).toUTCString()}` : '') +
      ((path ??= '/') ? `;path=${path}` : '') +
      (domain ? `;domain=${domain}` : '') +
      (secure || win.location.protocol == 'https:' ? ';secure' : '') +
      ';samesite=lax';
  });

  // As the theme's: only a cookie that is there and not empty, on path `/` unless given.
  define('del_cookie', (name: string, path?: string, domain?: string) => {
    if (get(name)) doc.cookie = `${name}=${(path ??= '/') ? `;path=${path}` : ''}${domain ? `;domain=${domain}` : ''};expires=${EXPIRED}`;
  });
}
