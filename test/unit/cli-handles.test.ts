import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { enhancedHtml, isOwnBundle } from '../../cli/enhanced-html';
import { HANDLES_FILE, handleMatcher, parseHandles, readHandles } from '../../cli/replaced-handles';
import { CliError } from '../../cli/cli-error';

test('reads the plugin\'s own handle list (includes/handles.php), every family and handle', () => {
  const handles = readHandles();
  assert.equal(Object.keys(handles), ['consent', 'booking', 'cf7', 'instagram', 'theme']);
  assert.equal(handles.consent, ['wpgdprc-front-js']);
  assert.ok(handles.booking!.includes('booked-fea-js'));
  assert.ok(handles.theme!.includes('{prefix}-core-init-script'));
});

test('reads what PHP itself reads from that file (when PHP is on the machine)', () => {
  const php = ['/usr/bin/php', '/usr/local/bin/php'].find(existsSync);
  if (!php) return;
  const json = execFileSync(php, ['-r', `define('ABSPATH', '/'); echo json_encode(array_map('array_keys', require '${HANDLES_FILE}'));`], { encoding: 'utf8' });
  assert.equal(readHandles(), JSON.parse(json));
});

test('a list it cannot follow is an error, never an empty list', () => {
  assert.throws(() => parseHandles('<?php return array();'), (error: unknown) => error instanceof CliError);
  assert.throws(() => readHandles('/nonexistent/handles.php'), (error: unknown) => error instanceof CliError && /missing/.test(error.message));
});

test('{prefix} matches the theme\'s slug (generation B) and themerex (A), and nothing else', () => {
  const matches = handleMatcher(['{prefix}-core-init-script', 'trx_utils']);
  for (const handle of ['diveit-core-init-script', 'themerex-core-init-script', 'my-child-theme-core-init-script', 'trx_utils']) assert.ok(matches(handle), handle);
  for (const handle of ['core-init-script', 'diveit-core-init-script-extra', 'trx_utils2', 'diveit-core-utils-script']) assert.not.ok(matches(handle), handle);
});

const PAGE = `<!doctype html><html><head><title>t</title>
<script type="module" src="https://s/wp-content/plugins/wp-enhance/assets/v1/enhance.js" id="wp-enhance-js-module"></script>
<script id="wp-enhance-selection">window.wpEnhance = {"only":["consent"]};</script>
<script type='text/javascript' id='booked-functions-js-extra'>var booked_js_vars = {"ajax_url":"x"};</script>
<script type='text/javascript' src='https://s/booked/assets/js/functions.js?ver=2.3.5&#038;a=b' id='booked-functions-js'></script>
<script type='text/javascript' id='booked-functions-js-after'>booked_init();</script>
<script src='https://s/jquery.min.js' id='jquery-core-js'></script>
<script type='text/javascript' src='https://s/themes/diveit/js/core.init.js' id='diveit-core-init-script-js'></script>
</head><body></body></html>`;

test('the enhanced page: replaced files and their `after` scripts out, data kept, the bundle and selection first', () => {
  const { html, dequeued } = enhancedHtml(PAGE, readHandles(), ['booking'], false);
  assert.equal(dequeued, [{ handle: 'booked-functions', src: 'https://s/booked/assets/js/functions.js?ver=2.3.5&a=b' }]);
  assert.not.ok(html.includes('functions.js'));
  assert.not.ok(html.includes('booked_init()'), 'the after script calls the original code');
  assert.ok(html.includes('var booked_js_vars'), 'the localised data stays');
  assert.ok(html.includes("id='diveit-core-init-script-js'"), 'a family not chosen keeps its scripts');
  assert.ok(html.includes('jquery.min.js'));
  assert.not.ok(html.includes('assets/v1/enhance.js'), 'the site\'s own copy of the bundle gives way to this one');
  assert.not.ok(html.includes('"only":["consent"]'));
  assert.match(html, /<head>\n<script id="wp-enhance-selection">window\.wpEnhance = Object\.assign\(\{\}, window\.wpEnhance, \{"only":\["booking"\]\}\);<\/script>\n<script type="module" id="wp-enhance-js" src="\/__wp-enhance\/enhance\.js"><\/script>/);
});

test('every family: the theme\'s handles under any prefix go too', () => {
  const { dequeued } = enhancedHtml(PAGE, readHandles(), Object.keys(readHandles()), true);
  assert.equal(dequeued.map(({ handle }) => handle), ['booked-functions', 'diveit-core-init-script']);
});

test('the site\'s own bundle: the plugin\'s ids, or a module named enhance.js', () => {
  assert.ok(isOwnBundle(` src="/a/enhance.js" id="wp-enhance-js"`));
  assert.ok(isOwnBundle(` type="module" src="/dist/enhance.js"`));
  assert.not.ok(isOwnBundle(` src="/dist/enhance.js"`), 'a classic script of that name is someone else\'s');
  assert.not.ok(isOwnBundle(` type="module" src="/dist/enhance.json"`));
});

test.run();
