import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readCookie, writeCookie } from '../../src/cookies';

/** Records the strings written to document.cookie while still writing them. */
function recordCookieWrites() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  return { writes, restore: () => delete (document as { cookie?: string }).cookie };
}

test.before.each(() => resetDom());

test('writes SameSite=Lax, the path and 365 days by default; not Secure on http', () => {
  const recorder = recordCookieWrites();
  try {
    writeCookie('wpgdprc-consent-v2', '7_accepted,9_declined', { path: '/blog/' });
    const written = recorder.writes[0]!;
    assert.match(written, /^wpgdprc-consent-v2=7_accepted%2C9_declined; /);
    assert.match(written, /; path=\/blog\/(;|$)/);
    assert.match(written, /; sameSite=Lax(;|$)/i);
    assert.not.match(written, /secure/i);
    const expires = new Date(/expires=([^;]+)/.exec(written)![1]!).getTime();
    const days = (expires - Date.now()) / 86_400_000;
    assert.ok(days > 364.9 && days <= 365, `expires in ${days} days`);
  } finally {
    recorder.restore();
  }
});

test('adds Secure on https pages', async () => {
  const { JSDOM } = await import('jsdom');
  const secure = new JSDOM('', { url: 'https://site.tld/' });
  const originalLocation = globalThis.location;
  const recorder = recordCookieWrites();
  Object.defineProperty(globalThis, 'location', { configurable: true, value: secure.window.location });
  try {
    writeCookie('themerex_likes', ',12,', { days: 30 });
    assert.match(recorder.writes[0]!, /; secure(;|$)/i);
  } finally {
    Object.defineProperty(globalThis, 'location', { configurable: true, value: originalLocation });
    recorder.restore();
  }
});

test('reads by exact name, never a longer name ending the same way', () => {
  document.cookie = 'xthemerex_likes=wrong; path=/';
  document.cookie = 'themerex_likes=%2C12%2C; path=/';
  assert.is(readCookie('themerex_likes'), ',12,');
  assert.is(readCookie('likes'), undefined);
});

test('reads values written by the legacy escape() without throwing', () => {
  document.cookie = 'themerex_bookmarks=%5B%7B%22title%22%3A%22Caf%E9 %u4E2D%22%7D%5D; path=/';
  assert.is(readCookie('themerex_bookmarks'), '[{"title":"Café 中"}]');
});

test('round-trips text with commas, quotes and non-Latin characters', () => {
  const value = '[{"title":"Grüße, 中文","url":"https://site.tld/?p=1&x=2"}]';
  writeCookie('diveit_bookmarks', value);
  assert.is(readCookie('diveit_bookmarks'), value);
});

test.run();
