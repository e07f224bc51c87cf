import { test } from "uvu";
import * as assert from "uvu/assert";
import type { FixtureServer } from "../../fixtures/server/app.js";
import { CONSENT_NONCE, CONSENT_TOKEN } from "../../fixtures/server/demo-constants.js";
import { ajax, startServer } from "./server-helpers.js";

let server: FixtureServer;
test.before(async () => {
  server = await startServer();
});
test.before.each(() => server.reset());
test.after(() => server.close());

const call = (action: string, data: unknown, security = CONSENT_NONCE) =>
  ajax(server, { action, data: JSON.stringify(data), security });

test("consent cookie: id_status list over the demo processors, wp_send_json content type", async () => {
  const some = await call("wpgdprc_consent_cookie", { checked: [7, 9] });
  assert.is(some.contentType, "application/json; charset=UTF-8");
  assert.equal(JSON.parse(some.body), { success: true, message: "7_accepted,9_accepted,12_required,14_declined" });
  const all = await call("wpgdprc_consent_cookie", { checked: "all" });
  assert.is(JSON.parse(all.body).message, "7_accepted,9_accepted,12_required,14_accepted");
  assert.is(server.state.consent.choices.length, 2);
});

test("wrong or missing nonce → -1 / 403", async () => {
  const wrong = await call("wpgdprc_consent_cookie", { checked: "all" }, "nope");
  assert.is(wrong.status, 403);
  assert.is(wrong.body, "-1");
  const missing = await ajax(server, { action: "wpgdprc_process_action", data: "{}" });
  assert.is(missing.status, 403);
});

test("access request: validation errors, success, then already requested", async () => {
  const request = (email: string, consent: boolean) => call("wpgdprc_process_action", { type: "access_request", email, consent });
  assert.equal(JSON.parse((await request("nope", true)).body), { success: false, error: "Missing or incorrect email address." });
  assert.is(JSON.parse((await request("a@example.com", false)).body).error, "You need to accept the privacy checkbox.");
  assert.equal(JSON.parse((await request("a@example.com", true)).body), {
    success: true, message: "Success. You will receive an email with your data shortly.",
  });
  assert.match(JSON.parse((await request("A@example.com", true)).body).error, /^You have already requested your data\. /);
});

test("delete request: token, type and row checks; success removes the row", async () => {
  const remove = (token: string, type: string, value: number) =>
    call("wpgdprc_process_action", { type: "delete_request", token, settings: { type }, value });
  assert.is(JSON.parse((await remove("", "user", 7)).body).error, "Missing token.");
  assert.is(JSON.parse((await remove("0".repeat(32), "user", 7)).body).error, "No session found.");
  assert.is(JSON.parse((await remove(CONSENT_TOKEN, "order", 7)).body).error, "Missing or invalid type.");
  assert.is(JSON.parse((await remove(CONSENT_TOKEN, "comment", 7)).body).error, "No value selected.");
  assert.is(JSON.parse((await remove(CONSENT_TOKEN, "comment", 102)).body).success, true);
  assert.not.ok(server.state.consent.deletionRows.comment.some((row) => row.id === 102));
  assert.is(JSON.parse((await remove(CONSENT_TOKEN, "comment", 102)).body).error, "No value selected.");
});

test.run();
