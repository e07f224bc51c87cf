import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { installFakeFetch } from '../helpers/fake-fetch';
import { themeFormEnhancers } from '../../enhancers/theme-forms/definition';
import '../../enhancers/theme-forms/comment-form-check';
import { nativeSubmissions, reply, setThemePage, settle, startEnhancers, stopEnhancers, STRINGS, submit, until } from './theme-harness';

const markup = (required: string) => `
  <form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">
    <div class="comments_field comments_author"><input id="author" name="author" type="text" ${required}></div>
    <div class="comments_field comments_email"><input id="email" name="email" type="text" ${required}></div>
    <div class="comments_field comments_site"><input id="url" name="url" type="text"></div>
    <div class="comments_field comments_message"><textarea id="comment" name="comment" aria-required="true"></textarea></div>
    <p class="form-submit"><input name="submit" type="submit" id="send_comment" value="Post Comment"></p>
  </form>`;

const form = () => document.getElementById('commentform') as HTMLFormElement;
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const errors = () => Array.from(form().querySelectorAll('.result p.error_item'), (item) => item.textContent);

let clock: FakeClock;
// The native send goes out in a task of its own (src/submit-natively.ts): the fake clock runs it.
const sentNatively = () => {
  clock.tick(0);
  return nativeSubmissions.length > 0;
};
let fetch: ReturnType<typeof installFakeFetch>;
const test = suite('theme comment form');
likeTheBrowser(test);

async function setUp(generation: 'A' | 'B', required: string, extra: Record<string, unknown> = {}) {
  resetDom(markup(required));
  setThemePage(generation, { comments_maxlength: '10', ...extra });
  fetch = installFakeFetch(() => reply({ error: '' }));
  clock = installFakeClock();
  nativeSubmissions.length = 0;
  await startEnhancers(themeFormEnhancers);
}

test.after.each(() => {
  stopEnhancers();
  clock.uninstall();
  fetch.restore();
});

test("B: the escaped aria-required (\"true\" with quotes) makes name and e-mail required; every error shows, nothing is sent", async () => {
  await setUp('B', 'aria-required="&quot;true&quot;"');
  submit(form());
  await until(() => errors().length > 0);
  assert.equal(errors(), ["The name can't be empty", 'Too short (or empty) email address', "The message text can't be empty"]);
  assert.equal(nativeSubmissions, []);
  assert.ok(field('author').classList.contains('error_fields_class'));
  const box = form().querySelector<HTMLElement>('.result')!;
  assert.is(box.parentElement, form(), 'a new result box inside the form');
  clock.tick(4000);
  assert.is(box.style.display, 'none');
});

test('A: one validator only (no double messages); the e-mail pattern and the maximum length from comments_maxlength', async () => {
  await setUp('A', 'aria-required="true"');
  field('author').value = 'Jane';
  field('email').value = 'jane@example';
  field('comment').value = 'x'.repeat(11);
  submit(form());
  await until(() => errors().length > 0);
  assert.equal(errors(), ['E-mail address is invalid', 'Too long message text']);
});

test("without aria-required, name and e-mail are not checked; the page's error_global stands in for a missing text", async () => {
  await setUp('B', '', { strings: { ...STRINGS, text_long: '' } });
  field('comment').value = 'x'.repeat(11);
  submit(form());
  await until(() => errors().length > 0);
  assert.equal(errors(), ["Invalid field's value!"]);
});

test('a valid form submits natively, once; a second submit while the page leaves is ignored', async () => {
  await setUp('B', 'aria-required="true"');
  field('author').value = 'Jane';
  field('email').value = 'jane@example.com';
  field('comment').value = 'Nice post';
  assert.is(submit(form()), false, 'held back while checking');
  await until(sentNatively);
  assert.equal(nativeSubmissions, [form()]);
  assert.equal(errors(), []);
  assert.is(submit(form()), false);
  await settle();
  assert.is(nativeSubmissions.length, 1);
  assert.is(fetch.sent.length, 0, 'comments never go through admin-ajax');
});

test('after a failed check the corrected form goes out', async () => {
  await setUp('A', 'aria-required="true"');
  submit(form());
  await until(() => errors().length > 0);
  assert.is(errors().length, 3);
  field('author').value = 'Jane';
  field('email').value = 'jane@example.com';
  field('comment').value = 'Nice post';
  submit(form());
  await until(sentNatively);
  assert.equal(nativeSubmissions, [form()]);
});

test.run();
