import Cookies from 'js-cookie';

export interface CookieOptions {
  /** Defaults to `/`. */
  path?: string;
  /** Days; defaults to 365. */
  days?: number;
}

const decodeValue = (raw: string): string => {
  const value = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(value);
  } catch {
    // Older theme code wrote cookies with escape(): %uXXXX and single-byte %E9 are not valid URI encoding.
    return unescape(value);
  }
};

/** Reads a cookie by its exact name (never a longer name ending the same way). */
export function readCookie(name: string, doc: Document = document): string | undefined {
  for (const pair of doc.cookie ? doc.cookie.split('; ') : []) {
    const separator = pair.indexOf('=');
    const key = separator < 0 ? pair : pair.slice(0, separator);
    if (key.trim() === name) return decodeValue(separator < 0 ? '' : pair.slice(separator + 1));
  }
  return undefined;
}

/** Writes a cookie with SameSite=Lax, Secure on https, the given path, 365 days unless told otherwise. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  Cookies.set(name, value, {
    path: options.path ?? '/',
    expires: options.days ?? 365,
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
}

export function removeCookie(name: string, options: Pick<CookieOptions, 'path'> = {}): void {
  Cookies.remove(name, { path: options.path ?? '/' });
}
