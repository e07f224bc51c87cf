import { readCookie, writeCookie } from '../../src/cookies';

/** `{prefix}_likes` holds the liked post ids as `,12,34,` (the server tests for `,<id>,`). */
export const likesCookieName = (prefix: string) => `${prefix}_likes`;

export function rememberLike(prefix: string, postId: string): void {
  const name = likesCookieName(prefix);
  let value = readCookie(name) ?? '';
  if (value.includes(`,${postId},`)) return;
  if (!value.endsWith(',')) value += ',';
  writeCookie(name, `${value}${postId},`);
}

export function forgetLike(prefix: string, postId: string): void {
  const name = likesCookieName(prefix);
  const value = readCookie(name);
  if (value === undefined) return;
  writeCookie(name, value.split(`,${postId},`).join(','));
}
