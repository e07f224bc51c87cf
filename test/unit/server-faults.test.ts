import { test } from "uvu";
import * as assert from "uvu/assert";
import type { FixtureServer } from "../../fixtures/server/app.js";
import { BOOKED_NONCE, CONSENT_NONCE, THEME_NONCE } from "../../fixtures/server/demo-constants.js";
import { ajax, startServer } from "./server-helpers.js";

let server: FixtureServer;
test.before(async () => {
  server = await startServer();
});
test.before.each(() => server.reset());
test.after(() => server.close());

const like = () => ajax(server, { action: "post_counter", nonce: THEME_NONCE, post_id: "12", likes: "3" });
const consent = () => ajax(server, { action: "wpgdprc_consent_cookie", security: CONSENT_NONCE, data: '{"checked":"all"}' });

test("unknown action → 0 / 400", async () => {
  const answer = await ajax(server, { action: "does_not_exist" });
  assert.equal([answer.status, answer.body, answer.contentType], [400, "0", "text/html; charset=UTF-8"]);
});

test("network: the socket is destroyed and fetch rejects", async () => {
  server.faults.set("post_counter", { kind: "network" });
  try {
    await like();
    assert.unreachable("fetch should reject");
  } catch (error) {
    assert.instance(error, TypeError);
  }
});

test("delay answers normally after delayMs", async () => {
  server.faults.set("post_counter", { kind: "delay", delayMs: 150 });
  const started = Date.now();
  const answer = await like();
  assert.ok(Date.now() - started >= 140);
  assert.is(answer.body, `{"error":""}`);
});

test("html500, zero, minus-one", async () => {
  server.faults.set("post_counter", { kind: "html500" });
  const html500 = await like();
  assert.is(html500.status, 500);
  assert.match(html500.body, /There has been a critical error on this website\./);
  server.faults.set("post_counter", { kind: "zero" });
  assert.equal(Object.values(await like()).slice(0, 2), [400, "text/html; charset=UTF-8"]);
  server.faults.set("post_counter", { kind: "minus-one" });
  const minusOne = await like();
  assert.equal([minusOne.status, minusOne.body], [403, "-1"]);
});

test("invalid-json is 200 and unparsable", async () => {
  server.faults.set("wpgdprc_consent_cookie", { kind: "invalid-json" });
  const answer = await consent();
  assert.is(answer.status, 200);
  assert.throws(() => JSON.parse(answer.body));
  server.faults.set("wpgdprc_consent_cookie", { kind: "invalid-json", variant: "notice" });
  assert.match((await consent()).body, /^<br \/>\n<b>Notice<\/b>/);
});

test("wrong-shape is 200 and well-formed JSON of another shape, for JSON and for HTML actions", async () => {
  server.faults.set("post_counter", { kind: "wrong-shape" });
  const json = await like();
  assert.equal([json.status, JSON.parse(json.body)], [200, { unexpected: true }]);
  server.faults.set("booked_calendar_month", { kind: "wrong-shape" });
  const html = await ajax(server, { action: "booked_calendar_month", gotoMonth: "2026-01-01" });
  assert.equal([html.status, JSON.parse(html.body)], [200, { success: true, data: [] }]);
});

test("error-response uses each family's failure format", async () => {
  server.faults.set("wpgdprc_consent_cookie", { kind: "error-response" });
  assert.equal(JSON.parse((await consent()).body), { success: false, error: "Emulated failure." });
  server.faults.set("post_counter", { kind: "error-response" });
  assert.equal(JSON.parse((await like()).body), { error: "Emulated failure." });
  server.faults.set("booked_add_appt", { kind: "error-response" });
  assert.is((await ajax(server, { action: "booked_add_appt", nonce: BOOKED_NONCE })).body, "error###Emulated failure.");
});

test("times: 1 applies once, then clears", async () => {
  server.faults.set("post_counter", { kind: "zero", times: 1 });
  assert.is((await like()).status, 400);
  assert.is((await like()).status, 200);
  assert.equal(server.faults.list(), []);
});

test("HTTP fault switch, /__requests and /__reset", async () => {
  const set = await fetch(`${server.url}/__faults`, {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action: "post_counter", kind: "minus-one", times: 2 }),
  });
  assert.equal(await set.json(), [{ action: "post_counter", kind: "minus-one", times: 2 }]);
  const invalid = await fetch(`${server.url}/__faults`, { method: "POST", body: JSON.stringify({ action: "x", kind: "boom" }) });
  assert.is(invalid.status, 400);
  assert.is((await like()).status, 403);
  await fetch(`${server.url}/__faults?action=post_counter`, { method: "DELETE" });
  assert.is((await like()).status, 200);
  assert.is(server.state.theme.likes["12"], 3);
  const recorded = await (await fetch(`${server.url}/__requests`)).json();
  assert.is(recorded.length, 2);
  await fetch(`${server.url}/__reset`, { method: "POST" });
  assert.is(server.requests.length, 0);
  assert.is.not(server.state.theme.likes["12"], 3);
  assert.equal(await (await fetch(`${server.url}/__faults`)).json(), []);
});

test.run();
