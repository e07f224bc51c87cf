import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as z from 'zod/mini';
import { ajaxTimeoutMs, DEFAULT_TIMEOUT_MS, postAjax } from '../../src/ajax';
import { lazySchema } from '../../src/answer-schema';
import { installFakeFetch, never } from '../helpers/fake-fetch';

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
const themeReply = z.object({ error: z.string() });
let fake: ReturnType<typeof installFakeFetch> | undefined;

test.after.each(() => fake?.restore());

test('POSTs form-encoded to the URL: action, then the nonce, then the fields, with jQuery headers', async () => {
  fake = installFakeFetch(() => json({ error: '' }));
  const result = await postAjax({
    url: '/wp-admin/admin-ajax.php?wpml_lang=de',
    action: 'post_counter',
    nonce: { name: 'nonce', value: '8c1d2e3f4a' },
    fields: { post_id: '12', likes: 6 },
    expect: 'json',
    schema: themeReply,
  });
  assert.equal(result, { ok: true, data: { error: '' }, status: 200 });
  const [sent] = fake.sent;
  assert.is(sent!.url, '/wp-admin/admin-ajax.php?wpml_lang=de');
  assert.is(sent!.init.method, 'POST');
  assert.is(sent!.init.credentials, 'same-origin');
  assert.is(sent!.body, 'action=post_counter&nonce=8c1d2e3f4a&post_id=12&likes=6');
  assert.is(sent!.headers['content-type'], 'application/x-www-form-urlencoded; charset=UTF-8');
  assert.is(sent!.headers['x-requested-with'], 'XMLHttpRequest');
});

test('fetch-style callers can drop X-Requested-With and set their own content type', async () => {
  fake = installFakeFetch(() => json({ success: true }));
  await postAjax({ url: '/a', action: 'x', expect: 'json', xRequestedWith: false, contentType: 'application/x-www-form-urlencoded; charset=utf-8' });
  assert.is(fake.sent[0]!.headers['x-requested-with'], undefined);
  assert.is(fake.sent[0]!.headers['content-type'], 'application/x-www-form-urlencoded; charset=utf-8');
});

const failures: [string, () => Response | Promise<Response>, string, number | undefined][] = [
  ['network down', () => Promise.reject(new TypeError('Failed to fetch')), 'offline', undefined],
  ['WordPress 0', () => new Response('0', { status: 400 }), 'wp-zero', 400],
  ['WordPress -1 (nonce)', () => new Response('-1', { status: 403 }), 'wp-nonce', 403],
  ['-1 even with status 200', () => new Response('-1', { status: 200 }), 'wp-nonce', 200],
  ['HTML error page with 500', () => new Response('<html><body>There has been a critical error</body></html>', { status: 500 }), 'http', 500],
  ['HTML page with 200', () => new Response('<!DOCTYPE html><html></html>', { status: 200 }), 'unparseable', 200],
  ['invalid JSON', () => json('{"error":'), 'unparseable', 200],
  ['PHP notice before JSON', () => json('<b>Notice</b>: Undefined index {"error":""}'), 'unparseable', 200],
  ['wrong shape', () => json({ err: 'x' }), 'shape', 200],
  ['JSON of another type', () => json('[1,2]'), 'shape', 200],
];

for (const [name, respond, kind, status] of failures) {
  test(`classifies ${name} as ${kind}`, async () => {
    fake = installFakeFetch(respond);
    const result = await postAjax({ url: '/a', action: 'x', expect: 'json', schema: themeReply });
    assert.is(result.ok, false);
    if (!result.ok) {
      assert.is(result.failure.kind, kind);
      assert.is(result.failure.status, status);
    }
  });
}

test('a text answer is passed through and checked by its schema', async () => {
  fake = installFakeFetch(() => new Response('success', { status: 200 }));
  const ok = await postAjax({ url: '/a', action: 'x', expect: 'text', schema: z.literal('success') });
  assert.equal(ok, { ok: true, data: 'success', status: 200 });
  fake.restore();
  fake = installFakeFetch(() => new Response('error###Sorry', { status: 200 }));
  const text = await postAjax({ url: '/a', action: 'x', expect: 'text' });
  assert.equal(text, { ok: true, data: 'error###Sorry', status: 200 });
});

test('a lazy schema is fetched as the request is sent and checks its answer; one that cannot be fetched is a dropped connection', async () => {
  fake = installFakeFetch(() => json({ error: '' }));
  let imports = 0;
  const schema = lazySchema(async () => {
    imports++;
    return { default: themeReply };
  });
  const pending = postAjax({ url: '/a', action: 'x', expect: 'json', schema });
  assert.is(imports, 1, 'asked for as the request goes out');
  assert.equal(await pending, { ok: true, data: { error: '' }, status: 200 });
  assert.equal(await postAjax({ url: '/a', action: 'x', expect: 'json', schema }), { ok: true, data: { error: '' }, status: 200 });
  assert.is(imports, 1, 'fetched once');
  const unreachable = lazySchema<unknown>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
  assert.equal(await postAjax({ url: '/a', action: 'x', expect: 'json', schema: unreachable }), { ok: false, failure: { kind: 'offline' } });
  fake.restore();
  fake = installFakeFetch(() => json('0'));
  const zero = await postAjax({ url: '/a', action: 'x', expect: 'json', schema: unreachable });
  assert.is(!zero.ok && zero.failure.kind, 'wp-zero', 'a refusal needs no schema to be told');
});

test('times out', async () => {
  fake = installFakeFetch(never);
  const result = await postAjax({ url: '/a', action: 'x', expect: 'json', timeoutMs: 20 });
  assert.equal(result, { ok: false, failure: { kind: 'timeout' } });
});

test('the site may shorten the timeout with window.wpEnhance.timeoutMs; nonsense falls back to 30 s', async () => {
  for (const value of [undefined, 0, -5, Number.NaN, 'soon']) {
    window.wpEnhance = { timeoutMs: value as number };
    assert.is(ajaxTimeoutMs(), DEFAULT_TIMEOUT_MS, String(value));
  }
  window.wpEnhance = { timeoutMs: 20 };
  fake = installFakeFetch(never);
  const result = await postAjax({ url: '/a', action: 'x', expect: 'json' });
  delete window.wpEnhance;
  assert.equal(result, { ok: false, failure: { kind: 'timeout' } });
});

test('a caller abort is reported as aborted, not as a failure to show', async () => {
  fake = installFakeFetch(never);
  const controller = new AbortController();
  const pending = postAjax({ url: '/a', action: 'x', expect: 'json', signal: controller.signal });
  controller.abort();
  assert.equal(await pending, { ok: false, failure: { kind: 'aborted' } });
});

test('an already aborted signal sends nothing useful and reports aborted', async () => {
  fake = installFakeFetch(() => json({ error: '' }));
  const controller = new AbortController();
  controller.abort();
  const result = await postAjax({ url: '/a', action: 'x', expect: 'json', signal: controller.signal });
  assert.equal(result, { ok: false, failure: { kind: 'aborted' } });
});

test.run();
