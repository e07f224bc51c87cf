import { flush, resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EnhancerDefinition } from '../../src/enhancer';
import { startEnhancing, whenDomReady } from '../../src/start';

test.before.each(() => resetDom('<i class="a"></i><i class="b"></i>'));

test('whenDomReady calls back at once when the document is parsed', () => {
  let called = false;
  whenDomReady(document, () => (called = true));
  assert.ok(called);
});

test('whenDomReady waits for DOMContentLoaded while loading', () => {
  let called = false;
  const loading = { readyState: 'loading', addEventListener: (_type: string, listener: () => void) => setTimeout(listener, 0) } as unknown as Document;
  whenDomReady(loading, () => (called = true));
  assert.not.ok(called);
});

test('startEnhancing applies the page selection', async () => {
  const mounted: string[] = [];
  const definition = (name: string): EnhancerDefinition => ({
    name,
    family: 'test',
    selector: `.${name}`,
    load: async () => ({ default: { mount: () => void mounted.push(name) } }),
  });
  document.head.innerHTML = '<script data-enhance-skip="b"></script>';
  const lifecycle = await startEnhancing([definition('a'), definition('b')]);
  await flush();
  await lifecycle.settled();
  lifecycle.stop();
  assert.equal(mounted, ['a']);
});

test.run();
