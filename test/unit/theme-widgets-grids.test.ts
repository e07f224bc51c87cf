import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { FakeResizeObserver, installFakeObservers, key, mountModule, setBox, settle, type Mounted } from '../helpers/theme-kit';
import filters from '../../enhancers/theme-widgets/portfolio-filters';
import photostack from '../../enhancers/theme-widgets/photostack';
import scrollArea from '../../enhancers/theme-widgets/scroll-area';
import pan from '../../enhancers/theme-widgets/pan';
import zoom, { lensView, LENS_SIZE } from '../../enhancers/theme-widgets/zoom-lens';

let clock: FakeClock;
let restoreObservers: () => void;
let mounted: Mounted[] = [];
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

likeTheBrowser(test);
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

const grid = `<div class="portfolio"><div class="isotope_filters"><a href="#" data-filter="*" class="isotope_filters_button active">All</a><a href="#" data-filter=".flt_7" class="isotope_filters_button">Travel</a><a href="#" data-filter=".flt_8" class="isotope_filters_button">Food</a></div>
  <div class="isotope_wrap"><div class="isotope_item flt_7">A</div><div class="isotope_item flt_8">B</div><div class="isotope_item flt_7 flt_8">C</div></div></div>`;
const visible = () => Array.from(document.querySelectorAll<HTMLElement>('.isotope_item')).filter((item) => item.style.display !== 'none').map((item) => item.textContent);

test('portfolio filters: a filter shows matching items only, * shows all; the chosen button is active and pressed', () => {
  resetDom(grid);
  mounted = [mountModule(filters, $('.isotope_filters'))];
  const buttons = Array.from(document.querySelectorAll<HTMLElement>('.isotope_filters_button'));
  assert.equal(buttons.map((button) => button.getAttribute('aria-pressed')), ['true', 'false', 'false']);
  assert.is(buttons[1]!.getAttribute('role'), 'button');
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  buttons[1]!.dispatchEvent(event);
  assert.ok(event.defaultPrevented);
  assert.equal(visible(), ['A', 'C']);
  assert.ok(buttons[1]!.classList.contains('active'));
  assert.not.ok(buttons[0]!.classList.contains('active'));
  key(buttons[2]!, ' ');
  assert.equal(visible(), ['B', 'C']);
  buttons[0]!.click();
  assert.equal(visible(), ['A', 'B', 'C']);
});

test('portfolio filters: items and buttons added later (view more) follow the current filter', async () => {
  resetDom(grid);
  mounted = [mountModule(filters, $('.isotope_filters'))];
  $('[data-filter=".flt_8"]').click();
  $('.isotope_wrap').insertAdjacentHTML('beforeend', '<div class="isotope_item flt_9">D</div><div class="isotope_item flt_8">E</div>');
  $('.isotope_filters').insertAdjacentHTML('beforeend', '<a href="#" class="isotope_filters_button" data-filter=".flt_9">New</a>');
  await settle();
  assert.equal(visible(), ['B', 'C', 'E']);
  assert.is($('[data-filter=".flt_9"]').getAttribute('aria-pressed'), 'false');
  $('[data-filter=".flt_9"]').click();
  assert.equal(visible(), ['D']);
});

test('photostack: the first photo in front, the others scattered; dots (buttons, arrow keys) bring one forward', () => {
  resetDom('<section class="photostack"><div><figure><img alt=""><figcaption>One</figcaption></figure><figure><figcaption>Two</figcaption></figure><figure><figcaption>Three</figcaption></figure></div></section>');
  mounted = [mountModule(photostack, $('.photostack'))];
  const figures = Array.from(document.querySelectorAll<HTMLElement>('figure'));
  const dots = Array.from(document.querySelectorAll<HTMLButtonElement>('.photostack-nav button'));
  assert.is(dots.length, 3);
  assert.is(dots[1]!.getAttribute('aria-label'), 'Photo 2: Two');
  assert.ok(figures[0]!.classList.contains('photostack-current'));
  assert.match(figures[1]!.style.transform, /translate\(.*\) rotate\(.*deg\)/);
  assert.is(figures[1]!.getAttribute('aria-hidden'), 'true');
  dots[2]!.click();
  assert.ok(figures[2]!.classList.contains('photostack-current'));
  assert.not.ok(figures[0]!.classList.contains('photostack-current'));
  assert.is(dots[2]!.getAttribute('aria-pressed'), 'true');
  dots[2]!.focus();
  key(dots[2]!, 'ArrowRight');
  assert.is(document.activeElement, dots[0]);
  assert.ok(figures[0]!.classList.contains('photostack-current'));
});

test('photostack: dots go into the server\'s own nav when it printed one; removal takes them out and leaves the nav', () => {
  resetDom('<section class="photostack"><div><figure><figcaption>One</figcaption></figure><figure><figcaption>Two</figcaption></figure></div><nav id="server-nav"></nav></section>');
  mounted = [mountModule(photostack, $('.photostack'))];
  const nav = $('#server-nav');
  assert.is(document.querySelectorAll('nav').length, 1, 'no second nav');
  assert.ok(nav.classList.contains('photostack-nav'));
  assert.is(nav.querySelectorAll('button.photostack-dot').length, 2);
  nav.querySelectorAll<HTMLButtonElement>('button')[1]!.click();
  assert.ok(document.querySelectorAll('figure')[1]!.classList.contains('photostack-current'));
  assert.ok(nav.querySelectorAll('button')[1]!.classList.contains('current'));
  mounted[0]!.unmount();
  mounted = [];
  assert.is(nav.children.length, 0);
  assert.ok($('#server-nav'), 'the server\'s nav stays');
  assert.is(document.querySelectorAll('figure')[1]!.getAttribute('aria-hidden'), null);
});

test('scroll area: waits for its images (up to 30 checks, 200 ms apart), then becomes a focusable scrolling region', () => {
  resetDom('<div id="sc_scroll_1" class="sc_scroll sc_scroll_vertical"><div class="sc_scroll_wrapper"><img id="img" src="x.jpg"></div><div id="sc_scroll_1_bar" class="sc_scroll_bar"></div></div>');
  let complete = false;
  Object.defineProperty($('#img'), 'complete', { get: () => complete });
  mounted = [mountModule(scrollArea, $('.sc_scroll'))];
  const area = $('.sc_scroll');
  clock.tick(1000);
  assert.not.ok(area.classList.contains('inited'), 'still waiting for the image');
  complete = true;
  clock.tick(200);
  assert.ok(area.classList.contains('inited'));
  assert.is(area.style.overflowY, 'auto');
  assert.is(area.tabIndex, 0);
  assert.is(area.getAttribute('role'), 'region');
  assert.ok($('#sc_scroll_1_bar .sc_scroll_bar_thumb'));
});

test('scroll area: gives up waiting after 30 checks; a horizontal one turns the wheel sideways', () => {
  resetDom('<div class="sc_scroll sc_scroll_horizontal"><div class="sc_scroll_wrapper"><img id="img" src="x.jpg"></div></div>');
  Object.defineProperty($('#img'), 'complete', { get: () => false });
  mounted = [mountModule(scrollArea, $('.sc_scroll'))];
  const area = $('.sc_scroll');
  clock.tick(29 * 200 - 1);
  assert.not.ok(area.classList.contains('inited'));
  clock.tick(1);
  assert.ok(area.classList.contains('inited'));
  assert.is(area.style.overflowX, 'auto');
  Object.defineProperty(area, 'scrollWidth', { get: () => 1000 });
  Object.defineProperty(area, 'clientWidth', { get: () => 300 });
  const wheel = new WheelEvent('wheel', { deltaY: 120, cancelable: true });
  area.dispatchEvent(wheel);
  assert.ok(wheel.defaultPrevented);
  assert.is(area.scrollLeft, 120);
});

test('scroll area: inside a hidden container it waits until revealed', () => {
  resetDom('<div id="tab" style="display:none"><div class="sc_scroll"><div class="sc_scroll_wrapper"></div></div></div>');
  mounted = [mountModule(scrollArea, $('.sc_scroll'))];
  assert.not.ok($('.sc_scroll').classList.contains('inited'));
  $('#tab').style.display = 'block';
  FakeResizeObserver.resize($('.sc_scroll'));
  assert.ok($('.sc_scroll').classList.contains('inited'));
});

test('pan: the pointer position maps onto the whole image; leaving resets; arrow keys pan', () => {
  resetDom('<div id="box"><div class="sc_pan sc_pan_horizontal"><img alt="View"></div></div>');
  const box = $('#box');
  const image = $('.sc_pan');
  setBox(image, { width: 2000 });
  setBox(box, { width: 500 });
  box.getBoundingClientRect = () => ({ left: 0, top: 0, width: 500, height: 300 }) as DOMRect;
  mounted = [mountModule(pan, image)];
  box.dispatchEvent(new MouseEvent('mousemove', { clientX: 250, clientY: 10 }));
  assert.is(image.style.left, '-750px');
  box.dispatchEvent(new MouseEvent('mouseleave'));
  assert.is(image.style.left, '0px');
  assert.is(box.tabIndex, 0);
  assert.is(box.getAttribute('aria-label'), 'View: panorama, the arrow keys move it');
  key(box, 'ArrowRight');
  assert.is(image.style.left, '-150px');
  key(box, 'ArrowDown');
  assert.is(image.style.top, '0px', 'not a vertical pan: unchanged');
});

test('zoom lens: round, 200 px, centred on the pointer, showing the matching part of the large image', () => {
  assert.is(LENS_SIZE, 200);
  const view = lensView(100, 50, { width: 400, height: 200 }, { width: 1600, height: 800 });
  assert.equal(view, { left: 0, top: -50, backgroundPosition: '-300px -100px', backgroundSize: '1600px 800px' });
  resetDom('<div class="sc_zoom"><img src="small.jpg" data-zoom-image="large.jpg" alt="Reef"></div>');
  mounted = [mountModule(zoom, $('.sc_zoom'))];
  const lens = $('.sc_zoom_lens');
  assert.is(lens.style.borderRadius, '50%');
  assert.is(lens.style.width, '200px');
  assert.is(lens.style.display, 'none');
  $('img').dispatchEvent(new MouseEvent('mousemove', { clientX: 10, clientY: 10 }));
  assert.is(lens.style.display, 'block');
  assert.match(lens.style.backgroundImage, /large\.jpg/);
  $('img').dispatchEvent(new MouseEvent('mouseleave'));
  assert.is(lens.style.display, 'none');
  $('.sc_zoom').focus();
  $('.sc_zoom').dispatchEvent(new FocusEvent('focus'));
  assert.is(lens.style.display, 'block', 'keyboard: focus shows it');
  key($('.sc_zoom'), 'Escape');
  assert.is(lens.style.display, 'none');
});

test('zoom lens: the large image is fetched on first intent (pointer over or focus), not at mount', () => {
  const win = window as unknown as { Image: typeof Image };
  const RealImage = win.Image;
  const made: HTMLImageElement[] = [];
  win.Image = function (...args: ConstructorParameters<typeof Image>) {
    const image = new RealImage(...args);
    made.push(image);
    return image;
  } as unknown as typeof Image;
  try {
    resetDom('<div id="z1" class="sc_zoom"><img src="small.jpg" data-zoom-image="large.jpg" alt=""></div><div id="z2" class="sc_zoom"><img src="small2.jpg" data-zoom-image="large2.jpg" alt=""></div>');
    mounted = [mountModule(zoom, $('#z1')), mountModule(zoom, $('#z2'))];
    const sources = () => made.map((image) => image.getAttribute('src'));
    assert.equal(sources(), [], 'no image requested at mount');
    assert.is($('#z1 .sc_zoom_lens').style.backgroundImage, '');
    $('#z1').dispatchEvent(new Event('pointerenter'));
    assert.equal(sources(), ['large.jpg']);
    assert.match($('#z1 .sc_zoom_lens').style.backgroundImage, /large\.jpg/);
    $('#z1').dispatchEvent(new Event('pointerenter'));
    $('#z1').dispatchEvent(new FocusEvent('focus'));
    assert.equal(sources(), ['large.jpg'], 'once');
    $('#z2').dispatchEvent(new FocusEvent('focusin'));
    assert.equal(sources(), ['large.jpg', 'large2.jpg']);
  } finally {
    win.Image = RealImage;
  }
});

test.run();
