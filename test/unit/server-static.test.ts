import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { FixtureServer } from "../../fixtures/server/app.js";
import { startServer } from "./server-helpers.js";

let server: FixtureServer;
let root: string;

test.before(async () => {
  root = await mkdtemp(path.join(tmpdir(), "fixture-server-"));
  await mkdir(path.join(root, "dist/chunks"), { recursive: true });
  await mkdir(path.join(root, "pages/assets"), { recursive: true });
  await writeFile(path.join(root, "dist/chunks/app.js"), "export const x = 1;");
  await writeFile(path.join(root, "dist/app.js.map"), "{}");
  await writeFile(path.join(root, "pages/consent-bar.html"), "<title>Consent bar</title><!--fixture:wpgdprc-delete-comment-->");
  await writeFile(path.join(root, "pages/booking-month.html"), "<title>Booking month</title>");
  await writeFile(path.join(root, "pages/assets/site.css"), "body{}");
  await writeFile(path.join(root, "pages/assets/photo.png"), "PNG");
  await writeFile(path.join(root, "secret.html"), "nope");
  server = await startServer({ distDir: path.join(root, "dist"), pagesDir: path.join(root, "pages") });
});
test.after(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const get = (pathname: string) => fetch(`${server.url}${pathname}`);

test("dist and pages files with content types and no-store", async () => {
  const js = await get("/dist/chunks/app.js");
  assert.is(js.headers.get("content-type"), "text/javascript; charset=utf-8");
  assert.is(js.headers.get("cache-control"), "no-store");
  assert.is((await get("/dist/app.js.map")).headers.get("content-type"), "application/json; charset=utf-8");
  assert.is((await get("/assets/site.css")).headers.get("content-type"), "text/css; charset=utf-8");
  const page = await get("/consent-bar.html");
  assert.is(page.headers.get("content-type"), "text/html; charset=utf-8");
  assert.match(await page.text(), /data-wpgdprc={&quot;type&quot;:&quot;comment&quot;}/);
  assert.is(server.requests.length, 0);
});

/** The raw answer (node:http decodes nothing), with the Accept-Encoding given. */
const raw = (pathname: string, acceptEncoding?: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    httpGet(`${server.url}${pathname}`, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
    }).on("error", reject);
  });

test("/vendor/ serves the listed libraries from node_modules, nothing else there", async () => {
  const magnific = await get("/vendor/magnific-popup/dist/jquery.magnific-popup.min.js");
  assert.is(magnific.status, 200);
  assert.match(await magnific.text(), /Magnific Popup - v0\.9\.9/);
  assert.is((await get("/vendor/uvu/package.json")).status, 404);
});

test("text goes out gzipped when the browser accepts it, as a WordPress host sends it", async () => {
  const script = await raw("/dist/chunks/app.js", "gzip, deflate, br");
  assert.is(script.headers["content-encoding"], "gzip");
  assert.is(script.headers["vary"], "Accept-Encoding");
  assert.is(Number(script.headers["content-length"]), script.body.length);
  assert.is(gunzipSync(script.body).toString(), "export const x = 1;");
  const page = await raw("/consent-bar.html", "gzip");
  assert.match(gunzipSync(page.body).toString(), /data-wpgdprc=/, "the page after its includes");
  for (const [pathname, accept] of [["/dist/chunks/app.js", undefined], ["/dist/chunks/app.js", "gzip;q=0, deflate"], ["/assets/photo.png", "gzip"]] as const) {
    const plain = await raw(pathname, accept);
    assert.is(plain.headers["content-encoding"], undefined, `${pathname} with ${accept}`);
  }
  assert.is((await raw("/dist/chunks/app.js", "br")).body.toString(), "export const x = 1;");
});

test("traversal and unknown paths are 404", async () => {
  for (const bad of ["/%2e%2e/secret.html", "/dist/..%2f..%2fsecret.html", "/nope.html", "/dist/missing.js", "/other"]) {
    assert.is((await get(bad)).status, 404, bad);
  }
});

test("index lists pages by title and shows the fault switch", async () => {
  const html = await (await get("/")).text();
  assert.match(html, /<a href="\/consent-bar.html">Consent bar<\/a>/);
  assert.match(html, /<a href="\/booking-month.html">Booking month<\/a>/);
  assert.match(html, /Fault switch/);
  assert.match(html, /<option value="post_counter">/);
});

test.run();
