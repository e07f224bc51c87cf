import { test } from "uvu";
import * as assert from "uvu/assert";
import type { FixtureServer } from "../../fixtures/server/app.js";
import { DEMO_POST_IDS, THEME_NONCE, TRX_NONCE } from "../../fixtures/server/demo-constants.js";
import { ajax, startServer } from "./server-helpers.js";

let server: FixtureServer;
test.before(async () => {
  server = await startServer();
});
test.before.each(() => server.reset());
test.after(() => server.close());

const theme = (fields: Record<string, string>) => ajax(server, { nonce: THEME_NONCE, ...fields });

test("likes: JSON text served as text/html, the count persists", async () => {
  const answer = await theme({ action: "post_counter", post_id: "12", likes: "9" });
  assert.is(answer.contentType, "text/html; charset=UTF-8");
  assert.is(answer.body, `{"error":""}`);
  assert.is(server.state.theme.likes["12"], 9);
  const page = await theme({ action: "view_more_posts", page: "1", "data[posts_per_page]": "4" });
  assert.match(JSON.parse(page.body).data, /data-postid="12" data-likes="9"/);
});

test("bad theme nonce → empty body (ThemeREX dies silently)", async () => {
  const answer = await ajax(server, { action: "post_counter", nonce: "nope", post_id: "12", likes: "1" });
  assert.equal([answer.status, answer.body], [200, ""]);
});

test("trx_utils login: TRX nonce, WordPress error text, success", async () => {
  const login = (pwd: string, nonce = TRX_NONCE) =>
    ajax(server, { action: "trx_utils_login_user", nonce, remember: "forever", user_log: "demo", user_pwd: pwd });
  assert.is((await login("demo1234", THEME_NONCE)).body, "");
  const wrong = JSON.parse((await login("bad")).body);
  assert.match(wrong.error, /^<strong>ERROR<\/strong>: The password you entered for the username <strong>demo<\/strong> is incorrect\./);
  assert.equal(JSON.parse((await login("demo1234")).body), { error: "", redirect_to: "" });
});

test("registration fails for an existing user name", async () => {
  const register = (name: string, email: string) =>
    ajax(server, { action: "trx_utils_registration_user", nonce: TRX_NONCE, user_name: name, user_email: email, user_pwd: "secret1" });
  assert.is(JSON.parse((await register("newbie", "newbie@example.com")).body).error, "");
  assert.is(JSON.parse((await register("newbie", "other@example.com")).body).error, "Sorry, that username already exists!");
  assert.is(JSON.parse((await register("other", "demo@example.com")).body).error, "Sorry, that email address is already used!");
});

test("view more: last page sets no_more_data, filters map category ids", async () => {
  const pages = Math.ceil(DEMO_POST_IDS.length / 4);
  const last = JSON.parse((await theme({ action: "view_more_posts", page: String(pages), data: 'a:1:{s:14:"posts_per_page";i:4;}', vars: "a:0:{}" })).body);
  assert.is(last.no_more_data, 1);
  assert.type(last.filters, "object");
  const first = JSON.parse((await theme({ action: "view_more_posts", page: "2", "data[posts_per_page]": "4" })).body);
  assert.is(first.no_more_data, 0);
  assert.match(first.data, /^<article class="post_item/);
});

test("send_form validates the serialized form", async () => {
  const bad = JSON.parse((await theme({ action: "send_form", type: "form_1", data: "username=&email=x&message=Hi" })).body);
  assert.match(bad.error, /The name can't be empty/);
  const good = await theme({ action: "send_form", type: "form_1", data: "username=Jane%20Doe&email=jane%40example.com&message=Hello%20there!" });
  assert.is(good.body, `{"error":""}`);
  assert.equal(server.state.theme.contactSubmissions[0]?.fields, { username: "Jane Doe", email: "jane@example.com", message: "Hello there!" });
});

test("calendar, players table, search and menu item formats", async () => {
  const calendarB = JSON.parse((await theme({ action: "calendar_change_month", letter: "0", month: "5", year: "2024", post_type: "post" })).body);
  assert.match(calendarB.data, /^<table class="wp-calendar"><caption>May 2024<\/caption>/);
  assert.match(calendarB.data, /<td colspan="3" class="month_prev"><a href="#" data-type="post" data-year="2024" data-month="4" data-letter="0"/);
  const sorted = JSON.parse((await theme({ action: "sort_by_points", sort: "desc", table: "x" })).body);
  assert.match(sorted.data, /^<div class="sc_table"><table><tr><th>/);
  assert.match(sorted.data, /<tr data-cat="forwards,first-team">/);
  assert.is(server.state.theme.playersSort["x"], "desc");
  const search = JSON.parse((await theme({ action: "ajax_search", text: "the" })).body);
  assert.match(search.data, /<article class="post_item">/);
  const item = JSON.parse((await theme({ action: "ajax_menuitem", text: "15" })).body);
  assert.match(item.data, /sc_menuitem_content/);
  // The rendered [trx_menuitems] shortcode: its own wrap and block (a new random id each time), then the item.
  assert.match(item.data, /^<div id="(sc_menuitems_\d+)_wrap" class="sc_menuitems_wrap"><div id="\1" class="sc_menuitems sc_menuitems_style_menuitems-2 "[^>]*><div id="\1_1"\s+class="sc_menuitems_item /);
  assert.match(item.data, /<div class="sc_menuitem_box_title">\s*<div class="sc_menuitem_title">Seafood risotto<\/div><div class="sc_menuitem_price">\$21<\/div>/);
});

test.run();
