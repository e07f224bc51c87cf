// `npm run chunk-plan`: chooses which modules share a file, from what the fixture pages load (issue 21).
//
// It builds without a plan (rollup's own split) and opens every fixture page in Chromium twice, as the bench
// does: at start (fetch-ahead off, until network idle) and for 5 s with the fetch-ahead on.
// - Code some page loads at start: files that the same pages load in the same phase always travel together, so
//   they become one group. No page loads a byte more at start. Two files also need the same families of unseen
//   users (code only a visitor's use loads, `unseenFamilies`) to share a group: a booking form's submit must not
//   pull in the theme's start code because both use one small module.
// - Code no page loads at start goes into layers (`layerOf`): `ui-core` for what several families use, one
//   layer per family, and one per part (a theme folder, a subfolder of another family). Over HTTP/1.1 a browser fetches six files at a time, so a first
//   use that needed twenty small files waited three or four round trips; with layers it needs the renderer,
//   `ui-core` and its family's layer, at the price of fetching a family's other components ahead with it.
// chunk-plan.json lists each group's modules for rollup.config.mjs. Run it again when enhancers or imports
// change: a stale plan still builds (new modules are split by rollup), it only saves less.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cut, layerOf, partOf, unseenFamilies, usersOf, type BundleFile } from './chunk-groups';
// @ts-expect-error: a plain .mjs module without types
import { CHUNK_MODULES, PLAN_FILE } from './rollup-chunk-plan.mjs';

const root = new URL('..', import.meta.url).pathname;
// A group bigger than this is cut in two: one file per request stays under the per-file budget.
const GROUP_LIMIT = 12 * 1024;
// Files the plan leaves alone: the entry, the renderer (grouped by hand), and the fetch-ahead's order and later
// list (small, needed once the page is idle, and in a layer they would bring the layer's imports with them).
const ALONE = /^(enhance|chunks\/runtime|chunks\/module-graph-later|chunks\/fetch-order)\.js$/;

const out = mkdtempSync(join(tmpdir(), 'chunk-plan-'));
try {
  execFileSync('npx', ['rollup', '-c', '--silent'], { cwd: root, stdio: 'inherit', env: { ...process.env, CHUNK_PLAN: 'off', ENHANCE_OUT: out } });
  const bundle = JSON.parse(readFileSync(join(out, CHUNK_MODULES), 'utf8')) as Record<string, BundleFile>;
  const loads = await loadsPerPage(out);
  const seen = new Set(loads.flatMap(({ ahead }) => [...ahead]));
  const unseenUsers = usersOf(bundle, (target) => !seen.has(target));
  const signature = (file: string) =>
    JSON.stringify([
      loads.filter(({ start }) => start.has(file)).map(({ page }) => page),
      loads.filter(({ ahead }) => ahead.has(file)).map(({ page }) => page),
      unseenFamilies(bundle[file]?.modules ?? [], [...(unseenUsers.get(file) ?? [])].map((target) => bundle[target]?.entry ?? '')),
    ]);
  const gzip = (file: string) => gzipSync(readFileSync(join(out, file)), { level: 9 }).length;
  const atStart = new Set(loads.flatMap(({ start }) => [...start]));
  const lazyUsers = usersOf(bundle, () => true);
  // What only a request's answer needs (zod and the answers' schemas, imported `@not-ahead` beside the request)
  // is a layer of its own: in a UI layer it would come ahead with the UI.
  const answerTargets = notAheadTargets(bundle);
  const forAnswersOnly = (file: string) => [...(lazyUsers.get(file) ?? [])].every((target) => answerTargets.has(target)) && (lazyUsers.get(file)?.size ?? 0) > 0;
  const layer = (file: string) =>
    forAnswersOnly(file) ? 'schemas' : layerOf([...(lazyUsers.get(file) ?? [])].flatMap((target) => partOf(bundle[target]?.entry ?? '') ?? []));
  const together = new Map<string, string[]>();
  for (const file of Object.keys(bundle)) {
    if (ALONE.test(file)) continue;
    const key = atStart.has(file) ? signature(file) : `layer:${layer(file)}`;
    together.set(key, [...(together.get(key) ?? []), file]);
  }
  const groups: Record<string, string[]> = {};
  for (const [key, files] of together) {
    for (const part of cut(files.sort((a, b) => gzip(b) - gzip(a)), gzip, GROUP_LIMIT)) {
      // A layer by its name; a start group after its largest file, so a name still says what the file mostly holds.
      const base = key.startsWith('layer:') ? key.slice('layer:'.length) : part[0]!.replace(/^chunks\//, '').replace(/\d*\.js$/, '');
      let name = base;
      for (let n = 2; name in groups; n++) name = `${base}${n}`;
      groups[name] = part.flatMap((file) => bundle[file]?.modules ?? []).sort();
    }
  }
  const sorted = Object.fromEntries(Object.entries(groups).sort(([a], [b]) => a.localeCompare(b)));
  // The entry's own modules are pinned to it: rollup would otherwise pull a group's unassigned imports into
  // the group, and the entry would then import that group on every page.
  sorted.enhance = bundle['enhance.js']?.modules ?? [];
  const note = 'Written by `npm run chunk-plan` (scripts/chunk-plan.ts): modules the fixture pages always load together at start share a file; code no page loads at start is in layers (ui-core, one per family or theme part).';
  writeFileSync(PLAN_FILE, `${JSON.stringify({ note, pages: loads.map(({ page }) => page), groups: sorted }, null, 1)}\n`);
  console.log(`chunk-plan: ${[...together.values()].flat().length} files, from what ${loads.length} pages load, in ${Object.keys(sorted).length} groups: ${PLAN_FILE}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}

/** The bundle files that our sources import lazily with the `@not-ahead` mark (scripts/rollup-module-graph.mjs). */
function notAheadTargets(bundle: Record<string, BundleFile>): Set<string> {
  const modules = new Set<string>();
  const sources = execFileSync('git', ['ls-files', 'src', 'enhancers'], { cwd: root, encoding: 'utf8' }).split('\n').filter((file) => /\.tsx?$/.test(file));
  for (const source of sources) {
    for (const [, path] of readFileSync(join(root, source), 'utf8').matchAll(/import\(\s*\/\*\s*@not-ahead\s*\*\/\s*['"]([^'"]+)['"]/g)) {
      const base = join(source, '..', path!).replace(/\\/g, '/');
      for (const extension of ['.ts', '.tsx']) modules.add(base + extension);
    }
  }
  return new Set(Object.keys(bundle).filter((file) => modules.has(bundle[file]?.entry ?? '')));
}

/** For each fixture page, the bundle files it loads at start and within 5 s with the fetch-ahead on. */
async function loadsPerPage(dist: string): Promise<{ page: string; start: Set<string>; ahead: Set<string> }[]> {
  const { chromium } = await import('playwright-core');
  const { startFixtureServer } = await import('../fixtures/server/app');
  const pages = readdirSync(join(root, 'fixtures', 'pages')).filter((name) => name.endsWith('.html')).sort();
  const server = await startFixtureServer({ port: 0, distDir: dist });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const load = async (page: string, ahead: boolean): Promise<Set<string>> => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.addInitScript(`window.wpEnhance = ${JSON.stringify(ahead ? {} : { prefetch: false })};`);
    const files = new Set<string>();
    const started = Date.now();
    tab.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/dist/') && path.endsWith('.js') && Date.now() - started <= 5000) files.add(path.slice('/dist/'.length));
    });
    await tab.goto(`${server.url}/${page}`, { waitUntil: 'networkidle' });
    if (ahead) await tab.waitForTimeout(Math.max(0, 5000 - (Date.now() - started)));
    await context.close();
    return files;
  };
  try {
    const loads = [];
    for (const page of pages) loads.push({ page, start: await load(page, false), ahead: await load(page, true) });
    return loads;
  } finally {
    await browser.close();
    await server.close();
  }
}
