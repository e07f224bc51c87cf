import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SideSetup } from '../../cli/open-side';
import { runInteractivePass } from '../../cli/page-view/interactive-pass';
import { CHROMIUM_PATH } from './helpers/session';

// `check`'s generic pass (issue 28) on two small pages: every link, button and control acted on from a fresh load on
// both sides, the outcomes compared. The enhanced side is the same URL with its HTML rewritten, as `check` makes it.
const test = suite('check: every interactive element, both sides');
let server: Server;
let url: string;
let browser: Browser;
let out: string;

const page = (script: string) => `<!doctype html><html><head><title>Media</title>
<style>body { font: 16px sans-serif; margin: 0; } .lightbox-wrap { position: fixed; inset: 0; background: #000c; } #panel { height: 120px; background: #eef; }
.ticker { width: 40px; height: 20px; background: tomato; }</style></head><body>
<p class="gallery"><a class="photo" href="/image.jpg"><img src="/image.jpg" width="160" height="90" alt="A photo"></a></p>
<p><button type="button" class="toggle">Details</button></p>
<div id="panel" hidden>The details.</div>
<div class="ticker"></div>
<script>
  setInterval(() => document.querySelector('.ticker').toggleAttribute('hidden'), 250);
  document.querySelector('.toggle').addEventListener('click', () => document.querySelector('#panel').toggleAttribute('hidden'));
  ${script}
</script></body></html>`;

// The original's lightbox script: a click on an image link opens it over the page.
const ORIGINAL = page(`document.querySelector('a.photo').addEventListener('click', (event) => {
    event.preventDefault();
    const wrap = document.createElement('div');
    wrap.className = 'lightbox-wrap';
    wrap.innerHTML = '<img src="/image.jpg" alt="">';
    document.body.append(wrap);
  });`);
const ENHANCED = page('');

// A 1×1 GIF: what the image link points at.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

test.before(async () => {
  server = createServer((request, response) => {
    if (request.url === '/image.jpg') response.writeHead(200, { 'content-type': 'image/gif' }).end(GIF);
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ORIGINAL);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/media/`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  out = mkdtempSync(join(tmpdir(), 'wp-enhance-interactive-'));
});

test.after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(out, { recursive: true, force: true });
});

const original: () => SideSetup = () => ({ url, timeoutMs: 10_000, allowPost: false });
const pass = (enhanced: SideSetup) => runInteractivePass({ browser, sides: { original: original(), enhanced }, width: 1280, out, log: () => undefined });

test('the original compared with itself: every target driven, no difference (what blinks by itself is not one)', async () => {
  const result = await pass(original());
  assert.is(result.compared, 2, 'the image link and the button');
  assert.equal(result.findings, []);
});

test('an image link that navigates instead of opening the lightbox: exactly one finding, naming the link; the button agrees', async () => {
  const result = await pass({ ...original(), rewrite: () => ENHANCED });
  assert.is(result.compared, 2);
  assert.is(result.findings.length, 1, result.findings.map((finding) => finding.line).join('\n'));
  const [finding] = result.findings;
  assert.is(finding!.line, `at 1280 px: click a[href$=.jpg]: the original stays on the page and shows div.lightbox-wrap; the enhanced page navigates to ${new URL('/image.jpg', url).href}`);
  assert.ok(finding!.crops?.original.box, 'the lightbox outlined');
  assert.match(finding!.crops!.enhanced.screenshot, /^interact-1280-\d+-enhanced\.jpg$/);
});

test.run();
