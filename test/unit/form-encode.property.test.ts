import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { encodeForm, flattenFields, type FormValue } from '../../src/form-encode';

// jQuery.param's output rules (contract README, "Conventions"), checked on arbitrary input.
const key = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !/[[\]]/.test(text));
const scalar = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
const decode = (body: string) => Array.from(new URLSearchParams(body));

test('flat fields: the body decodes back to the same pairs in the same order, null and undefined as empty', () => {
  fc.assert(
    fc.property(fc.array(fc.tuple(key, scalar), { maxLength: 8 }), (fields) => {
      const expected = fields.map(([name, value]) => [name, value === null || value === undefined ? '' : String(value)]);
      assert.equal(decode(encodeForm(fields)), expected);
    }),
  );
});

test('the body has no raw space, and "%20" never survives: spaces go as "+"', () => {
  fc.assert(
    fc.property(fc.array(fc.tuple(key, fc.string({ maxLength: 20 })), { maxLength: 6 }), (fields) => {
      const body = encodeForm(fields);
      assert.not.match(body, / |%20/);
      // Every separator is ours: each pair has exactly one raw "=".
      if (fields.length) assert.is(body.split('&').length, fields.length);
      for (const pair of body.split('&').filter(Boolean)) assert.is(pair.split('=').length, 2, pair);
    }),
  );
});

test('a key ending in [] with an array repeats the key; other arrays and objects use brackets', () => {
  fc.assert(
    fc.property(key, fc.array(fc.string({ maxLength: 8 }), { maxLength: 5 }), fc.dictionary(key, fc.string({ maxLength: 8 }), { maxKeys: 4 }), (name, list, object) => {
      assert.equal(flattenFields([[`${name}[]`, list]]), list.map((value) => [`${name}[]`, value]));
      assert.equal(flattenFields([[name, list]]), list.map((value) => [`${name}[]`, value]));
      assert.equal(flattenFields([[name, object]]), Object.entries(object).map(([inner, value]) => [`${name}[${inner}]`, value]));
    }),
  );
});

test('nested values of any shape never throw and always give bracketed keys under their field', () => {
  const value: fc.Arbitrary<FormValue> = fc.letrec<{ node: FormValue }>((tie) => ({
    node: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(key, tie('node'), { maxKeys: 3 })),
  })).node;
  fc.assert(
    fc.property(key, value, (name, nested) => {
      for (const [flatKey] of flattenFields([[name, nested]])) assert.ok(flatKey === name || flatKey.startsWith(`${name}[`), flatKey);
      assert.type(encodeForm([[name, nested]]), 'string');
    }),
  );
});

test.run();
