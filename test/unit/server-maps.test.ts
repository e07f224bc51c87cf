// The demo's Google Maps: the page include `googlemap-api` (fixtures/server/maps/maps-include.ts) gives the pages
// with a map the test double inline, or the theme's real API script when GOOGLE_MAPS_API_KEY is configured.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { JSDOM } from "jsdom";
import type { FixtureServer } from "../../fixtures/server/app.js";
import { mapsApiInclude } from "../../fixtures/server/maps/maps-include.js";
import { PREVIEW_NOTE } from "../../fixtures/server/maps/maps-double.js";
import { startServer } from "./server-helpers.js";

let server: FixtureServer;
test.before(async () => {
  server = await startServer();
});
test.after(() => server.close());

test("without a key: the double inline, which installs google.maps and draws a preview that says what it is", () => {
  const html = mapsApiInclude("googlemap-api", {})!;
  assert.match(html, /^<script id="google-maps-double">/);
  assert.not.match(html, /maps\.google(apis)?\.com/);
  const dom = new JSDOM(`<body><div id="m" style="height:200px"></div>${html}</body>`, { runScripts: "dangerously" });
  const maps = (dom.window as unknown as { google: { maps: Record<string, new (...args: unknown[]) => { setCenter(at: unknown): void }> } }).google.maps;
  const map = new maps.Map!(dom.window.document.getElementById("m"), { zoom: 15 });
  new maps.Marker!({ map, position: new maps.LatLng!(1, 2), clickable: true, title: "Here" });
  map.setCenter(new maps.LatLng!(1, 2));
  assert.is(dom.window.document.querySelector(".maps-double-note")?.textContent, PREVIEW_NOTE);
  assert.is(dom.window.document.querySelector("button.maps-double-pin")?.getAttribute("aria-label"), "Here");
  dom.window.close();
});

test("with GOOGLE_MAPS_API_KEY: the theme's own Maps API script with that key", () => {
  assert.is(mapsApiInclude("googlemap-api", { GOOGLE_MAPS_API_KEY: " my key " }), '<script src="https://maps.google.com/maps/api/js?key=my%20key" id="googlemap-js"></script>');
  assert.is(mapsApiInclude("something-else", {}), undefined);
});

test("the pages with maps get it before the module; no marker is left", async () => {
  for (const page of ["blog.html", "restaurant.html", "contacts.html", "contacts-restaurant.html"]) {
    const html = await (await fetch(`${server.url}/${page}`)).text();
    assert.match(html, '<script id="google-maps-double">', page);
    assert.ok(html.indexOf("google-maps-double") < html.indexOf("/dist/enhance.js"), page);
    assert.not.match(html, "<!--fixture:", page);
  }
});

test.run();
