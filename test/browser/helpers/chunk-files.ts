import { readFileSync } from 'node:fs';

// Which modules each bundle file holds, as the build wrote it (scripts/rollup-chunk-plan.mjs). The chunk plan
// decides which modules share a file, so tests name code by its module, never by a file name.
const dist = new URL(`../../../${process.env.ENHANCE_DIST ?? 'dist'}/`, import.meta.url);
let files: Record<string, { modules: string[] }> | undefined;
const read = () => (files ??= JSON.parse(readFileSync(new URL('chunk-modules.json', dist), 'utf8')) as Record<string, { modules: string[] }>);

const baseName = (module: string) => module.replace(/^.*\//, '').replace(/\.[^.]+$/, '');

/** The bundle files (`chunks/…js`) holding a module named so (its base name), or the renderer's own (`runtime`). */
export function filesHolding(...names: string[]): string[] {
  const holders = Object.entries(read())
    .filter(([file, { modules }]) => names.some((name) => file === `chunks/${name}.js` || modules.some((module) => baseName(module) === name)))
    .map(([file]) => file);
  if (holders.length === 0) throw new Error(`no bundle file holds a module named ${names.join(' or ')}`);
  return holders;
}

/**
 * A test on a script's path (`/dist/chunks/…js`): true for the file that holds a module named so (its base
 * name: `countdown` for enhancers/theme-widgets/countdown.tsx), or for the renderer's own file (`runtime`).
 */
export function holding(...names: string[]): (path: string) => boolean {
  const holders = new Set(filesHolding(...names));
  return (path) => holders.has(path.replace(/^.*?\/dist\//, ''));
}
