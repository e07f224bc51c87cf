import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collectAssets, moduleImports, relinkCss, relinkHtml } from '../../cli/asset-refs';
import { localPathFor } from '../../cli/local-path';
import { MASKED, maskSecrets } from '../../cli/mask-secrets';

const BASE = 'https://site.example/booking/';

test('finds what a WordPress page links for its look: stylesheets, icons, scripts, images, srcset, inline url()', () => {
  const html = `<html><head>
<link rel='stylesheet' id='booked-styles-css' href='https://site.example/wp-content/plugins/booked/assets/css/styles.css?ver=2.3.5' type='text/css' media='all' />
<link rel="icon" href="/favicon.png"><link rel="canonical" href="https://site.example/booking/">
<script type='text/javascript' src='https://site.example/wp-includes/js/jquery/jquery.min.js?ver=3.6.1&#038;x=1' id='jquery-core-js'></script>
<script type="module" src="/wp-content/plugins/wp-enhance/assets/abc/enhance.js" id="wp-enhance-js"></script>
<style>.hero{background:url("img/hero.jpg")}</style></head>
<body><img src="logo.svg" srcset="logo@2x.png 2x, logo@3x.png 3x" alt=""><a href="/next/">next</a>
<div style="background-image: url(&quot;/bg.png&quot;)"></div><img src="data:image/gif;base64,R0lGOD"></body></html>`;
  const found = collectAssets(html, BASE);
  assert.equal(Object.fromEntries(found), {
    'https://site.example/wp-content/plugins/booked/assets/css/styles.css?ver=2.3.5': 'style',
    'https://site.example/favicon.png': 'image',
    'https://site.example/wp-includes/js/jquery/jquery.min.js?ver=3.6.1&x=1': 'script',
    'https://site.example/wp-content/plugins/wp-enhance/assets/abc/enhance.js': 'module',
    'https://site.example/booking/logo.svg': 'image',
    'https://site.example/booking/logo@2x.png': 'image',
    'https://site.example/booking/logo@3x.png': 'image',
    'https://site.example/booking/img/hero.jpg': 'image',
    'https://site.example/bg.png': 'image',
  });
});

test('relinks only those references and leaves every other byte of the page as printed', () => {
  const html = `<p class="x">Book &amp; pay</p><img  class='a' src='logo.svg'  alt="Logo"><a href="logo.svg">logo</a>`;
  const out = relinkHtml(html, BASE, (url) => (url.pathname === '/booking/logo.svg' ? 'assets/logo.svg' : undefined));
  assert.is(out, `<p class="x">Book &amp; pay</p><img  class='a' src='assets/logo.svg'  alt="Logo"><a href="logo.svg">logo</a>`);
});

test('a stylesheet: url() with and without quotes, @import, data: left alone; relative to the sheet', () => {
  const css = `@import "print.css";\n.a{background:url(../img/a.png)}.b{src:url('fonts/f.woff2?v=1') format("woff2")}.c{background:url(data:image/png;base64,AA)}`;
  const seen: string[] = [];
  relinkCss(css, 'https://site.example/wp-content/themes/t/style.css', (url, kind) => void seen.push(`${kind} ${url.href}`));
  assert.equal(seen, [
    'image https://site.example/wp-content/themes/img/a.png',
    'image https://site.example/wp-content/themes/t/fonts/f.woff2?v=1',
    'style https://site.example/wp-content/themes/t/print.css',
  ]);
});

test('a module\'s files: its imports and the lists a bundle preloads with them, relative to the module', () => {
  const code = `import{h as e}from"../enhance.js";import("./chunks/a.js");o(()=>import("./b.js"),["./b.js","./ui-core.js"]);const u="https://maps.example/x.js";import"react";`;
  assert.equal([...moduleImports(code, 'https://s/p/assets/v1/chunks/start.js').keys()], [
    'https://s/p/assets/v1/enhance.js',
    'https://s/p/assets/v1/chunks/chunks/a.js',
    'https://s/p/assets/v1/chunks/b.js',
    'https://s/p/assets/v1/chunks/ui-core.js',
  ]);
});

test('local names: by host and path, a query in the name, an extension a static server types right', () => {
  assert.is(localPathFor(new URL('https://site.example/wp-content/a.css'), 'style'), 'assets/site.example/wp-content/a.css');
  const versioned = localPathFor(new URL('https://site.example/wp-content/a.css?ver=1'), 'style');
  assert.match(versioned, /^assets\/site\.example\/wp-content\/a-[0-9a-f]{8}\.css$/);
  assert.is.not(versioned, localPathFor(new URL('https://site.example/wp-content/a.css?ver=2'), 'style'));
  assert.match(localPathFor(new URL('https://fonts.example/css?family=Open+Sans'), 'style'), /^assets\/fonts\.example\/css-[0-9a-f]{8}\.css$/);
  assert.is(localPathFor(new URL('https://site.example/'), 'image'), 'assets/site.example/index');
  assert.is(localPathFor(new URL('https://site.example/a%2F..%2Fx%20y.png'), 'image'), 'assets/site.example/a/_/x_y.png');
});

test('masks nonces in inline globals, hidden fields and links, and counts them', () => {
  const html = `<script id="trx_utils-js-extra">var TRX_UTILS_STORAGE = {"ajax_url":"https:\\/\\/s\\/wp-admin\\/admin-ajax.php","ajax_nonce":"5b1c9e0a2f","user_logged_in":"0"};</script>
<script>var wpgdprcFront = {"ajaxNonce":"3f9a1c2b7d","ajaxArg":"security"}; var sb = { locator_nonce: 'ab12' };</script>
<script src="x.js?nonce=keep-me-not"></script>
<form><input type="hidden" name="security" value="77aa"><input type="hidden" name="_wpnonce" value="88bb"><input type="hidden" name="_wp_http_referer" value="/x/"><input name="nonce_empty" value=""></form>
<a href="/wp-login.php?action=logout&amp;_wpnonce=99cc">Log out</a>`;
  const { html: out, masked } = maskSecrets(html);
  assert.is(masked, 7);
  for (const secret of ['5b1c9e0a2f', '3f9a1c2b7d', 'ab12', 'keep-me-not', '77aa', '88bb', '99cc']) assert.not.ok(out.includes(secret), secret);
  assert.ok(out.includes(`"ajax_nonce":"${MASKED}"`));
  assert.ok(out.includes('"ajaxArg":"security"'), 'the name of the nonce field is not a secret');
  assert.ok(out.includes('name="_wp_http_referer" value="/x/"'));
  assert.ok(out.includes(`&amp;_wpnonce=${MASKED}"`));
});

test.run();
