import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fetchOrder } from '../../src/fetch-order';
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

test('fetch order: on screen first, then by distance above or below the viewport', () => {
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  const far = placed(5000);
  const below = placed(900);
  const onScreen = placed(100);
  const above = placed(-400);
  const order = fetchOrder([far, below, onScreen, above].map((element) => ({ element })));
  assert.equal(order.map(({ element }) => element), [onScreen, below, above, far]);
});

test('fetch order where data is costly (Save-Data): only what is within a screen of the viewport', () => {
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  Object.defineProperty(window.navigator, 'connection', { value: { saveData: true }, configurable: true });
  try {
    const far = placed(3000);
    const near = placed(1200);
    const onScreen = placed(10);
    assert.equal(fetchOrder([far, near, onScreen].map((element) => ({ element }))).map(({ element }) => element), [onScreen, near]);
  } finally {
    Object.defineProperty(window.navigator, 'connection', { value: undefined, configurable: true });
  }
});

test.run();
