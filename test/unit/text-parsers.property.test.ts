import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { decodeEntities } from '../../src/decode-entities';
import { htmlToLines } from '../../src/html-text';
import { sanitizeHtml } from '../../src/sanitize-html';
import { parseServerHtml } from '../../src/server-fragment';

resetDom('');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');

/** Fragments built from the pieces attacks are made of, in any order and nesting. */
const hostile = fc
  .array(
    fc.constantFrom(
      '<script>window.__ran=1</script>', '<img src=x onerror="window.__ran=2">', '<a href="javascript:window.__ran=3">x</a>', '<svg onload="window.__ran=4">',
      '<iframe src="javascript:1"></iframe>', '<div onclick="x()">', '</div>', '<b>', '</b>', '<p>', '<a href=" JaVaScRiPt:alert(1)">', '</a>',
      '<style>*{}</style>', '<!-- c -->', '&lt;', '&amp;', 'text', ' ', '<br>', '<input onfocus=x autofocus>', '<form action="javascript:1">', '<math><mi>',
      '<a href="data:text/html,x">', '<img src="data:image/svg+xml,x">', '<table><tr><td>', '<object data=x>',
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

/** What could run code; the sanitiser (for legacy callers' HTML) also drops what merely loads or styles. */
const dangerous = (fragment: DocumentFragment, strict = true): string[] => {
  const found: string[] = [];
  const tags = strict ? /^(script|iframe|object|embed|frame|svg|math|style)$/i : /^(script|iframe|object|embed|frame)$/i;
  const urls = strict ? /^\s*(javascript|data|vbscript):/i : /^\s*(javascript:|vbscript:|data:text\/html)/i;
  for (const element of Array.from(fragment.querySelectorAll('*'))) {
    if (tags.test(element.tagName)) found.push(element.tagName);
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) found.push(attribute.name);
      if (/^(href|src|action|formaction|data)$/i.test(attribute.name) && urls.test(attribute.value)) found.push(`${attribute.name}=${attribute.value}`);
    }
  }
  return found;
};
const html = (fragment: DocumentFragment) => {
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
};

test('decodeEntities: undoes esc_html for any text, leaves text without entities alone, never throws', () => {
  fc.assert(
    fc.property(fc.string(), (text) => {
      assert.is(decodeEntities(escapeHtml(text)), text);
      if (!text.includes('&')) assert.is(decodeEntities(text), text);
    }),
  );
  fc.assert(fc.property(fc.string().map((text) => text.replace(/[a-z]/g, '&#$&;')), (text) => void decodeEntities(text)));
});

test('sanitizeHtml: nothing that runs or loads survives any fragment, and cleaning twice changes nothing', () => {
  fc.assert(
    fc.property(hostile, (input) => {
      const once = sanitizeHtml(input);
      assert.equal(dangerous(once.cloneNode(true) as DocumentFragment), [], input);
      const first = html(once);
      assert.is(html(sanitizeHtml(first)), first);
    }),
  );
  assert.is((window as { __ran?: number }).__ran, undefined);
});

test('parseServerHtml: the server fragment (its SVG icons and styles allowed) arrives without anything that runs', () => {
  fc.assert(
    fc.property(hostile, (input) => {
      assert.equal(dangerous(parseServerHtml(input), false), [], input);
    }),
  );
  assert.is((window as { __ran?: number }).__ran, undefined);
});

test('htmlToLines: escaped text comes back as the same words; markup never reaches the lines', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 40 }).filter((text) => text.trim() !== '' && !/[\r\n]/.test(text)), (text) => {
      assert.equal(htmlToLines(escapeHtml(text)).join(' ').replace(/\s+/g, ' ').trim(), text.replace(/\s+/g, ' ').trim());
    }),
  );
  fc.assert(
    fc.property(hostile, (input) => {
      for (const line of htmlToLines(input)) assert.not.match(line, /<\/?(script|img|svg|iframe|a|div|b)\b/i, line);
    }),
  );
});

test.run();
