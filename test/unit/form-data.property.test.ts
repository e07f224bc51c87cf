import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { readCookie, removeCookie, writeCookie } from '../../src/cookies';
import { formPairs, serializeForm } from '../../src/serialize-form';

resetDom('');

interface Control {
  kind: 'text' | 'textarea' | 'checkbox' | 'radio' | 'hidden' | 'submit' | 'file' | 'select';
  name: string;
  value: string;
  checked: boolean;
  disabled: boolean;
}

const control = fc.record<Control>({
  kind: fc.constantFrom('text', 'textarea', 'checkbox', 'radio', 'hidden', 'submit', 'file', 'select'),
  name: fc.oneof(fc.constant(''), fc.string({ minLength: 1, maxLength: 8 })),
  value: fc.string({ maxLength: 12 }),
  checked: fc.boolean(),
  disabled: fc.boolean(),
});

function build(controls: Control[]): HTMLFormElement {
  const form = document.createElement('form');
  for (const each of controls) {
    let element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    if (each.kind === 'textarea') element = document.createElement('textarea');
    else if (each.kind === 'select') {
      element = document.createElement('select');
      element.append(new Option(each.value, each.value, true, true));
    } else {
      element = document.createElement('input');
      element.type = each.kind;
      if (each.checked) element.checked = true;
    }
    element.name = each.name;
    if (each.kind !== 'select' && each.kind !== 'file') element.value = each.value;
    element.disabled = each.disabled;
    form.append(element);
  }
  document.body.replaceChildren(form);
  return form;
}

/** jQuery's serializeArray, stated independently: named, enabled, not a button or file, checked if checkable. */
const expected = (controls: Control[], form: HTMLFormElement) =>
  controls
    .map((each, index) => ({ each, element: form.elements[index] as HTMLInputElement }))
    .filter(({ each }) => each.name && !each.disabled && !['submit', 'file'].includes(each.kind))
    .filter(({ each }) => !['checkbox', 'radio'].includes(each.kind) || each.checked)
    // Radios of one name: the browser keeps only the last one checked.
    .filter(({ each, element }) => each.kind !== 'radio' || element.checked)
    .map(({ element }) => [element.name, element.value.replace(/\r?\n/g, '\r\n')]);

test('formPairs: the successful controls in document order, values as the browser holds them (CRLF line ends)', () => {
  fc.assert(
    fc.property(fc.array(control, { maxLength: 10 }), (controls) => {
      const form = build(controls);
      assert.equal(formPairs(form), expected(controls, form));
    }),
  );
});

test('serializeForm: decodes back to formPairs, spaces as %20 (jQuery serialize), never a raw space', () => {
  fc.assert(
    fc.property(fc.array(control, { maxLength: 10 }), (controls) => {
      const form = build(controls);
      const body = serializeForm(form);
      assert.not.match(body, / /);
      assert.equal(Array.from(new URLSearchParams(body.replace(/\+/g, '%2B'))), formPairs(form));
    }),
  );
});

const cookieName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,11}$/);

test('cookies: any value reads back exactly; a name never reads a longer name that ends or starts the same', () => {
  fc.assert(
    fc.property(cookieName, fc.string({ maxLength: 30 }), fc.string({ maxLength: 10 }), (name, value, other) => {
      writeCookie(name, value);
      writeCookie(`x${name}`, other);
      writeCookie(`${name}x`, other);
      try {
        assert.is(readCookie(name), value);
      } finally {
        for (const each of [name, `x${name}`, `${name}x`]) removeCookie(each);
      }
      assert.is(readCookie(name), undefined);
    }),
    { numRuns: 60 },
  );
});

test('cookies: written SameSite=Lax on the given path, never Secure on http', () => {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => descriptor.get!.call(document), set: (text: string) => writes.push(text) });
  try {
    fc.assert(
      fc.property(cookieName, fc.string({ maxLength: 10 }), fc.constantFrom('/', '/shop/', '/blog'), (name, value, path) => {
        writes.length = 0;
        writeCookie(name, value, { path });
        const attributes = writes[0]!.split('; ').slice(1).map((attribute) => attribute.toLowerCase());
        assert.ok(attributes.includes('samesite=lax'), writes[0]);
        assert.ok(attributes.includes(`path=${path}`), writes[0]);
        assert.not.ok(attributes.includes('secure'), writes[0]);
      }),
      { numRuns: 40 },
    );
  } finally {
    delete (document as unknown as { cookie?: string }).cookie;
  }
});

test.run();
