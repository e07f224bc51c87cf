// Issue 29: MediaElement and Magnific Popup taken off the page by the plugin (handles.php `on-demand:<kind>`)
// and loaded by the bundle, in WordPress's order, once their markup is there (src/on-demand-scripts.ts). The
// libraries are the real files (WordPress 6.1's MediaElement from Debian's `wordpress`, the themes' Magnific
// Popup), on the `/media/` page of both generations, listed as the plugin prints them.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import type { OpenedPage } from './helpers/session';
import { pageSuite } from './helpers/page-suite';
import { mediaPage, silence } from './helpers/media-page';
import { hasWordPressScripts } from '../../fixtures/server/vendor-libraries';
import { assertVisible } from './helpers/visible';

const { test, open: openPage } = pageSuite('on-demand library files: loaded where their markup is, in order, clicks held until then');

const MEDIA = '/wp-includes/js/mediaelement/';
const ON_DEMAND = [
  { handle: 'mediaelement-core', src: `${MEDIA}mediaelement-and-player.min.js?ver=4.2.17`, kind: 'media' },
  { handle: 'mediaelement-migrate', src: `${MEDIA}mediaelement-migrate.min.js?ver=6.1.1`, kind: 'media' },
  { handle: 'wp-mediaelement', src: `${MEDIA}wp-mediaelement.min.js?ver=6.1.1`, kind: 'media' },
  { handle: 'magnific-script', src: '/vendor/magnific-popup/dist/jquery.magnific-popup.min.js', kind: 'lightbox' },
];
const FILES = ON_DEMAND.map((file) => file.src.replace(/\?.*$/, ''));

/** What WordPress prints for the aliases the plugin leaves (their data and `before` scripts), then the list. */
const libraries = {
  head: [`${MEDIA}mediaelementplayer-legacy.min.css`, `${MEDIA}wp-mediaelement.min.css`, '/vendor/magnific-popup/dist/magnific-popup.css']
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join('\n'),
  scripts: [
    '<script src="/wp-includes/js/jquery/jquery.min.js" id="jquery-core-js"></script>',
    '<script src="/wp-includes/js/jquery/jquery-migrate.min.js" id="jquery-migrate-js"></script>',
    '<script id="mediaelement-core-js-before">var mejsL10n = {"language":"en","strings":{}};</script>',
    '<script id="mediaelement-js-extra">var _wpmejsSettings = {"pluginPath":"\\/wp-includes\\/js\\/mediaelement\\/","classPrefix":"mejs-","stretching":"responsive"};</script>',
    `<script type="application/json" id="wp-enhance-on-demand">${JSON.stringify(ON_DEMAND)}</script>`,
  ].join('\n'),
};

const PLAIN_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Plain</title></head><body><p>No media, no image links.</p>
${libraries.scripts}
<script>var DIVEIT_STORAGE = {"ajax_url":"/wp-admin/admin-ajax.php","ajax_nonce":"n","popup_engine":"magnific","media_elements_enabled":"1"};</script>
<script type="module" src="/dist/enhance.js"></script></body></html>`;

/** The page `body` under `path`, with the audio and the linked images it asks for. */
function open(path: string, body: string, options: { prepare?: (page: Page) => Promise<void>; settled?: boolean } = {}): Promise<OpenedPage> {
  return openPage(path, {
    settled: options.settled ?? true,
    prepare: async (page) => {
      await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body }));
      await page.route('**/assets/silence.wav*', (route) => route.fulfill({ contentType: 'audio/wav', body: silence() }));
      await page.route('**/assets/image_*.jpg', (route) =>
        route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#8ab"/></svg>' }),
      );
      await options.prepare?.(page);
    },
  });
}

const fetched = (page: OpenedPage) => page.requests.map((request) => request.path.replace(/\?.*$/, '')).filter((path) => FILES.includes(path));

for (const generation of ['A', 'B'] as const) {
  test(`${generation}: the listed files load in WordPress's order, with WordPress's ids; the players and the lightbox work as with the files printed`, async () => {
    const opened = await open(`/media-${generation}-on-demand.html`, mediaPage(generation, libraries));
    const { page } = opened;
    await page.waitForFunction(() => document.querySelector('.sc_audio_player.sc_show'));
    const kinds = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((script) => script.id).filter((id) => /^(mediaelement|wp-mediaelement|magnific)/.test(id)));
    assert.equal(kinds.sort(), ON_DEMAND.map((file) => `${file.handle}-js`).sort());
    const media = fetched(opened).filter((path) => path.startsWith(MEDIA));
    assert.equal(media, FILES.slice(0, 3), 'MediaElement, its migrate script, then wp-mediaelement');
    // The theme's [trx_audio] (media-player's call) and WordPress's own [audio] (wp-mediaelement's start).
    await assertVisible(page, '.sc_audio_player .mejs-container .mejs-controls');
    await page.waitForFunction(() => !!document.querySelector('#audio-13-1')?.closest('.mejs-container'));
    await page.locator('a[href$="image_1.jpg"]').click();
    await page.locator('.mfp-wrap img.mfp-img').waitFor();
    assert.is(await page.locator('.mfp-counter').textContent(), '1 of 2');
    assert.ok(page.url().endsWith('-on-demand.html'), 'no navigation to the image');
  });
}

// jQuery taken out too (wordpress/wp-enhance/includes/jquery-on-demand.php): its files head each kind that needs
// it, and the social share buttons' script is one more such kind.
const JQUERY = [
  { handle: 'jquery-core', src: '/wp-includes/js/jquery/jquery.min.js' },
  { handle: 'jquery-migrate', src: '/wp-includes/js/jquery/jquery-migrate.min.js' },
];
const SHARE = '/assets/social-share.js';
const withJQuery = (kind: string) => JQUERY.map((file) => ({ ...file, kind }));
const WITHOUT_JQUERY = {
  head: libraries.head,
  scripts: libraries.scripts
    .split('\n')
    .filter((tag) => !tag.includes('jquery-core-js') && !tag.includes('jquery-migrate-js') && !tag.includes('wp-enhance-on-demand'))
    .concat(
      `<script type="application/json" id="wp-enhance-on-demand">${JSON.stringify([
        ...withJQuery('media'),
        ...ON_DEMAND.filter((file) => file.kind === 'media'),
        ...withJQuery('share'),
        { handle: 'diveit-social-share-script', src: SHARE, kind: 'share' },
        ...withJQuery('lightbox'),
        ...ON_DEMAND.filter((file) => file.kind === 'lightbox'),
      ])}</script>`,
    )
    .join('\n'),
};

test('jQuery taken out: the first kind that needs it brings it, once, ahead of its files; the share buttons bring theirs', async () => {
  const opened = await open('/media-b-no-jquery.html', mediaPage('B', WITHOUT_JQUERY).replace('</body>', '<div class="sc_socials_share"><a href="#" data-count="facebook">f</a></div></body>'), {
    prepare: async (page) => {
      await page.route(`**${SHARE}`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: "jQuery(function ($) { $('.sc_socials_share a:not(.inited)').addClass('inited'); });" }),
      );
    },
  });
  const { page } = opened;
  await page.waitForFunction(() => document.querySelector('.sc_audio_player.sc_show'));
  await page.waitForFunction(() => document.querySelector('.sc_socials_share a.inited'));
  const paths = opened.requests.map((request) => request.path.replace(/\?.*$/, ''));
  for (const file of JQUERY) assert.is(paths.filter((path) => path === file.src).length, 1, `${file.handle} fetched once`);
  assert.ok(paths.indexOf(JQUERY[1]!.src) < paths.indexOf(FILES[0]!), 'jQuery before MediaElement');
  // One tag, the bundle's, after the module (the page printed none).
  assert.ok(await page.evaluate(() => {
    const tags = [...document.querySelectorAll('script')];
    const jquery = tags.filter((tag) => tag.id === 'jquery-core-js');
    return jquery.length === 1 && tags.indexOf(jquery[0]!) > tags.findIndex((tag) => tag.type === 'module');
  }));
  await assertVisible(page, '.sc_audio_player .mejs-container .mejs-controls');
  await page.locator('a[href$="image_1.jpg"]').click();
  await page.locator('.mfp-wrap img.mfp-img').waitFor();
  assert.ok(page.url().endsWith('-no-jquery.html'), 'no navigation to the image');
});

test('a click on an image link while Magnific is still on its way is held: the lightbox opens on it', async () => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const { page } = await open('/media-b-slow.html', mediaPage('B', libraries), {
    settled: false,
    prepare: async (tab) => {
      await tab.route('**/jquery.magnific-popup.min.js', async (route) => {
        await arrived;
        await route.continue();
      });
    },
  });
  await page.waitForFunction(() => performance.getEntriesByName('enhance:mount').some((mark) => (mark as PerformanceMark).detail === 'theme-media-player'));
  await page.locator('a[href$="image_2.jpg"]').click();
  await page.waitForTimeout(300);
  assert.ok(page.url().endsWith('-slow.html'), 'held, not followed');
  release();
  await page.locator('.mfp-wrap img.mfp-img').waitFor();
  assert.is(await page.locator('.mfp-counter').textContent(), '2 of 2');
  assert.ok(page.url().endsWith('-slow.html'));
});

test('a page with neither media nor image links fetches none of the files', async () => {
  const opened = await open('/plain-on-demand.html', PLAIN_PAGE);
  const { page } = opened;
  await page.waitForTimeout(500);
  assert.equal(fetched(opened), []);
  assert.is(await page.evaluate(() => typeof (window as { mejs?: unknown }).mejs), 'undefined');
});

test('markup inserted later brings its files: an [audio] added to a page without media', async () => {
  const opened = await open('/plain-later.html', PLAIN_PAGE);
  const { page } = opened;
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('afterbegin', '<audio class="wp-audio-shortcode" id="audio-later" preload="none" style="width: 100%;" controls="controls"><source type="audio/wav" src="/assets/silence.wav?_=2"></audio>');
  });
  await page.waitForFunction(() => !!document.querySelector('#audio-later')?.closest('.mejs-container'));
  assert.equal(fetched(opened), FILES.slice(0, 3));
});

if (hasWordPressScripts()) test.run();
else if (process.env['CI'] === 'true') throw new Error(`Debian's wordpress package is missing: the on-demand pages need its wp-includes/js`);
else console.warn('\n  on-demand-scripts.test.ts SKIPPED: no /usr/share/wordpress (apt-get install wordpress, as .ci/run does)\n');
