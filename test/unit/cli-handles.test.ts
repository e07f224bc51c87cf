import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { enhancedHtml, isOwnBundle } from '../../cli/enhanced-html';
import { HANDLES_FILE, handleMatcher, parseHandles, readHandleList, readHandles } from '../../cli/replaced-handles';
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
  const taken = `array_keys(array_filter($family, function ($entry) { return 'kept' !== ($entry['take'] ?? 'replaced'); }))`;
  const json = execFileSync(php, ['-r', `define('ABSPATH', '/'); echo json_encode(array_map(function ($family) { return ${taken}; }, require '${HANDLES_FILE}'));`], { encoding: 'utf8' });
  assert.equal(readHandles(), JSON.parse(json));
  const kinds = `array_map(function ($entry) { return substr($entry['take'], 10); }, array_filter(array_merge(...array_values(require '${HANDLES_FILE}')), function ($entry) { return 0 === strpos($entry['take'] ?? '', 'on-demand:'); }))`;
  assert.equal(readHandleList().onDemand, JSON.parse(execFileSync(php, ['-r', `define('ABSPATH', '/'); echo json_encode(${kinds});`], { encoding: 'utf8' })));
});

test('the decisions on the scripts that stay (issue 29): dead and on-demand ones are taken out, kept ones stay', () => {
  const { handles, onDemand } = readHandleList();
  assert.ok(handles.theme!.includes('superfish') && handles.booking!.includes('jquery-ui-datepicker'), 'dead');
  for (const handle of ['{prefix}-countdown-script', 'diagram-chart-script', 'jquery-ui-tabs', 'jquery-ui-accordion', 'jquery-effects-fade']) {
    assert.ok(handles.theme!.includes(handle) && !onDemand[handle], `${handle}: dead`);
  }
  assert.equal(onDemand, {
    mediaelement: 'media',
    'mediaelement-core': 'media',
    'mediaelement-migrate': 'media',
    'wp-mediaelement': 'media',
    'magnific-script': 'lightbox',
    '{prefix}-core-reviews-script': 'reviews',
    '{prefix}-social-share-script': 'share',
    'social-share-script': 'share',
  });
  assert.not.ok(handles.theme!.includes('modernizr'), 'kept: not in the list of what goes');
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

test('on-demand files: out of the page and listed for the bundle, in the page\'s order, with their kind', () => {
  const page = PAGE.replace(
    '</body>',
    "<script src='https://s/wp-includes/js/mediaelement/mediaelement-and-player.min.js?ver=4.2.17' id='mediaelement-core-js'></script>\n" +
      "<script src='https://s/wp-includes/js/mediaelement/wp-mediaelement.min.js?ver=6.1.1' id='wp-mediaelement-js'></script>\n" +
      "<script src='https://s/themes/diveit/fw/js/superfish.js' id='superfish-js'></script>\n</body>",
  );
  const { html, dequeued } = enhancedHtml(page, readHandles(), ['theme'], false, readHandleList().onDemand);
  assert.equal(dequeued.map(({ handle }) => handle), ['diveit-core-init-script', 'mediaelement-core', 'wp-mediaelement', 'superfish']);
  assert.not.ok(html.includes("id='mediaelement-core-js'") || html.includes('superfish.js'));
  const list = /<script type="application\/json" id="wp-enhance-on-demand">(.*?)<\/script>\n<\/body>/.exec(html)?.[1];
  assert.equal(JSON.parse(list!), [
    { handle: 'mediaelement-core', src: 'https://s/wp-includes/js/mediaelement/mediaelement-and-player.min.js?ver=4.2.17', kind: 'media' },
    { handle: 'wp-mediaelement', src: 'https://s/wp-includes/js/mediaelement/wp-mediaelement.min.js?ver=6.1.1', kind: 'media' },
  ]);
  // With the theme family off, they stay where they are.
  const off = enhancedHtml(page, readHandles(), ['booking'], false, readHandleList().onDemand);
  assert.ok(off.html.includes("id='mediaelement-core-js'") && !off.html.includes('wp-enhance-on-demand'));
});

test('the site\'s own bundle: the plugin\'s ids, or a module named enhance.js', () => {
  assert.ok(isOwnBundle(` src="/a/enhance.js" id="wp-enhance-js"`));
  assert.ok(isOwnBundle(` type="module" src="/dist/enhance.js"`));
  assert.not.ok(isOwnBundle(` src="/dist/enhance.js"`), 'a classic script of that name is someone else\'s');
  assert.not.ok(isOwnBundle(` type="module" src="/dist/enhance.json"`));
});

test.run();
