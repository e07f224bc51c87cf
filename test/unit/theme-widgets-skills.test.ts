import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { diveitStorage, FakeIntersectionObserver, installFakeObservers, mountModule, settle, type Mounted } from '../helpers/theme-kit';

const see = async (id: string) => {
  FakeIntersectionObserver.show(document.getElementById(id)!);
  await import('../../enhancers/theme-widgets/skills-run');
  await settle(50);
};
import skillsModule from '../../enhancers/theme-widgets/skills';
// Loaded once a block is seen in production; in the module cache here.
import '../../enhancers/theme-widgets/skills-run';
import animationModule from '../../enhancers/theme-widgets/animation-on-scroll';
import { themeWidgetEnhancers } from '../../enhancers/theme-widgets/definition';
import { resetScrollWatch } from '../../src/scrolled-into-view';
import { nextValue, readSkill } from '../../enhancers/theme-widgets/skills-numbers';

let clock: FakeClock;
let restoreObservers: () => void;
let mounted: Mounted[] = [];

const bar = (id: string) => `
  <div id="${id}" class="sc_skills sc_skills_bar" data-type="bar" data-dir="horizontal">
    <div class="sc_skills_item"><div class="sc_skills_count"><div class="sc_skills_total" data-start="0" data-stop="12" data-step="5" data-max="20" data-speed="30" data-duration="2000" data-ed="%">0%</div></div></div>
  </div>`;
const counter = `
  <div id="k1" class="sc_skills sc_skills_counter" data-type="counter">
    <div class="sc_skills_item"><div class="sc_skills_count"><div class="sc_skills_total" data-start="10" data-stop="13" data-step="1" data-max="20" data-speed="90" data-ed=" yrs">10 yrs</div></div></div>
  </div>`;
const pie = `
  <div id="p1" class="sc_skills sc_skills_pie" data-type="pie">
    <div class="sc_skills_item"><canvas></canvas><div class="sc_skills_total" data-start="0" data-stop="3" data-step="1" data-steps="3" data-max="100" data-ed="%">0%</div></div>
  </div>`;
const arc = `
  <div id="r1" class="sc_skills sc_skills_arc" data-type="arc" data-caption="Goals">
    <div class="sc_skills_arc_canvas"></div>
    <div class="sc_skills_data" style="display:none"><div class="arc"><input type="hidden" class="text" value="1st"><input type="hidden" class="percent" value="25"><input type="hidden" class="color" value="#00a2e8"></div>
    <div class="arc"><input type="hidden" class="text" value="2nd"><input type="hidden" class="percent" value="75"><input type="hidden" class="color" value="#1a2b4c"></div></div>
  </div>`;

const start = (html: string, selector = '.sc_skills', module: typeof skillsModule | typeof animationModule = skillsModule) => {
  resetDom(html);
  setPageGlobal('DIVEIT_STORAGE', diveitStorage({ theme_color: '#1a2b4c', theme_bg_color: '#ffffff', theme_font: 'Lato' }));
  mounted = Array.from(document.querySelectorAll(selector)).map((element) => mountModule(module as typeof skillsModule, element));
};
const text = (selector: string) => document.querySelector(selector)!.textContent;

const realGetContext = HTMLCanvasElement.prototype.getContext;
likeTheBrowser(test);
test.before.each(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as typeof realGetContext;
  clock = installFakeClock();
  restoreObservers = installFakeObservers();
  resetScrollWatch();
});
test.after.each(() => {
  mounted.forEach((each) => each.unmount());
  resetScrollWatch();
  restoreObservers();
  clock.uninstall();
  HTMLCanvasElement.prototype.getContext = realGetContext;
});

test('numbers: read from data attributes, stepping never past stop (either direction)', () => {
  resetDom('<div class="sc_skills_total" data-start="5" data-stop="100" data-step="10" data-max="200" data-speed="40" data-duration="900" data-ed="+"></div>');
  assert.equal(readSkill(document.querySelector('.sc_skills_total')!), { start: 5, stop: 100, max: 200, step: 10, speed: 40, duration: 900, steps: 100, ed: '+' });
  assert.is(nextValue(95, 100, 10), 100);
  assert.is(nextValue(10, 0, 4), 6);
  assert.is(nextValue(2, 0, 4), 0);
});

test('a bar waits until scrolled into view, then grows start% → stop% of max over its duration and counts by step every speed−5 ms', async () => {
  start(bar('b1'));
  const count = document.querySelector<HTMLElement>('#b1 .sc_skills_count')!;
  assert.not.ok(document.getElementById('b1')!.classList.contains('inited'));
  clock.tick(5000);
  assert.is(text('#b1 .sc_skills_total'), '0%', 'nothing before it is seen');
  await see('b1');
  assert.ok(document.getElementById('b1')!.classList.contains('inited'));
  assert.is(count.style.width, '60%', 'heading for 12 of 20');
  assert.match(count.style.transition, /width 2000ms/);
  clock.tick(24);
  assert.is(text('#b1 .sc_skills_total'), '0%');
  clock.tick(1);
  assert.is(text('#b1 .sc_skills_total'), '5%');
  clock.tick(25);
  assert.is(text('#b1 .sc_skills_total'), '10%');
  clock.tick(25);
  assert.is(text('#b1 .sc_skills_total'), '12%', 'never past stop');
  clock.tick(2000);
  assert.is(count.style.transition, '');
  assert.is(clock.pending(), 0, 'done counting');
});

test('skills animate once: a second sighting changes nothing; several on a page are independent', async () => {
  start(bar('b1') + bar('b2'));
  await see('b1');
  clock.tick(100);
  assert.is(text('#b1 .sc_skills_total'), '12%');
  assert.is(text('#b2 .sc_skills_total'), '0%');
  await see('b1');
  assert.is(text('#b1 .sc_skills_total'), '12%', 'not restarted');
  assert.not.ok(FakeIntersectionObserver.watching(document.getElementById('b1')!));
});

// Generation B as trx_utils' skills.php prints it (DiveIt): the label before each item, an empty
// `.sc_skills_count` followed by its `.sc_skills_total` (not nested as in A).
const barB = `
  <div id="bb" class="sc_skills sc_skills_bar sc_skills_horizontal" data-type="bar" data-caption="Skills" data-dir="horizontal">
    <h2 class="sc_skills_title sc_item_title">Bars</h2>
    <div class="sc_skills_info"><div class="sc_skills_label">Reef</div></div>
    <div class="sc_skills_item sc_skills_style_1 odd first"><div class="sc_skills_count" style="background-color:#20c7ca; border-color:#20c7ca"></div><div class="sc_skills_total" data-start="0" data-stop="80" data-step="1" data-max="100" data-speed="34" data-duration="2720" data-ed="%">0%</div></div>
    <div class="sc_skills_info"><div class="sc_skills_label">Wreck</div></div>
    <div class="sc_skills_item sc_skills_style_1 even"><div class="sc_skills_count" style="background-color:#20c7ca; border-color:#20c7ca"></div><div class="sc_skills_total" data-start="0" data-stop="45" data-step="1" data-max="100" data-speed="36" data-duration="1620" data-ed="%">0%</div></div>
  </div>`;

test('B: each bar is its item\'s .sc_skills_count beside the total, growing to stop% (80 % and 45 %) while the totals count', async () => {
  start(barB);
  const counts = Array.from(document.querySelectorAll<HTMLElement>('#bb .sc_skills_count'));
  await see('bb');
  assert.equal(counts.map((count) => count.style.width), ['80%', '45%']);
  assert.match(counts[0]!.style.transition, /width 2720ms/);
  assert.match(counts[1]!.style.transition, /width 1620ms/);
  assert.is(counts[0]!.style.backgroundColor, 'rgb(32, 199, 202)', 'the server\'s colour stays');
  assert.ok(Array.from(document.querySelectorAll('#bb .sc_skills_item')).every((item) => item.classList.contains('inited')), 'each item inited, as theme.shortcodes.js marks it');
  clock.tick(5000);
  assert.equal(Array.from(document.querySelectorAll('#bb .sc_skills_total'), (total) => total.textContent), ['80%', '45%']);
  assert.equal(counts.map((count) => count.style.width), ['80%', '45%']);
});

test('a bar\'s width is stop/max rounded to a whole percent, as the theme\'s', async () => {
  start(bar('b1').replace('data-stop="12"', 'data-stop="13"').replace('data-max="20"', 'data-max="30"'));
  await see('b1');
  assert.is(document.querySelector<HTMLElement>('#b1 .sc_skills_count')!.style.width, '43%');
});

test('a vertical bar grows in height', async () => {
  start(bar('b1').replace('data-dir="horizontal"', 'data-dir="vertical"'));
  await see('b1');
  assert.is(document.querySelector<HTMLElement>('#b1 .sc_skills_count')!.style.height, '60%');
});

test('a counter counts from start to stop with its unit', async () => {
  start(counter);
  await see('k1');
  assert.is(text('#k1 .sc_skills_total'), '10 yrs');
  clock.tick(85);
  assert.is(text('#k1 .sc_skills_total'), '11 yrs');
  clock.tick(170);
  assert.is(text('#k1 .sc_skills_total'), '13 yrs');
});

/** A 2D context that records the arcs drawn and the properties set (its getContext is restored after each test). */
function recordDrawing() {
  const arcs: number[][] = [];
  const set: Record<string, unknown[]> = {};
  const context = new Proxy({ arc: (...args: number[]) => arcs.push(args) } as Record<string, unknown>, {
    get: (target, name) => target[name as string] ?? (() => undefined),
    set: (_target, name, value) => {
      (set[name as string] ??= []).push(value);
      return true;
    },
  });
  HTMLCanvasElement.prototype.getContext = (() => context) as unknown as typeof realGetContext;
  return { arcs, set };
}

test('a pie steps every round(1500 / steps) ms, drawing its ring to the current value', async () => {
  const { arcs } = recordDrawing();
  start(pie);
  await see('p1');
  clock.tick(499);
  assert.is(text('#p1 .sc_skills_total'), '0%');
  clock.tick(1);
  assert.is(text('#p1 .sc_skills_total'), '1%');
  clock.tick(1000);
  assert.is(text('#p1 .sc_skills_total'), '3%');
  const last = arcs.filter((args) => args[3] === -Math.PI / 2).at(-1)!;
  assert.ok(Math.abs(last[4]! - last[3]! - Math.PI * 2 * 0.03) < 1e-9, 'the coloured arc covers 3% of the turn');
});

test('a compact pie draws its .sc_skills_data .pie items as segments of one ring over 1500 ms', async () => {
  const { arcs, set } = recordDrawing();
  start(`<div id="cp" class="sc_skills sc_skills_pie" data-type="pie"><div class="sc_skills_total" data-steps="10" data-bg_color="#eeeeee"></div><canvas></canvas>
    <div class="sc_skills_data" style="display:none"><div class="pie"><input class="text" value="A"><input class="percent" value="30"><input class="color" value="#ff0000"></div>
    <div class="pie"><input class="text" value="B"><input class="percent" value="50"><input class="color" value="#00ff00"></div></div></div>`);
  await see('cp');
  clock.tick(1500);
  const top = -Math.PI / 2;
  const last = arcs.slice(-4);
  assert.ok(Math.abs(last[1]![3]! - top) < 1e-9 && Math.abs(last[1]![4]! - (top + Math.PI * 2 * 0.3)) < 1e-9, 'first segment: 30%');
  assert.ok(Math.abs(last[2]![4]! - (top + Math.PI * 2 * 0.8)) < 1e-9, 'second segment ends at 80%');
  assert.equal(set.strokeStyle!.slice(-4), ['#eeeeee', '#ff0000', '#00ff00', '#ffffff']);
  assert.is(clock.pending(), 0);
});

test('an arc draws one labelled ring per item with the caption in the theme colour and font; focus shows an item', async () => {
  start(arc);
  assert.is(document.querySelector('#r1 svg'), null);
  await see('r1');
  const svg = document.querySelector('#r1 .sc_skills_arc_canvas svg')!;
  assert.is(svg.getAttribute('aria-label'), 'Goals');
  const groups = Array.from(svg.querySelectorAll('g'));
  assert.equal(groups.map((group) => group.getAttribute('aria-label')), ['1st 25%', '2nd 75%']);
  assert.equal(Array.from(svg.querySelectorAll('path')).map((path) => path.getAttribute('stroke')), ['#00a2e8', '#1a2b4c']);
  const label = svg.querySelector('text')!;
  assert.is(label.textContent, 'Goals');
  assert.is(label.getAttribute('fill'), '#1a2b4c');
  assert.is(label.getAttribute('font-family'), 'Lato');
  groups[1]!.dispatchEvent(new FocusEvent('focus'));
  assert.is(label.textContent, '2nd 75%');
  groups[1]!.dispatchEvent(new FocusEvent('blur'));
  assert.is(label.textContent, 'Goals');
});

test('a compact pie as Kidsplanet prints it (no .sc_skills_total): the look and steps of its first item; its canvas sized once to its item, square, in whole pixels; the item inited', async () => {
  const { arcs, set } = recordDrawing();
  start(`<div id="kp" class="sc_skills sc_skills_pie sc_skills_compact_on" data-type="pie"><div class="sc_skills_item" style="width: 180.391px"><canvas></canvas>
    <div class="sc_skills_data" style="display:none;"><div class="pie" data-steps="4" data-bg_color="#ffffff" data-border_color="#f4f4f4" data-cutout="0"><input class="text" value="Indoor"><input class="percent" value="35"><input class="color" value="#80c3d2"></div>
    <div class="pie" data-steps="4" data-cutout="0"><input class="text" value="Outdoor"><input class="percent" value="65"><input class="color" value="#80c3d2"></div></div></div></div>`);
  await see('kp');
  const canvas = document.querySelector('canvas')!;
  assert.equal([canvas.style.width, canvas.style.height, canvas.width, canvas.height], ['180px', '180px', 180, 180]);
  assert.ok(document.querySelector('#kp .sc_skills_item')!.classList.contains('inited'));
  clock.tick(1500);
  assert.is(clock.pending(), 0);
  assert.is(arcs.length, 4 * 4, 'four drawings (its data-steps), of a ring, two segments and the border each');
  const radius = 180 / 2 - 2;
  assert.is(set.lineWidth![0], radius, 'cutout 0: a full pie, not a doughnut');
  canvas.parentElement!.style.width = '300px';
  clock.tick(0);
  assert.is(canvas.style.width, '180px', 'sized once, as the theme did');
});

test('animation on scroll: nothing before 600 ms, then the data-animation classes once in view', () => {
  start('<div id="a1" data-animation="animated fadeInUp normal">A</div><div id="a2" data-animation="animated fadeIn">B</div>', '[data-animation^="animated"]', animationModule);
  const first = document.getElementById('a1')!;
  clock.tick(599);
  assert.not.ok(FakeIntersectionObserver.watching(first), 'not watched before 600 ms');
  clock.tick(1);
  assert.ok(FakeIntersectionObserver.watching(first));
  assert.not.ok(first.classList.contains('animated'));
  FakeIntersectionObserver.show(first);
  assert.equal([...first.classList], ['animated', 'fadeInUp', 'normal']);
  assert.not.ok(document.getElementById('a2')!.classList.contains('animated'), 'the other waits for its turn');
  const observer = FakeIntersectionObserver.instances[0]!;
  assert.match(String(observer.options.rootMargin), /^\d+px 0px 0px 0px$/, 'elements already scrolled past count as seen');
});

test('animation on scroll selects only the theme\'s not yet animated elements, not the consent plugin\'s data-animation', () => {
  resetDom(`<div id="theme" data-animation="animated fadeIn"></div><div id="done" class="animated" data-animation="animated fadeIn"></div>
    <div id="consent" data-animation="fade-up"></div>`);
  const { selector } = themeWidgetEnhancers.find(({ name }) => name === 'theme-animation-on-scroll')!;
  assert.equal(Array.from(document.querySelectorAll(selector), (element) => element.id), ['theme']);
});

/** The page's navigation timing says it was ready `ms` ago; returns the undo. */
function pageReadyAgo(ms: number): () => void {
  const pagePerformance = document.defaultView!.performance;
  const real = pagePerformance.getEntriesByType;
  const readyAt = pagePerformance.now() - ms;
  pagePerformance.getEntriesByType = ((type: string) => (type === 'navigation' ? [{ domContentLoadedEventStart: readyAt }] : [])) as unknown as typeof real;
  return () => {
    pagePerformance.getEntriesByType = real;
  };
}

test('animation on scroll: the 600 ms count from when the page was ready, not from when the code arrived', () => {
  const restore = pageReadyAgo(450);
  try {
    start('<div id="a1" data-animation="animated fadeIn">A</div>', '[data-animation^="animated"]', animationModule);
    const element = document.getElementById('a1')!;
    clock.tick(140);
    assert.not.ok(FakeIntersectionObserver.watching(element), 'still within 600 ms of ready');
    clock.tick(20);
    assert.ok(FakeIntersectionObserver.watching(element), 'watched 600 ms after ready: about 150 ms after mounting');
    FakeIntersectionObserver.show(element);
    assert.ok(element.classList.contains('fadeIn'));
  } finally {
    restore();
  }
});

test('animation on scroll: reached long after ready, it is watched at once', () => {
  const restore = pageReadyAgo(5000);
  try {
    start('<div id="a1" data-animation="animated fadeIn">A</div>', '[data-animation^="animated"]', animationModule);
    clock.tick(0);
    assert.ok(FakeIntersectionObserver.watching(document.getElementById('a1')!));
  } finally {
    restore();
  }
});

test('animation: removal before 600 ms cancels it', () => {
  start('<div id="a1" data-animation="animated fadeIn">A</div>', '[data-animation^="animated"]', animationModule);
  mounted[0]!.unmount();
  mounted = [];
  clock.tick(1000);
  assert.is(FakeIntersectionObserver.instances.length, 0);
});

test.run();
