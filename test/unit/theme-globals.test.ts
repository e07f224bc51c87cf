import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spyConsole } from '../helpers/console-spy';
import { diveitStorage, themerexStorage } from '../helpers/theme-kit';
import { defineThemeGlobals } from '../../src/theme-globals';
import { revealedToTheme } from '../../src/revealed-to-theme';
import { resetReportedErrors } from '../../src/report-error';

type Fn = (...args: unknown[]) => unknown;
const globals = window as unknown as Record<string, unknown>;
const fn = (name: string) => globals[name] as Fn;
const names = ['add_hidden_elements_handler', 'init_hidden_elements', 'get_cookie', 'set_cookie', 'del_cookie', 'color_picker'];

/** A jQuery stand-in: `$(fn)` queues a ready handler, `$(element)` wraps. */
function fakeJQuery() {
  const ready: (() => void)[] = [];
  const $ = (value: unknown) => (typeof value === 'function' ? ready.push(value as () => void) : { jquery: true, 0: value });
  return { $, ready };
}

test.before.each(() => resetDom('<div id="panel"></div>'));
test.after.each(() => {
  for (const prefix of ['diveit', 'themerex']) for (const name of names) delete globals[`${prefix}_${name}`];
  delete globals['jQuery'];
  resetReportedErrors();
});

test('B: {prefix}_add_hidden_elements_handler keeps handlers in the storage by key, as the theme did; init runs them in order with the container', () => {
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  defineThemeGlobals();
  const seen: string[] = [];
  fn('diveit_add_hidden_elements_handler')('init_reviews', (container: unknown) => seen.push(`reviews ${(container as Element).id}`));
  fn('diveit_add_hidden_elements_handler')('other', () => seen.push('other'));
  fn('diveit_add_hidden_elements_handler')('init_reviews', (container: unknown) => seen.push(`reviews again ${(container as Element).id}`));
  const stored = (globals['DIVEIT_STORAGE'] as { init_hidden_elements: Record<string, Fn> }).init_hidden_elements;
  assert.equal(Object.keys(stored), ['init_reviews', 'other'], 'the same key replaces');
  seen.length = 0;
  fn('diveit_init_hidden_elements')(document.getElementById('panel'));
  assert.equal(seen, ['reviews again panel', 'other']);
});

test('A: themerex_ functions, the handlers in THEMEREX_GLOBALS', () => {
  setPageGlobal('THEMEREX_GLOBALS', themerexStorage());
  defineThemeGlobals();
  let calls = 0;
  fn('themerex_add_hidden_elements_handler')('x', () => calls++);
  assert.type((globals['THEMEREX_GLOBALS'] as { init_hidden_elements: Record<string, Fn> }).init_hidden_elements['x'], 'function');
  fn('themerex_init_hidden_elements')(document.body);
  assert.is(calls, 1);
  assert.is(globals['diveit_add_hidden_elements_handler'], undefined);
});

test('a handler that throws is logged once and the others still run', () => {
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  defineThemeGlobals();
  const console = spyConsole('error');
  let ran = 0;
  try {
    fn('diveit_add_hidden_elements_handler')('bad', () => {
      throw new Error('broken handler');
    });
    fn('diveit_add_hidden_elements_handler')('good', () => ran++);
    fn('diveit_init_hidden_elements')(document.body);
    fn('diveit_init_hidden_elements')(document.body);
  } finally {
    console.restore();
  }
  assert.is(ran, 2);
  assert.is(console.calls.length, 1);
  assert.match(console.text()[0]!, /diveit_init_hidden_elements/);
});

test('at ready without jQuery: the handlers that scripts registered at DOMContentLoaded run once over the body', () => {
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  const state = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!;
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  const seen: unknown[] = [];
  // A script before the entry (core.reviews.js) registers at DOMContentLoaded.
  const register = () => fn('diveit_add_hidden_elements_handler')('init_reviews', (container: unknown) => seen.push(container));
  document.addEventListener('DOMContentLoaded', register, { once: true });
  try {
    defineThemeGlobals();
    assert.equal(seen, [], 'nothing before ready');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.dispatchEvent(new Event('DOMContentLoaded'));
  } finally {
    Object.defineProperty(document, 'readyState', state);
    delete (document as unknown as Record<string, unknown>)['readyState'];
  }
  assert.equal(seen, [document.body]);
});

test('at ready with jQuery: through jQuery(fn), after the ready handlers queued before it, with jQuery(body)', () => {
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  const { $, ready } = fakeJQuery();
  globals['jQuery'] = $;
  const seen: unknown[] = [];
  $(() => fn('diveit_add_hidden_elements_handler')('init_reviews', (container: unknown) => seen.push(container)));
  defineThemeGlobals();
  assert.is(ready.length, 2);
  ready.forEach((handler) => handler());
  assert.equal(seen, [{ jquery: true, 0: document.body }]);
});

test('the theme\'s own functions, when still on the page, are kept and it runs its own ready', () => {
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  const theirs = () => 'theirs';
  globals['diveit_init_hidden_elements'] = theirs;
  const { $, ready } = fakeJQuery();
  globals['jQuery'] = $;
  defineThemeGlobals();
  assert.is(globals['diveit_init_hidden_elements'], theirs);
  assert.type(globals['diveit_add_hidden_elements_handler'], 'function');
  assert.is(ready.length, 0);
});

test('no theme storage: nothing defined', () => {
  defineThemeGlobals();
  for (const name of names) assert.is(globals[`diveit_${name}`], undefined);
});

test('{prefix}_set_cookie: days, path / by default, the value encoded so that PHP reads it; a session cookie without days', () => {
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  defineThemeGlobals();
  const written: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: (value: string) => written.push(value) });
  try {
    fn('diveit_set_cookie')('diveit_votes', '12,ü', 365);
    fn('diveit_set_cookie')('session', 'a', undefined, '/blog/');
  } finally {
    delete (document as unknown as Record<string, unknown>)['cookie'];
    Object.defineProperty(Document.prototype, 'cookie', descriptor);
  }
  assert.match(written[0]!, /^diveit_votes=12%2C%C3%BC;expires=[^;]+ GMT;path=\/;samesite=lax$/);
  const days = (new Date(/expires=([^;]+)/.exec(written[0]!)![1]!).getTime() - Date.now()) / 864e5;
  assert.ok(days > 364.9 && days <= 365, `expires in 365 days, not ${days}`);
  assert.is(written[1], 'session=a;path=/blog/;samesite=lax');
});

test('the cookie it writes is read back by the page', () => {
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  defineThemeGlobals();
  fn('diveit_set_cookie')('diveit_votes', '12,', 365);
  assert.match(document.cookie, /(^|; )diveit_votes=12%2C($|;)/);
});

/** Clears every cookie the page can see (they outlive a test in the shared document). */
function clearCookies() {
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    document.cookie = `${pair.split('=')[0]}=;path=/;expires=Thu, 01 Jan 1970 00:00:01 GMT`;
  }
}

/** Generation A's globals on a page without cookies, cleared again afterwards. */
function withThemerexCookies(storage: Record<string, unknown>, body: () => void) {
  setPageGlobal('THEMEREX_GLOBALS', themerexStorage(storage));
  defineThemeGlobals();
  clearCookies();
  try {
    body();
  } finally {
    clearCookies();
  }
}

test('A: themerex_get_cookie reads what themerex_set_cookie wrote, by its exact name; the second argument, or null, when there is none', () => {
  withThemerexCookies({}, () => {
    fn('themerex_set_cookie')('co_bg_color', '#ff0000', 1);
    assert.is(fn('themerex_get_cookie')('bg_color'), null, 'not the end of a longer name');
    assert.is(fn('themerex_get_cookie')('bg_color', 'none'), 'none');
    fn('themerex_set_cookie')('bg_color', '#00ff00, ü', 1);
    assert.is(fn('themerex_get_cookie')('bg_color'), '#00ff00, ü');
    assert.is(fn('themerex_get_cookie')('co_bg_color'), '#ff0000');
  });
});

test('A: themerex_get_cookie reads a cookie the theme wrote with escape() before (%uXXXX) as its unescape() did', () => {
  withThemerexCookies({}, () => {
    document.cookie = `themerex_bookmarks=${escape('[{"title":"Ünïcode ☃"}]')};path=/`;
    assert.is(fn('themerex_get_cookie')('themerex_bookmarks'), '[{"title":"Ünïcode ☃"}]');
  });
});

test('A: themerex_del_cookie removes a cookie that is there (path / unless given) and writes nothing otherwise', () => {
  setPageGlobal('THEMEREX_GLOBALS', themerexStorage());
  defineThemeGlobals();
  clearCookies();
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const jar = 'bg_pattern=3; bg_image=';
  const written: string[] = [];
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => jar, set: (value: string) => written.push(value) });
  try {
    fn('themerex_del_cookie')('bg_pattern');
    fn('themerex_del_cookie')('bg_image');
    fn('themerex_del_cookie')('body_scheme');
    fn('themerex_del_cookie')('bg_pattern', '/blog/', 'example.com');
  } finally {
    delete (document as unknown as Record<string, unknown>)['cookie'];
    Object.defineProperty(Document.prototype, 'cookie', descriptor);
  }
  assert.equal(written, [
    'bg_pattern=;path=/;expires=Thu, 01 Jan 1970 00:00:01 GMT',
    'bg_pattern=;path=/blog/;domain=example.com;expires=Thu, 01 Jan 1970 00:00:01 GMT',
  ]);
});

test('A: the front customizer panel\'s round: a remembered choice shows the reset button, its reset clears it', () => {
  // As front.customizer.js: reset shows while one of the panel's options has a cookie.
  const anyRemembered = () => ['body_style', 'body_scheme', 'bg_pattern'].some((option) => fn('themerex_get_cookie')(option) != null);
  withThemerexCookies({ remember_visitors_settings: true }, () => {
    assert.is(anyRemembered(), false);
    fn('themerex_set_cookie')('body_scheme', 'blue', 1);
    assert.is(anyRemembered(), true);
    fn('themerex_del_cookie')('body_scheme');
    assert.is(anyRemembered(), false);
  });
});

test('B: the same cookie functions under the theme\'s prefix (DiveIt\'s panel calls diveit_get_cookie, diveit_del_cookie)', () => {
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  defineThemeGlobals();
  clearCookies();
  try {
    fn('diveit_set_cookie')('bg_pattern', '4', 1);
    assert.is(fn('diveit_get_cookie')('bg_pattern'), '4');
    fn('diveit_del_cookie')('bg_pattern');
    assert.is(fn('diveit_get_cookie')('bg_pattern'), null);
    assert.is(globals['themerex_get_cookie'], undefined);
  } finally {
    clearCookies();
  }
});

test('A: themerex_color_picker exists so that the panel\'s ready handler goes on past it; the theme\'s own is kept', () => {
  setPageGlobal('THEMEREX_GLOBALS', themerexStorage());
  defineThemeGlobals();
  assert.not.throws(() => fn('themerex_color_picker')());
  delete globals['themerex_color_picker'];
  const theirs = () => 'theirs';
  globals['themerex_color_picker'] = theirs;
  globals['themerex_get_cookie'] = theirs;
  defineThemeGlobals();
  assert.is(globals['themerex_color_picker'], theirs);
  assert.is(globals['themerex_get_cookie'], theirs);
  assert.type(globals['themerex_del_cookie'], 'function');
});

test('revealedToTheme: runs the handlers with the revealed container, as jQuery(container) when jQuery is there', () => {
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  defineThemeGlobals();
  const seen: unknown[] = [];
  fn('diveit_add_hidden_elements_handler')('k', (container: unknown) => seen.push(container));
  const panel = document.getElementById('panel')!;
  revealedToTheme(panel);
  globals['jQuery'] = fakeJQuery().$;
  revealedToTheme(panel);
  assert.equal(seen, [panel, { jquery: true, 0: panel }]);
});

test('revealedToTheme: nothing to call without the theme (no error)', () => {
  revealedToTheme(document.getElementById('panel')!);
});

test.run();
