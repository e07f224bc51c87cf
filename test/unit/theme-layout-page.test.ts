import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { likeTheBrowser } from '../helpers/react-env';
import { diveitStorage, FakeIntersectionObserver, FakeResizeObserver, installFakeObservers, mountModule, setBox, themerexStorage, type Mounted } from '../helpers/theme-kit';
import pageContents from '../../enhancers/theme-layout/page-contents';
import retina from '../../enhancers/theme-layout/retina';
import pagePreloader from '../../enhancers/theme-layout/page-preloader';
import videoRatio, { videoRatio as ratioOf } from '../../enhancers/theme-layout/video-ratio';
import externalLinks from '../../enhancers/theme-layout/external-links';

likeTheBrowser(test);

let clock: FakeClock;
let restoreObservers: () => void;
let mounted: Mounted[] = [];
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

const anchors = `<a id="toc_home" class="sc_anchor" title="Home" data-description="&lt;i&gt;Return to Home&lt;/i&gt; - &lt;br&gt;navigate home&lt;script&gt;window.bad=1&lt;/script&gt;" data-icon="icon-home" data-url="/" data-separator="yes"></a>
  <a id="toc_top" class="sc_anchor" title="To Top" data-icon="icon-double-up" data-url="" data-separator="yes"></a>
  <a id="toc_squad" class="sc_anchor" title="Squad &lt;b&gt;" data-description="Players" data-icon="icon-users" data-url=""></a>
  <div id="toc_plain"></div>
  <a id="toc_shop" class="sc_anchor" title="Club shop" data-url="/shop.html" data-separator="yes"></a>`;

test.before.each(() => {
  clock = installFakeClock();
  restoreObservers = installFakeObservers();
});
test.after.each(() => {
  mounted.forEach((each) => each.unmount());
  mounted = [];
  restoreObservers();
  clock.uninstall();
});

test('page contents: one item per toc_ id / sc_anchor with url, icon, title, description and separator', () => {
  resetDom(anchors);
  setPageGlobal('DIVEIT_STORAGE', diveitStorage({ toc_menu: 'fixed', toc_menu_home: '1', toc_menu_top: '1' }));
  mounted = [mountModule(pageContents, document.body)];
  const toc = $('#toc');
  assert.ok(toc.classList.contains('toc_fixed'));
  assert.is(toc.getAttribute('role'), 'navigation');
  const items = Array.from(toc.querySelectorAll('.toc_inner > .toc_item'));
  assert.is(items.length, 5);
  const links = items.map((item) => item.querySelector('a')!);
  assert.equal(links.map((link) => link.getAttribute('href')), ['/', '#toc_top', '#toc_squad', '#toc_plain', '/shop.html']);
  assert.equal(links.map((link) => link.className), ['toc_icon with_title icon-home', 'toc_icon with_title icon-double-up', 'toc_icon with_title icon-users', 'toc_icon icon-circle-dot', 'toc_icon with_title icon-circle-dot']);
  assert.equal(items.map((item) => item.classList.contains('toc_separator')), [true, true, false, false, true]);
  assert.is(links[2]!.querySelector('.toc_title')!.textContent, 'Squad <b>', 'titles are text');
  assert.is(links[2]!.getAttribute('aria-label'), 'Squad <b>');
  const description = items[0]!.querySelector('.toc_description')!;
  assert.is(description.innerHTML, '<i>Return to Home</i> - <br>navigate home', 'simple formatting kept, scripts dropped');
  assert.is(items[3]!.querySelector('.toc_description'), null);
});

test('page contents: an item is current while its target is in view; other-page links never are (defect 12)', () => {
  resetDom(anchors);
  setPageGlobal('DIVEIT_STORAGE', diveitStorage({ toc_menu: 'float' }));
  mounted = [mountModule(pageContents, document.body)];
  const items = Array.from(document.querySelectorAll('#toc .toc_item'));
  FakeIntersectionObserver.show($('#toc_squad'));
  assert.equal(items.map((item) => item.classList.contains('current')), [false, false, true, false, false]);
  FakeIntersectionObserver.show($('#toc_squad'), false);
  assert.not.ok(items[2]!.classList.contains('current'));
  assert.not.ok(FakeIntersectionObserver.watching($('#toc_shop')));
  assert.not.ok(FakeIntersectionObserver.watching($('#toc_home')));
});

test('page contents: an existing #toc .toc_inner is filled; nothing when toc_menu is no or hide, or only home and top exist', () => {
  resetDom(`<div id="toc" class="toc_float"><div class="toc_inner"></div></div>${anchors}`);
  setPageGlobal('DIVEIT_STORAGE', diveitStorage({ toc_menu: 'float' }));
  mounted = [mountModule(pageContents, document.body)];
  assert.is(document.querySelectorAll('#toc').length, 1);
  assert.is(document.querySelectorAll('#toc .toc_inner .toc_item').length, 5);
  mounted[0]!.unmount();
  mounted = [];
  assert.is(document.querySelectorAll('#toc .toc_item').length, 0, 'cleanup empties it');
  for (const mode of ['no', 'hide', '']) {
    resetDom(anchors);
    setPageGlobal('DIVEIT_STORAGE', diveitStorage({ toc_menu: mode }));
    mountModule(pageContents, document.body).unmount();
    assert.is(document.getElementById('toc'), null, mode);
  }
  resetDom('<a id="toc_home" class="sc_anchor"></a><a id="toc_top" class="sc_anchor"></a>');
  setPageGlobal('THEMEREX_GLOBALS', themerexStorage({ toc_menu: 'float', toc_menu_home: '1', toc_menu_top: '1' }));
  mounted = [mountModule(pageContents, document.body)];
  assert.is(document.getElementById('toc'), null, 'only home and top: no contents');
});

test('retina (B): devicePixelRatio above 1 writes {prefix}_retina=1; A and standard screens do not', () => {
  const saved = window.devicePixelRatio;
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
  resetDom('');
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  mountModule(retina, document.body);
  assert.match(document.cookie, /(^|; )diveit_retina=1(;|$)/);
  resetDom('');
  setPageGlobal('THEMEREX_GLOBALS', themerexStorage());
  mountModule(retina, document.body);
  assert.is(document.cookie, '');
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 });
  resetDom('');
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  mountModule(retina, document.body);
  assert.is(document.cookie, '');
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: saved });
});

test('page preloader: fades out at start; shows at 0.8 when the page is left, not for tel: and mailto: links', () => {
  resetDom('<div id="page_preloader"></div><a id="tel" href="tel:+15550123">call</a><a id="mail" href="mailto:a@b.test">mail</a>');
  mounted = [mountModule(pagePreloader, $('#page_preloader'))];
  const preloader = $('#page_preloader');
  assert.is(preloader.style.opacity, '0');
  clock.tick(500);
  assert.is(preloader.style.display, 'none');
  for (const id of ['tel', 'mail']) {
    $(`#${id}`).addEventListener('click', (event) => event.preventDefault(), { once: true });
    $(`#${id}`).click();
    window.dispatchEvent(new Event('beforeunload'));
    assert.is(preloader.style.display, 'none', id);
    clock.tick(1);
  }
  window.dispatchEvent(new Event('beforeunload'));
  assert.is(preloader.style.display, 'block');
  clock.tick(300);
  assert.is(preloader.style.opacity, '0.8');
  const back = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(back, 'persisted', { value: true });
  window.dispatchEvent(back);
  clock.tick(0);
  assert.is(preloader.style.display, 'none', 'back from the cache: hidden again');
});

test('video ratio: height follows width at 16:9 (or data-ratio), again when revealed or resized', () => {
  resetDom('<iframe id="v1" src="https://www.youtube.com/embed/x"></iframe><div data-ratio="4:3"><video id="v2" data-ratio="4:3"></video></div><video id="v3" data-ratio="nonsense"></video>');
  assert.is(ratioOf($('#v2')), 4 / 3);
  assert.is(ratioOf($('#v3')), 16 / 9);
  setBox($('#v1'), { width: 640 });
  setBox($('#v2'), { width: 640 });
  mounted = ['#v1', '#v2', '#v3'].map((selector) => mountModule(videoRatio, $(selector)));
  assert.is($('#v1').style.height, '360px');
  assert.is($('#v2').style.height, '480px');
  assert.is($('#v3').style.height, '', 'zero width (hidden): left alone');
  setBox($('#v3'), { width: 320 });
  FakeResizeObserver.resize($('#v3'));
  assert.is($('#v3').style.height, '180px');
});

test('external links (B): off-site links open in a new tab, with noopener; same-site links and set targets stay', () => {
  resetDom('<a id="off" href="https://example.org/x">off</a><a id="same" href="/shop.html">same</a><a id="own" href="https://example.org/y" target="_self">own</a><a id="mail" href="mailto:a@b.test">mail</a>');
  mounted = [mountModule(externalLinks, document.body)];
  for (const id of ['off', 'same', 'own', 'mail']) {
    $(`#${id}`).addEventListener('click', (event) => event.preventDefault());
    $(`#${id}`).click();
  }
  assert.is($('#off').getAttribute('target'), '_blank');
  assert.is($('#off').getAttribute('rel'), 'noopener');
  assert.is($('#same').getAttribute('target'), null);
  assert.is($('#own').getAttribute('target'), '_self');
  assert.is($('#mail').getAttribute('target'), null);
});

test.run();
