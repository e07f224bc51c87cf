import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fetchOrder, fetchReachable } from '../../src/fetch-order';
import { fetchAhead, loadGraph } from '../../src/module-graph';

test.before.each(() => resetDom('<main></main>'));

const placed = (top: number, height = 50): Element => {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ top, bottom: top + height, left: 0, right: 0, width: 0, height, x: 0, y: top, toJSON: () => ({}) });
  document.querySelector('main')!.append(element);
  return element;
};

const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.href);

test('a load with its graph puts one modulepreload link per file, next to the helper, then imports', async () => {
  let imported = 0;
  const result = await loadGraph(async () => ++imported, ['./graph-a.js', './graph-b.js']);
  assert.is(result, 1);
  assert.equal(preloads(), [new URL('../../src/graph-a.js', import.meta.url).href, new URL('../../src/graph-b.js', import.meta.url).href]);
  await loadGraph(async () => ++imported, ['./graph-b.js', './graph-c.js']);
  assert.is(imported, 2);
  assert.is(preloads().length, 3, 'a file already asked for is not linked twice');
});

test('without the build (imports not wrapped), fetching ahead does not run the load at all', () => {
  let called = 0;
  fetchAhead(() => {
    called++;
    return Promise.resolve();
  });
  assert.is(called, 0);
});

test('fetch order: what is within a screen of the viewport, on screen first, then by distance above or below', () => {
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  const far = placed(5000);
  const below = placed(900);
  const onScreen = placed(100);
  const above = placed(-400);
  const hidden = placed(0, 0);
  const order = fetchOrder([far, below, onScreen, above, hidden].map((element) => ({ element })));
  assert.equal(order.map(({ element }) => element), [onScreen, hidden, below, above]);
});

/** A stand-in IntersectionObserver the test drives: `enter(element)` reports it within the margin. */
function fakeObserver() {
  const observed = new Set<Element>();
  const margins: string[] = [];
  let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => undefined;
  class FakeObserver {
    constructor(callback: typeof report, options: { rootMargin: string }) {
      report = callback;
      margins.push(options.rootMargin);
    }
    observe(element: Element) {
      observed.add(element);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      observed.clear();
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true });
  return { observed, margins, enter: (target: Element) => report([{ target, isIntersecting: true }]) };
}

test('fetch what is reachable: within a screen now, nearest first; the rest as each comes within a screen, once', () => {
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  const observer = fakeObserver();
  const far = placed(5000);
  const farther = placed(9000);
  const near = placed(1000);
  const onScreen = placed(20);
  const fetched: Element[] = [];
  const stop = new AbortController();
  fetchReachable([far, farther, near, onScreen].map((element) => ({ element })), ({ element }) => fetched.push(element), stop.signal);
  assert.equal(fetched, [onScreen, near]);
  assert.equal([...observer.observed], [far, farther]);
  assert.equal(observer.margins, ['800px 0px'], 'a screen above and below');
  observer.enter(farther);
  assert.equal(fetched, [onScreen, near, farther]);
  observer.enter(farther);
  assert.is(fetched.length, 3, 'once');
  stop.abort();
  assert.is(observer.observed.size, 0, 'the watch ends with the lifecycle');
});

test('fetch what is reachable where data is costly: only within a screen, the rest left to intent and use', () => {
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  Object.defineProperty(window.navigator, 'connection', { value: { saveData: true }, configurable: true });
  const observer = fakeObserver();
  try {
    const far = placed(3000);
    const onScreen = placed(10);
    const fetched: Element[] = [];
    fetchReachable([far, onScreen].map((element) => ({ element })), ({ element }) => fetched.push(element));
    assert.equal(fetched, [onScreen]);
    assert.is(observer.observed.size, 0);
  } finally {
    Object.defineProperty(window.navigator, 'connection', { value: undefined, configurable: true });
  }
});

test.run();
