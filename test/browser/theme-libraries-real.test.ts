// Issue 27: the library starters (enhancers/theme-libraries/) against the libraries' own files, on the `/media/`
// pages of both generations: what a visitor sees of each library once started. The theme's copies are
// devDependencies pinned to the code the two themes ship, whatever their banners say: Magnific Popup 0.9.9 (both
// themes, under a "1.1.0" banner), Swiper 2.7.6 for Kidsplanet (a Swiper 2 the theme modified, under "7.3.3") and
// 3.1.2 for DiveIt (under "8.2.5"), Isotope 2.1.0 (the oldest on npm; the themes' copies are 2.0-era code under
// "3.0.6"). jQuery, MediaElement and their migrate scripts are WordPress 6.1's own, from Debian's `wordpress`
// package (.ci/run installs it). fixtures/server/vendor-libraries.ts serves both. The options passed are checked
// against stand-ins in theme-libraries.test.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { mediaPage, silence, type Libraries } from './helpers/media-page';
import { hasWordPressScripts } from '../../fixtures/server/vendor-libraries';
import { assertVisible } from './helpers/visible';

const test = suite('theme: the libraries\' own files, started by the enhancers');
let session: BrowserSession;
let opened: OpenedPage;

function libraries(generation: 'A' | 'B'): Libraries {
  const swiper = generation === 'A'
    ? { css: 'swiper2/dist/idangerous.swiper.css', js: 'swiper2/dist/idangerous.swiper.js' }
    : { css: 'swiper3/dist/css/swiper.css', js: 'swiper3/dist/js/swiper.js' };
  const stylesheet = (href: string) => `<link rel="stylesheet" href="${href}">`;
  const script = (src: string) => `<script src="${src}"></script>`;
  return {
    head: [
      '/wp-includes/js/mediaelement/mediaelementplayer-legacy.min.css', '/wp-includes/js/mediaelement/wp-mediaelement.min.css',
      '/vendor/magnific-popup/dist/magnific-popup.css', `/vendor/${swiper.css}`,
    ].map(stylesheet).join('\n'),
    scripts: [
      '/wp-includes/js/jquery/jquery.min.js', '/wp-includes/js/jquery/jquery-migrate.min.js',
      '/wp-includes/js/mediaelement/mediaelement-and-player.min.js', '/wp-includes/js/mediaelement/mediaelement-migrate.min.js',
      '/vendor/magnific-popup/dist/jquery.magnific-popup.min.js', `/vendor/${swiper.js}`, '/vendor/isotope-layout/dist/isotope.pkgd.min.js',
    ].map(script).join('\n'),
  };
}

/** The linked images: an SVG of the photo's size, so that Magnific has a picture to show. */
const picture = (n: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#8ab"/><text x="20" y="60" font-size="40">Image ${n}</text></svg>`;

async function open(generation: 'A' | 'B'): Promise<Page> {
  const path = `/media-${generation.toLowerCase()}-real.html`;
  opened = await session.open(path, {
    prepare: async (page) => {
      await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body: mediaPage(generation, libraries(generation)) }));
      await page.route('**/assets/silence.wav*', (route) => route.fulfill({ contentType: 'audio/wav', body: silence() }));
      await page.route('**/assets/image_*.jpg', (route) => route.fulfill({ contentType: 'image/svg+xml', body: picture(/image_(\d)/.exec(route.request().url())![1]!) }));
    },
  });
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return opened.page;
}

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  await opened.page.context().close();
});

test('the files are there: WordPress 6.1\'s jQuery and MediaElement, the theme\'s libraries', async () => {
  const page = await open('A');
  const versions = await page.evaluate(() => {
    const win = window as unknown as { jQuery: { fn: { jquery: string; isotope?: unknown; magnificPopup?: unknown } }; mejs: { version: string }; Swiper: unknown };
    return [win.jQuery.fn.jquery, win.mejs.version, typeof win.jQuery.fn.magnificPopup, typeof win.jQuery.fn.isotope, typeof win.Swiper];
  });
  assert.equal(versions, ['3.6.1', '4.2.17', 'function', 'function', 'function']);
});

for (const generation of ['A', 'B'] as const) {
  test(`${generation}: an image link opens Magnific's lightbox on its image, "1 of 2"; the arrow goes on; Escape closes it`, async () => {
    const page = await open(generation);
    await page.locator('a[href$="image_1.jpg"]').click();
    const image = page.locator('.mfp-wrap img.mfp-img');
    await image.waitFor();
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('.mfp-wrap img.mfp-img')?.naturalWidth ?? 0) > 0);
    await assertVisible(page, '.mfp-wrap img.mfp-img');
    assert.match((await image.getAttribute('src'))!, /\/assets\/image_1\.jpg$/);
    assert.is(await page.locator('.mfp-counter').textContent(), '1 of 2');
    assert.ok(page.url().endsWith('-real.html'), 'no navigation to the image');
    await page.locator('.mfp-arrow-right').click();
    await page.waitForFunction(() => document.querySelector('.mfp-counter')?.textContent === '2 of 2');
    await page.keyboard.press('Escape');
    await page.locator('.mfp-wrap').waitFor({ state: 'detached' });
    await page.locator('a[href$="image_2.jpg"]').click();
    await page.waitForFunction(() => document.querySelector('.mfp-counter')?.textContent === '2 of 2');
  });

  test(`${generation}: the popup button opens its popup inline, zooming in; the close button closes it`, async () => {
    const page = await open(generation);
    await page.locator('.sc_popup_link').click();
    const popup = page.locator('.mfp-content > #media_popup');
    await popup.waitFor();
    await page.waitForFunction(() => document.querySelector('.mfp-wrap')?.classList.contains('mfp-ready'));
    await assertVisible(page, '.mfp-content > #media_popup');
    assert.is(await popup.locator('p').innerText(), 'The popup\'s text.');
    assert.ok(await page.locator('.mfp-wrap').evaluate((wrap) => wrap.classList.contains('mfp-zoom-in')), 'the theme\'s zoom-in class');
    await page.locator('.mfp-close').click();
    await page.locator('.mfp-wrap').waitFor({ state: 'detached' });
    assert.ok(await page.locator('#media_popup').evaluate((popup) => popup.classList.contains('mfp-hide')), 'hidden in the page again');
  });

  test(`${generation}: [trx_audio] gets MediaElement's player with its controls; WordPress's [audio] is not taken`, async () => {
    const page = await open(generation);
    await page.waitForFunction(() => document.querySelector('.sc_audio_player.sc_show'));
    const player = page.locator('.sc_audio_player .mejs-container');
    assert.is(await player.count(), 1);
    await assertVisible(page, '.sc_audio_player .mejs-container');
    await assertVisible(page, '.sc_audio_player .mejs-controls');
    const play = page.locator('.sc_audio_player .mejs-playpause-button > button');
    await assertVisible(page, '.sc_audio_player .mejs-playpause-button > button');
    assert.is(await play.getAttribute('aria-label'), 'Play');
    assert.is(await page.locator('.sc_audio_player').getAttribute('class'), 'sc_audio_player sc_audio sc_audio_info inited sc_show');
    assert.is(await page.locator('#audio-13-1').evaluate((audio) => !!audio.closest('.mejs-container')), false);
  });

  test(`${generation}: the slider starts with its bullets; the next button moves it one slide`, async () => {
    const page = await open(generation);
    const bullets = generation === 'A'
      ? { all: '.swiper-pagination-switch', active: 'swiper-active-switch' }
      : { all: '.swiper-pagination-bullet', active: 'swiper-pagination-bullet-active' };
    const wrap = page.locator('#sc_slider_1230256221 .sc_slider_pagination_wrap');
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 3, `#sc_slider_1230256221 ${bullets.all}`);
    const active = () => wrap.locator(bullets.all).evaluateAll((found, name) => found.findIndex((bullet) => bullet.classList.contains(name)), bullets.active);
    assert.is(await active(), 0);
    await assertVisible(page, `#sc_slider_1230256221 ${bullets.all}`);
    await page.locator('#sc_slider_1230256221 .sc_slider_next').click();
    await page.waitForFunction(
      ([selector, name]) => document.querySelectorAll(selector)[1]?.classList.contains(name),
      [`#sc_slider_1230256221 ${bullets.all}`, bullets.active] as const,
    );
    assert.is(await active(), 1);
    assert.ok(page.url().endsWith('-real.html'), 'the next button does not follow its #');
    // The second slide comes into view (after Swiper's 600 ms move).
    const inView = () => page.locator('#sc_slider_1230256221').evaluate((slider) => {
      const box = slider.getBoundingClientRect();
      const slide = [...slider.querySelectorAll<HTMLElement>('.swiper-slide')].find((each) => Math.abs(each.getBoundingClientRect().left - box.left) < 2);
      return slide ? slide.querySelector('img')?.getAttribute('alt') ?? slide.style.backgroundImage : 'none in view';
    });
    for (let waited = 0; !/post-2\.svg|image_2\.jpg/.test(await inView()) && waited < 3000; waited += 100) await page.waitForTimeout(100);
    assert.match(await inView(), /post-2\.svg|image_2\.jpg/);
  });

  test(`${generation}: the grid's items are laid out by isotope in three columns and become visible`, async () => {
    const page = await open(generation);
    await page.waitForFunction(() => document.querySelectorAll('.isotope_item.isotope_item_show').length === 3);
    const items = await page.locator('.isotope_wrap .isotope_item').evaluateAll((found) => found.map((item) => ({
      position: getComputedStyle(item).position, opacity: getComputedStyle(item).opacity, left: Math.round(item.getBoundingClientRect().left), top: Math.round(item.getBoundingClientRect().top),
    })));
    assert.equal(items.map((item) => [item.position, item.opacity]), [['absolute', '1'], ['absolute', '1'], ['absolute', '1']]);
    assert.is(new Set(items.map((item) => item.top)).size, 1, 'one row');
    assert.ok(items[0]!.left < items[1]!.left && items[1]!.left < items[2]!.left, `side by side: ${JSON.stringify(items)}`);
    assert.ok(await page.locator('.isotope_wrap').evaluate((wrap) => wrap.classList.contains('inited') && parseFloat((wrap as HTMLElement).style.height) > 0), 'isotope sized the grid');
  });
}

// Without Debian's WordPress (a developer's machine that has not run .ci/run) the pages cannot be what a site prints.
if (hasWordPressScripts()) test.run();
else if (process.env['CI'] === 'true') throw new Error(`Debian's wordpress package is missing: the real-library pages need its wp-includes/js`);
else console.warn('\n  theme-libraries-real.test.ts SKIPPED: no /usr/share/wordpress (apt-get install wordpress, as .ci/run does)\n');
