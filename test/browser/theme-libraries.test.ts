// Issue 27: the third-party libraries the theme prints stay on the page once the theme family takes out its init
// scripts, and the enhancers start them with the theme's calls and options. The `/media/` pages
// (helpers/media-page.ts) load stand-ins for the libraries that record each call
// (fixtures/pages/assets/library-stand-ins.js); theme-libraries-real.test.ts loads the libraries' own files.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { STAND_INS, mediaPage, silence } from './helpers/media-page';

const test = suite('theme: the libraries the theme\'s init scripts started');
let session: BrowserSession;
let opened: OpenedPage;

interface Call {
  plugin: string;
  targets: string[];
  options: Record<string, unknown> | number | string | null;
}

/** `without`: a script run right after the stand-ins, taking libraries off the page again. */
async function open(generation: 'A' | 'B', options: { extra?: string; without?: string; menu?: string } = {}): Promise<Page> {
  const path = `/media-${generation.toLowerCase()}.html`;
  opened = await session.open(path, {
    prepare: async (page) => {
      await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body: mediaPage(generation, STAND_INS, options.extra, options.menu) }));
      await page.route('**/assets/silence.wav*', (route) => route.fulfill({ contentType: 'audio/wav', body: silence() }));
      if (options.without) {
        const without = options.without;
        await page.route('**/assets/library-stand-ins.js', async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: `${await response.text()}\n${without}` });
        });
      }
    },
  });
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return opened.page;
}

const calls = (page: Page, plugin: string): Promise<Call[]> =>
  page.evaluate((name) => (window as unknown as { libraryCalls: Call[] }).libraryCalls.filter((call) => call.plugin === name), plugin);
const lightbox = (page: Page) => page.evaluate(() => document.getElementById('stand-in-lightbox')?.textContent ?? null);

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

const MAGNIFIC_IMAGE = {
  type: 'image',
  mainClass: 'mfp-img-mobile',
  closeOnContentClick: true,
  closeBtnInside: true,
  fixedContentPos: true,
  midClick: true,
  preloader: true,
  tLoading: 'Loading image',
  gallery: { enabled: true },
  image: { tError: 'Error loading image', verticalFit: true },
};

for (const generation of ['A', 'B'] as const) {
  test(`${generation}: an image link opens Magnific's gallery of the page's image links ("1 of 2"), on the first click; bound once`, async () => {
    const page = await open(generation);
    await page.locator('a[href$="image_1.jpg"]').click();
    await page.waitForFunction(() => document.getElementById('stand-in-lightbox'));
    assert.is(await lightbox(page), '1 of 2');
    assert.ok(page.url().endsWith(`/media-${generation.toLowerCase()}.html`), 'no navigation to the image');
    await page.keyboard.press('Escape');
    assert.is(await lightbox(page), null);
    await page.locator('a[href$="image_2.jpg"]').click();
    assert.is(await lightbox(page), '2 of 2');
    const bound = await calls(page, 'magnificPopup');
    assert.equal(bound.filter((call) => (call.options as { type: string }).type === 'image'), [{ plugin: 'magnificPopup', targets: ['/assets/image_1.jpg', '/assets/image_2.jpg'], options: MAGNIFIC_IMAGE }]);
    assert.equal(await page.locator('a[href$=".jpg"]').evaluateAll((links) => links.map((link) => `${link.getAttribute('rel')} ${link.className}`)), ['magnific inited', 'magnific inited']);
  });

  test(`${generation}: the popup button opens its popup inline, with the theme's options`, async () => {
    const page = await open(generation);
    await page.locator('.sc_popup_link').click();
    await page.waitForFunction(() => document.getElementById('stand-in-lightbox'));
    assert.is(await lightbox(page), 'inline #media_popup mfp-zoom-in');
    const inline = (await calls(page, 'magnificPopup')).filter((call) => (call.options as { type: string }).type === 'inline');
    assert.equal(inline, [{ plugin: 'magnificPopup', targets: ['#media_popup'], options: { type: 'inline', removalDelay: 500, midClick: true, callbacks: {} } }]);
  });

  test(`${generation}: [trx_audio] gets MediaElement's player with the theme's settings; WordPress's [audio] is left to wp-mediaelement`, async () => {
    const page = await open(generation);
    await page.waitForFunction(() => document.querySelector('.sc_audio_player.sc_show'));
    const players = await calls(page, 'mediaelementplayer');
    assert.equal(players, [{ plugin: 'mediaelementplayer', targets: ['sc_audio'], options: { enableAutosize: true, videoWidth: -1, videoHeight: -1, audioWidth: '100%', audioHeight: 30 } }]);
    assert.is(await page.locator('.sc_audio_player').getAttribute('class'), 'sc_audio_player sc_audio sc_audio_info inited sc_show');
    assert.is(await page.locator('.sc_audio_player .mejs-controls button').count(), 1);
    assert.equal(await page.evaluate(() => { const mejs = (window as unknown as { mejs: { MepDefaults: { enableAutosize: boolean }; MediaElementDefaults: { enableAutosize: boolean } } }).mejs; return [mejs.MepDefaults.enableAutosize, mejs.MediaElementDefaults.enableAutosize]; }), [false, false]);
  });

  test(`${generation}: the grid is laid out by isotope with the theme's options, and its items are shown`, async () => {
    const page = await open(generation);
    await page.waitForFunction(() => document.querySelectorAll('.isotope_item.isotope_item_show').length === 3);
    assert.equal(await calls(page, 'isotope'), [{ plugin: 'isotope', targets: ['isotope_wrap inited'], options: { itemSelector: '.isotope_item', animationOptions: { duration: 750, easing: 'linear', queue: false } } }]);
    assert.equal(await page.locator('.isotope_item').evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity)), ['1', '1', '1']);
    // An item added later (view more) is shown too.
    await page.evaluate(() => document.querySelector('.isotope_wrap')!.insertAdjacentHTML('beforeend', '<div class="isotope_item"><a href="/post-4/">Post 4</a></div>'));
    await page.waitForFunction(() => document.querySelectorAll('.isotope_item.isotope_item_show').length === 4);
  });
}

test('A: the slider starts Swiper 2 with Kidsplanet\'s options; its own prev/next buttons swipe; registered in THEMEREX_GLOBALS.swipers', async () => {
  const page = await open('A');
  await page.waitForFunction(() => (window as unknown as { libraryCalls: Call[] }).libraryCalls.some((call) => call.plugin === 'Swiper'));
  const [started] = await calls(page, 'Swiper');
  assert.equal(started, {
    plugin: 'Swiper',
    targets: ['#sc_slider_1230256221'],
    options: { selector: '.sc_slider_1230256221', calculateHeight: false, resizeReInit: true, autoResize: true, loop: true, grabCursor: true, pagination: '#sc_slider_1230256221 .sc_slider_pagination_wrap', paginationClickable: true, autoplay: 600000, autoplayDisableOnInteraction: false, initialSlide: 0, slidesPerView: 1, speed: 600 },
  });
  assert.is(await page.locator('.sc_slider_pagination_wrap > *').count(), 3);
  await page.locator('.sc_slider_next').click();
  assert.equal((await calls(page, 'Swiper.next')).map((call) => call.options), [1]);
  assert.ok(page.url().endsWith('/media-a.html'), 'the next button does not follow its #');
  assert.ok(await page.evaluate(() => !!(window as unknown as { THEMEREX_GLOBALS: { swipers: Record<string, unknown> } }).THEMEREX_GLOBALS.swipers['sc_slider_1230256221']));
  assert.ok(await page.locator('#sc_slider_1230256221').evaluate((slider) => slider.classList.contains('inited') && slider.classList.contains('sc_slider_1230256221')));
});

test('B: the slider starts Swiper 3 with DiveIt\'s options (its prev/next named in them)', async () => {
  const page = await open('B');
  await page.waitForFunction(() => (window as unknown as { libraryCalls: Call[] }).libraryCalls.some((call) => call.plugin === 'Swiper'));
  const [started] = await calls(page, 'Swiper');
  assert.equal(started!.options, {
    selector: '.sc_slider_1230256221', calculateHeight: false, resizeReInit: true, autoResize: true, loop: true, grabCursor: true,
    nextButton: '#sc_slider_1230256221 .sc_slider_next', prevButton: '#sc_slider_1230256221 .sc_slider_prev',
    pagination: '#sc_slider_1230256221 .sc_slider_pagination_wrap', paginationClickable: true, autoplay: 600000, autoplayDisableOnInteraction: false,
    initialSlide: 0, slidesPerView: 1, loopedSlides: 1, spaceBetween: 0, speed: 600,
  });
  await page.locator('.sc_slider_next').click();
  // Swiper itself answers B's buttons: one move, not two.
  assert.equal((await calls(page, 'Swiper.next')).map((call) => call.options), [1]);
});

test('A: hoverdir and tubular where the theme prints their markup', async () => {
  const extra = '<div class="isotope_wrap inited"><div class="isotope_item"><div class="isotope_item_content square effect_dir" id="dir_1"></div></div></div><div class="video_background" id="video_bg" data-youtube-code="abc123"></div>';
  const page = await open('A', { extra });
  await page.waitForFunction(() => (window as unknown as { libraryCalls: Call[] }).libraryCalls.some((call) => call.plugin === 'tubular'));
  assert.equal(await calls(page, 'tubular'), [{ plugin: 'tubular', targets: ['#video_bg'], options: { videoId: 'abc123' } }]);
  await page.locator('#dir_1').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => (window as unknown as { libraryCalls: Call[] }).libraryCalls.some((call) => call.plugin === 'hoverdir'));
  assert.equal(await calls(page, 'hoverdir'), [{ plugin: 'hoverdir', targets: ['#dir_1'], options: null }]);
});

// The main menu's sliding hover is ours (menu-slide.tsx): the page has neither jquery.slidemenu.js nor jQuery.
const NO_JQUERY = 'delete window.jQuery; delete window.$;';
const menuItems = (current: number) =>
  ['Home', 'Pages and more', 'Blog', 'Shop'].map((text, index) => `<li class="menu-item${index === current ? ' current-menu-item' : ''}"><a href="#${index}">${text}</a></li>`).join('');
// Kidsplanet's bar (shown under `menu_show`, its items floated, a marker style of its own) and DiveIt's line.
const MENU_A = `<style>.content_wrap { width: 900px; margin: 0 auto; position: relative; padding-top: 17px; } .menu_main_nav_area { position: relative; display: none; } .menu_show .menu_main_nav_area { display: block; }
  #menu_main { list-style: none; margin: 0; padding: 0; } #menu_main::after { content: ""; display: table; clear: both; } #menu_main > li { position: relative; float: left; z-index: 20; box-sizing: border-box; margin-left: 3px; }
  #menu_main > li:hover { background-color: rgb(238, 238, 238); } #menu_main > li > a { display: block; padding: 1.2em 1.55em; } #menu_main > li#blob { position: absolute; top: 0; z-index: 1; opacity: 0; }</style>
  <header class="top_panel_wrap menu_show"><div class="content_wrap"><nav class="menu_main_nav_area"><ul id="menu_main" class="menu_main_nav">${menuItems(-1)}</ul></nav></div></header>`;
const MENU_B = `<style>.content_wrap { width: 900px; margin: 0 auto; position: relative; padding-top: 17px; } #menu_main { list-style: none; margin: 0; padding: 0; } #menu_main > li { position: relative; float: left; z-index: 20; margin-left: 2.5px; }
  #menu_main > li > a { display: block; padding: 1em 1.5em; } #menu_main > li#blob { position: absolute; top: 0; z-index: 1; opacity: 0; transition: all 500ms cubic-bezier(0.175, 0.885, 0.320, 1.275); }
  .menu_hover_slide_line #menu_main > li#blob { height: 2px; margin: 3.8em 0 0 1.5em; background: #189799; }</style>
  <header class="top_panel_wrap menu_show"><div class="content_wrap menu_hover_slide_line"><nav class="menu_main_nav_area"><ul id="menu_main" class="menu_main_nav">${menuItems(1)}</ul></nav></div></header>`;

/** The marker's inline style (in its order), whether it is the menu's last child, and the items marked `blob_over`. */
const marker = (page: Page) =>
  page.evaluate(() => {
    const blob = document.querySelector<HTMLElement>('#menu_main > #blob');
    return {
      style: blob ? Array.from(blob.style, (name) => [name, blob.style.getPropertyValue(name)]) : null,
      last: document.querySelector('#menu_main')!.lastElementChild === blob,
      over: Array.from(document.querySelectorAll('#menu_main > li.blob_over'), (item) => item.textContent),
    };
  });
/** Where jQuery's `position()` puts item `n` (its margin box in its offset parent's padding box), and its widths. */
const measured = (page: Page, n: number) =>
  page.locator(`#menu_main > li:nth-child(${n + 1})`).evaluate((item: HTMLElement) => {
    const parent = item.offsetParent as HTMLElement;
    const style = getComputedStyle(item);
    return {
      left: item.getBoundingClientRect().left - parent.getBoundingClientRect().left - parent.clientLeft - parseFloat(style.marginLeft),
      top: item.getBoundingClientRect().top - parent.getBoundingClientRect().top - parent.clientTop - parseFloat(style.marginTop),
      width: parseFloat(style.width),
      linkWidth: parseFloat(getComputedStyle(item.querySelector('a')!).width),
    };
  });
/** The style is `expected` (names in order; lengths within 0.01 px, the browser writes them to six digits). */
function assertStyle(style: string[][] | null, expected: [string, string | number][]): void {
  assert.equal(style?.map(([name]) => name), expected.map(([name]) => name));
  expected.forEach(([name, value], index) => {
    const actual = style![index]![1]!;
    if (typeof value === 'string') assert.is(actual, value, name);
    else assert.ok(actual.endsWith('px') && Math.abs(parseFloat(actual) - value) < 0.01, `${name}: ${actual}, not ${value}px`);
  });
}

test("A: the menu slides as Kidsplanet's did, without jquery.slidemenu.js or jQuery: no code until the first hover, the marker measured on the bar not yet shown, eased onto the hovered item in 500 ms, faded out after leaving", async () => {
  const page = await open('A', { without: NO_JQUERY, menu: MENU_A });
  assert.is(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery), 'undefined');
  // Hidden and sizeless until the first hover, its code waits for the pointer (the `hover` strategy).
  await page.waitForTimeout(300);
  assert.not.ok(await page.evaluate(() => !!document.querySelector('#menu_main > #blob')), 'no marker before the first hover');
  const target = await measured(page, 1);
  await page.locator('#menu_main > li:nth-child(2)').hover();
  await page.waitForFunction(() => document.querySelector('#menu_main > #blob'));
  assert.ok((await marker(page)).last);
  await page.waitForTimeout(150);
  const during = await marker(page);
  assert.equal(during.over, ['Pages and more']);
  // `overflow: hidden` while it moves, as jQuery's animate of a width sets it (listed by its two longhands).
  assert.equal(during.style!.map(([name]) => name), ['width', 'height', 'left', 'top', 'background-color', 'opacity', 'overflow-x', 'overflow-y']);
  const opacity = Number(during.style![5]![1]);
  assert.ok(opacity > 0 && opacity < 1, `on its way in: ${opacity}`);
  await page.waitForTimeout(500);
  const end = await marker(page);
  assertStyle(end.style, [['width', target.width], ['height', '0px'], ['left', target.left], ['top', target.top], ['background-color', 'rgb(238, 238, 238)'], ['opacity', '1']]);
  await page.mouse.move(600, 600);
  assert.equal((await marker(page)).over, []);
  await page.waitForTimeout(700);
  assert.equal((await marker(page)).style!.find(([name]) => name === 'opacity'), ['opacity', '0']);
});

test("B: the menu slides as DiveIt's did, without jquery.slidemenu.js or jQuery: half a second after ready the line under the current item, set on the hovered item at once (the theme's CSS moves it), back 50 ms after leaving", async () => {
  const page = await open('B', { without: NO_JQUERY, menu: MENU_B });
  await page.waitForFunction(() => document.querySelector('#menu_main > #blob'));
  const current = await measured(page, 1);
  const home: [string, string | number][] = [['width', current.linkWidth], ['left', current.left], ['top', current.top], ['opacity', '1']];
  const start = await marker(page);
  assert.ok(start.last);
  assertStyle(start.style, home);
  const target = await measured(page, 3);
  await page.locator('#menu_main > li:nth-child(4)').hover();
  const hovered = await marker(page);
  assert.equal(hovered.over, ['Shop']);
  assertStyle(hovered.style, [['width', target.linkWidth], ['left', target.left], ['top', target.top], ['opacity', '1']]);
  // The theme's transition moves it there: on screen it is still on its way.
  assert.ok(await page.locator('#blob').evaluate((blob) => blob.getBoundingClientRect().left < document.querySelector('#menu_main > li:nth-child(4) > a')!.getBoundingClientRect().left));
  await page.mouse.move(600, 600);
  assert.equal((await marker(page)).over, []);
  await page.waitForTimeout(150);
  assertStyle((await marker(page)).style, home);
});

test("A: the theme's Swiper callbacks: an automatic height from the slide's measure on start, and a pagination area's title marked as its slide shows", async () => {
  const slide = (n: number) => `<div class="swiper-slide" data-height_auto="${100 + n * 10}" style="padding:5px 0"><img src="/assets/post-${n}.svg" alt=""></div>`;
  const item = (n: number) => `<div class="post_item${n === 1 ? ' active' : ''}"><a href="#">Slide ${n}</a></div>`;
  const extra = `<div class="sc_slider_pagination_area"><div id="sc_slider_paged" class="sc_slider sc_slider_swiper swiper-slider-container sc_slider_height_auto"><div class="slides swiper-wrapper">${[1, 2, 3].map(slide).join('')}</div><div class="sc_slider_controls_wrap"><a class="sc_slider_prev" href="#"></a><a class="sc_slider_next" href="#"></a></div></div><div class="sc_slider_pagination"><div class="sc_scroll_wrapper">${[1, 2, 3].map(item).join('')}</div></div></div>`;
  const page = await open('A', { extra });
  await page.waitForFunction(() => (window as unknown as { libraryCalls: Call[] }).libraryCalls.some((call) => call.targets[0] === '#sc_slider_paged'));
  // On start, the second slide's measure (120) and its padding (5 + 5).
  assert.equal(await page.locator('#sc_slider_paged').evaluate((slider) => [slider.style.height, (slider.querySelector('.swiper-wrapper') as HTMLElement).style.height]), ['130px', '130px']);
  const active = () => page.locator('.sc_slider_pagination .post_item').evaluateAll((items) => items.map((item) => item.classList.contains('active')));
  // Under the stand-in's unstyled slides: clicked as a script would.
  for (const _ of [1, 2]) await page.locator('#sc_slider_paged .sc_slider_next').evaluate((next: HTMLElement) => next.click());
  // Slide 2 of the loop (index 2, one duplicate before it): its title is the second; the height follows the slide.
  assert.equal(await active(), [false, true, false]);
  assert.is(await page.locator('#sc_slider_paged').evaluate((slider) => slider.style.height), '140px');
});

test("B: DiveIt's alter portfolio: the images spanning cells get the cells' height once isotope has started, and again on resize, each time laid out anew", async () => {
  const image = (w: number, h: number) => `<div class="isotope_item"><div class="post_item post_item_alter"><div class="post_featured"><img src="/assets/post-1.svg" style="width:100px;height:80px" data-alter-items-w="${w}" data-alter-items-h="${h}" data-alter-item-space="10"></div></div></div>`;
  const extra = `<div class="isotope_wrap" id="alter">${image(1, 1)}${image(2, 1)}${image(1, 2)}</div>`;
  const page = await open('B', { extra });
  const layouts = async () => (await calls(page, 'isotope')).filter((call) => call.targets[0] === '#alter' && call.options === 'layout').length;
  await page.waitForFunction(() => (window as unknown as { libraryCalls: Call[] }).libraryCalls.some((call) => call.options === 'layout'));
  // A tall image spans two cells and the gap between them (space + 1 px), a wide one keeps one cell's height.
  assert.equal(await page.locator('#alter img').evaluateAll((images) => images.map((img) => (img as HTMLElement).style.height)), ['80px', '80px', '171px']);
  assert.is(await layouts(), 1);
  await page.setViewportSize({ width: 900, height: 700 });
  await page.waitForFunction(() => (window as unknown as { libraryCalls: Call[] }).libraryCalls.filter((call) => call.options === 'layout').length >= 2);
  assert.ok((await layouts()) >= 2);
});

test('without the libraries nothing is started, the grid is shown all the same, and a link to an image still opens it', async () => {
  const page = await open('A', { without: 'delete window.jQuery.fn.isotope; delete window.jQuery.fn.magnificPopup; delete window.Swiper;' });
  await page.waitForFunction(() => document.querySelectorAll('.isotope_item.isotope_item_show').length === 3);
  assert.equal(await calls(page, 'isotope'), []);
  assert.ok(await page.locator('#sc_slider_1230256221').evaluate((slider) => !slider.classList.contains('inited')));
  await Promise.all([page.waitForURL('**/assets/image_1.jpg'), page.locator('a[href$="image_1.jpg"]').click()]);
  opened.errors.splice(0, opened.errors.length, ...opened.errors.filter((error) => !error.includes('image_1.jpg')));
});

test('B: a slider in a hidden panel starts once shown; an image link inserted later gets its own gallery', async () => {
  const hidden = '<div id="panel" style="display:none"><div id="sc_slider_2" class="sc_slider sc_slider_swiper swiper-slider-container sc_slider_height_fixed"><div class="slides swiper-wrapper"><div class="swiper-slide"></div></div></div></div>';
  const page = await open('B', { extra: hidden });
  await page.waitForFunction(() => (window as unknown as { libraryCalls: Call[] }).libraryCalls.some((call) => call.plugin === 'Swiper'));
  await page.waitForTimeout(300);
  assert.equal((await calls(page, 'Swiper')).map((call) => call.targets[0]), ['#sc_slider_1230256221']);
  await page.evaluate(() => (document.getElementById('panel')!.style.display = ''));
  await page.waitForFunction(() => (window as unknown as { libraryCalls: Call[] }).libraryCalls.filter((call) => call.plugin === 'Swiper').length === 2);
  await page.evaluate(() => document.querySelector('.post_content')!.insertAdjacentHTML('beforeend', '<p><a id="later" href="/assets/image_3.png">Third</a></p>'));
  // Linked at the end of the page, under the stand-in slider's slides: clicked as a script would.
  await page.locator('#later').evaluate((link: HTMLElement) => link.click());
  await page.waitForFunction(() => document.getElementById('stand-in-lightbox')?.textContent === '1 of 1');
  const images = (await calls(page, 'magnificPopup')).filter((call) => (call.options as { type: string }).type === 'image');
  assert.equal(images.map((call) => call.targets), [['/assets/image_1.jpg', '/assets/image_2.jpg'], ['#later']]);
});

test.run();
