import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeEntities } from '../../src/decode-entities';

test('decodes the entities esc_html leaves in nested strings', () => {
  assert.is(decodeEntities('The message text can&#039;t be empty'), "The message text can't be empty");
  assert.is(decodeEntities('Confirm &quot;%s&quot; &amp; go'), 'Confirm "%s" & go');
  assert.is(decodeEntities('&#x41;&#66;&hellip;&unknown;'), 'AB\u2026&unknown;');
});

test('leaves tags as text: the result is only ever rendered as text', () => {
  assert.is(decodeEntities('&lt;b&gt;x&lt;/b&gt;'), '<b>x</b>');
});

test.run();
