import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { FakeIntersectionObserver, installFakeObservers, withoutIntersectionObserver, mountModule, type Mounted } from '../helpers/theme-kit';
import reveal, { animationLengthMs } from '../../enhancers/consent/reveal';
import { resetScrollWatch } from '../../src/scrolled-into-view';
import { consentEnhancers } from '../../enhancers/consent/definition';

let clock: FakeClock;
let restoreObservers: () => void;
let mounted: Mounted | undefined;
const box = () => document.getElementById('box')!;
const attributes = () => ['data-animation', 'data-animation-appearing', 'data-animation-complete'].filter((name) => box().hasAttribute(name));

test.before.each(() => {
  clock = installFakeClock();
  restoreObservers = installFakeObservers();
  resetScrollWatch();
  resetDom('<div id="box" data-animation="fade-in" style="animation-duration: 0.4s; animation-delay: 100ms"></div>');
});
test.after.each(() => {
  mounted?.unmount();
  mounted = undefined;
  resetScrollWatch();
  restoreObservers();
  clock.uninstall();
});

test('animation length: the longest duration + delay, in ms; unparseable entries count as 0', () => {
  assert.is(animationLengthMs({ animationDuration: '0.4s', animationDelay: '100ms' }), 500);
  assert.is(animationLengthMs({ animationDuration: '1s, 200ms', animationDelay: '0s, 2s' }), 2200);
  assert.is(animationLengthMs({ animationDuration: '0s, 0s, 0s, 1s', animationDelay: '0s, 2s' }), 3000, 'delays repeat as CSS repeats them: the fourth pairs with 2s');
  assert.is(animationLengthMs({ animationDuration: '', animationDelay: '' }), 0);
  assert.is(animationLengthMs({ animationDuration: 'auto', animationDelay: '0s' }), 0);
});

test('nothing happens before the element enters the viewport', () => {
  mounted = mountModule(reveal, box());
  clock.tick(5000);
  assert.equal(attributes(), ['data-animation']);
  FakeIntersectionObserver.show(box(), false);
  assert.equal(attributes(), ['data-animation']);
});

test('in view: appearing, then complete once the animation (duration + delay) has run', () => {
  mounted = mountModule(reveal, box());
  FakeIntersectionObserver.show(box());
  assert.equal(attributes(), ['data-animation', 'data-animation-appearing']);
  clock.tick(499);
  assert.equal(attributes(), ['data-animation', 'data-animation-appearing']);
  clock.tick(1);
  assert.equal(attributes(), ['data-animation-complete']);
  assert.not.ok(FakeIntersectionObserver.watching(box()), 'it happens once');
});

test('without IntersectionObserver it completes at once', () => {
  withoutIntersectionObserver(() => {
    mounted = mountModule(reveal, box());
    assert.equal(attributes(), ['data-animation-complete']);
  });
});

test('removed before its animation ends: the timer is dropped', () => {
  mounted = mountModule(reveal, box());
  FakeIntersectionObserver.show(box());
  mounted.unmount();
  mounted = undefined;
  clock.tick(1000);
  assert.equal(attributes(), ['data-animation', 'data-animation-appearing']);
});

test("the selector leaves the theme's own animated elements alone", () => {
  const selector = consentEnhancers.find((definition) => definition.name === 'consent-reveal')!.selector;
  resetDom('<p id="plugin" data-animation="slide"></p><p id="theme" data-animation="animated fadeInUp normal"></p>');
  assert.equal([...document.querySelectorAll(selector)].map((element) => element.id), ['plugin']);
});

test.run();
