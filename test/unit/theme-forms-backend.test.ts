// The emulated backend's theme actions and native posts that the theme forms, accounts and content use.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FixtureServer } from '../../fixtures/server/app.js';
import { THEME_NONCE, TRX_NONCE } from '../../fixtures/server/demo-constants.js';
import { COMMENT_MAX_LENGTHS, commentLengthError } from '../../fixtures/server/theme/comment-validation.js';
import { ajax, startServer } from './server-helpers.js';

let server: FixtureServer;
test.before(async () => {
  server = await startServer();
});
test.before.each(() => server.reset());
test.after(async () => {
  await server.close();
  // Let Node's fetch notice the closed keep-alive sockets while real timers still run (later files fake them).
  await new Promise((resolve) => setTimeout(resolve, 100));
});

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `${server.url}/blog.html` },
    body: new URLSearchParams(fields).toString(),
  });

test('comments: the server refuses what is over WordPress limits and stores the rest', async () => {
  assert.is(commentLengthError({ author: 'a', email: 'e', url: '', comment: 'x'.repeat(COMMENT_MAX_LENGTHS.comment + 1) }), 'Your comment is too long.');
  assert.is(commentLengthError({ author: 'a'.repeat(246), email: 'e', url: '', comment: 'x' }), 'Your name is too long.');
  const tooLong = await post('/wp-comments-post.php', { author: 'Jane', email: 'jane@example.com', comment: 'x'.repeat(65526), comment_post_ID: '42' });
  assert.match(await tooLong.text(), /Your comment is too long\./);
  assert.equal(server.state.theme.comments, []);
  const ok = await post('/wp-comments-post.php', { author: 'Jane', email: 'jane@example.com', comment: 'Nice', comment_post_ID: '42' });
  assert.is(ok.status, 302);
  assert.is(ok.headers.get('location'), '/blog.html#comment-500');
  assert.is(server.state.theme.comments[0]?.content, 'Nice');
});

test('login: demo/demo1234 starts a session; a bad nonce answers with an empty body', async () => {
  const good = await ajax(server, { action: 'trx_utils_login_user', nonce: TRX_NONCE, remember: '', user_log: 'demo', user_pwd: 'demo1234' });
  assert.equal(JSON.parse(good.body), { error: '', redirect_to: '' });
  assert.match(good.headers.get('set-cookie') ?? '', /^wordpress_logged_in_demo=/);
  const stale = await ajax(server, { action: 'trx_utils_login_user', nonce: 'stale', remember: '', user_log: 'demo', user_pwd: 'demo1234' });
  assert.is(stale.body, '');
});

test('registration conflicts are kept in state across requests', async () => {
  const register = async (name: string, email: string) =>
    JSON.parse((await ajax(server, { action: 'trx_utils_registration_user', nonce: TRX_NONCE, user_name: name, user_email: email, user_pwd: 'secret1' })).body).error;
  assert.is(await register('newbie', 'newbie@example.com'), '');
  assert.is(await register('newbie', 'x@example.com'), 'Sorry, that username already exists!');
  assert.is(await register('other', 'NEWBIE@example.com'), 'Sorry, that email address is already used!');
});

test('likes and views are counted; subscriptions refuse a second identical address', async () => {
  await ajax(server, { action: 'post_counter', nonce: THEME_NONCE, post_id: '14', likes: '4' });
  assert.is(server.state.theme.likes['14'], 4);
  const views = server.state.theme.views['42'] ?? 0;
  await ajax(server, { action: 'post_counter', nonce: THEME_NONCE, post_id: '42', views: '17' });
  assert.is(server.state.theme.views['42'], Math.max(views, 17) + 1);
  const subscribe = async (email: string) => JSON.parse((await ajax(server, { action: 'emailer_submit', nonce: THEME_NONCE, group: 'News', email })).body).error;
  assert.is(await subscribe('jane@example.com'), '');
  assert.match(await subscribe('JANE@example.com'), /already subscribed/);
  assert.equal(server.state.theme.subscriptions['News'], ['jane@example.com']);
});

test.run();
