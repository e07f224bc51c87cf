import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startFixtureServer, type FixtureServer } from '../../fixtures/server/app';
import { checkPage, type CheckReport } from '../../cli/check';
import { main } from '../../cli/main';
import { savePage } from '../../cli/save';
import { CHROMIUM_PATH } from './helpers/session';

// `wp-enhance save` and `check` against the demo server (issue 22): the built tool for its command line and
// bad input, the modules themselves (one shared Chromium) for the pages.
const test = suite('wp-enhance save and check on the demo pages');
const root = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);
let server: FixtureServer;
let browser: Browser;
let work: string;

const quiet = () => undefined;
// In name order: the families' lists arrive in either order.
const attached = (report: CheckReport) => report.enhancers.filter((enhancer) => enhancer.claimed > 0).map((enhancer) => `${enhancer.name} ×${enhancer.claimed}`).sort();
// One width here: both widths at rest are cli-at-rest.test.ts's, and every demo page at two would double the run.
const check = (target: string, out: string, interactions = false) =>
  checkPage({ target, out, timeoutMs: 30_000, allowPost: false, interactions, widths: [1280], log: quiet, browser });

/** What attaches on the demo server's own page, read from the lifecycle's marks as `check` reads them. */
async function attachedWhenServed(name: string): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.goto(`${server.url}/${name}`);
    await page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
    const names = await page.evaluate(() => performance.getEntriesByName('enhance:claim').map((mark) => String((mark as PerformanceMark).detail)));
    const counts = new Map<string, number>();
    for (const enhancer of names) counts.set(enhancer, (counts.get(enhancer) ?? 0) + 1);
    return [...counts].map(([enhancer, count]) => `${enhancer} ×${count}`).sort();
  } finally {
    await page.close();
  }
}

/** The built tool, as `npx wp-enhance` runs it: its exit code and what it printed. */
async function tool(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(root, 'bin/wp-enhance.mjs'), ...args], { cwd: work, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

test.before(async () => {
  // The tool's own build (npm run build makes it; npm test's build step too).
  if (!existsSync(join(root, 'dist-cli/wp-enhance.mjs'))) await run('npx', ['rollup', '-c', 'rollup.cli.config.mjs', '--silent'], { cwd: root });
  const distDir = process.env.ENHANCE_DIST;
  server = await startFixtureServer({ port: 0, ...(distDir ? { distDir: join(root, distDir) } : {}) });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  work = mkdtempSync(join(tmpdir(), 'wp-enhance-cli-'));
});

test.after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

test('--help lists the two commands, one line each', async () => {
  const { code, stdout } = await tool('--help');
  assert.is(code, 0);
  assert.match(stdout, /^ {2}wp-enhance save <url> \[dir\] +save a page .+$/m);
  assert.match(stdout, /^ {2}wp-enhance check <url \| dir> +open a page .+$/m);
  assert.match(stdout, /--families <a,b,…> +only these families \(default: all of consent, booking, cf7, instagram, theme\)/);
});

test('bad input: one clear line on stderr, no stack, exit code 2', async () => {
  const saved = join(work, 'broken');
  await savePage({ url: `${server.url}/booking-list.html`, dir: saved, keepSecrets: false, timeoutMs: 10_000, log: quiet });
  const manifest = JSON.parse(readFileSync(join(saved, 'wp-enhance-save.json'), 'utf8')) as { assets: Record<string, string> };
  rmSync(join(saved, Object.keys(manifest.assets).find((path) => path.endsWith('.css'))!));
  const wrongAnswers = join(work, 'wrong-answers');
  await savePage({ url: `${server.url}/booking-list.html`, dir: wrongAnswers, keepSecrets: false, timeoutMs: 10_000, log: quiet });
  writeFileSync(join(wrongAnswers, 'answers.json'), JSON.stringify({ wpEnhanceAnswers: 1, url: 'x', answers: [{ method: 'POST', path: '/wp-admin/admin-ajax.php', fields: 'action=x' }] }));
  // A build whose bundle never starts: the check stops rather than report every difference of a bare page.
  const dead = join(work, 'dead-bundle');
  mkdirSync(dead, { recursive: true });
  writeFileSync(join(dead, 'enhance.js'), '// starts nothing\n');
  copyFileSync(join(root, 'wordpress/wp-enhance/includes/handles.php'), join(dead, 'handles.php'));
  const closed = await startFixtureServer({ port: 0 });
  const unreachable = `${closed.url}/`;
  await closed.close();
  const cases: [string[], RegExp][] = [
    [['save', unreachable], /^wp-enhance: cannot reach http:\/\/127\.0\.0\.1:\d+\/: ECONNREFUSED$/],
    [['save', `${server.url}/assets/site.css`], /^wp-enhance: http:\/\/127\.0\.0\.1:\d+\/assets\/site\.css answered text\/css; charset=utf-8, not an HTML page$/],
    [['save', 'not a url'], /^wp-enhance: not a url is not a URL/],
    [['check', `${server.url}/plain.html`, '--out', join(work, 'plain')], /^wp-enhance: no enhancer found its markup on http:\/\/127\.0\.0\.1:\d+\/plain\.html: there is nothing to check$/],
    [['check', saved, '--out', join(work, 'broken-report')], /^wp-enhance: .*broken is missing 1 saved file: assets\/.+\.css \(save the page again\)$/],
    [['check', work], /^wp-enhance: .* is not a saved page: it has no wp-enhance-save\.json/],
    [['check', wrongAnswers], /^wp-enhance: .*answers\.json is not a wp-enhance answers file: answers\.0\.fields: .+$/],
    [['save', `${server.url}/blog.html`, join(work, 'no-record'), '--script', 'drive.mjs'], /^wp-enhance: --script drives a recording: give --record with it$/],
    [['check', `${server.url}/blog.html`, '--families', 'theme,jquery'], /^wp-enhance: unknown family jquery \(known: consent, booking, cf7, instagram, theme\)$/],
    [['check', `${server.url}/blog.html`, '--timeout', 'soon'], /^wp-enhance: --timeout takes a number of seconds, not "soon"$/],
    [['check', `${server.url}/blog.html`, '--widths', '1280,phone'], /^wp-enhance: --widths takes viewport widths in pixels, 240 to 3840, separated by commas, not "1280,phone"$/],
    [['frobnicate'], /^wp-enhance: unknown command "frobnicate" \(wp-enhance --help lists them\)$/],
    // 8 s: the same timeout bounds the page's own load, which took more than 3 s on a busy CI machine.
    [['check', `${server.url}/blog.html`, '--bundle', dead, '--timeout', '8', '--out', join(work, 'dead-report')], /^wp-enhance: the enhancers did not start on http:\/\/127\.0\.0\.1:\d+\/blog\.html within 8 s: their bundle \(.*dead-bundle\/enhance\.js\) did not load or did not run$/],
  ];
  for (const [args, expected] of cases) {
    const { code, stderr } = await tool(...args);
    assert.is(code, 2, args.join(' '));
    assert.is(stderr.trim().split('\n').length, 1, `one line: ${stderr}`);
    assert.match(stderr.trim(), expected);
    assert.not.match(stderr, /\n\s+at /, 'no stack');
  }
});

test('save then check on every demo page: the saved page opens offline, attaches what the served page does, and no uncaught error occurs', async () => {
  const pages = readdirSync(join(root, 'fixtures/pages')).filter((name) => name.endsWith('.html') && name !== 'plain.html').sort();
  for (const name of pages) {
    const dir = join(work, 'saved', name);
    const saved = await savePage({ url: `${server.url}/${name}`, dir, keepSecrets: false, timeoutMs: 10_000, log: quiet });
    const page = readFileSync(join(dir, 'index.html'), 'utf8');
    assert.not.match(page, new RegExp(`${server.url}/(assets|dist)/`), `${name}: its files are local`);
    assert.ok(Object.keys(saved.assets).some((path) => path.endsWith('/enhance.js')), `${name}: the site's bundle is saved with its chunks`);
    const offline = await check(dir, join(work, 'reports', name));
    assert.equal(attached(offline), await attachedWhenServed(name), `${name}: the same enhancers attach, as many times`);
    assert.ok(attached(offline).length > 0, name);
    // Offline, what the page asks of the site (its API, files only a script names) is answered 404, on both sides.
    assert.equal(offline.enhanced.pageErrors, [], `${name}: no uncaught error offline`);
    assert.ok(offline.enhanced.consoleErrors.every((line) => /404 \(Not Found\)|Failed to fetch|failed to load/i.test(line)), `${name}: ${offline.enhanced.consoleErrors.join('; ')}`);
    assert.equal(offline.differences, [], name);
  }
});

test('nonces are masked in what save writes, and kept only when asked', async () => {
  const html = await (await fetch(`${server.url}/blog.html`)).text();
  const nonce = /"ajax_nonce":"([^"]+)"/.exec(html)?.[1];
  assert.ok(nonce, 'the demo page prints a nonce');
  const masked = await savePage({ url: `${server.url}/blog.html`, dir: join(work, 'masked'), keepSecrets: false, timeoutMs: 10_000, log: quiet });
  assert.ok(masked.noncesMasked > 0);
  assert.not.ok(readFileSync(join(work, 'masked/index.html'), 'utf8').includes(nonce!));
  const kept = await savePage({ url: `${server.url}/blog.html`, dir: join(work, 'kept'), keepSecrets: true, timeoutMs: 10_000, log: quiet });
  assert.is(kept.noncesMasked, 0);
  assert.ok(readFileSync(join(work, 'kept/index.html'), 'utf8').includes(nonce!));
  const { stdout } = await tool('save', `${server.url}/blog.html`, join(work, 'said'));
  assert.match(stdout, /Secrets: \d+ nonces? masked as "masked-nonce" \(--keep-secrets keeps them\)\. No cookies were sent or saved\./);
});

test('the parity run on a Booked calendar: both interactions driven, the same requests and text, screenshots per step', async () => {
  const out = join(work, 'parity');
  const report = await check(`${server.url}/booking-calendar.html`, out, true);
  assert.equal(report.interactions.map((interaction) => interaction.label), ['next month', 'open a day']);
  const [month] = report.interactions;
  assert.equal(month!.enhanced[0]!.requests.map((request) => request.fields.map(([name]) => name)), [['action', 'gotoMonth', 'calendar_id', 'force_default']]);
  assert.equal(month!.original[0]!.requests, month!.enhanced[0]!.requests);
  assert.ok(month!.enhanced[0]!.text.join(' ').length > 0, 'the calendar\'s text is compared');
  assert.equal(report.differences, []);
  for (const file of ['report.json', 'report.html', 'original.png', 'enhanced.png', 'step-1-1-original.png', 'step-1-1-enhanced.png', 'step-2-1-enhanced.png']) {
    assert.ok(existsSync(join(out, file)), file);
  }
  const html = readFileSync(join(out, 'report.html'), 'utf8');
  assert.match(html, /<img src="step-1-1-original\.png" alt="original, after: click \.booked-calendar-wrap \.page-right">/);
});

test('save --record: the exchanges a script causes are written (nonces masked), and the saved page replays them offline', async () => {
  // A server of its own, closed before the check: nothing can reach a site then.
  const site = await startFixtureServer({ port: 0, ...(process.env.ENHANCE_DIST ? { distDir: join(root, process.env.ENHANCE_DIST) } : {}) });
  const dir = join(work, 'recorded');
  const driver = join(work, 'next-month.mjs');
  writeFileSync(driver, `export default async (page) => {
  await page.locator('.booked-calendar-wrap.large .page-right').click();
  await page.waitForLoadState('networkidle');
};\n`);
  try {
    assert.is(await main(['save', `${site.url}/booking-calendar.html`, dir, '--record', '--script', driver], quiet), 0);
  } finally {
    await site.close();
  }
  const { answers } = JSON.parse(readFileSync(join(dir, 'answers.json'), 'utf8')) as { answers: { fields: [string, string][]; status: number; body: string }[] };
  assert.is(answers.length, 1);
  assert.equal(answers[0]!.fields.map(([name]) => name), ['action', 'gotoMonth', 'calendar_id', 'force_default']);
  assert.match(answers[0]!.body, /<table class="booked-calendar/);
  const report = await check(dir, join(work, 'recorded-report'), true);
  const [month] = report.interactions;
  assert.is(month!.label, 'next month');
  for (const side of [month!.original, month!.enhanced]) assert.equal(side[0]!.requests.map(({ fields }) => fields), [answers[0]!.fields], 'the same request as recorded');
  const monthName = /<span class="monthName">\s*([^<]+)/.exec(answers[0]!.body)![1]!.trim();
  assert.ok(month!.enhanced[0]!.text.join(' ').includes(monthName), `the recorded month (${monthName}) is shown`);
  assert.equal(report.differences, []);
});

test.run();
