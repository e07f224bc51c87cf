import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { BadValue, flag, number, object, orElse, readPageGlobal, requiredText, text, texts, type Reader } from '../../src/page-values';
import { SettingsError } from '../../src/settings-error';
import { wpFlag, wpNumber, wpRequiredText, wpText, wpTexts } from '../../src/wp-values';

// The readers used at start (page-values.ts, no zod) must read every value exactly as the zod schemas
// the components use (wp-values.ts): same values accepted, same results.
const anyValue = fc.oneof(
  fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true }),
  fc.constantFrom(undefined, null, '', '0', '1', 0, 1, NaN, Infinity, -Infinity, -0, true, false, '3.5', ' ', 'abc', 1e400),
  fc.double(),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null), fc.object())),
);

const pairs: [string, Reader<unknown>, z.ZodMiniType][] = [
  ['text', text, wpText],
  ['requiredText', requiredText, wpRequiredText],
  ['flag', flag, wpFlag],
  ['number', number(7), wpNumber(7)],
  ['texts', texts, wpTexts],
];

// zod builds a record by assignment, so a hostile `__proto__` key can leave its result without a
// prototype; the entries are what a reader's caller uses.
const ownEntries = (value: unknown) => (typeof value === 'object' && value !== null ? Object.entries(value) : value);

const read = (reader: Reader<unknown>, value: unknown): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: reader(value) };
  } catch (error) {
    assert.instance(error, BadValue);
    return { ok: false };
  }
};

for (const [name, reader, schema] of pairs) {
  test(`${name}: accepts and reads every value as its zod schema does`, () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const zod = schema.safeParse(value);
        const ours = read(reader, value);
        assert.is(ours.ok, zod.success, `accepted ${fc.stringify(value)}`);
        if (ours.ok && zod.success) assert.equal(ownEntries(ours.value), ownEntries(zod.data));
      }),
      { numRuns: 2000 },
    );
  });
}

test('object: reads the shape’s keys only, and names the key that is malformed', () => {
  const reader = object({ url: requiredText, on: flag });
  assert.equal(reader({ url: '/x', on: '0', other: 1 }), { url: '/x', on: false });
  try {
    reader({ on: '1' });
    assert.unreachable();
  } catch (error) {
    assert.instance(error, BadValue);
    assert.match((error as BadValue).describe(), /^url: /);
  }
  assert.throws(() => reader(['/x']), (error: unknown) => error instanceof BadValue && (error as BadValue).describe().startsWith('value: '));
});

test('orElse: a malformed value gives the fallback; a mistake in our code still throws', () => {
  assert.is(orElse(requiredText, 'none')(''), 'none');
  assert.throws(() =>
    orElse(() => {
      throw new TypeError('bug');
    }, 'none')('x'),
  );
});

test('readPageGlobal: missing and malformed globals throw a SettingsError naming the global and the key', () => {
  const win = { good: { url: '/a' }, bad: { url: {} } } as unknown as Window;
  const reader = object({ url: requiredText });
  assert.equal(readPageGlobal('good', reader, win), { url: '/a' });
  assert.throws(() => readPageGlobal('gone', reader, win), (error: unknown) => error instanceof SettingsError && /window\.gone is missing/.test(error.message));
  assert.throws(() => readPageGlobal('bad', reader, win), (error: unknown) => error instanceof SettingsError && /window\.bad is malformed \(url: /.test(error.message));
});

test.run();
