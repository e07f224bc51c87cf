import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { encodeForm, flattenFields } from '../../src/form-encode';

test('encodes like jQuery.param inside jQuery.ajax: spaces as +, reserved characters escaped', () => {
  assert.is(encodeForm({ action: 'ajax_search', text: 'rock & roll 100%' }), 'action=ajax_search&text=rock+%26+roll+100%25');
});

test('keeps field order and repeated keys given as pairs', () => {
  assert.is(encodeForm([['b', '1'], ['a', '2'], ['b', '3']]), 'b=1&a=2&b=3');
});

test('booleans as true/false, numbers as text, null and undefined as empty values', () => {
  assert.is(encodeForm({ t: true, f: false, n: 12, z: null, u: undefined }), 't=true&f=false&n=12&z=&u=');
});

test('arrays as key[]=v, a key already ending in [] is not doubled', () => {
  assert.is(encodeForm({ ids: [7, 9], 'appoinment[]': ['a', 'b'] }), 'ids%5B%5D=7&ids%5B%5D=9&appoinment%5B%5D=a&appoinment%5B%5D=b');
});

test('nested objects in bracket notation; empty arrays and objects are left out', () => {
  assert.equal(flattenFields({ data: { post_type: 'post', category__in: [], tax: { a: 1 }, meta: {} } }), [
    ['data[post_type]', 'post'],
    ['data[tax][a]', '1'],
  ]);
});

test('arrays of objects get their index', () => {
  assert.equal(flattenFields({ list: [{ a: 1 }, 'x'] }), [['list[0][a]', '1'], ['list[]', 'x']]);
});

test('a serialised form sent as one value is encoded once more', () => {
  assert.is(encodeForm({ data: 'username=Jane%20Doe&email=jane%40example.com' }), 'data=username%3DJane%2520Doe%26email%3Djane%2540example.com');
});

test.run();
