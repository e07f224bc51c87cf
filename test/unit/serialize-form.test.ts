import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formPairs, serializeForm } from '../../src/serialize-form';

test.before.each(() => resetDom());

test('collects successful controls in order, as jQuery serialize does', () => {
  resetDom(`<form>
    <input name="username" value="Jane Doe"><input name="email" value="jane@example.com">
    <input type="checkbox" name="agree" value="1" checked><input type="checkbox" name="news" value="1">
    <input type="radio" name="size" value="s"><input type="radio" name="size" value="m" checked>
    <select name="multi" multiple><option selected>a</option><option>b</option><option selected value="c">C</option></select>
    <input name="off" value="x" disabled><fieldset disabled><input name="inside" value="y"></fieldset>
    <input type="submit" name="go" value="Send"><input type="file" name="upload"><input value="no name">
    <textarea name="message">Hello there!\nBye</textarea>
  </form>`);
  const form = document.querySelector('form')!;
  assert.equal(formPairs(form), [
    ['username', 'Jane Doe'],
    ['email', 'jane@example.com'],
    ['agree', '1'],
    ['size', 'm'],
    ['multi', 'a'],
    ['multi', 'c'],
    ['message', 'Hello there!\r\nBye'],
  ]);
});

test('keeps spaces as %20 (jQuery 3)', () => {
  resetDom('<form><input name="username" value="Jane Doe"><input name="email" value="jane@example.com"><textarea name="message">Hello there!</textarea></form>');
  assert.is(serializeForm(document.querySelector('form')!), 'username=Jane%20Doe&email=jane%40example.com&message=Hello%20there!');
});

test.run();
