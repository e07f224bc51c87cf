// Issue 28's proof: `wp-enhance check` on the real sites' pages (../shared/realsite, both in ORIGINAL mode: the
// check makes the enhanced side itself), one report folder a page, and a table of what each found.
//   node scripts/real-site-parity.mjs --kids <URL> --diveit <URL> [--bundle DIR] [--out DIR] [--only kids|diveit]
// Extra `check` options after `--` go to every run (e.g. `-- --widths 1280`). /contact/ runs with --allow-post: its
// empty and filled submits change nothing on a local site but must reach CF7. Not part of `npm test`: CI cannot
// build the real sites. Exits 0; the table is the result (docs/check-on-real-sites.md records one).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { kids: { type: 'string' }, diveit: { type: 'string' }, bundle: { type: 'string' }, out: { type: 'string' }, only: { type: 'string' } },
});
const PAGES = {
  kids: ['/', '/media/', '/shortcodes/', '/contact/', '/forms/'],
  diveit: ['/', '/media/', '/shortcodes/', '/contact/', '/consent/', '/book/', '/book-list/', '/booking-login/'],
};
const out = values.out ?? 'check-real-sites';
const rows = [];
for (const site of Object.keys(PAGES)) {
  const base = values[site];
  if (!base || (values.only && values.only !== site)) continue;
  for (const path of PAGES[site]) {
    const folder = join(out, `${site}${path.replace(/\/+/g, '-').replace(/-$/, '') || '-home'}`);
    mkdirSync(folder, { recursive: true });
    const args = ['bin/wp-enhance.mjs', 'check', new URL(path, base).href, '--out', folder, ...(values.bundle ? ['--bundle', values.bundle] : []), ...(path === '/contact/' ? ['--allow-post'] : []), ...positionals];
    const started = Date.now();
    const run = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const seconds = Math.round((Date.now() - started) / 1000);
    writeFileSync(join(folder, 'log.txt'), `${run.stdout}\n${run.stderr}`);
    let report;
    try {
      report = JSON.parse(readFileSync(join(folder, 'report.json'), 'utf8'));
    } catch {
      report = undefined;
    }
    rows.push({ site, path, exit: run.status, seconds, differences: report?.differences ?? [], intended: report?.intended ?? [], error: report ? '' : run.stderr.trim().split('\n').pop() });
    console.log(`${site} ${path}: exit ${run.status}, ${report?.differences.length ?? '?'} differences, ${report?.intended.length ?? '?'} intended, ${seconds} s`);
  }
}
const table = [
  '| site | page | exit | differences | intended | time |',
  '|---|---|---|---|---|---|',
  ...rows.map((row) => `| ${row.site} | ${row.path} | ${row.exit} | ${row.error ? `could not run: ${row.error}` : row.differences.length} | ${row.intended.length} | ${row.seconds} s |`),
  '',
  ...rows.flatMap((row) => (row.differences.length ? [`### ${row.site} ${row.path}`, ...row.differences.map((line) => `- ${line}`), ''] : [])),
].join('\n');
writeFileSync(join(out, 'summary.md'), `${table}\n`);
console.log(`\n${table}`);
