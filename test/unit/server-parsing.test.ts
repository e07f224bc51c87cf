import { test } from "uvu";
import * as assert from "uvu/assert";
import type { FixtureServer } from "../../fixtures/server/app.js";
import { parseUrlEncoded } from "../../fixtures/server/http/form-body.js";
import { phpParse } from "../../fixtures/server/http/php-params.js";
import { startServer } from "./server-helpers.js";

let server: FixtureServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

test("PHP-style parse of brackets, [] lists and plain keys", () => {
  const parsed = phpParse(parseUrlEncoded("data[a][b]=1&k[]=1&k[]=2&a.b=x&plain=Jane+Doe&m[2]=z"));
  assert.equal(parsed, { data: { a: { b: "1" } }, k: ["1", "2"], a_b: "x", plain: "Jane Doe", m: { 2: "z" } });
});

test("admin-ajax records raw body, ordered fields and parsed values", async () => {
  const body = "action=nope&data%5Ba%5D%5Bb%5D=1&k%5B%5D=1&k%5B%5D=2&text=a+b%20c";
  await fetch(`${server.url}/wp-admin/admin-ajax.php?wpml_lang=de`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" },
    body,
  });
  const record = server.requests.at(-1);
  assert.ok(record);
  assert.is(record.rawBody, body);
  assert.is(record.action, "nope");
  assert.equal(record.query, { wpml_lang: "de" });
  assert.equal(record.fields, [["action", "nope"], ["data[a][b]", "1"], ["k[]", "1"], ["k[]", "2"], ["text", "a b c"]]);
  assert.equal(record.parsed, { action: "nope", data: { a: { b: "1" } }, k: ["1", "2"], text: "a b c" });
  assert.equal(record.response, { status: 400, body: "0" });
});

test("multipart bodies are decoded too", async () => {
  const form = new FormData();
  form.append("action", "nope");
  form.append("list[]", "x");
  form.append("list[]", "y");
  await fetch(`${server.url}/wp-admin/admin-ajax.php`, { method: "POST", body: form });
  const record = server.requests.at(-1);
  assert.ok(record?.contentType.startsWith("multipart/form-data"));
  assert.equal(record?.parsed, { action: "nope", list: ["x", "y"] });
});

test.run();
