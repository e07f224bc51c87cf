import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startFixtureServer, type FixtureServer } from '../../fixtures/server/app';
import { checkPage } from '../../cli/check';
import { CHROMIUM_PATH } from './helpers/session';

// `check` compares the page at rest as a visitor sees it (issue 28): a small page whose theme script (a replaced
// handle, so out on the enhanced side) makes a player and shows a grid. Nothing of ours replaces them here: the
// enhanced page lacks the player, its grid stays hidden, and the report says so with crops.
const test = suite('wp-enhance check: the page at rest');
const root = new URL('../../', import.meta.url).pathname;
let server: FixtureServer;
let browser: Browser;
let work: string;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>At rest</title>
<style>
body { margin: 0; font: 16px/1.4 sans-serif; } header, main { padding: 20px; }
.grid { display: flex; gap: 20px; } .grid .item { width: 200px; height: 120px; background: #fc8; opacity: 0; } .grid.inited .item { opacity: 1; }
.player { width: 300px; height: 40px; background: #8ac; }
</style>
<script>var THEMEREX_GLOBALS = {};</script>
</head><body>
<header><h1>At rest</h1></header>
<main><div class="audio"><audio></audio></div>
<div class="grid"><div class="item">One</div><div class="item">Two</div></div>
<p class="note">Nothing else changes.</p></main>
<a href="#" class="scroll_to_top icon-up" title="Scroll to top"></a>
<script id="themerex-core-init-script-js" src="/assets/at-rest-init.js"></script>
</body></html>
`;

const INIT = `document.querySelector('.audio').insertAdjacentHTML('afterbegin', '<div class="player"><button type="button">Play</button></div>');
document.querySelector('.grid').classList.add('inited');
`;

test.before(async () => {
  work = mkdtempSync(join(tmpdir(), 'wp-enhance-at-rest-'));
  const pages = join(work, 'pages');
  mkdirSync(join(pages, 'assets'), { recursive: true });
  writeFileSync(join(pages, 'at-rest.html'), PAGE);
  writeFileSync(join(pages, 'assets/at-rest-init.js'), INIT);
  const distDir = process.env.ENHANCE_DIST;
  server = await startFixtureServer({ port: 0, pagesDir: pages, ...(distDir ? { distDir: join(root, distDir) } : {}) });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
});

test.after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

test("at each width: the script-made player missing, the grid hidden, the script's class missing; the report shows each with its crops", async () => {
  const out = join(work, 'report');
  const logged: string[] = [];
  const report = await checkPage({ target: `${server.url}/at-rest.html`, out, timeoutMs: 30_000, allowPost: false, interactions: false, widths: [1280, 600], log: (line) => logged.push(line), browser });
  assert.equal(report.dequeued.map((script) => script.handle), ['themerex-core-init-script']);
  for (const width of [1280, 600]) {
    const at = report.findings.filter((finding) => finding.width === width).map((finding) => finding.line);
    assert.equal(at, [
      `at ${width} px: visible in the original, hidden in the enhanced page: div.item "One"`,
      `at ${width} px: visible in the original, hidden in the enhanced page: div.item "Two"`,
      `at ${width} px: made by the original's scripts, missing in the enhanced page: div.player "Play" (and 1 inside)`,
      `at ${width} px: class "inited" (set by the original's scripts) missing in the enhanced page on 1 element: div.grid.inited "OneTwo"`,
    ], `${width} px: the container the player is missing from, and what moves up after it, are not named again`);
  }
  for (const line of report.findings.map((finding) => finding.line)) assert.ok(report.differences.includes(line), line);
  assert.equal(report.atRest.map(({ width }) => width), [1280, 600]);
  assert.ok(report.atRest.every(({ elements }) => elements >= 8), 'every element under body is compared');
  assert.match(logged.join('\n'), /Compared at rest: \d+ elements at 1280 px, \d+ elements at 600 px/);
  const html = readFileSync(join(out, 'report.html'), 'utf8');
  for (const side of ['original', 'enhanced']) assert.match(html, new RegExp(`<img src="rest-600-${side}\\.jpg"`));
  assert.match(html, /<h3>Made by the original&#39;s scripts, missing in the enhanced page \(2\)<\/h3>/);
  assert.match(html, /<div class="outline ancestor" style="left:/, 'the missing player: its container outlined on the enhanced side');
});

test('the same page on both sides: no difference at rest', async () => {
  writeFileSync(join(work, 'pages/assets/at-rest-init.js'), '');
  const report = await checkPage({ target: `${server.url}/at-rest.html`, out: join(work, 'same'), timeoutMs: 30_000, allowPost: false, interactions: false, widths: [600], log: () => undefined, browser });
  assert.equal(report.findings, []);
  assert.equal(report.atRest.length, 1);
});

test.run();
