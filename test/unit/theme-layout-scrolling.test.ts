import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { likeTheBrowser } from '../helpers/react-env';
import { diveitStorage, FakeIntersectionObserver, fakeWindow, followClock, installFakeObservers, mountModule, setBox, type Mounted } from '../helpers/theme-kit';
import fixedHeader from '../../enhancers/theme-layout/fixed-header';
import scrollToTop from '../../enhancers/theme-layout/scroll-to-top';
import smoothAnchors from '../../enhancers/theme-layout/smooth-anchors';
import { scrollDuration } from '../../enhancers/theme-layout/smooth-scroll';

likeTheBrowser(test);

let clock: FakeClock;
let win: ReturnType<typeof fakeWindow> | undefined;
let restoreNow: () => void;
let restoreObservers: () => void;
let mounted: Mounted[] = [];
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

const page = `<div class="top_panel_fixed_wrap"></div><header class="top_panel_wrap"><ul id="menu_main"><li><a id="to-squad" href="#toc_squad">Squad</a></li><li><a id="to-far" href="#far">Far</a></li><li><a id="to-mid" href="#mid">Mid</a></li><li><a id="other" href="/shop.html#featured">Shop</a></li><li><a id="missing" href="#nowhere">?</a></li></ul></header>
  <a id="toc_squad" class="sc_anchor"></a><p><a id="in-text" href="#mid">in the text</a></p><div id="far"></div><div id="mid"></div><a href="#" class="scroll_to_top" title="Scroll to top"></a>`;

function start(documentHeight = 5000, storage: Record<string, unknown> = {}) {
  win?.restore();
  win = fakeWindow({ height: 800, documentHeight });
  resetDom(page);
  setPageGlobal('DIVEIT_STORAGE', diveitStorage({ menu_fixed: '1', slider_height: '100', ...storage }));
  setBox($('header'), { height: 120, top: 0 });
  setBox($('#toc_squad'), { top: 3000 });
  setBox($('#far'), { top: 20000 });
  setBox($('#mid'), { top: 9000 });
}

test.before.each(() => {
  clock = installFakeClock();
  restoreNow = followClock(clock);
  restoreObservers = installFakeObservers();
  history.replaceState(null, '', '/sports.html');
});
test.after.each(() => {
  mounted.forEach((each) => each.unmount());
  mounted = [];
  document.getElementById('wpadminbar')?.remove();
  win?.restore();
  restoreObservers();
  restoreNow();
  clock.uninstall();
});

test('scroll duration: |Δ| / window height × 100 ms, clamped to 400–1600', () => {
  assert.is(scrollDuration(2000, 800), 400);
  assert.is(scrollDuration(-8848, 800), 1106);
  assert.is(scrollDuration(19848, 800), 1600);
});

test('fixed header: only past the header on a page over 1.5 window heights; the placeholder keeps its place; it slides in over 500 ms', () => {
  start();
  mounted = [mountModule(fixedHeader, $('header'))];
  win!.scroll(120);
  assert.not.ok(document.body.classList.contains('top_panel_fixed'), 'not yet past the header');
  win!.scroll(121);
  assert.ok(document.body.classList.contains('top_panel_fixed'));
  assert.is($('.top_panel_fixed_wrap').style.height, '120px');
  assert.is($('header').style.marginTop, '0px');
  assert.match($('header').style.transition, /margin-top 500ms/);
  clock.tick(500);
  assert.is($('header').style.marginTop, '');
  win!.scroll(50);
  assert.not.ok(document.body.classList.contains('top_panel_fixed'));
  assert.is($('.top_panel_fixed_wrap').style.height, '');
});

test('fixed header: a header template without .top_panel_fixed_wrap gets one before the header, so the content does not jump; unmount removes it', () => {
  start();
  $('.top_panel_fixed_wrap').remove();
  mounted = [mountModule(fixedHeader, $('header'))];
  const added = $('header').previousElementSibling as HTMLElement;
  assert.ok(added.matches('.top_panel_fixed_wrap[aria-hidden="true"]'));
  win!.scroll(121);
  assert.ok(document.body.classList.contains('top_panel_fixed'));
  assert.is(added.style.height, '120px');
  mounted.forEach((each) => each.unmount());
  mounted = [];
  assert.is(document.querySelectorAll('.top_panel_fixed_wrap').length, 0);
  assert.not.ok(document.body.classList.contains('top_panel_fixed'));
});

test('fixed header: not on a short page (1.5 × window height or less), nor in the mobile layout, nor without menu_fixed', () => {
  start(1200);
  mounted = [mountModule(fixedHeader, $('header'))];
  win!.scroll(400);
  assert.not.ok(document.body.classList.contains('top_panel_fixed'));
  mounted[0]!.unmount();
  start();
  document.body.classList.add('menu_mobile');
  mounted = [mountModule(fixedHeader, $('header'))];
  win!.scroll(400);
  assert.not.ok(document.body.classList.contains('top_panel_fixed'));
  mounted[0]!.unmount();
  start(5000, { menu_fixed: '' });
  mounted = [mountModule(fixedHeader, $('header'))];
  win!.scroll(400);
  assert.not.ok(document.body.classList.contains('top_panel_fixed'));
});

test('fixed header: a slider above the header adds its height, or slider_height when it has none', () => {
  start();
  document.body.insertAdjacentHTML('afterbegin', '<div class="top_panel_below"><div class="slider_wrap"></div></div>');
  mounted = [mountModule(fixedHeader, $('header'))];
  win!.scroll(220);
  assert.not.ok(document.body.classList.contains('top_panel_fixed'));
  win!.scroll(221);
  assert.ok(document.body.classList.contains('top_panel_fixed'));
  mounted[0]!.unmount();
  start();
  document.body.insertAdjacentHTML('afterbegin', '<div class="top_panel_below"><div id="slider" class="slider_wrap"></div></div>');
  setBox($('#slider'), { height: 400 });
  mounted = [mountModule(fixedHeader, $('header'))];
  win!.scroll(500);
  assert.not.ok(document.body.classList.contains('top_panel_fixed'), 'the measured slider counts');
  win!.scroll(521);
  assert.ok(document.body.classList.contains('top_panel_fixed'));
});

test('scroll to top: shown past the header height, out of the Tab order before; a click scrolls to the top in 600 ms', () => {
  start();
  mounted = [mountModule(scrollToTop, $('.scroll_to_top'))];
  const button = $('.scroll_to_top');
  assert.not.ok(button.classList.contains('show'));
  assert.is(button.getAttribute('aria-hidden'), 'true');
  assert.is(button.tabIndex, -1);
  win!.scroll(121);
  assert.ok(button.classList.contains('show'));
  assert.not.ok(button.hasAttribute('aria-hidden'));
  win!.scroll(3000);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  button.dispatchEvent(event);
  assert.ok(event.defaultPrevented);
  clock.tick(300);
  assert.ok(window.scrollY > 0 && window.scrollY < 3000, 'on its way');
  clock.tick(300);
  assert.is(window.scrollY, 0);
});

test('smooth anchors: scroll to the target less the admin bar and the fixed header, timed by distance, then pushState and focus', () => {
  start();
  document.body.insertAdjacentHTML('afterbegin', '<div id="wpadminbar"></div>');
  setBox($('#wpadminbar'), { height: 32 });
  mounted = [mountModule(smoothAnchors, $('#menu_main'))];
  const pushes: string[] = [];
  const replaces: string[] = [];
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  history.pushState = (data, unused, url) => {
    pushes.push(String(url));
    push(data, unused, url);
  };
  history.replaceState = (data, unused, url) => {
    replaces.push(String(url));
    replace(data, unused, url);
  };
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  $('#to-mid').dispatchEvent(event);
  assert.ok(event.defaultPrevented, 'no jump');
  clock.tick(500);
  assert.ok(window.scrollY > 0 && window.scrollY < 8848, 'on its way');
  clock.tick(605);
  assert.equal(pushes, [], 'the address changes when the scroll ends');
  clock.tick(1);
  assert.is(window.scrollY, 9000 - 32 - 120);
  assert.equal(pushes, ['#mid']);
  assert.is(location.hash, '#mid');
  assert.is(document.activeElement, $('#mid'));
  assert.is($('#mid').getAttribute('tabindex'), '-1');
  win!.scroll(0);
  $('#to-far').click();
  clock.tick(1599);
  assert.is(pushes.length, 1, 'still scrolling');
  clock.tick(1);
  assert.equal(pushes, ['#mid', '#far']);
  assert.is(window.scrollY, 20000 - 152, 'at most 1600 ms');
  $('#to-squad').click();
  clock.tick(1600);
  assert.is(window.scrollY, 3000 - 152);
  win!.scroll(2900);
  $('#to-squad').click();
  clock.tick(399);
  assert.equal(replaces, [], 'still scrolling');
  clock.tick(1);
  assert.equal(replaces, ['#toc_squad'], 'at least 400 ms; the same hash again replaces rather than piles up');
  assert.is(window.scrollY, 2848);
  assert.equal(pushes, ['#mid', '#far', '#toc_squad']);
  history.pushState = push;
  history.replaceState = replace;
});

test('smooth anchors: links to other pages, to missing targets, modified clicks and links outside the menus are left alone', () => {
  start();
  mounted = [mountModule(smoothAnchors, $('#menu_main'))];
  for (const [id, init] of [['other', {}], ['missing', {}], ['to-mid', { ctrlKey: true }], ['in-text', {}]] as const) {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    $(`#${id}`).addEventListener('click', (each) => each.defaultPrevented || each.preventDefault(), { once: true });
    let prevented = false;
    $(`#${id}`).addEventListener('click', () => (prevented = event.defaultPrevented), { once: true, capture: true });
    $(`#${id}`).dispatchEvent(event);
    assert.not.ok(prevented, id);
  }
  clock.tick(2000);
  assert.is(window.scrollY, 0);
});

test('smooth anchors: without menu_fixed, or in the mobile layout, the header is not subtracted', () => {
  start(5000, { menu_fixed: '' });
  mounted = [mountModule(smoothAnchors, $('#menu_main'))];
  $('#to-squad').click();
  clock.tick(1600);
  assert.is(window.scrollY, 3000);
  FakeIntersectionObserver.instances.length = 0;
});

test.run();
