import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FakeIntersectionObserver, installFakeObservers, withoutIntersectionObserver } from '../helpers/theme-kit';
import { onceScrolledTo, resetScrollWatch } from '../../src/scrolled-into-view';

let restoreObservers: () => void;
const box = () => document.getElementById('box')!;
const controller = () => new (window as unknown as { AbortController: typeof AbortController }).AbortController();

test.before.each(() => {
  restoreObservers = installFakeObservers();
  resetScrollWatch();
  resetDom('<div id="box"></div><div id="other"></div>');
});
test.after.each(() => {
  resetScrollWatch();
  restoreObservers();
});

test('calls back once, when the element comes into view, then stops watching it', () => {
  const calls: string[] = [];
  onceScrolledTo(box(), () => calls.push('box'), controller().signal);
  FakeIntersectionObserver.show(box(), false);
  assert.equal(calls, []);
  FakeIntersectionObserver.show(box());
  FakeIntersectionObserver.show(box());
  assert.equal(calls, ['box']);
  assert.not.ok(FakeIntersectionObserver.watching(box()));
});

test('two callers on one element both get their call; one observer serves the page', () => {
  const calls: string[] = [];
  onceScrolledTo(box(), () => calls.push('first'), controller().signal);
  onceScrolledTo(box(), () => calls.push('second'), controller().signal);
  onceScrolledTo(document.getElementById('other')!, () => calls.push('other'), controller().signal);
  assert.is(FakeIntersectionObserver.instances.length, 1);
  FakeIntersectionObserver.show(box());
  assert.equal(calls, ['first', 'second']);
});

test('an aborted caller is dropped; the element stays watched while another caller waits', () => {
  const calls: string[] = [];
  const gone = controller();
  onceScrolledTo(box(), () => calls.push('gone'), gone.signal);
  onceScrolledTo(box(), () => calls.push('kept'), controller().signal);
  gone.abort();
  assert.ok(FakeIntersectionObserver.watching(box()));
  FakeIntersectionObserver.show(box());
  assert.equal(calls, ['kept']);
});

test('the last caller aborting stops the watch', () => {
  const gone = controller();
  onceScrolledTo(box(), () => assert.unreachable('called after abort'), gone.signal);
  gone.abort();
  assert.not.ok(FakeIntersectionObserver.watching(box()));
});

test('without IntersectionObserver it calls back at once', () => {
  withoutIntersectionObserver(() => {
    let called = false;
    onceScrolledTo(box(), () => (called = true), controller().signal);
    assert.ok(called);
  });
});

test.run();
