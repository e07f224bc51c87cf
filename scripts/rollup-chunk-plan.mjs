// Rollup plugin and manualChunks rule for the chunk plan (scripts/chunk-plan.ts, issue 21).
//
// Rollup groups modules by which dynamic imports reach them, so a component's graph is many small files
// (a blog page fetched 86 of them, a quarter of their bytes being per-file overhead). The plan groups instead
// the modules that the fixture pages always load together at start, and puts the code no page loads at start
// into layers, so that a first use needs a few files, not twenty (scripts/chunk-plan.ts says how).
//
// `chunkModules` writes `chunk-modules.json` beside the bundle: each file's entry module (what a lazy import of
// it asks for), its own modules (relative to the repository) and the files it imports, statically and lazily.
// The plan is made from it, and the tests use it to find the file that holds a module.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PLAN_FILE = fileURLToPath(new URL('../chunk-plan.json', import.meta.url));
export const CHUNK_MODULES = 'chunk-modules.json';

/**
 * A module id as the plan and the manifest name it: its path from the repository, with `/` separators. A package
 * is named from `node_modules/` on wherever the install really lives (a symlinked `node_modules` resolves
 * elsewhere): else its modules miss their group and may land in a file that imports it back.
 */
export const moduleKey = (id) => {
  const path = relative(ROOT, id.split('?')[0]).split('\\').join('/');
  const packages = path.indexOf('node_modules/');
  return packages > 0 ? path.slice(packages) : path;
};

/** The plan's group for each module (`{ module: group }`), or none when there is no plan or it is switched off. */
export function readChunkPlan() {
  if (process.env.CHUNK_PLAN === 'off' || !existsSync(PLAN_FILE)) return new Map();
  const { groups } = JSON.parse(readFileSync(PLAN_FILE, 'utf8'));
  return new Map(Object.entries(groups).flatMap(([group, modules]) => modules.map((module) => [module, group])));
}

export function chunkModules() {
  return {
    name: 'chunk-modules',
    generateBundle(_options, bundle) {
      const files = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        files[fileName] = {
          ...(output.facadeModuleId && !output.facadeModuleId.startsWith('\0') ? { entry: moduleKey(output.facadeModuleId) } : {}),
          modules: Object.keys(output.modules).filter((id) => !id.startsWith('\0')).map(moduleKey).sort(),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES, source: `${JSON.stringify(files, null, 1)}\n` });
    },
  };
}
