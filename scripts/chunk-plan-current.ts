// Fails when chunk-plan.json is stale: a module of ours that the build bundled but the plan does not name lands
// in whichever file rollup picks, and can pull one family's code into another's pages (issue 29: a shared helper
// joined Booked's day tooltips, so the blog page fetched Booked code). Fix: `npm run chunk-plan`.
import { readFileSync } from 'node:fs';
// @ts-expect-error: a plain .mjs module without types
import { CHUNK_MODULES, PLAN_FILE } from './rollup-chunk-plan.mjs';

// The files the plan leaves to rollup.config.mjs or to rollup itself (scripts/chunk-plan.ts's ALONE).
const UNPLANNED_FILES = /^(enhance|chunks\/runtime|chunks\/module-graph-later|chunks\/fetch-order)\.js$/;

const dist = process.env.ENHANCE_DIST ?? 'dist';
const bundle = JSON.parse(readFileSync(`${dist}/${CHUNK_MODULES}`, 'utf8')) as Record<string, { modules: string[] }>;
const planned = new Set(Object.values(JSON.parse(readFileSync(PLAN_FILE, 'utf8')).groups as Record<string, string[]>).flat());
const missing = Object.entries(bundle)
  .filter(([file]) => !UNPLANNED_FILES.test(file))
  .flatMap(([file, { modules }]) => modules.filter((module) => !module.startsWith('node_modules/') && !planned.has(module)).map((module) => `${module} (in ${file})`));
if (missing.length > 0) {
  console.error(`chunk-plan.json is stale, run \`npm run chunk-plan\`: it does not name\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`chunk-plan.json names every module of ours in ${Object.keys(bundle).length} bundle files`);
