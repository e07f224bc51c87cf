import Cookies from 'js-cookie';

export interface CookieOptions {
  /** Defaults to `/`. */
  path?: string;
  /** Days; defaults to 365. */
  days?: number;
}

// Reading needs no library: read-cookie.ts (plain code at start, e.g. the Instagram feed's consent check).
export { readCookie } from './read-cookie';

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
