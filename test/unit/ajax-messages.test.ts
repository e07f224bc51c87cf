import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { failureMessage } from '../../src/ajax-messages';

test('every failure kind has an English sentence', () => {
  for (const kind of ['offline', 'timeout', 'http', 'wp-zero', 'wp-nonce', 'unparseable', 'shape', 'aborted'] as const) {
    assert.ok(failureMessage({ kind }).length > 10, kind);
  }
  assert.match(failureMessage({ kind: 'offline' }), /connection/);
  assert.match(failureMessage({ kind: 'wp-nonce' }), /reload the page/);
});

test("the page's own texts win: per kind, then the generic one for server-side failures", () => {
  const texts = { generic: 'Ajax error!', timeout: 'Too slow' };
  assert.is(failureMessage({ kind: 'unparseable' }, texts), 'Ajax error!');
  assert.is(failureMessage({ kind: 'http', status: 500 }, texts), 'Ajax error!');
  assert.is(failureMessage({ kind: 'timeout' }, texts), 'Too slow');
  assert.match(failureMessage({ kind: 'offline' }, texts), /connection/);
});

test.run();
