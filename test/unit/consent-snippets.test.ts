import { flush, resetDom } from '../helpers/dom';
import { spyConsole } from '../helpers/console-spy';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { JSDOM } from 'jsdom';
import snippets, { forgetWrittenSnippets } from '../../enhancers/consent/snippets';
import { writeSnippet } from '../../enhancers/consent/snippet-writer';
import { COOKIE, mount, useFront } from './consent-test-helpers';

// jsdom here runs no scripts: these tests follow the script elements (where, in what order, and
// when each is inserted). The suite at the end runs real scripts in a separate jsdom.
const CONSENTS = [
  { ID: '7', required: '0', placement: 'head', content: '<script data-s="7a">a()</script><script async src="/assets/consent/analytics.js" data-s="7b" data-extra="x"></script><script data-s="7c">c()</script>' },
  { ID: '9', required: '0', placement: 'body', content: '<div id="fb-root"></div><script data-s="9a">b()</script>' },
  { ID: 12, required: true, placement: 'footer', content: '<script data-s="12a">d()</script>' },
  { ID: 14, required: '', placement: 'footer', content: '<div id="yt"><span>video</span><script data-s="14a">e()</script></div>' },
];

const inserted = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-s]'), (script) => script.dataset.s);
const script = (name: string) => document.querySelector<HTMLScriptElement>(`script[data-s="${name}"]`)!;
const loaded = async (name: string, type: 'load' | 'error' = 'load') => {
  script(name).dispatchEvent(new Event(type));
  await flush();
};

const start = async (cookie?: string, consents: unknown[] = CONSENTS) => {
  if (cookie !== undefined) document.cookie = `${COOKIE}=${encodeURIComponent(cookie)}; path=/`;
  useFront({ consents });
  const mounted = mount(snippets, document.body);
  await flush();
  return mounted;
};

const test = suite('consented snippets');
test.before.each(() => {
  resetDom('<div id="page"><p>Content</p></div>');
  forgetWrittenSnippets();
});
// The writer's queue is shared: a test that fails while an external script waits must not block the next ones.
test.after.each(async () => {
  document.querySelectorAll('script[src]').forEach((element) => element.dispatchEvent(new Event('load')));
  await flush();
});

test('without a cookie only the required snippet runs, at the end of the body', async () => {
  await start();
  assert.equal(inserted(), ['12a']);
  assert.is(document.body.lastElementChild, script('12a'));
  assert.is(document.getElementById('wpgdprc-consent-body'), null, 'no body container when no body snippet runs');
});

test('with `accept` every snippet runs in page order; each waits for the external script before it', async () => {
  await start('accept');
  assert.equal(inserted(), ['7a', '7b'], 'stops at the external script until it has loaded');
  await loaded('7b');
  assert.equal(inserted(), ['7a', '7b', '7c', '9a', '12a', '14a']);
});

test('placement: head, a #wpgdprc-consent-body created as the first child of the body, and the end of the body', async () => {
  await start('accept');
  await loaded('7b');
  for (const name of ['7a', '7b', '7c']) assert.is(script(name).parentNode, document.head, name);
  const container = document.getElementById('wpgdprc-consent-body')!;
  assert.is(document.body.firstChild, container);
  assert.equal(Array.from(container.children, (child) => child.id || child.getAttribute('data-s')), ['fb-root', '9a']);
  assert.is(script('12a').parentNode, document.body);
  assert.is(script('14a').parentNode, document.getElementById('yt'), 'a nested script runs inside its container');
  assert.is(document.getElementById('yt')!.innerHTML, '<span>video</span><script data-s="14a">e()</script>');
  assert.is(document.getElementById('yt')!.parentNode, document.body);
  assert.ok(document.getElementById('page')!.compareDocumentPosition(script('12a')) & Node.DOCUMENT_POSITION_FOLLOWING);
});

test('an existing #wpgdprc-consent-body is used as it is', async () => {
  document.body.insertAdjacentHTML('beforeend', '<div id="wpgdprc-consent-body" class="theme-placed"></div>');
  await start('9_accepted');
  assert.is(script('9a').parentNode, document.querySelector('.theme-placed'));
  assert.is(document.querySelectorAll('#wpgdprc-consent-body').length, 1);
});

test('each script is a fresh element with the same attributes and text', async () => {
  await start('accept');
  const external = script('7b');
  assert.is(external.getAttribute('src'), '/assets/consent/analytics.js');
  assert.is(external.getAttribute('data-extra'), 'x');
  assert.ok(external.hasAttribute('async'));
  assert.is(script('7a').text, 'a()');
  await loaded('7b');
});

test('a list cookie allows its ids unless declined; required ones run regardless', async () => {
  await start('7_declined,9_accepted,12_declined,14_required');
  assert.equal(inserted(), ['9a', '12a', '14a']);
});

test('a malformed cookie counts as no consent for optional snippets', async () => {
  for (const cookie of ['7_accepted;9_accepted', 'yes', '7-accepted', '', '7_accepted,,9_accepted']) {
    resetDom('<div id="page"></div>');
    forgetWrittenSnippets();
    await start(cookie);
    document.querySelectorAll('script[src]').forEach((element) => element.dispatchEvent(new Event('load')));
    assert.equal(inserted(), ['12a'], JSON.stringify(cookie));
  }
});

test('the cookie is matched by its exact name', async () => {
  document.cookie = `x${COOKIE}=accept; path=/`;
  await start();
  assert.equal(inserted(), ['12a']);
});

test('a snippet runs at most once, even when the enhancer mounts again', async () => {
  const first = await start('accept');
  await loaded('7b');
  first.cleanup();
  mount(snippets, document.body);
  await flush();
  assert.equal(inserted(), ['7a', '7b', '7c', '9a', '12a', '14a']);
});

test('an external script that fails to load does not stop the snippets after it', async () => {
  const warnings = spyConsole('warn');
  try {
    await start('accept');
    await loaded('7b', 'error');
    assert.equal(inserted(), ['7a', '7b', '7c', '9a', '12a', '14a']);
    assert.match(warnings.text()[0]!, /analytics\.js did not load/);
  } finally {
    warnings.restore();
  }
});

test('scripts of another type are placed but not waited for', async () => {
  await start('accept', [
    { ID: 1, required: '1', placement: 'footer', content: '<script type="application/ld+json" data-s="ld">{}</script><script type="text/plain" src="/x.js" data-s="plain"></script><script nomodule src="/legacy.js" data-s="legacy"></script><script data-s="after">x()</script>' },
  ]);
  assert.equal(inserted(), ['ld', 'plain', 'legacy', 'after']);
});

test('a malformed consent entry is left out with one console line; the others still run', async () => {
  const warnings = spyConsole('warn');
  try {
    await start('accept', [{ ID: 3, required: '1', placement: 'sidebar', content: '<script data-s="bad"></script>' }, CONSENTS[2]]);
    assert.equal(inserted(), ['12a']);
    assert.is(warnings.calls.length, 1);
    assert.match(warnings.text()[0]!, /consents\.0\.placement/);
  } finally {
    warnings.restore();
  }
});

test.run();

// Real script execution, in a jsdom that runs scripts.
const running = suite('snippet scripts running (jsdom with scripts)');
let page: JSDOM;
const log = () => Array.from((page.window as unknown as { log: string[] }).log);
running.before.each(() => {
  page = new JSDOM('<!doctype html><html><head></head><body><p id="content">Page</p></body></html>', { runScripts: 'dangerously' });
  page.window.eval('window.log = []; window.ran = function (label) { var s = document.currentScript; window.log.push(label + "@" + (s && s.parentNode ? s.parentNode.id || s.parentNode.nodeName.toLowerCase() : "?")); };');
});
running.after.each(async () => {
  // Release any external script a failed test left waiting, so the shared queue moves on.
  page.window.document.querySelectorAll('script[src]').forEach((element) => element.dispatchEvent(new page.window.Event('load')));
  await flush();
  page.window.close();
});

running('inline scripts run in document order, in place, across snippets', async () => {
  const { document: doc } = page.window;
  void writeSnippet('<script>ran("a1")</script><div id="box"><script>ran("a2")</script></div><script>ran("a3")</script>', () => doc.head);
  await writeSnippet('<script>ran("b1")</script>', () => doc.body);
  assert.equal(log(), ['a1@head', 'a2@box', 'a3@head', 'b1@body']);
});

running('markup after a script is added only after that script has run (postscribe order)', async () => {
  const { document: doc } = page.window;
  await writeSnippet('<script>ran(document.getElementById("later") ? "sees-later" : "before-later")</script><p id="later"></p>', () => doc.body);
  assert.equal(log(), ['before-later@body']);
});

running('document.write while a snippet runs goes right after its script, with its scripts run in turn; the page is kept', async () => {
  const { document: doc } = page.window;
  await writeSnippet(
    '<script>document.write("<p id=\\"w1\\">one</p>"); document.writeln("<script>ran(\\"written\\")<\\/script>")</script><script>ran("next")</script>',
    () => doc.body,
  );
  assert.ok(doc.getElementById('content'), 'the page was not replaced');
  assert.equal(log(), ['written@body', 'next@body']);
  const order = Array.from(doc.body.childNodes, (node) => (node as Element).id || node.nodeName.toLowerCase());
  assert.equal(order.filter((name) => name !== '#text'), ['content', 'script', 'w1', 'script', 'script']);
  assert.is(doc.write, page.window.Document.prototype.write, 'document.write is restored');
});

running('what a snippet wrote that cannot be placed (page code moved things away) is logged, and the snippets after it still run', async () => {
  const { document: doc } = page.window;
  const warnings = spyConsole('warn');
  try {
    void writeSnippet(
      '<div id="box"><script>document.write("<script>var m = document.currentScript.nextSibling; m.parentNode.removeChild(m)<\\/script><b>z</b>")</script></div>',
      () => doc.body,
    );
    const next = writeSnippet('<script>ran("after")</script>', () => doc.body);
    const stalled = new Promise((resolve) => setTimeout(() => resolve('stalled'), 2000));
    assert.is(await Promise.race([next.then(() => 'ran'), stalled]), 'ran');
    assert.equal(log(), ['after@body']);
    assert.ok(warnings.text().some((line) => line.includes('could not be placed')), warnings.text().join('\n'));
  } finally {
    warnings.restore();
  }
});

running('an external script is waited for: the next inline script sees what it set', async () => {
  const { document: doc } = page.window;
  const done = writeSnippet('<script src="/ext.js"></script><script>ran(window.extLoaded ? "ext-ready" : "ext-missing")</script>', () => doc.body);
  await flush();
  assert.equal(log(), []);
  (page.window as unknown as { extLoaded: boolean }).extLoaded = true; // what /ext.js would do
  doc.querySelector('script[src="/ext.js"]')!.dispatchEvent(new page.window.Event('load'));
  await done;
  assert.equal(log(), ['ext-ready@body']);
});

running('a throwing snippet script does not stop the next one', async () => {
  const { document: doc } = page.window;
  const errors: unknown[] = [];
  page.window.addEventListener('error', (event) => {
    errors.push(event.message);
    event.preventDefault();
  });
  const virtualErrors = spyConsole('error');
  try {
    await writeSnippet('<script>throw new Error("broken")</script>', () => doc.head);
    await writeSnippet('<script>ran("still")</script>', () => doc.head);
  } finally {
    virtualErrors.restore();
  }
  assert.equal(log(), ['still@head']);
});

running.run();
