import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { likeTheBrowser } from '../helpers/react-env';
import { diveitStorage, followClock, mountModule, themerexStorage, type Mounted } from '../helpers/theme-kit';
import menuSlide from '../../enhancers/theme-libraries/menu-slide';
import { swing } from '../../enhancers/theme-widgets/dom/tween';

// The main menu's sliding hover: our component in place of jquery.slidemenu.js (`spasticNav`), rendering the
// marker `li#blob` as each generation's plugin did with the theme's call (values read off both originals
// under jQuery 3.6 in Chromium). jsdom has no layout: each item gets a box (below), shown only under `menu_show`.
likeTheBrowser(test);

let clock: FakeClock;
let restoreNow: () => void;
let mounted: Mounted[] = [];
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const blob = (menu = '#menu_main') => document.querySelector<HTMLElement>(`${menu} > #blob`);
const over = (menu = '#menu_main') => Array.from(document.querySelectorAll(`${menu} > li`)).map((item) => item.classList.contains('blob_over'));
const enter = (item: Element) => item.dispatchEvent(new MouseEvent('mouseenter'));
const leave = (item: Element) => item.dispatchEvent(new MouseEvent('mouseleave'));
const item = (n: number, menu = '#menu_main') => $(`${menu} > li:nth-child(${n})`);
const px = (element: HTMLElement | null, name: 'left' | 'top' | 'width' | 'opacity') => parseFloat(element!.style[name]);

test.before.each(() => {
  clock = installFakeClock();
  restoreNow = followClock(clock);
});
test.after.each(() => {
  mounted.forEach((each) => each.unmount());
  mounted = [];
  restoreNow();
  clock.uninstall();
});

/**
 * The layout: the nav is the items' offset parent, at (100, 20) in the document; the items follow each other
 * from its left edge with their 3 px left margins, at their computed widths. Hidden (no `menu_show` on the
 * panel): no box, no offset parent, as a browser answers for an element in a `display: none` bar.
 */
function layOut(menu: HTMLElement, widths: number[], height: number): void {
  const panel = menu.closest('.top_panel_wrap');
  const shown = () => panel?.classList.contains('menu_show') ?? true;
  const place = (element: HTMLElement, left: number, width: number, parent: Element | null) => {
    const rect = { left, top: 20, width, height, right: left + width, bottom: 20 + height, x: left, y: 20 } as DOMRect;
    Object.defineProperties(element, {
      getClientRects: { configurable: true, value: () => (shown() ? [rect] : []) },
      getBoundingClientRect: { configurable: true, value: () => (shown() ? rect : ({ left: 0, top: 0, width: 0, height: 0 } as DOMRect)) },
      offsetParent: { configurable: true, get: () => (shown() ? parent : null) },
      offsetWidth: { configurable: true, get: () => (shown() ? Math.round(width) : 0) },
      offsetHeight: { configurable: true, get: () => (shown() ? height : 0) },
    });
  };
  const nav = menu.parentElement!;
  place(nav, 100, 600, null);
  let left = 100;
  Array.from(menu.children).forEach((child, index) => {
    left += 3;
    place(child as HTMLElement, left, widths[index]!, nav);
    left += widths[index]!;
  });
}

const A_MENU = `<header class="top_panel_wrap menu_show"><nav class="menu_main_nav_area"><ul id="menu_main" class="menu_main_nav">
  <li class="menu-item"><a href="/">Home</a></li><li class="menu-item"><a href="/pages/">Pages</a></li><li class="menu-item"><a href="/blog/">Blog</a></li>
</ul></nav></header>`;
// Kidsplanet's items: floated, with their own colour (and another under `blob_over`), sized only when the bar shows.
const A_STYLE = `<style>#menu_main > li { margin-left: 3px; background-color: rgb(1, 2, 3); } #menu_main > li.blob_over { background-color: rgb(9, 9, 9); }
  .menu_show #menu_main > li:nth-child(1) { width: 80px; height: 40px; } .menu_show #menu_main > li:nth-child(2) { width: 120.5px; height: 40px; } .menu_show #menu_main > li:nth-child(3) { width: 90px; height: 40px; }</style>`;
const A_WIDTHS = [80, 120.5, 90];

function startA(storage: Record<string, unknown> = {}): HTMLElement {
  resetDom(A_STYLE + A_MENU);
  setPageGlobal('THEMEREX_GLOBALS', themerexStorage({ menu_slider: '1', ...storage }));
  const menu = $('#menu_main');
  layOut(menu, A_WIDTHS, 40);
  mounted.push(mountModule(menuSlide, menu));
  return menu;
}

test('A: the marker is the menu\'s last child, measured on the bar before it shows, as Kidsplanet\'s ready actions measured it: no size, at minus its margin, hidden, in the plugin\'s colour', () => {
  const menu = startA();
  assert.is(menu.lastElementChild, blob());
  assert.is(blob()!.outerHTML, '<li id="blob" style="width: 0px; height: 0px; left: -3px; top: 0px; background-color: rgb(0, 198, 255); opacity: 0;"></li>');
  assert.ok($('.top_panel_wrap').classList.contains('menu_show'), 'the bar is shown again at once');
  assert.equal(over(), [false, false, false, false]);
});

test('A: a printed accent2_color colours the marker', () => {
  startA({ accent2_color: '#f5a623' });
  assert.is(blob()!.style.backgroundColor, 'rgb(245, 166, 35)');
});

test("A: a hover marks the item, takes its colour from before the mark, and animates the marker onto it over 500 ms ('swing'), overflow hidden meanwhile; the height stays", () => {
  startA();
  enter(item(2));
  assert.equal(over(), [false, true, false, false]);
  assert.is(blob()!.getAttribute('style'), 'width: 0px; height: 0px; left: -3px; top: 0px; background-color: rgb(1, 2, 3); opacity: 0; overflow: hidden;');
  clock.tick(240);
  // Half way by the clock, a little less by the easing: 0 → 120.5 wide, -3 → 83 left, 0 → 1 opaque.
  const eased = swing(240 / 500);
  assert.ok(Math.abs(px(blob(), 'left') - (-3 + 86 * eased)) < 1e-3, blob()!.style.left);
  assert.ok(Math.abs(px(blob(), 'width') - 120.5 * eased) < 1e-3, blob()!.style.width);
  assert.ok(Math.abs(px(blob(), 'opacity') - eased) < 1e-3, blob()!.style.opacity);
  clock.tick(260);
  assert.is(blob()!.getAttribute('style'), 'width: 120.5px; height: 0px; left: 83px; top: 0px; background-color: rgb(1, 2, 3); opacity: 1;');
});

test('A: leaving unmarks the item at once and, 50 ms later, fades the marker out over 500 ms where it is; coming back within 50 ms keeps it', () => {
  startA();
  enter(item(3));
  clock.tick(600);
  leave(item(3));
  assert.equal(over(), [false, false, false, false]);
  clock.tick(49);
  enter(item(3));
  clock.tick(600);
  assert.is(blob()!.style.opacity, '1', 'the return within 50 ms kept it');
  leave(item(3));
  clock.tick(50 + 240);
  assert.ok(Math.abs(px(blob(), 'opacity') - (1 - swing(240 / 500))) < 1e-3, blob()!.style.opacity);
  clock.tick(260);
  assert.is(blob()!.getAttribute('style'), 'width: 90px; height: 0px; left: 206.5px; top: 0px; background-color: rgb(1, 2, 3); opacity: 0;');
});

test('A: a move to the next item during a move takes the marker from where it is; the overflow stays hidden after, as jQuery left it', () => {
  startA();
  enter(item(1));
  clock.tick(96);
  leave(item(1));
  enter(item(3));
  const from = px(blob(), 'left');
  clock.tick(96);
  assert.ok(px(blob(), 'left') > from, 'on its way to the third');
  clock.tick(500);
  // The first move ended first and put back no overflow; the second put back the `hidden` it found.
  assert.is(blob()!.getAttribute('style'), 'width: 90px; height: 0px; left: 206.5px; top: 0px; background-color: rgb(1, 2, 3); opacity: 1; overflow: hidden;');
});

test("A: the fades after leaving wait for each other (jQuery's queue): one asked for during another starts when it ends, even on the item now hovered", () => {
  startA();
  enter(item(1));
  clock.tick(600);
  leave(item(1));
  clock.tick(150); // the first fade has run 100 ms
  enter(item(2));
  clock.tick(100);
  leave(item(2));
  clock.tick(100); // the second fade is asked for at 300 ms, while the first runs (to 550 ms)
  enter(item(3));
  clock.tick(240); // 590 ms: the second fade has begun at 550 ms; the hover's move (from 400 ms) still runs
  clock.tick(600); // 1190 ms: both over
  assert.equal(over(), [false, false, true, false]);
  assert.is(blob()!.style.opacity, '0', 'the queued fade hid it on the hovered item, as on Kidsplanet');
  assert.is(blob()!.style.left, '206.5px');
});

const B_MENU = (look: string, current: boolean, id = 'menu_main') => `<header class="top_panel_wrap menu_show"><div class="menu_hover_slide_${look}"><nav class="menu_main_nav_area"><ul id="${id}" class="menu_main_nav">
  <li class="menu-item"><a href="/">Home</a></li><li class="menu-item${current ? ' current-menu-item' : ''}"><a href="/pages/">Pages</a></li><li class="menu-item"><a href="/blog/">Blog</a></li>
</ul></nav></div></header>`;
// DiveIt's items: the links' content widths 50, 70.25 and 40 px, 10 px padding each side, a 1 px left border.
const B_STYLE = `<style>.menu_main_nav > li { margin-left: 3px; height: 56px; } .menu_main_nav > li > a { padding: 0 10px; border-left: 1px solid; }
  .menu_main_nav > li:nth-child(1) > a { width: 50px; } .menu_main_nav > li:nth-child(2) > a { width: 70.25px; } .menu_main_nav > li:nth-child(3) > a { width: 40px; }</style>`;

function startB(look: 'line' | 'box', current: boolean): HTMLElement {
  resetDom(B_STYLE + B_MENU(look, current));
  setPageGlobal('DIVEIT_STORAGE', diveitStorage({ menu_hover: `slide_${look}`, accent1_hover: '#1eaace' }));
  const menu = $('#menu_main');
  layOut(menu, [71, 91.25, 61], 56);
  mounted.push(mountModule(menuSlide, menu));
  return menu;
}

test("B: nothing for half a second after ready; then the line's marker under the current page's item, shown, its link's content width", () => {
  startB('line', true);
  clock.tick(499);
  assert.is(blob(), null);
  clock.tick(1);
  assert.is(blob()!.outerHTML, '<li id="blob" style="width: 70.25px; left: 74px; top: 0px; opacity: 1;"></li>');
});

test("B: the box's marker takes its link's whole width and the item's height; with no current page it sits hidden on the first item", () => {
  startB('box', false);
  clock.tick(500);
  assert.is(blob()!.getAttribute('style'), 'width: 71px; left: 0px; top: 0px; opacity: 0; height: 56px;');
});

test("B: a hover marks the item and sets the marker on it at once (the theme's CSS animates it); 50 ms after leaving it is back on the current item, where it was in height", () => {
  startB('line', true);
  clock.tick(500);
  enter(item(3));
  assert.equal(over(), [false, false, true, false]);
  assert.is(blob()!.getAttribute('style'), 'width: 40px; left: 168.25px; top: 0px; opacity: 1;');
  leave(item(3));
  assert.equal(over(), [false, false, false, false]);
  clock.tick(49);
  assert.is(blob()!.style.left, '168.25px');
  clock.tick(1);
  assert.is(blob()!.getAttribute('style'), 'width: 70.25px; left: 74px; top: 0px; opacity: 1;');
});

test('B: with no current page the marker hides again after leaving', () => {
  startB('line', false);
  clock.tick(500);
  enter(item(2));
  leave(item(2));
  clock.tick(50);
  assert.is(blob()!.getAttribute('style'), 'width: 50px; left: 0px; top: 0px; opacity: 0;');
});

test('several menus: each has its own marker, moved only by its own items', () => {
  resetDom(B_STYLE + B_MENU('line', true, 'menu_main') + B_MENU('line', false, 'menu_other'));
  setPageGlobal('DIVEIT_STORAGE', diveitStorage({ menu_hover: 'slide_line' }));
  const menus = [$('#menu_main'), $('#menu_other')];
  for (const menu of menus) {
    layOut(menu, [71, 91.25, 61], 56);
    mounted.push(mountModule(menuSlide, menu));
  }
  clock.tick(500);
  assert.ok(blob('#menu_main') && blob('#menu_other') && blob('#menu_main') !== blob('#menu_other'));
  enter(item(3, '#menu_other'));
  assert.is(blob('#menu_other')!.style.left, '168.25px');
  assert.is(blob('#menu_main')!.style.left, '74px');
  assert.equal(over('#menu_main'), [false, false, false, false]);
});

test("no double start: a menu whose marker the theme's own plugin added gets none; mounted again after an unmount, one marker and one hover each; the page's spasticNav is never called", () => {
  const calls: unknown[] = [];
  const jQuery = Object.assign(() => ({ spasticNav: (options: unknown) => void calls.push(options) }), { fn: { spasticNav: () => undefined } });
  const menu = startA();
  setPageGlobal('jQuery', jQuery);
  mounted.pop()!.unmount();
  mounted.push(mountModule(menuSlide, menu));
  assert.is(menu.querySelectorAll('#blob').length, 1);
  enter(item(2));
  clock.tick(500);
  assert.is(blob()!.style.left, '83px');
  assert.equal(calls, []);
  mounted.pop()!.unmount();

  menu.insertAdjacentHTML('beforeend', '<li id="blob" style="opacity: 0;"></li>');
  mounted.push(mountModule(menuSlide, menu));
  assert.equal(Array.from(menu.querySelectorAll('#blob')).map((marker) => marker.getAttribute('style')), ['opacity: 0;']);
  enter(item(2));
  assert.equal(over(), [false, false, false, false], 'its items are left to the theme');
});

test('unmount puts the server markup back: no marker, no mark, the bar as it was, nothing running', () => {
  resetDom(A_STYLE + A_MENU);
  const printed = $('#menu_main').outerHTML;
  setPageGlobal('THEMEREX_GLOBALS', themerexStorage({ menu_slider: '1' }));
  const menu = $('#menu_main');
  layOut(menu, A_WIDTHS, 40);
  const slide = mountModule(menuSlide, menu);
  enter(item(2));
  clock.tick(100);
  slide.unmount();
  assert.is(menu.outerHTML, printed);
  assert.ok($('.top_panel_wrap').classList.contains('menu_show'));
  assert.is(clock.pending(), 0, 'no animation or timer left');
  assert.equal(slide.errors, []);

  // B before its start: the start never comes.
  resetDom(B_STYLE + B_MENU('line', true));
  setPageGlobal('DIVEIT_STORAGE', diveitStorage({ menu_hover: 'slide_line' }));
  const b = mountModule(menuSlide, $('#menu_main'));
  b.unmount();
  clock.tick(1000);
  assert.is(blob(), null);
});

test.run();
