import { flush, resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EnhancerDefinition, EnhancerFamily } from '../../src/enhancer';
import { spyConsole } from '../helpers/console-spy';
import { resetReportedErrors } from '../../src/report-error';
import { startEnhancing, whenDomReady } from '../../src/start';

test.before.each(() => {
  resetDom('<i class="a"></i><i class="b"></i>');
  resetReportedErrors();
});

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

const definition = (name: string, mounted: string[]): EnhancerDefinition => ({
  name,
  family: 'test',
  selector: `.${name}`,
  load: async () => ({ default: { mount: () => void mounted.push(name) } }),
});

async function run(families: EnhancerFamily[]): Promise<void> {
  const lifecycle = await startEnhancing(families);
  await flush();
  await lifecycle.settled();
  lifecycle.stop();
}

test("loads a family's list only when the page has the family, then applies the page selection", async () => {
  const mounted: string[] = [];
  let loads = 0;
  const family = (name: string, present: boolean): EnhancerFamily => ({
    family: name,
    when: () => present,
    load: async () => {
      loads++;
      return { default: [definition(`${name}-a`, mounted), definition(`${name}-b`, mounted)] };
    },
  });
  document.body.innerHTML = '<i class="one-a"></i><i class="one-b"></i><i class="two-a"></i>';
  document.head.innerHTML = '<script data-enhance-skip="one-b"></script>';
  await run([family('one', true), family('two', false)]);
  assert.equal(mounted, ['one-a']);
  assert.is(loads, 1);
});

test('a skipped family is never loaded', async () => {
  let loads = 0;
  document.head.innerHTML = '<script data-enhance-skip="one"></script>';
  await run([{ family: 'one', when: () => true, load: async () => (loads++, { default: [] }) }]);
  assert.is(loads, 0);
});

test('a family whose list fails to load is reported under its name; the others carry on', async () => {
  const mounted: string[] = [];
  const errors = spyConsole('error');
  try {
    document.body.innerHTML = '<i class="b"></i>';
    await run([
      { family: 'broken', when: () => true, load: () => Promise.reject(new Error('chunk missing')) },
      { family: 'fine', when: () => true, load: async () => ({ default: [definition('b', mounted)] }) },
    ]);
  } finally {
    errors.restore();
  }
  assert.equal(mounted, ['b']);
  assert.match(errors.text()[0]!, /broken.*chunk missing/);
});

test.run();
