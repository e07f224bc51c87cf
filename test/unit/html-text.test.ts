import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { htmlToLines } from '../../src/html-text';

test.before.each(() => resetDom());

test("WordPress's error HTML becomes readable text: tags gone, entities decoded, <br> and paragraphs as lines", () => {
  assert.equal(
    htmlToLines('<strong>ERROR</strong>: The email address isn&#8217;t correct. <a href="/lost">Lost your password?</a>'),
    ['ERROR: The email address isn\u2019t correct. Lost your password?'],
  );
  assert.equal(htmlToLines("The name can't be empty<br>Too long<br/>message<p>one</p><p>two</p>"), ["The name can't be empty", 'Too long', 'message', 'one', 'two']);
  assert.equal(htmlToLines('<img src=x onerror="window.ran=1">  spaced \n  out  '), ['spaced', 'out']);
  assert.equal(htmlToLines(''), []);
  assert.is((window as unknown as { ran?: number }).ran, undefined);
});

test.run();
