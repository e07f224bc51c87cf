// SWV validators (enhancers/cf7/swv): every rule's pass and fail cases, rule order, field filter, schema reading.
import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readSwvSchema } from '../../enhancers/cf7/swv/read-schema';
import type { SwvRule } from '../../enhancers/cf7/swv/types';
import { validateSwv } from '../../enhancers/cf7/swv/validate';

type Entry = [string, string | File];

const data = (...entries: Entry[]): FormData => {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, value.name);
  }
  return form;
};

const file = (name: string, size = 10, type = 'application/octet-stream'): File => new File(['x'.repeat(size)], name, { type });

/** The error of one rule on field `f` for the given entries, or undefined when it passes. */
const check = (rule: Omit<SwvRule, 'field' | 'error'>, ...entries: Entry[]): string | undefined =>
  validateSwv({ rules: [{ field: 'f', error: 'bad', ...rule }] }, data(...entries)).get('f');

const passes = (rule: Omit<SwvRule, 'field' | 'error'>, ...entries: Entry[]) =>
  assert.is(check(rule, ...entries), undefined, `${rule.rule} should pass ${JSON.stringify(entries.map(([n, v]) => [n, typeof v === 'string' ? v : `file:${v.name}`]))}`);
const fails = (rule: Omit<SwvRule, 'field' | 'error'>, ...entries: Entry[]) =>
  assert.is(check(rule, ...entries), 'bad', `${rule.rule} should fail ${JSON.stringify(entries.map(([n, v]) => [n, typeof v === 'string' ? v : `file:${v.name}`]))}`);

test('required: any non-empty value or file; empty text and the empty file of an untouched input are blank', () => {
  passes({ rule: 'required' }, ['f', 'x']);
  passes({ rule: 'required' }, ['f', ' ']);
  passes({ rule: 'required' }, ['f[]', 'a']);
  passes({ rule: 'required' }, ['f', file('a.txt')]);
  fails({ rule: 'required' });
  fails({ rule: 'required' }, ['f', '']);
  fails({ rule: 'required' }, ['f[]', ''], ['other', 'x']);
  fails({ rule: 'required' }, ['f', new File([], '')]);
  fails({ rule: 'required' }, ['ff', 'x']);
});

test('requiredfile: a chosen file', () => {
  passes({ rule: 'requiredfile' }, ['f', file('a.pdf')]);
  fails({ rule: 'requiredfile' }, ['f', new File([], '')]);
  fails({ rule: 'requiredfile' }, ['f', 'a.pdf']);
  fails({ rule: 'requiredfile' });
});

test('email: WordPress is_email, trimmed; empty is left to required', () => {
  for (const value of ['jo@example.com', ' jo@example.com ', "a.b+c!#$%&'*/=?^_`{|}~-@x-y.example.org", 'ab@c.de']) passes({ rule: 'email' }, ['f', value]);
  passes({ rule: 'email' });
  passes({ rule: 'email' }, ['f', '']);
  for (const value of ['bad', 'a@b.c', '@example.com', 'jo@@example.com', 'jo@exa@mple.com', 'jo@example', 'jo@.example.com',
    'jo@example.com.', 'jo@exa..mple.com', 'jo@-example.com', 'jo@example-.com', 'jo@exam_ple.com', 'j o@example.com', '   ']) {
    fails({ rule: 'email' }, ['f', value]);
  }
  fails({ rule: 'email' }, ['f[]', 'jo@example.com'], ['f[]', 'nope']);
});

test('url: parses with an allowed scheme', () => {
  for (const value of ['http://example.com', 'https://example.com/a?b', ' ftp://x.org ', 'mailto:jo@example.com', 'tel:+123', 'urn:isbn:1']) passes({ rule: 'url' }, ['f', value]);
  passes({ rule: 'url' });
  for (const value of ['example.com', 'javascript:alert(1)', 'file:///etc/passwd', 'http://', '/relative', 'data:text/plain,x']) fails({ rule: 'url' }, ['f', value]);
});

test('tel: digits and an optional leading +, separators dropped', () => {
  for (const value of ['+49 (0)30 123-456', '030/123.456', '12345', '*31#']) passes({ rule: 'tel' }, ['f', value]);
  for (const value of ['12a34', '++12', '12+3', 'call me', '+']) fails({ rule: 'tel' }, ['f', value]);
});

test('number: the HTML number syntax', () => {
  for (const value of ['0', '-12', '3.5', '.5', '-.5', '1e3', '2.5E-3', ' 7 ']) passes({ rule: 'number' }, ['f', value]);
  for (const value of ['+1', '1.', '1,5', 'abc', '1e', '--1', '0x10']) fails({ rule: 'number' }, ['f', value]);
});

test('date: Y-m-d naming a real day', () => {
  for (const value of ['2024-02-29', '2026-12-31', '12345-01-01', ' 2026-01-01 ']) passes({ rule: 'date' }, ['f', value]);
  for (const value of ['2023-02-29', '0000-01-01', '2026-13-01', '2026-00-10', '2026-04-31', '26-01-01', '2026-1-1', '01/02/2026']) fails({ rule: 'date' }, ['f', value]);
});

test('file: extensions and MIME types (families too), by the suffix after the last dot', () => {
  const accept = ['.pdf', 'image/*', 'text/plain'];
  for (const name of ['cv.PDF', 'me.jpg', 'me.jpeg', 'pic.png', 'notes.txt', 'a.b.pdf']) passes({ rule: 'file', accept }, ['f', file(name)]);
  passes({ rule: 'file', accept }, ['f', new File([], '')]);
  passes({ rule: 'file', accept });
  for (const name of ['run.exe', 'pdf', 'archive.pdf.zip', 'movie.mp4']) fails({ rule: 'file', accept }, ['f', file(name)]);
  fails({ rule: 'file', accept: ['application/pdf'] }, ['f', file('cv.pdf')], ['f', file('x.doc')]);
  passes({ rule: 'file', accept: ['application/pdf'] }, ['f', file('cv.pdf')]);
  fails({ rule: 'file', accept: ['nonsense/'] }, ['f', file('cv.pdf')]);
});

test('enum (and its client name enumeration): every value among accept', () => {
  for (const rule of ['enum', 'enumeration']) {
    passes({ rule, accept: ['Red', 'Green'] }, ['f[]', 'Red'], ['f[]', 'Green']);
    passes({ rule, accept: ['Red'] });
    fails({ rule, accept: ['Red', 'Green'] }, ['f[]', 'Red'], ['f[]', 'Blue']);
    fails({ rule, accept: ['Red'] }, ['f', 'red']);
    fails({ rule, accept: [''] }, ['f', ' ']);
  }
});

test('minitems / maxitems: count of non-blank values', () => {
  passes({ rule: 'minitems', threshold: 2 }, ['f[]', 'a'], ['f[]', 'b']);
  fails({ rule: 'minitems', threshold: '2' }, ['f[]', 'a'], ['f[]', '']);
  fails({ rule: 'minitems', threshold: 1 });
  passes({ rule: 'minitems', threshold: 'x' });
  passes({ rule: 'maxitems', threshold: 2 }, ['f[]', 'a'], ['f[]', 'b']);
  fails({ rule: 'maxitems', threshold: 2 }, ['f[]', 'a'], ['f[]', 'b'], ['f[]', 'c']);
  passes({ rule: 'maxitems', threshold: '' }, ['f[]', 'a'], ['f[]', 'b'], ['f[]', 'c']);
});

test('minlength / maxlength: total UTF-16 code units, CRLF as one; nothing typed passes minlength', () => {
  passes({ rule: 'minlength', threshold: 3 }, ['f', 'abc']);
  passes({ rule: 'minlength', threshold: 3 });
  passes({ rule: 'minlength', threshold: 3 }, ['f', '']);
  fails({ rule: 'minlength', threshold: 3 }, ['f', 'ab']);
  fails({ rule: 'minlength', threshold: 4 }, ['f', 'a\r\nb']);
  passes({ rule: 'minlength', threshold: 3 }, ['f[]', 'ab'], ['f[]', 'c']);
  passes({ rule: 'maxlength', threshold: 3 }, ['f', 'a\r\nb']);
  passes({ rule: 'maxlength', threshold: 2 }, ['f', '😀']);
  fails({ rule: 'maxlength', threshold: 1 }, ['f', '😀']);
  fails({ rule: 'maxlength', threshold: '3' }, ['f', 'abcd']);
});

test('minnumber / maxnumber: only numbers are compared', () => {
  passes({ rule: 'minnumber', threshold: 1 }, ['f', '1']);
  fails({ rule: 'minnumber', threshold: 1 }, ['f', '0.5']);
  fails({ rule: 'minnumber', threshold: '-2' }, ['f', '-3']);
  passes({ rule: 'minnumber', threshold: 1 }, ['f', 'abc']);
  passes({ rule: 'minnumber', threshold: 'abc' }, ['f', '0']);
  passes({ rule: 'maxnumber', threshold: 10 }, ['f', '10']);
  fails({ rule: 'maxnumber', threshold: 10 }, ['f', '1e2']);
  passes({ rule: 'maxnumber', threshold: 10 });
});

test('mindate / maxdate: real dates compared as Y-m-d', () => {
  passes({ rule: 'mindate', threshold: '2026-01-01' }, ['f', '2026-01-01']);
  fails({ rule: 'mindate', threshold: '2026-01-01' }, ['f', '2025-12-31']);
  passes({ rule: 'mindate', threshold: '2026-01-01' }, ['f', 'soon']);
  passes({ rule: 'mindate', threshold: 'tomorrow' }, ['f', '2000-01-01']);
  passes({ rule: 'maxdate', threshold: '2026-12-31' }, ['f', '2026-12-31']);
  fails({ rule: 'maxdate', threshold: '2026-12-31' }, ['f', '2027-01-01']);
});

test('minfilesize / maxfilesize: total bytes of the chosen files; no file passes', () => {
  passes({ rule: 'minfilesize', threshold: 10 }, ['f', file('a.txt', 10)]);
  fails({ rule: 'minfilesize', threshold: 10 }, ['f', file('a.txt', 9)]);
  passes({ rule: 'minfilesize', threshold: 10 }, ['f', new File([], '')]);
  passes({ rule: 'maxfilesize', threshold: 100 }, ['f', file('a.txt', 60)]);
  fails({ rule: 'maxfilesize', threshold: '100' }, ['f', file('a.txt', 60)], ['f', file('b.txt', 41)]);
  passes({ rule: 'maxfilesize', threshold: 100 });
});

test('validateSwv: first error per field in rule order, unknown rules ignored, field filter', () => {
  const schema = {
    rules: [
      { rule: 'required', field: 'name', error: 'Please fill out this field.' },
      { rule: 'maxlength', field: 'name', threshold: 3, error: 'too long' },
      { rule: 'captcha', field: 'email', error: 'unknown rule' },
      { rule: 'email', field: 'email', error: 'Please enter an email address.' },
      { rule: 'required', field: 'email', error: 'second rule of email' },
      { rule: 'maxlength', field: 'msg', threshold: 2, error: 'too long' },
      { rule: 'toString', field: 'msg', error: 'prototype names are not rules' },
    ],
  };
  const errors = validateSwv(schema, data(['email', 'bad'], ['msg', 'abc']));
  assert.equal([...errors], [['name', 'Please fill out this field.'], ['email', 'Please enter an email address.'], ['msg', 'too long']]);
  assert.equal([...validateSwv(schema, data(['name', 'abcd'], ['email', 'jo@example.com']))], [['name', 'too long']]);
  assert.equal([...validateSwv(schema, data(['email', 'bad']), new Set(['email', 'msg']))], [['email', 'Please enter an email address.']]);
  assert.is(validateSwv({ rules: [] }, data()).size, 0);
});

test('validateSwv reads a FormData of the page (jsdom), files included, as the client builds it', () => {
  resetDom(`<form><input name="your-email" value="bad"><input type="checkbox" name="items[]" value="a" checked>
    <input type="file" name="upload"><textarea name="msg">abc</textarea></form>`);
  const form = document.querySelector('form')!;
  const data = new window.FormData(form);
  data.append('upload-2', new window.File(['x'.repeat(20)], 'big.pdf', { type: 'application/pdf' }));
  const errors = validateSwv({ rules: [
    { rule: 'email', field: 'your-email', error: 'email' },
    { rule: 'maxitems', field: 'items', threshold: 0, error: 'items' },
    { rule: 'requiredfile', field: 'upload', error: 'no file' },
    { rule: 'maxfilesize', field: 'upload-2', threshold: 10, error: 'too large' },
    { rule: 'minlength', field: 'msg', threshold: 4, error: 'short' },
  ] }, data);
  assert.equal([...errors], [['your-email', 'email'], ['items', 'items'], ['upload', 'no file'], ['upload-2', 'too large'], ['msg', 'short']]);
  resetDom('');
});

test('readSwvSchema: keeps rules with a rule and a field, thresholds and accept lists; refuses non-schemas', () => {
  const schema = readSwvSchema({
    version: 'Contact Form 7 SWV Schema 2022-10', locale: 'en_US', extra: true,
    rules: [
      { rule: 'required', field: 'your-name', error: 'Please fill out this field.' },
      { rule: 'maxlength', field: 'your-name', threshold: 400, error: 'too long', other: 1 },
      { rule: 'mindate', field: 'date-1', threshold: '2026-01-01', error: 'early' },
      { rule: 'enum', field: 'menu-1', accept: ['A', 2], error: 'pick' },
      { rule: 'required', error: 'no field' },
      'nonsense',
    ],
  });
  assert.equal(schema, {
    version: 'Contact Form 7 SWV Schema 2022-10', locale: 'en_US',
    rules: [
      { rule: 'required', field: 'your-name', error: 'Please fill out this field.' },
      { rule: 'maxlength', field: 'your-name', threshold: 400, error: 'too long' },
      { rule: 'mindate', field: 'date-1', threshold: '2026-01-01', error: 'early' },
      { rule: 'enum', field: 'menu-1', accept: ['A', '2'], error: 'pick' },
    ],
  });
  assert.equal(readSwvSchema({ rules: [] }), { rules: [] });
  for (const bad of [null, undefined, 'x', [], {}, { rules: 'x' }]) assert.is(readSwvSchema(bad), undefined);
});

test.run();
