import { test } from "uvu";
import * as assert from "uvu/assert";
import type { FixtureServer } from "../../fixtures/server/app.js";
import { CF7_FORM_ID } from "../../fixtures/server/demo-constants.js";
import { startServer, toAnswer } from "./server-helpers.js";

let server: FixtureServer;
test.before(async () => {
  server = await startServer();
});
test.before.each(() => server.reset());
test.after(() => server.close());

const feedback = (fields: Record<string, string>, id = CF7_FORM_ID) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ _wpcf7: String(id), _wpcf7_unit_tag: `wpcf7-f${id}-p45-o1`, ...fields })) form.append(name, value);
  return fetch(`${server.url}/wp-json/contact-form-7/v1/contact-forms/${id}/feedback`, { method: "POST", body: form }).then(toAnswer);
};

test("CF7 feedback: validation_failed with invalid_fields, then mail_sent", async () => {
  const invalid = await feedback({ "your-name": "", "your-email": "bad", "your-message": "Hi", "acceptance-1": "1" });
  assert.is(invalid.contentType, "application/json; charset=UTF-8");
  const body = JSON.parse(invalid.body);
  assert.is(body.status, "validation_failed");
  assert.is(body.into, "#wpcf7-f42-p45-o1");
  assert.equal(body.invalid_fields[1], {
    field: "your-email", message: "Please enter an email address.", idref: null, error_id: "wpcf7-f42-p45-o1-ve-your-email",
  });
  const unaccepted = JSON.parse((await feedback({ "your-name": "Jo", "your-email": "jo@example.com", "your-message": "Hi" })).body);
  assert.is(unaccepted.status, "acceptance_missing");
  const sent = JSON.parse((await feedback({ "your-name": "Jo", "your-email": "jo@example.com", "your-message": "Hi", "acceptance-1": "1" })).body);
  assert.is(sent.status, "mail_sent");
  assert.match(sent.posted_data_hash, /^[0-9a-f]{32}$/);
  assert.is(server.state.cf7.submissions.length, 1);
});

test("CF7: 415 for urlencoded, 404 for unknown forms, schema via rest_route", async () => {
  const urlencoded = await fetch(`${server.url}/wp-json/contact-form-7/v1/contact-forms/42/feedback`, {
    method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "your-name=Jo",
  });
  assert.is(urlencoded.status, 415);
  const missing = await fetch(`${server.url}/wp-json/contact-form-7/v1/contact-forms/999/refill`);
  assert.is(missing.status, 404);
  assert.is((await missing.json()).code, "wpcf7_not_found");
  const schema = await fetch(`${server.url}/index.php?rest_route=/contact-form-7/v1/contact-forms/42/feedback/schema`);
  const rules = (await schema.json()).rules as { rule: string; field: string }[];
  assert.ok(rules.some((rule) => rule.rule === "email" && rule.field === "your-email"));
  assert.is(server.requests.at(-1)?.action, "cf7_schema");
});

test.run();
