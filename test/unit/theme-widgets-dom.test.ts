import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { FakeResizeObserver, installFakeObservers, key } from '../helpers/theme-kit';
import { fadeIn, fadeOut } from '../../enhancers/theme-widgets/dom/fade';
import { slideDown, slideUp } from '../../enhancers/theme-widgets/dom/slide';
import { actAsButton, ensureId } from '../../src/act-as-button';
import { isShown, whenShown } from '../../enhancers/theme-widgets/dom/visibility';

let clock: FakeClock;
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

test.before.each(() => {
  clock = installFakeClock();
});
test.after.each(() => clock.uninstall());

test('fades: displayed at once, opacity over the duration, hidden at the end; a new fade stops the old one', () => {
  resetDom('<div id="x" style="display:none"></div>');
  const element = $('#x');
  let done = 0;
  fadeIn(element, 300, { onDone: () => done++ });
  assert.is(element.style.display, 'block');
  assert.is(element.style.opacity, '1');
  assert.match(element.style.transition, /opacity 300ms/);
  clock.tick(300);
  assert.is(done, 1);
  assert.is(element.style.opacity, '');
  fadeOut(element, 500);
  clock.tick(200);
  fadeIn(element, 100, { opacity: 0.8 });
  clock.tick(1000);
  assert.is(element.style.display, 'block', 'the fade out was stopped');
  assert.is(element.style.opacity, '0.8');
});

test('slides: down shows at once and clears its height at the end; up hides at the end', () => {
  resetDom('<div id="x" style="display:none">text</div>');
  const element = $('#x');
  slideDown(element, 400);
  assert.is(element.style.display, 'block');
  assert.is(element.style.overflow, 'hidden');
  clock.tick(400);
  assert.is(element.style.height, '');
  assert.is(element.style.overflow, '');
  slideUp(element, 400);
  clock.tick(399);
  assert.is(element.style.display, 'block');
  clock.tick(1);
  assert.is(element.style.display, 'none');
});

test('act as button: role, Tab stop, name when empty; Enter and Space click; the undo restores', () => {
  resetDom('<span id="s"></span><div id="d" role="note" tabindex="3">Text</div>');
  let clicks = 0;
  $('#s').addEventListener('click', () => clicks++);
  const undo = actAsButton($('#s'), 'Increase');
  assert.is($('#s').getAttribute('role'), 'button');
  assert.is($('#s').tabIndex, 0);
  assert.is($('#s').getAttribute('aria-label'), 'Increase');
  key($('#s'), 'Enter');
  key($('#s'), ' ');
  key($('#s'), 'a');
  assert.is(clicks, 2);
  undo();
  assert.not.ok($('#s').hasAttribute('role'));
  assert.not.ok($('#s').hasAttribute('tabindex'));
  key($('#s'), 'Enter');
  assert.is(clicks, 2);
  const undoDiv = actAsButton($('#d'), 'unused');
  assert.is($('#d').tabIndex, 3, 'an existing tabindex stays');
  assert.not.ok($('#d').hasAttribute('aria-label'), 'text is its name');
  undoDiv();
  assert.is($('#d').getAttribute('role'), 'note');
  const plain = document.createElement('p');
  assert.match(ensureId(plain, 'p'), /^p-\d+$/);
  assert.is(ensureId($('#d'), 'p'), 'd');
});

test('act as button twice (an at-rest part, then the component adopting it): one key listener, undone by the last', () => {
  resetDom('<span id="s"></span>');
  let clicks = 0;
  $('#s').addEventListener('click', () => clicks++);
  const atRest = actAsButton($('#s'), 'Increase');
  const component = actAsButton($('#s'), 'Other');
  assert.is($('#s').getAttribute('aria-label'), 'Increase', 'the first label stays');
  key($('#s'), 'Enter');
  assert.is(clicks, 1, 'Enter clicks once');
  component();
  component();
  assert.is($('#s').getAttribute('role'), 'button', 'still a button while the other caller has it');
  key($('#s'), ' ');
  assert.is(clicks, 2);
  atRest();
  assert.not.ok($('#s').hasAttribute('role'));
  assert.not.ok($('#s').hasAttribute('aria-label'));
  key($('#s'), 'Enter');
  assert.is(clicks, 2);
});

test('visibility: hidden ancestors count; whenShown waits for the reveal', () => {
  const restore = installFakeObservers();
  resetDom('<div id="box" style="display:none"><p id="inner"></p></div><p id="free"></p>');
  assert.not.ok(isShown($('#inner')));
  assert.ok(isShown($('#free')));
  const controller = new (window as unknown as { AbortController: typeof AbortController }).AbortController();
  let calls = 0;
  whenShown($('#free'), () => calls++, controller.signal);
  assert.is(calls, 1);
  whenShown($('#inner'), () => calls++, controller.signal);
  FakeResizeObserver.resize($('#inner'));
  assert.is(calls, 1, 'still hidden');
  $('#box').style.display = 'block';
  FakeResizeObserver.resize($('#inner'));
  FakeResizeObserver.resize($('#inner'));
  assert.is(calls, 2, 'once');
  restore();
});

test.run();
