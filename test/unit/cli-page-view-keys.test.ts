import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { JSDOM } from 'jsdom';
import { collectElements } from '../../cli/page-view/collect-elements';
import type { ServerElement } from '../../cli/page-view/element-record';

const keysOf = (html: string): ServerElement[] => {
  const { window } = new JSDOM('<!doctype html><body></body>');
  const globals = globalThis as unknown as { document?: Document; DOMParser?: typeof DOMParser };
  const saved = { document: globals.document, DOMParser: globals.DOMParser };
  globals.DOMParser = window.DOMParser;
  try {
    return collectElements({ serverHtml: html, layout: false }) as ServerElement[];
  } finally {
    Object.assign(globals, saved);
  }
};

test('keys: a stable id names the element; other elements by tag, first class and place among like siblings', () => {
  const keys = keysOf('<div id="page"><ul class="menu"><li class="item">a</li><li class="item current">b</li><li>c</li></ul><script>1</script><p>x</p></div>').map(({ key }) => key);
  assert.equal(keys, ['div#page', 'div#page>ul.menu:0', 'div#page>ul.menu:0>li.item:0', 'div#page>ul.menu:0>li.item:1', 'div#page>ul.menu:0>li:0', 'div#page>p:0']);
});

test('keys: an element a script adds with its own class does not shift its neighbours; a random id is not used', () => {
  const server = keysOf('<div class="wrap"><audio class="sc_audio"></audio><audio class="sc_audio"></audio></div><div id="sc_accordion_1234567" class="sc_accordion"></div>').map(({ key }) => key);
  const live = keysOf('<div class="wrap"><div class="mejs-container"></div><audio class="sc_audio"></audio><audio class="sc_audio"></audio></div><div id="sc_accordion_7654321" class="sc_accordion"></div>').map(({ key }) => key);
  for (const key of server) assert.ok(live.includes(key), `${key} is found again`);
  assert.ok(server.includes('div.sc_accordion:0'));
});

test('keys: classes are as written; svg insides and templates are skipped', () => {
  const elements = keysOf('<a class="sf-with-ul  x" href="#"><svg><path></path></svg></a><template><p></p></template>');
  assert.equal(elements, [{ key: 'a.sf-with-ul:0', classes: ['sf-with-ul', 'x'] }, { key: 'a.sf-with-ul:0>svg:0', classes: [] }]);
});

test.run();
