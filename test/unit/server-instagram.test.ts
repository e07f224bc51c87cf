import { test } from "uvu";
import * as assert from "uvu/assert";
import type { FixtureServer } from "../../fixtures/server/app.js";
import { SBI_FEED_ID, SBI_LOCATOR_NONCE, SBI_SECOND_FEED_ID } from "../../fixtures/server/demo-constants.js";
import { applyIncludes } from "../../fixtures/server/page-includes.js";
import { feedPosts } from "../../fixtures/server/instagram/feed.js";
import { ajax, startServer } from "./server-helpers.js";

let server: FixtureServer;
test.before(async () => {
  server = await startServer();
});
test.before.each(() => server.reset());
test.after(() => server.close());

const load = (feedId: string, offset: number) =>
  ajax(server, [
    ["action", "sbi_load_more_clicked"], ["offset", String(offset)], ["page", "2"], ["feed_id", feedId], ["atts", `{"feed":"${feedId.slice(1)}"}`],
    ["location", "content"], ["post_id", "45"], ["current_resolution", "150"], ["locator_nonce", SBI_LOCATOR_NONCE],
  ]);

test("load more pages through each feed's fixed posts; resize records only for resized posts; shouldPaginate false at the end", async () => {
  const first = await load(SBI_FEED_ID, 8);
  assert.is(first.contentType, "text/html; charset=UTF-8");
  const body = JSON.parse(first.body);
  assert.match(body.html, /^<div class="sbi_item sbi_type_image sbi_new sbi_transition" id="sbi_/);
  assert.is(body.html.match(/class="sbi_item /g).length, 8);
  assert.equal(Object.keys(body.resizedImages), feedPosts(SBI_FEED_ID).slice(8, 10).map((post) => post.id));
  assert.is(body.feedStatus.shouldPaginate, true);
  const last = JSON.parse((await load(SBI_FEED_ID, 16)).body);
  assert.is(last.html.match(/class="sbi_item /g).length, 4);
  assert.is(last.feedStatus.shouldPaginate, false);
  const second = JSON.parse((await load(SBI_SECOND_FEED_ID, 6)).body);
  assert.is(second.html.match(/class="sbi_item /g).length, 3);
  assert.is(second.feedStatus.shouldPaginate, false);
  assert.is((await ajax(server, { action: "sbi_load_more_clicked", feed_id: "*9", offset: "0" })).body, "invalid feed ID");
});

test("resized images: records kept in the state, answered per id; an unknown id is an error record; then printed in the feed", async () => {
  const id = feedPosts(SBI_FEED_ID)[12]!.id;
  const answer = await ajax(server, [
    ["action", "sbi_resized_images_submit"], ["needs_resizing[]", id], ["needs_resizing[]", "nope"], ["offset", "8"], ["feed_id", SBI_FEED_ID],
    ["atts", '{"feed":"1"}'], ["location", "content"], ["post_id", "45"], ["cache_all", "false"], ["locator_nonce", SBI_LOCATOR_NONCE],
  ]);
  assert.equal(JSON.parse(answer.body), { [id]: { id, ratio: "1.00", sizes: { full: 640, low: 320, thumb: 150 } }, nope: { id: "error" } });
  assert.ok(server.state.instagram.resized[SBI_FEED_ID]!.includes(id));
  assert.is((await ajax(server, { action: "sbi_resized_images_submit", feed_id: SBI_FEED_ID })).body, "resizing success");
  assert.is((await ajax(server, { action: "sbi_resized_images_submit", feed_id: "*9", "needs_resizing[]": id })).body, "invalid feed ID");
  assert.ok(JSON.parse((await load(SBI_FEED_ID, 8)).body).resizedImages[id]);
});

test("locator: recorded once per feed, location and post with the right nonce, else skipped", async () => {
  const locate = (fields: Record<string, string>) =>
    ajax(server, { action: "sbi_do_locator", feed_id: SBI_FEED_ID, atts: '{"feed":"1"}', location: "sidebar", post_id: "45", locator_nonce: SBI_LOCATOR_NONCE, ...fields });
  assert.is((await locate({})).body, "locating success");
  assert.is((await locate({})).body, "locating success");
  assert.is((await locate({ locator_nonce: "bad" })).body, "skipped locating");
  assert.is((await locate({ feed_id: "*9" })).body, "skipped locating");
  assert.equal(server.state.instagram.locations, [{ feedId: SBI_FEED_ID, location: "sidebar", postId: "45" }]);
});

test("page includes: both feeds with their settings, printed posts and resize map", () => {
  const html = applyIncludes("<!--fixture:sbi-feed-1--><!--fixture:sbi-feed-2-->", server.state, {});
  assert.is(html.match(/class="sbi sbi_mob_col_/g)!.length, 2);
  assert.match(html, /data-feedid="\*1"[^>]*data-num="8" data-nummobile="4"/);
  assert.match(html, /data-feedid="\*2"[^>]*data-sbi-flags="gdpr,locator"/);
  assert.is(html.match(/class="sbi_item /g)!.length, 8 + 6);
  const map = /data-feed-id="\*2" data-resized="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"');
  assert.equal(Object.keys(JSON.parse(map)), feedPosts(SBI_SECOND_FEED_ID).slice(0, 3).map((post) => post.id));
});

test("images under /wp-content/: resized copies and CDN sizes are local SVGs of their size", async () => {
  const svg = await (await fetch(`${server.url}/wp-content/uploads/sb-instagram-feed-images/123full.jpg`)).text();
  assert.match(svg, /width="640"/);
  assert.match(await (await fetch(`${server.url}/wp-content/sbi-demo-cdn/123-150.jpg`)).text(), /width="150"/);
});

test("the fault switch covers the sbi_* actions", async () => {
  await fetch(`${server.url}/__faults`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action: "sbi_load_more_clicked", kind: "zero" }) });
  const answer = await load(SBI_FEED_ID, 8);
  assert.is(answer.body, "0");
});

test.run();
