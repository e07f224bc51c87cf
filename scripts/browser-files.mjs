// The browser test files, run in parallel processes: each file already starts its own fixture server (on a free
// port) and its own Chromium, and most of a file's time is spent waiting on the browser, so two or three files
// side by side finish in much less time than one after the other, even on two cores.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const DIR = 'test/browser';
const DURATIONS = new URL('./browser-test-durations.json', import.meta.url);
// A file not in the list yet: about the median file.
const UNKNOWN_SECONDS = 30;

/** Every `*.test.ts` under test/browser, as uvu finds them (paths relative to the folder). */
export function browserTestFiles() {
  return readdirSync(DIR, { recursive: true })
    .map((name) => String(name).replaceAll('\\', '/'))
    .filter((name) => name.endsWith('.test.ts') && !name.split('/').includes('node_modules'));
}

function knownSeconds() {
  try {
    return JSON.parse(readFileSync(DURATIONS, 'utf8')).seconds ?? {};
  } catch {
    return {};
  }
}

/** Slowest first (as measured last time), so a long file never starts last and runs alone at the end. */
export function slowestFirst(files) {
  const seconds = knownSeconds();
  const expected = (file) => seconds[file] ?? UNKNOWN_SECONDS;
  return [...files].sort((a, b) => expected(b) - expected(a) || a.localeCompare(b));
}

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One file in its own uvu process; its output kept until it ends, so files running side by side never interleave. */
function runFile(file) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('node', ['--import', 'tsx', 'node_modules/uvu/bin.js', DIR, `^${escaped(file)}$`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ file, code: code ?? 1, signal, output, seconds: (performance.now() - started) / 1000 }));
  });
}

/**
 * Runs every browser test file whose path `only` matches, `jobs` at a time, slowest first. `done(result)` is called as each file ends, in
 * the order they end, with { file, code, signal, output, seconds }. Resolves to the results in that order.
 */
export async function runBrowserFiles(jobs, only, done) {
  const queue = slowestFirst(browserTestFiles().filter((file) => only.test(file)));
  const results = [];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const result = await runFile(file);
      results.push(result);
      done(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  return results;
}

/** The slowest files of a run, for the log: where the time goes. */
export function slowestLines(results, count = 10) {
  return [...results]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ file, seconds }) => `${seconds.toFixed(1).padStart(7)} s  ${file}`);
}

/** Keeps this run's durations as the schedule's next estimate (BROWSER_TEST_DURATIONS=write). */
export function saveDurations(results, jobs) {
  const seconds = Object.fromEntries([...results].sort((a, b) => b.seconds - a.seconds).map(({ file, seconds }) => [file, Math.round(seconds)]));
  const note = `Seconds per browser test file, measured with ${jobs} files at a time; scripts/browser-files.mjs starts the slowest first. Rewrite with BROWSER_TEST_DURATIONS=write npm test.`;
  writeFileSync(DURATIONS, `${JSON.stringify({ note, seconds }, null, 2)}\n`);
}
