import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { preloadWith } from '../../src/preload-with';

test.before.each(() => resetDom('<main></main>'));

test("a family's list: its files linked (modulepreload, beside the entry) before the import starts", async () => {
  const linkedAtImport: string[] = [];
  const result = await preloadWith(async () => {
    linkedAtImport.push(...[...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.href));
    return 'list';
  }, ['./chunks/enhancer.js', './chunks/page-values.js']);
  assert.is(result, 'list');
  assert.equal(linkedAtImport, [new URL('../../src/chunks/enhancer.js', import.meta.url).href, new URL('../../src/chunks/page-values.js', import.meta.url).href]);
  assert.ok([...document.head.children].every((child) => child.tagName === 'LINK'), 'in the head');
});

test('no files: only the import', async () => {
  assert.is(await preloadWith(async () => 1, []), 1);
  assert.is(document.querySelectorAll('link').length, 0);
});

test.run();
