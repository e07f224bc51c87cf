// Script weight on the real sites (../shared/realsite), the original and the enhanced side page by page (issue 29):
//   node scripts/real-site-weights.mjs --site diveit|kids --original URL --enhanced URL [--pages /,/blog/] [--json FILE]
// Start each side with ../shared/realsite/setup.mjs (--mode original / --mode enhanced). Not part of `npm test`: CI
// cannot build the real sites. For each page, from a fresh visitor context at 1280 px: every script file fetched
// within 5 s of navigation, no input, counted gzip-compressed (level 6, as a server sends it; the PHP server sends it
// plain), its file count, and the main thread's busy time (CDP `TaskDuration`) at 5 s.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const PAGES = {
  diveit: ['/', '/blog/', '/dive-log-3/', '/shortcodes/', '/media/', '/contact/', '/consent/', '/request-data/', '/book/', '/book-list/', '/my-appointments/', '/booking-login/', '/instagram/'],
  kids: ['/', '/blog/', '/shortcodes/', '/forms/', '/media/', '/contact/', '/consent/', '/request-data/'],
};
const WINDOW_MS = 5000;

const option = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const site = option('site') ?? 'diveit';
const original = option('original');
const enhanced = option('enhanced');
if (!original || !enhanced || !PAGES[site]) {
  console.error('usage: node scripts/real-site-weights.mjs --site diveit|kids --original URL --enhanced URL [--pages /,/blog/] [--json FILE]');
  process.exit(2);
}
const pages = option('pages')?.split(',') ?? PAGES[site];

/** The scripts one fresh visit fetches within the window, and the main thread's busy time then. */
async function weigh(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const started = Date.now();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || Date.now() - started > WINDOW_MS) return;
    bodies.push(response.body().then((body) => ({ url: response.url(), bytes: gzipSync(body, { level: 6 }).length }), () => undefined));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)));
  const { metrics } = await cdp.send('Performance.getMetrics');
  const files = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  const taskMs = Math.round((metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000);
  return { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0), taskMs };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const rows = [];
try {
  for (const path of pages) {
    const before = await weigh(browser, original + path);
    const after = await weigh(browser, enhanced + path);
    rows.push({ path, original: before, enhanced: after });
    console.log(
      `${path.padEnd(20)} original ${kb(before.bytes).padStart(6)} KB in ${String(before.files.length).padStart(2)} files, ${String(before.taskMs).padStart(4)} ms` +
        ` | enhanced ${kb(after.bytes).padStart(6)} KB in ${String(after.files.length).padStart(2)} files, ${String(after.taskMs).padStart(4)} ms` +
        ` | ${(before.bytes / Math.max(1, after.bytes)).toFixed(2)}x fewer bytes`,
    );
  }
} finally {
  await browser.close();
}
const total = (side) => rows.reduce((sum, row) => sum + row[side].bytes, 0);
console.log(`${'all pages'.padEnd(20)} original ${kb(total('original'))} KB, enhanced ${kb(total('enhanced'))} KB: ${(total('original') / Math.max(1, total('enhanced'))).toFixed(2)}x`);
const json = option('json');
if (json) writeFileSync(json, `${JSON.stringify(rows, null, 1)}\n`);
