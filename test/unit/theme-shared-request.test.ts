import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as z from 'zod/mini';
import { installFakeFetch } from '../helpers/fake-fetch';
import { spyConsole } from '../helpers/console-spy';
import { failureLines, themeRequest } from '../../enhancers/theme-shared/theme-request';
import { textLookup } from '../../enhancers/theme-shared/texts';
import { reply } from './theme-harness';

let fake: ReturnType<typeof installFakeFetch> | undefined;
let warnings: ReturnType<typeof spyConsole> | undefined;
test.before.each(() => {
  warnings = spyConsole('warn');
});
test.after.each(() => {
  fake?.restore();
  warnings?.restore();
});

test("sends action, then nonce, then the fields; success only when error is ''", async () => {
  fake = installFakeFetch(() => reply({ error: '', data: 'x' }));
  const outcome = await themeRequest({ url: '/ajax', action: 'a', nonce: 'n1', fields: [['b', '1 2'], ['c', 'é']], schema: z.looseObject({ error: z.string(), data: z.string() }) });
  assert.equal(outcome, { ok: true, data: { error: '', data: 'x' } });
  assert.is(fake.sent[0]!.body, 'action=a&nonce=n1&b=1+2&c=%C3%A9');
});

test("an action error is the server's text; an empty body (ThemeREX's nonce failure) reads as an expired session", async () => {
  fake = installFakeFetch(() => reply({ error: '<b>Bad</b> month' }));
  const failed = await themeRequest({ url: '/ajax', action: 'a', nonce: 'n', fields: [] });
  assert.equal(failed, { ok: false, serverError: '<b>Bad</b> month' });
  assert.equal(failureLines(failed, 'Transmit failed!', 'Invalid server answer'), ['Transmit failed!', 'Bad month']);
  fake.restore();
  fake = installFakeFetch(() => reply('   '));
  const empty = await themeRequest({ url: '/ajax', action: 'a', nonce: 'n', fields: [] });
  assert.is(!empty.ok && empty.failure?.kind, 'wp-nonce');
  assert.equal(failureLines(empty, 'Login failed!'), ['Login failed!', 'Your session has expired. Please reload the page and try again.']);
  assert.match(String(warnings!.calls[0]?.[0]), /\[enhance\] a: wp-nonce/);
});

test("server-side failures use the page's ajax_error text; offline says so; a cancelled request gives no lines", async () => {
  fake = installFakeFetch(() => reply('<html>oops</html>', 500));
  const http = await themeRequest({ url: '/ajax', action: 'a', nonce: 'n', fields: [] });
  assert.equal(failureLines(http, '', 'Invalid server answer!'), ['Invalid server answer!']);
  assert.equal(failureLines({ ok: false, failure: { kind: 'offline' } }, 'Failed!', 'Invalid server answer!'), ['Failed!', 'The connection failed. Please check your internet connection and try again.']);
  assert.equal(failureLines({ ok: false, failure: { kind: 'aborted' } }, 'Failed!'), []);
});

test('text lookup: page tables in order, then the fallback, then English', () => {
  const text = textLookup({ a: '', b: 'page b' }, { a: 'theme a' });
  assert.is(text('a'), 'theme a');
  assert.is(text('b'), 'page b');
  assert.is(text('send_error'), 'Transmit failed!');
  assert.is(text('send_error', 'Global'), 'Global');
  assert.is(text('unknown_key'), 'unknown_key');
});

test.run();
