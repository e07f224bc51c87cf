// `npm run bench`: gzip and brotli bytes of the entry and every chunk, then for each fixture page the
// script bytes it loads in Chromium at start (until network idle, with the idle fetch-ahead off) and its
// start-up time, the bytes of every script fetched within 5 s with no interaction (fetch-ahead included),
// then the first-interaction latency on a slow link (bench-latency.ts). Budgets come from package.json
// "budgets": per file, per kind of page at start, and each page's bytes at start no more than its figure recorded
// when the per-page baselines were retired (`atLoad`, 2026-12-07); within 5 s each page is held to issue 29's aim,
// a third of the original scripts on its kind of page (bench-aims.ts).
// `--sizes-only` skips the browser (used by `npm test` to keep the budgets honest); `--no-latency` skips
// the latency runs. BENCH_PAGES=a.html,b.html measures only those pages; the latency runs over HTTP/1.1 and HTTP/2
// (BENCH_PROTOCOLS=http1 or http2 for one).
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { fiveSecondAim } from './bench-aims';

const root = new URL('..', import.meta.url).pathname;
// ENHANCE_DIST measures another build folder (e.g. one made with ENHANCE_OUT).
const dist = process.env.ENHANCE_DIST ? resolve(root, process.env.ENHANCE_DIST) : join(root, 'dist');
type PageKind = 'theme' | 'consent' | 'booking' | 'plain';
const { budgets } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  budgets: {
    entry: { gzip: number };
    chunk: { gzip: number };
    page: Record<PageKind | 'themeWithUi', number>;
    family: Record<string, number | string>;
    atLoad: Record<string, number>;
  };
};
const kindOf = (page: string): PageKind =>
  page === 'plain.html' ? 'plain' : page.startsWith('booking') ? 'booking' : page.startsWith('consent') ? 'consent' : 'theme';
// The original jQuery stack for the five plugin families on one page.
const ORIGINAL_GZIP = 142.5 * 1024;

interface Size {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

// Which modules each file holds (the build writes it): the chunk plan decides which file a family's list shares.
let chunkModules: Record<string, { modules: string[] }> | undefined;
const holdsModule = (file: string, module: string): boolean =>
  (chunkModules ??= JSON.parse(readFileSync(join(dist, 'chunk-modules.json'), 'utf8')) as Record<string, { modules: string[] }>)[file]?.modules.includes(module) ?? false;

const sizeOf = (file: string): Size => {
  const bytes = readFileSync(join(dist, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const problems: string[] = [];

const files = ['enhance.js', ...readdirSync(join(dist, 'chunks')).filter((name) => name.endsWith('.js')).map((name) => `chunks/${name}`)];
const sizes = new Map(files.map((file) => [file, sizeOf(file)]));

console.log('Bundle files (minified; gzip -9, brotli 11)');
console.log(`${'file'.padEnd(48)}${'raw'.padStart(12)}${'gzip'.padStart(12)}${'brotli'.padStart(12)}`);
for (const size of sizes.values()) {
  console.log(`${size.file.padEnd(48)}${kb(size.raw).padStart(12)}${kb(size.gzip).padStart(12)}${kb(size.brotli).padStart(12)}`);
  const budget = size.file === 'enhance.js' ? budgets.entry.gzip : budgets.chunk.gzip;
  if (size.gzip > budget) problems.push(`${size.file} is ${size.gzip} bytes gzip, over its budget of ${budget}`);
}

if (!process.argv.includes('--sizes-only')) await measurePages();

if (problems.length) {
  console.log(`\nOver budget:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll within budget.');

async function reportLatency(browser: import('playwright-core').Browser, targets: import('./bench-latency').Target[]): Promise<void> {
  const { measureLatency, SLOW_LINK, idleMet, earlyMet } = await import('./bench-latency');
  const runs = Number(process.env.BENCH_RUNS) || 3;
  const gzipOfPath = (path: string) => sizes.get(path.replace(/^\/dist\//, ''))?.gzip ?? 0;
  console.log(`\nFirst-interaction latency, pointerdown to the first frame showing the response (median of ${runs}; ${SLOW_LINK.latency} ms RTT, 1.6 Mbps down, per request)`);
  console.log(`(b) allowed = warm + RTT + transfer of the scripts the click fetched after its pointerdown`);
  console.log(`${'click'.padEnd(24)}${'protocol'.padEnd(10)}${'warm'.padStart(8)}${'idle (a)'.padStart(10)}${'scripts'.padStart(9)}${'  aim'.padEnd(10)}${'early (b)'.padStart(10)}${'RTT'.padStart(8)}${'transfer'.padStart(10)}${'allowed'.padStart(9)}  aim`);
  let last = '';
  for (const row of await measureLatency(browser, targets, gzipOfPath, runs)) {
    const idle = idleMet(row) ? 'met' : 'not met';
    const early = earlyMet(row) ? 'met' : 'not met';
    const name = row.name === last ? '' : row.name;
    last = row.name;
    console.log(`${name.padEnd(24)}${row.protocol.padEnd(10)}${`${row.warm} ms`.padStart(8)}${`${row.idle} ms`.padStart(10)}${String(row.idleRequests).padStart(9)}  ${idle.padEnd(8)}${`${row.early} ms`.padStart(10)}${`${SLOW_LINK.latency} ms`.padStart(8)}${`${row.earlyTransfer} ms`.padStart(10)}${`${row.earlyAllowed} ms`.padStart(9)}  ${early}`);
  }
}

async function measurePages(): Promise<void> {
  const { chromium } = await import('playwright-core');
  const { startFixtureServer } = await import('../fixtures/server/app');
  const pagesDir = join(root, 'fixtures', 'pages');
  const only = process.env.BENCH_PAGES?.split(',');
  const pages = readdirSync(pagesDir).filter((name) => name.endsWith('.html') && (!only || only.includes(name))).sort();
  const server = await startFixtureServer({ port: 0, distDir: dist });
  let http2Server: Awaited<ReturnType<typeof startFixtureServer>> | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    console.log(`\nFixture pages in Chromium (script bytes from /dist/ at load; original jQuery stack ${kb(ORIGINAL_GZIP)} gzip)`);
    console.log(`${'page'.padEnd(26)}${'files'.padStart(6)}${'gzip'.padStart(12)}${'brotli'.padStart(12)}${'vs original'.padStart(13)}${'settled'.padStart(10)}${'script ms'.padStart(11)}${'files 5 s'.padStart(11)}${'gzip 5 s'.padStart(11)}`);
    // Script files a page loads at start (until network idle, fetch-ahead off), when it settled and the main
    // thread's script time until then; `skip` leaves families out (wpEnhance.skip). With `fiveSeconds`, every
    // script fetched within 5 s of navigation, fetch-ahead on.
    const load = async (name: string, options: { skip?: string; fiveSeconds?: boolean } = {}) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const settings = { ...(options.skip && { skip: options.skip }), ...(!options.fiveSeconds && { prefetch: false }) };
      await page.addInitScript(`window.wpEnhance = ${JSON.stringify(settings)};`);
      const loaded = new Set<string>();
      const started = Date.now();
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/dist/') && path.endsWith('.js') && Date.now() - started <= 5000) loaded.add(path.slice('/dist/'.length));
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`${server.url}/${name}`, { waitUntil: 'networkidle' });
      const settled = await page.evaluate(() => performance.getEntriesByName('enhance:settled')[0]?.startTime ?? NaN);
      const { metrics } = await cdp.send('Performance.getMetrics');
      const scriptMs = (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? NaN) * 1000;
      if (options.fiveSeconds) await page.waitForTimeout(Math.max(0, 5000 - (Date.now() - started)));
      await context.close();
      return { loaded, settled, scriptMs };
    };
    let fiveSecondTotal = 0;
    const aims: string[] = [];
    const gzipOf = (loaded: Set<string>) => [...loaded].reduce((sum, file) => sum + (sizes.get(file)?.gzip ?? 0), 0);
    const heaviest = (loaded: Set<string>) =>
      [...loaded].sort((a, b) => (sizes.get(b)?.gzip ?? 0) - (sizes.get(a)?.gzip ?? 0)).map((file) => `${file} ${sizes.get(file)?.gzip ?? 0}`);
    const shares: string[] = [];
    for (const name of pages) {
      const { loaded, settled, scriptMs } = await load(name);
      const ahead = (await load(name, { fiveSeconds: true })).loaded;
      let gzip = gzipOf(loaded);
      const aheadGzip = gzipOf(ahead);
      fiveSecondTotal += aheadGzip;
      const brotli = [...loaded].reduce((sum, file) => sum + (sizes.get(file)?.brotli ?? 0), 0);
      const ratio = gzip ? `${(ORIGINAL_GZIP / gzip).toFixed(1)}x less` : '-';
      console.log(`${name.padEnd(26)}${String(loaded.size).padStart(6)}${kb(gzip).padStart(12)}${kb(brotli).padStart(12)}${ratio.padStart(13)}${(Number.isNaN(settled) ? '-' : `${settled.toFixed(0)} ms`).padStart(10)}${`${scriptMs.toFixed(0)} ms`.padStart(11)}${String(ahead.size).padStart(11)}${kb(aheadGzip).padStart(11)}`);
      const atLoad = budgets.atLoad[name];
      if (atLoad === undefined) problems.push(`${name} has no figure at load in package.json's budgets.atLoad`);
      else if (gzip > atLoad) problems.push(`${name} loads ${gzip} bytes gzip at start, above its figure of ${atLoad}`);
      const aim = fiveSecondAim(name);
      if (!aim) problems.push(`${name} has no original listed in scripts/bench-aims.ts`);
      else if (aim.original > 0) {
        const met = aheadGzip <= aim.aim;
        aims.push(`${name.padEnd(26)}${kb(aheadGzip).padStart(11)}${kb(aim.original).padStart(11)}${`${(aim.original / aheadGzip).toFixed(2)}x`.padStart(8)}${kb(aim.aim).padStart(11)}  ${met ? 'met' : 'not met'} (${aim.originals.join(' + ')})`);
        if (!met) problems.push(`${name} fetches ${aheadGzip} bytes gzip within 5 s, over a third of the original's ${aim.original} (${aim.aim})`);
      }
      // A family that joins a page of another kind is measured apart: what the page loads with it minus without it.
      for (const [family, allowance] of Object.entries(budgets.family)) {
        if (typeof allowance !== 'number' || ![...loaded].some((file) => holdsModule(file, `enhancers/${family}-family.ts`))) continue;
        const share = gzip - gzipOf((await load(name, { skip: family })).loaded);
        shares.push(`${name.padEnd(26)}${family.padEnd(8)}${kb(share).padStart(12)}  aim ${kb(allowance)}: ${share <= allowance ? 'met' : 'not met'}`);
        if (share > allowance) problems.push(`${name}: the ${family} family adds ${share} bytes gzip, over its ${allowance}`);
        gzip -= share;
      }
      // A theme page that shows component UI at load (the renderer is in its start) has its own budget (issue 21).
      const kind = kindOf(name) === 'theme' && loaded.has('chunks/runtime.js') ? 'themeWithUi' : kindOf(name);
      const budget = budgets.page[kind];
      if (gzip > budget) {
        problems.push(`${name} loads ${gzip} bytes gzip at start${gzip === gzipOf(loaded) ? '' : ' without its other families'}, over the ${kind} page budget of ${budget}: ${heaviest(loaded).join(', ')}`);
      }
    }
    console.log(`\nWithin 5 s, all pages: ${kb(fiveSecondTotal)} gzip`);
    console.log(`\nWithin 5 s against issue 29's aim, a third of the original scripts on the same kind of page\n${'page'.padEnd(26)}${'ours 5 s'.padStart(11)}${'original'.padStart(11)}${'less'.padStart(8)}${'aim'.padStart(11)}`);
    console.log(aims.join('\n'));
    if (shares.length) console.log(`\nWhat a family adds to a page of another kind (gzip at start)\n${shares.join('\n')}`);
    if (!process.argv.includes('--no-latency')) {
      // The same server over HTTP/2 (TLS, test-only certificate) beside the HTTP/1.1 one; BENCH_PROTOCOLS=http2 (or
      // http1) measures one of them.
      const protocols = process.env.BENCH_PROTOCOLS?.split(',') ?? ['http1', 'http2'];
      if (protocols.includes('http2')) http2Server = await startFixtureServer({ port: 0, distDir: dist, protocol: 'http2' });
      await reportLatency(browser, [
        ...(protocols.includes('http1') ? [{ protocol: 'HTTP/1.1' as const, baseUrl: server.url }] : []),
        ...(http2Server ? [{ protocol: 'HTTP/2' as const, baseUrl: http2Server.url }] : []),
      ]);
    }
  } finally {
    await browser.close();
    await server.close();
    await http2Server?.close();
  }
}
