// `npm test`: type check, unit tests (jsdom + React), production build, browser tests (Chromium +
// the Preact bundle on fixture pages), then under CI=true (or WORDPRESS_TESTS=1) the WordPress plugin's tests on a
// real WordPress. Ends with the line "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runBrowserFiles, saveDurations, slowestLines } from './browser-files.mjs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Browser files at a time (BROWSER_TEST_JOBS): on 2 cores two files side by side take 0.6 of the time one after
// the other (36.9 s against 60.8 s), and the whole suite about half; more is faster still on an idle machine, but
// every file's timing-sensitive steps then wait longer (scripts/browser-files.mjs).
const DEFAULT_BROWSER_JOBS = 2;
const ci = process.env.CI === 'true' || process.env.CI === '1';
// The plugin on a real WordPress (Debian's packages, MariaDB, PHP's server): under CI, or when asked.
// `--browser-only`: only the browser files, on the build already in dist/ (to time or rerun them).
const browserOnly = process.argv.includes('--browser-only');
const wordpressTests = !browserOnly && (ci || process.env.WORDPRESS_TESTS === '1');
const totals = { passed: 0, failed: 0, skipped: 0 };
// CI keeps only the tail of the log: every failure is printed again, briefly, just above the totals.
const failures = [];

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    const echo = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function check(title, command, args) {
  console.log(`\n== ${title}`);
  const { code } = await run(command, args);
  if (code === 0) totals.passed++;
  else totals.failed++;
  console.log(code === 0 ? `-- ${title}: ok` : `-- ${title}: FAILED (exit ${code})`);
  if (code !== 0) failures.push(`${title}: exit ${code}`);
  return code === 0;
}

// uvu's failure blocks start with " FAIL  <suite> "<name>"" and then the assertion: keep those lines and the next few.
function failureHeadlines(plain) {
  const lines = plain.split('\n');
  const headlines = [];
  lines.forEach((line, index) => {
    // test/wordpress/hooks.ts prints "<file> before threw: <error>" for a hook uvu would drop silently.
    if (!line.includes(' FAIL ') && !/ (before|after) threw: /.test(line)) return;
    headlines.push([line, ...lines.slice(index + 1, index + 6)].map((text) => text.trim()).filter(Boolean).join(' | ').slice(0, 600));
  });
  return headlines;
}

// Counts one uvu run's summary into the totals and keeps its failure headlines; returns its counts (none
// without a summary, which counts as a failure: the process crashed or was killed).
function tally(title, code, output) {
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const count = (label) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(plain)?.[1] ?? NaN);
  const [total, passed, skipped] = [count('Total'), count('Passed'), count('Skipped')];
  if (Number.isNaN(total) || Number.isNaN(passed)) {
    totals.failed++;
    console.log(`-- ${title}: the runner stopped without a summary (exit ${code})`);
    failures.push(`${title}: the runner stopped without a summary (exit ${code})`);
    return { total: 0, passed: 0, skipped: 0 };
  }
  totals.passed += passed;
  failures.push(...failureHeadlines(plain).map((line) => `${title}: ${line}`));
  const notPassed = total - passed - (skipped || 0);
  totals.failed += notPassed;
  // uvu stops a suite whose before/after hook throws, printing only "(n / m)": no FAIL line, exit code 0.
  if (notPassed > 0 && !plain.includes('FAIL')) {
    failures.push(`${title}: ${notPassed} test(s) stopped by a suite hook`);
    console.log(`-- ${title}: ${notPassed} test(s) did not pass and uvu printed no FAIL: a suite's before/after hook threw (the suite printing "(n / m)" with n < m stopped there)`);
  }
  totals.skipped += skipped || 0;
  if (code !== 0 && total === passed) {
    totals.failed++;
    failures.push(`${title}: every test passed but the runner exited ${code}`);
  }
  return { total, passed, skipped: skipped || 0 };
}

async function suite(title, args, command = ['node', ['--import', 'tsx', 'node_modules/uvu/bin.js', ...args]]) {
  console.log(`\n== ${title}`);
  const { code, output } = await run(...command);
  tally(title, code, output);
}

// Each browser file in its own uvu process, BROWSER_TEST_JOBS of them at a time (see scripts/browser-files.mjs);
// a file's output is printed whole when it ends. BROWSER_TEST_ONLY (a regular expression) picks some files.
async function browserSuite(title) {
  const jobs = Number(process.env.BROWSER_TEST_JOBS) || DEFAULT_BROWSER_JOBS;
  console.log(`\n== ${title}: ${jobs} files at a time`);
  const started = performance.now();
  const sum = { files: 0, total: 0, passed: 0, skipped: 0 };
  const only = new RegExp(process.env.BROWSER_TEST_ONLY || '.');
  const results = await runBrowserFiles(jobs, only, ({ file, code, signal, output, seconds }) => {
    console.log(`\n== browser: ${file} (${seconds.toFixed(1)} s)`);
    process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    const counted = tally(`browser: ${file}`, signal ? `${code}, ${signal}` : code, output);
    sum.files++;
    sum.total += counted.total;
    sum.passed += counted.passed;
    sum.skipped += counted.skipped;
  });
  const wall = (performance.now() - started) / 1000;
  console.log(`\n-- ${title}: ${sum.files} files, Total: ${sum.total}, Passed: ${sum.passed}, Skipped: ${sum.skipped}, in ${wall.toFixed(0)} s (${jobs} at a time)`);
  console.log(`Slowest browser files:\n${slowestLines(results).join('\n')}`);
  if (process.env.BROWSER_TEST_DURATIONS === 'write') saveDurations(results, jobs);
}

async function checkAndBuild() {
  await check('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  await suite('unit tests (jsdom, React)', ['test/unit', '\\.test\\.tsx?$']);
  const built = await check('production build', 'npx', ['rollup', '-c', '--silent']);
  // The command-line tool (bin/wp-enhance.mjs runs dist-cli/): its own tests run it as built.
  await check('command-line tool build', 'npx', ['rollup', '-c', 'rollup.cli.config.mjs', '--silent']);
  if (built) await check('size budgets (package.json "budgets")', 'npx', ['tsx', 'scripts/bench.ts', '--sizes-only']);
  if (built) await check('chunk plan current (chunk-plan.json)', 'npx', ['tsx', 'scripts/chunk-plan-current.ts']);
  return built;
}
const built = browserOnly ? existsSync('dist') && existsSync('dist-cli') : await checkAndBuild();

if (!existsSync(chromiumPath)) {
  const notice = `Chromium was not found at ${chromiumPath}: the browser tests did NOT run.`;
  console.log(`\n${'!'.repeat(notice.length)}\n${notice}\nInstall it with: apt-get install -y chromium\n${'!'.repeat(notice.length)}`);
  if (ci) totals.failed++;
} else if (built) {
  await browserSuite('browser tests (Chromium, production bundle)');
} else {
  totals.failed++;
  console.log('-- browser tests not run: the build failed');
}

const loud = (lines) => {
  const width = Math.max(...lines.map((line) => line.length));
  console.log(`\n${'!'.repeat(width)}\n${lines.join('\n')}\n${'!'.repeat(width)}`);
};
if (!wordpressTests) {
  loud([
    'The WordPress tests (the plugin on real WordPress 6.1, 6.5.5 and 6.7) did NOT run: they run under CI=true.',
    'Run them with: WORDPRESS_TESTS=1 npm test, or npm run test:wordpress (as root, installs Debian packages when missing).',
  ]);
} else if (!existsSync(chromiumPath)) {
  console.log('-- WordPress tests not run: no Chromium');
  totals.failed++;
} else if (built) {
  // One run per core (scripts/wordpress-cores.mjs: Debian's 6.1; 6.5.5 and 6.7 fetched once into a cache).
  const { CORES } = await import('./wordpress-cores.mjs');
  for (const [core, { title }] of Object.entries(CORES)) {
    await suite(`WordPress tests on ${title} (the plugin installed from its zip)`, [], ['node', ['scripts/test-wordpress.mjs', '--core', core]]);
  }
} else {
  totals.failed++;
  console.log('-- WordPress tests not run: the build failed');
}

if (failures.length > 0) console.log(`\nFailures:\n${failures.map((line) => `- ${line}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
